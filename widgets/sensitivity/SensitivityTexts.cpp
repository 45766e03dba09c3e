// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sensitivity/SensitivityTexts.h"

namespace scaleplan {

using engine::SensitivityInput;

QString sensitivityInputText(SensitivityInput input)
{
    switch (input) {
    case SensitivityInput::MatmulRate:
        return SensitivityTexts::tr("GPU matrix-multiply rate");
    case SensitivityInput::MemoryBandwidth:
        return SensitivityTexts::tr("GPU memory bandwidth");
    case SensitivityInput::InNodeLink:
        return SensitivityTexts::tr("In-node link");
    case SensitivityInput::Network:
        return SensitivityTexts::tr("Network between nodes");
    case SensitivityInput::NodePrice:
        return SensitivityTexts::tr("Node price");
    case SensitivityInput::NodeMtbf:
        return SensitivityTexts::tr("Time between node failures");
    case SensitivityInput::SpotReclaims:
        return SensitivityTexts::tr("Spot reclaim rate");
    case SensitivityInput::CheckpointWrite:
        return SensitivityTexts::tr("Checkpoint write bandwidth");
    }
    return {};
}

QString sensitivityInputToolTip(SensitivityInput input)
{
    switch (input) {
    case SensitivityInput::MatmulRate:
        return SensitivityTexts::tr("The GPU's measured matrix-multiply rate (the catalog's "
                                    "MAMF figure, or your calibration), 16-bit and FP8 alike");
    case SensitivityInput::MemoryBandwidth:
        return SensitivityTexts::tr("The GPU's memory bandwidth for memory-bound kernels "
                                    "(measured where the catalog has it, else the datasheet)");
    case SensitivityInput::InNodeLink:
        return SensitivityTexts::tr("The link between a node's GPUs (NVLink, or PCIe without "
                                    "it), measured where the catalog has it");
    case SensitivityInput::Network:
        return SensitivityTexts::tr("The node's network bandwidth (the instance's, or "
                                    "cluster.inter_node_gbps)");
    case SensitivityInput::NodePrice:
        return SensitivityTexts::tr("The on-demand and spot price of a node-hour");
    case SensitivityInput::NodeMtbf:
        return SensitivityTexts::tr("Mean time between hardware failures of one node "
                                    "(reliability.node_mtbf_h, else the Llama 3 rate)");
    case SensitivityInput::SpotReclaims:
        return SensitivityTexts::tr("Reclaims per spot node-hour "
                                    "(reliability.spot_interruptions_per_node_hour, else the "
                                    "instance's band)");
    case SensitivityInput::CheckpointWrite:
        return SensitivityTexts::tr(
            "Aggregate checkpoint write bandwidth "
            "(reliability.checkpoint_write_gbps, else the default per node)");
    }
    return {};
}

} // namespace scaleplan
