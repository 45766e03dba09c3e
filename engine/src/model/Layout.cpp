// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Layout.h"

#include "model/Workload.h"

#include <algorithm>

namespace scaleplan::engine::detail {

bool compressionReplacesAllReduce(Compression method)
{
    return method == Compression::Int8 || method == Compression::PowerSgd
           || method == Compression::TopK;
}

bool allReduceCompressionApplies(const Scenario &scenario, const Layout &layout)
{
    const bool hasAllReduce
        = scenario.parallel.zero == 0 || layout.gradientRanks() > layout.shardGroup;
    return compressionReplacesAllReduce(scenario.communication.gradientCompression)
           && layout.gradientRanks() > 1 && hasAllReduce;
}

std::int64_t interleavedWarmupChunks(const Layout &layout, std::int64_t rank)
{
    const std::int64_t warmup = (layout.pp - rank - 1) * 2 + (layout.virtualStages - 1) * layout.pp;
    return std::min(warmup, layout.microBatches * layout.virtualStages);
}

bool countsEmbeddingAndLoss(const Scenario &scenario, std::int64_t pp, std::int64_t virtualStages)
{
    const std::int64_t chunks = pp * std::max<std::int64_t>(1, virtualStages);
    const std::int64_t layers = scenario.model.layers;
    return scenario.model.kind == ModelKind::Transformer && pp > 1
           && scenario.communication.pipelineEngine == PipelineEngine::Megatron && layers > 0
           && layers % chunks != 0 && (layers + 2) % chunks == 0;
}

Layout deriveLayout(const Scenario &scenario, std::int64_t gpus)
{
    const ParallelSpec &parallel = scenario.parallel;
    const ModelSpec &model = scenario.model;
    Layout layout;
    layout.gpus = gpus;
    layout.tp = std::max<std::int64_t>(1, parallel.tp);
    layout.pp = std::max<std::int64_t>(1, parallel.pp);
    layout.cp = std::max<std::int64_t>(1, parallel.cp);
    layout.ep = std::max<std::int64_t>(1, parallel.ep);
    layout.etp = std::max<std::int64_t>(1, expertTensorParallel(parallel));
    layout.dp = std::max<std::int64_t>(1, gpus / (layout.tp * layout.pp * layout.cp));
    layout.virtualStages = layout.pp > 1 ? std::max<std::int64_t>(1, parallel.virtualStages) : 1;
    const std::int64_t perStep
        = layout.dp * std::max<std::int64_t>(1, scenario.training.microBatch);
    layout.microBatches = std::max<std::int64_t>(1, scenario.training.globalBatch / perStep);
    layout.shardGroup = parallel.zeroShardGroup > 0
                            ? std::min(parallel.zeroShardGroup, layout.gradientRanks())
                            : layout.gradientRanks();

    const double tp = static_cast<double>(layout.tp);
    if (model.kind == ModelKind::Generic) {
        layout.layersPerStage = 0;
        layout.paramsPerGpuFirstStage = layout.paramsPerGpuLastStage = layout.paramsPerGpuMax
            = model.parameters / tp / static_cast<double>(layout.pp);
        return layout;
    }
    const bool embeddingAndLoss = countsEmbeddingAndLoss(scenario, layout.pp, layout.virtualStages);
    layout.layersPerStage = embeddingAndLoss ? (model.layers + 2) / layout.pp
                                             : (model.layers + layout.pp - 1) / layout.pp;
    // Expert parallelism leaves each GPU 1 / ep of the routed experts, split over etp ranks
    // where the rest of a layer splits over tp.
    const double experts = routedExpertParams(model) / static_cast<double>(layout.ep)
                           / static_cast<double>(layout.etp);
    layout.layerParamsPerGpu = layerParamsOnGpu(model, tp, static_cast<double>(layout.ep),
                                                static_cast<double>(layout.etp));
    // A mixture of experts' dense layers (the leading model.dense_layers, and those between
    // its expert layers) split over tp like the rest of a block; Megatron-LM fills stages in
    // layer order.
    const bool denseLayers = denseLayerCount(model) > 0;
    double denseLayerPerGpu = 0;
    if (denseLayers) {
        const ModelSpec denseModel = denseLayerModel(model);
        denseLayerPerGpu = layerParamsOnGpu(denseModel, tp, 1.0, 1.0);
    }
    auto stageParams = [&](std::int64_t layers, std::int64_t denseOnStage) {
        return static_cast<double>(layers - denseOnStage) * layout.layerParamsPerGpu
               + static_cast<double>(denseOnStage) * denseLayerPerGpu;
    };
    auto stageExperts = [&](std::int64_t layers, std::int64_t denseOnStage) {
        return static_cast<double>(layers - denseOnStage) * experts;
    };
    // Vocabulary-parallel embeddings split over tp; learned positions sit whole on the first
    // stage, the final norm on the last.
    const double embedding = embeddingParams(model) / tp;
    const double positions = positionParams(model);
    const double finalNorm = normParams(model);
    const std::int64_t firstLayers
        = embeddingAndLoss ? layout.layersPerStage - 1 : layout.layersPerStage;
    const std::int64_t lastLayers = layout.pp == 1     ? firstLayers
                                    : embeddingAndLoss ? layout.layersPerStage - 1
                                                       : model.layers / layout.pp;
    layout.layersFirstStage = firstLayers;
    layout.layersLastStage = lastLayers;
    layout.denseLayersFirstStage = denseLayersIn(model, 0, firstLayers);
    layout.denseLayersLastStage = layout.pp == 1
                                      ? layout.denseLayersFirstStage
                                      : denseLayersIn(model, model.layers - lastLayers, lastLayers);
    layout.expertParamsFirstStage = stageExperts(firstLayers, layout.denseLayersFirstStage);
    layout.expertParamsLastStage = stageExperts(lastLayers, layout.denseLayersLastStage);
    const double firstStageLayers = stageParams(firstLayers, layout.denseLayersFirstStage);
    const double lastStageLayers = stageParams(lastLayers, layout.denseLayersLastStage);
    if (layout.pp == 1) {
        const double embeddings = embedding * (model.tiedEmbeddings ? 1.0 : 2.0);
        layout.paramsPerGpuFirstStage = firstStageLayers + embeddings + positions + finalNorm;
        layout.paramsPerGpuLastStage = layout.paramsPerGpuFirstStage;
    } else {
        // Megatron places the input embedding on the first stage and the output layer
        // (a copy of it when tied) on the last; with uneven stages the last one is given
        // the smaller share of layers.
        layout.paramsPerGpuFirstStage = firstStageLayers + embedding + positions;
        layout.paramsPerGpuLastStage = lastStageLayers + embedding + finalNorm;
    }
    const bool firstHeavier = layout.paramsPerGpuFirstStage >= layout.paramsPerGpuLastStage;
    layout.paramsPerGpuMax
        = firstHeavier ? layout.paramsPerGpuFirstStage : layout.paramsPerGpuLastStage;
    layout.expertParamsMax
        = firstHeavier ? layout.expertParamsFirstStage : layout.expertParamsLastStage;
    if (layout.pp >= 3 && (denseLayers || embeddingAndLoss)) {
        // Of the stages between them, the one with the fewest dense layers (the last one,
        // pipeline rank pp - 2, where they all lead); they hold the most layers where the
        // embedding and the loss count as layers.
        const std::int64_t middleLayers = layout.layersPerStage;
        const std::int64_t offset = embeddingAndLoss ? -1 : 0;
        layout.denseLayersMiddleStage = middleLayers;
        for (std::int64_t rank = 1; rank + 1 < layout.pp; ++rank)
            layout.denseLayersMiddleStage
                = std::min(layout.denseLayersMiddleStage,
                           denseLayersIn(model, rank * middleLayers + offset, middleLayers));
        layout.paramsPerGpuMiddleStage = stageParams(middleLayers, layout.denseLayersMiddleStage);
        layout.expertParamsMiddleStage = stageExperts(middleLayers, layout.denseLayersMiddleStage);
        if (layout.paramsPerGpuMiddleStage > layout.paramsPerGpuMax) {
            layout.paramsPerGpuMax = layout.paramsPerGpuMiddleStage;
            layout.expertParamsMax = layout.expertParamsMiddleStage;
        }
    }
    return layout;
}

} // namespace scaleplan::engine::detail
