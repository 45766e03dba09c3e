// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Software.h"

namespace scaleplan::engine {

SoftwareDefaults softwareDefaults(Software software, int zero)
{
    SoftwareDefaults defaults;
    switch (software) {
    case Software::Unspecified:
    case Software::MegatronCore:
        // The engine's reference: Megatron-LM's fused kernels, its own pipeline schedule,
        // gradients reduced in place from buckets overlapped with the backward pass
        // (`--overlap-grad-reduce`, which NVIDIA's recipes set).
        break;
    case Software::DeepSpeed:
        // Megatron-DeepSpeed and DeepSpeed's PipelineModule run DeepSpeed's PipelineEngine.
        // `overlap_comm` defaults to `stage == 3` (deepspeed/runtime/zero/config.py,
        // validator `overlap_comm_valid`): ZeRO 0-2 reduce the gradients after the
        // backward pass.
        defaults.pipelineEngine = PipelineEngine::DeepSpeed;
        defaults.overlapGradients = zero >= 3;
        break;
    case Software::PytorchFsdp:
    case Software::PytorchFsdp2:
        // PyTorch runs each operation as its own kernel unless torch.compile fuses them,
        // and DistributedDataParallel, which data parallelism without ZeRO runs, keeps
        // copied buckets by default (`gradient_as_bucket_view=False`).
        defaults.kernels = KernelStyle::Eager;
        if (zero == 0)
            defaults.gradientBuckets = GradientBuckets::Copied;
        break;
    case Software::Jax:
        // XLA fuses element-wise operations into the kernels around them.
        break;
    }
    return defaults;
}

void applySoftwareDefaults(Scenario &scenario)
{
    const SoftwareDefaults defaults
        = softwareDefaults(scenario.training.software, scenario.parallel.zero);
    scenario.training.kernels = defaults.kernels;
    scenario.communication.pipelineEngine = defaults.pipelineEngine;
    scenario.communication.gradientBuckets = defaults.gradientBuckets;
    scenario.communication.overlapGradients = defaults.overlapGradients;
}

bool isPytorchFsdp(Software software)
{
    return software == Software::PytorchFsdp || software == Software::PytorchFsdp2;
}

std::string_view softwareLaunchTarget(Software software)
{
    switch (software) {
    case Software::MegatronCore:
        return "megatron";
    case Software::DeepSpeed:
        return "deepspeed";
    case Software::PytorchFsdp:
    case Software::PytorchFsdp2:
        return "torchrun";
    case Software::Unspecified:
    case Software::Jax:
        break;
    }
    return {};
}

} // namespace scaleplan::engine
