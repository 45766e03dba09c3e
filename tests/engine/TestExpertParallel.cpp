// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Expert parallelism (parallel.ep): the routed experts spread over the group, their states
// sharded and reduced over the expert data-parallel ranks, the all-to-all of the routed
// tokens, and the input checks.

#include "TestSupport.h"
#include "model/Collectives.h"
#include "model/ExpertParallel.h"
#include "model/Hardware.h"
#include "model/LayerTime.h"
#include "model/Layout.h"
#include "model/Memory.h"
#include "model/StepTime.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <string_view>

using namespace scaleplan::engine;
using scaleplan::test::problemOf;
using scaleplan::test::scenarioFromJson;

namespace {

/// Mixtral 8x7B's shape (8 experts of width 14,336, two a token) at 4,096 tokens on two
/// p5.48xlarge nodes (16 H100), one sequence a micro-batch, 64 a step; \p parallel adds
/// layout fields, \p training training ones.
std::string mixtralJson(const std::string &parallel, const std::string &training = {})
{
    return R"({"format": "scaleplan.scenario", "version": 1,
               "model": {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8,
                         "ffn_hidden": 14336, "vocab": 32000, "seq_len": 4096,
                         "mlp": "swiglu", "experts": 8, "experts_per_token": 2},
               "training": {"steps": 10, "global_batch": 64, "micro_batch": 1,
                            "recompute": "none", "flash_attention": true)"
           + training + R"(},
               "cluster": {"instance": "aws/p5.48xlarge", "nodes": 2},
               "parallel": {"zero": 0)"
           + parallel + "}}";
}

Scenario mixtral(const std::string &parallel, const std::string &training = {})
{
    return scenarioFromJson(mixtralJson(parallel, training));
}

detail::Layout layoutOf(const Scenario &scenario)
{
    return detail::deriveLayout(scenario, 16);
}

// One layer's routed experts: 3 matrices (SwiGLU) x 4,096 x 14,336 x 8 experts.
constexpr double kRoutedPerLayer = 3.0 * 4096.0 * 14336.0 * 8.0;

/// mixtralJson() with \p fields added to its model, e.g. `"dense_layers": 2`.
std::string mixtralWithModel(const std::string &fields, const std::string &parallel,
                             const std::string &training = {})
{
    std::string json = mixtralJson(parallel, training);
    const std::string anchor = R"("experts_per_token": 2)";
    json.insert(json.find(anchor) + anchor.size(), ", " + fields);
    return json;
}

} // namespace

class TestExpertParallel : public QObject
{
    Q_OBJECT

private slots:
    void expertsSplitOverTheGroup();
    void allToAllCarriesTheRoutedTokens();
    void expertGradientsReduceOverTheirOwnRanks();
    void inputNamesTheFieldToChange();
    void leadingDenseLayersHaveOneMlp();
    void aMiddleStagePacesBehindDenseLayers();
    void expertLayersAlternateWithDenseOnes();
    void expertLayerIntervalNamesTheFieldAndLaunch();
    void denseLayersNameTheFieldAndLaunch();
    void savedOnlyWhereSet();
    void capacityPadsTheRoutedCopies();
    void capacityIsReadWrittenAndLaunched();
    void expertsWholeBesideTensorParallelism();
    void expertTpNamesTheFieldToChange();
    void groupedExpertsReadEveryExpertsWeights();
    void overlapHidesAllButOneMicroBatch();
    void routedTokensReachFewerRanksThanExperts();
    void deepEpSendsEachNodeOneCopy();
    void expertGroupsNameTheFieldAndLaunch();
};

void TestExpertParallel::expertsSplitOverTheGroup()
{
    QCOMPARE(detail::routedExpertParams(mixtral("").model), kRoutedPerLayer);
    const Scenario whole = mixtral("");
    const Scenario spread = mixtral(R"(, "ep": 8)");
    const detail::Layout a = layoutOf(whole);
    const detail::Layout b = layoutOf(spread);
    QCOMPARE(b.ep, std::int64_t(8));
    QCOMPARE(b.dp, std::int64_t(16)); // expert parallelism takes no GPUs of its own
    QCOMPARE(b.expertRanks(), std::int64_t(2));
    // Each GPU keeps 1 of the 8 experts of its 32 layers.
    SCALEPLAN_FUZZY(b.expertParamsMax, 32.0 * kRoutedPerLayer / 8.0, 1e-12);
    SCALEPLAN_FUZZY(a.paramsPerGpuMax - b.paramsPerGpuMax, 32.0 * kRoutedPerLayer * 7.0 / 8.0,
                    1e-12);
    // bf16 weights (2 bytes) and fp32 gradients (4 bytes, Megatron-LM's main gradient) fall
    // by the experts that left.
    const MemoryBreakdown ma = detail::memoryPerGpu(whole, a, 80.0);
    const MemoryBreakdown mb = detail::memoryPerGpu(spread, b, 80.0);
    SCALEPLAN_FUZZY((ma.weights - mb.weights) * 1e9, 2.0 * 32.0 * kRoutedPerLayer * 7.0 / 8.0,
                    1e-9);
    SCALEPLAN_FUZZY((ma.gradients - mb.gradients) * 1e9, 4.0 * 32.0 * kRoutedPerLayer * 7.0 / 8.0,
                    1e-9);
    // ZeRO-1: dense states shard over 16 ranks, the experts' over their 2.
    const Scenario sharded = mixtral(R"(, "ep": 8, "zero": 1)");
    const detail::Layout c = layoutOf(sharded);
    QCOMPARE(c.expertShardGroup(), std::int64_t(2));
    const MemoryBreakdown mc = detail::memoryPerGpu(sharded, c, 80.0);
    const double dense = c.paramsPerGpuMax - c.expertParamsMax;
    SCALEPLAN_FUZZY(mc.optimizer * 1e9, 12.0 * (dense / 16.0 + c.expertParamsMax / 2.0), 1e-9);
    // The forward products are the same work; the weight gradients of fewer, fuller experts
    // are no slower.
    const detail::System system = detail::resolveSystem(whole, builtinCatalog());
    const detail::LayerTime la = detail::layerTime(whole, system);
    const detail::LayerTime lb = detail::layerTime(spread, system);
    QCOMPARE(lb.forward, la.forward);
    QVERIFY(lb.backward <= la.backward);
    // The step does the model's FLOPs on the same GPUs.
    const Result r = estimate(spread, builtinCatalog());
    SCALEPLAN_FUZZY(r.tokensPerS * r.stepTimeS, 64.0 * 4096.0, 1e-9);
    QCOMPARE(r.parallel.ep, std::int64_t(8));
}

void TestExpertParallel::allToAllCarriesTheRoutedTokens()
{
    // 4,096 tokens a GPU, each routed to 2 experts: 8,192 copies of a 4,096-wide hidden
    // state in 16 bits = 67,108,864 B sent into each all-to-all.
    const Scenario inNode = mixtral(R"(, "ep": 8)");
    QCOMPARE(detail::expertDispatchBytes(inNode), 67108864.0);
    const detail::System system = detail::resolveSystem(inNode, builtinCatalog());
    const detail::Tier &intra = system.network.intra;
    const detail::Tier &inter = system.network.inter;
    // ep 8 after tp 1 fills one node: 7/8 of the buffer goes to the node's peers over NVLink.
    const double nvlink = intra.latencyS + 7.0 / 8.0 * 67108864.0 / intra.bytesPerS;
    SCALEPLAN_FUZZY(
        detail::collectiveTime(detail::Collective::AllToAll, 67108864.0, {8, 8}, system.network),
        nvlink, 1e-12);
    // Dispatch and combine forward, their gradients backward: four a layer.
    SCALEPLAN_FUZZY(detail::expertParallelComm(inNode, system, 1.0), 4.0 * nvlink, 1e-12);
    // Full recomputation repeats the forward two.
    SCALEPLAN_FUZZY(detail::expertParallelComm(inNode, system, 2.0), 6.0 * nvlink, 1e-12);
    SCALEPLAN_FUZZY(detail::layerTime(inNode, system).epComm, 4.0 * nvlink, 1e-12);

    // tp 2 with sequence parallelism: each rank holds half the tokens, and the 8 ranks of
    // the group sit 4 to a node: 3/8 on NVLink, 4/8 on the network, both at once.
    const Scenario across = mixtral(R"(, "ep": 8, "tp": 2, "sequence_parallel": true)");
    const double bytes = 67108864.0 / 2.0;
    QCOMPARE(detail::expertDispatchBytes(across), bytes);
    const double both
        = intra.latencyS + inter.latencyS
          + std::max(3.0 / 8.0 * bytes / intra.bytesPerS, 4.0 / 8.0 * bytes / inter.bytesPerS);
    SCALEPLAN_FUZZY(detail::expertParallelComm(across, system, 1.0), 4.0 * both, 1e-12);
    // Megatron-Core's all-to-all dispatcher gathers the routed copies over tp and scatters
    // them back: the MLP's tensor-parallel pair carries 2 copies of each token's hidden
    // state, where the attention's and a dense MLP's carry one (forward and backward).
    const Scenario oneCopy = mixtral(R"(, "tp": 2, "sequence_parallel": true)");
    const double hidden = 4096.0 * 4096.0 * 2.0; // the micro-batch's hidden state, 16 bits
    const detail::Group tpPair{2, 2};
    const double extra
        = detail::collectiveTime(detail::Collective::AllReduce, 2.0 * hidden, tpPair,
                                 system.network)
          - detail::collectiveTime(detail::Collective::AllReduce, hidden, tpPair, system.network);
    SCALEPLAN_FUZZY(detail::layerTime(across, system).tpComm
                        - detail::layerTime(oneCopy, system).tpComm,
                    2.0 * extra, 1e-9);

    // The fused permutation: each of a GPU's 4,096 tokens read for each of its 2 experts and
    // the copies written (2 x 2 rows), the weighted copies read and the token written back
    // (2 + 1): 7 rows of 4,096 16-bit values a token, every pass. At ep 4 a GPU holds 2 of
    // the 8 experts and also sorts the 2 x 4,096 received copies by expert and back (4 rows
    // a copy).
    const double row = 4096.0 * 2.0;
    QCOMPARE(detail::expertPermutationBytes(inNode), 7.0 * 4096.0 * row);
    QCOMPARE(detail::expertPermutationBytes(mixtral(R"(, "ep": 4)")),
             7.0 * 4096.0 * row + 4.0 * 2.0 * 4096.0 * row);
    // With sequence parallelism a rank routes 1/tp of the tokens; a dense model routes none.
    QCOMPARE(detail::expertPermutationBytes(mixtral(R"(, "tp": 2, "sequence_parallel": true)")),
             7.0 * 2048.0 * row);
    Scenario dense = mixtral("");
    dense.model.experts = 1;
    dense.model.expertsPerToken = 1;
    QCOMPARE(detail::expertPermutationBytes(dense), 0.0);

    // Without expert parallelism there is no all-to-all.
    QCOMPARE(detail::expertParallelComm(mixtral(""), system, 1.0), 0.0);
    // In the estimate it is its own part of the step: 32 layers x 4 micro-batches.
    const Result r = estimate(inNode, builtinCatalog());
    SCALEPLAN_FUZZY(r.stepBreakdown.epComm, 32.0 * 4.0 * 4.0 * nvlink, 1e-9);
}

void TestExpertParallel::expertGradientsReduceOverTheirOwnRanks()
{
    // Without ZeRO, dense gradients are all-reduced over the 16 ranks (8 a node); each
    // expert's over the 2 ranks that hold it, one a node, in fp32.
    const Scenario s = mixtral(R"(, "ep": 8)");
    const detail::Layout layout = layoutOf(s);
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    const double dense = layout.paramsPerGpuMax - layout.expertParamsMax;
    const double expected
        = detail::collectiveTime(detail::Collective::AllReduce, 4.0 * dense, {16, 8},
                                 system.network)
          + detail::collectiveTime(detail::Collective::AllReduce, 4.0 * layout.expertParamsMax,
                                   {2, 1}, system.network);
    SCALEPLAN_FUZZY(detail::dataParallelTime(s, layout, system).overlappable, expected, 1e-12);
    // ep 1 is the one group of every parameter.
    const Scenario whole = mixtral("");
    const detail::Layout all = layoutOf(whole);
    SCALEPLAN_FUZZY(detail::dataParallelTime(whole, all, system).overlappable,
                    detail::collectiveTime(detail::Collective::AllReduce, 4.0 * all.paramsPerGpuMax,
                                           {16, 8}, system.network),
                    1e-12);
}

void TestExpertParallel::inputNamesTheFieldToChange()
{
    // A dense model has no experts to spread.
    std::string dense = mixtralJson(R"(, "ep": 2)");
    const std::string experts = R"("experts": 8, "experts_per_token": 2)";
    dense.replace(dense.find(experts), experts.size(), R"("experts": 1, "experts_per_token": 1)");
    auto problem = problemOf(dense);
    QVERIFY(problem);
    QVERIFY2(problem->field == "parallel.ep", describe(*problem).c_str());
    QCOMPARE(problem->code, DiagCode::ExpertParallelNeedsExperts);
    QVERIFY(describe(*problem).find("model.experts") != std::string::npos);

    // Every rank of the group holds the same number of experts.
    problem = problemOf(mixtralJson(R"(, "ep": 3)"));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.ep"));
    QCOMPARE(problem->code, DiagCode::NotDivisible);
    QVERIFY(describe(*problem).find("model.experts (8)") != std::string::npos);

    // The group is taken from the data-parallel ranks: pp 4 leaves dp 4 for ep 8.
    problem = problemOf(mixtralJson(R"(, "ep": 8, "pp": 4)"));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.ep"));
    QVERIFY2(describe(*problem).find("parallel.dp (4)") != std::string::npos,
             describe(*problem).c_str());
    QVERIFY(!problemOf(mixtralJson(R"(, "ep": 4, "pp": 4)")));

    // Megatron-Core requires sequence parallelism beside tensor parallelism.
    problem = problemOf(mixtralJson(R"(, "ep": 8, "tp": 2)"));
    QVERIFY(problem);
    QCOMPARE(problem->code, DiagCode::ExpertParallelNeedsSequenceParallel);
    QVERIFY(describe(*problem).find("parallel.sequence_parallel") != std::string::npos);

    // Generic networks have no experts.
    problem = problemOf(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"kind": "generic", "parameters": 25e6, "training_flops_per_sample": 12e9},
        "training": {"samples": 1e6, "global_batch": 256},
        "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1}, "parallel": {"ep": 2}})");
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.ep"));
    QCOMPARE(problem->code, DiagCode::OutOfRange);
}

void TestExpertParallel::leadingDenseLayersHaveOneMlp()
{
    // Two leading dense layers (DeepSeekMoE's first_k_dense_replace) of one MLP as wide as an
    // expert: each keeps 1 of the 8 experts' matrices and loses the router (4,096 x 8).
    const Scenario moe = mixtral("");
    const Scenario dense = scenarioFromJson(mixtralWithModel(R"("dense_layers": 2)", ""));
    const double lessPerLayer = kRoutedPerLayer * 7.0 / 8.0 + 4096.0 * 8.0;
    SCALEPLAN_FUZZY(detail::totalParams(moe.model) - detail::totalParams(dense.model),
                    2.0 * lessPerLayer, 1e-12);
    // A token passes one MLP instead of two experts there: 2 x 3 x 4,096 x 14,336 forward
    // FLOPs less a layer, three times that with the backward pass, for 4,096 tokens.
    SCALEPLAN_FUZZY(detail::modelFlopsPerSequence(moe.model)
                        - detail::modelFlopsPerSequence(dense.model),
                    2.0 * 3.0 * (2.0 * 3.0 * 4096.0 * 14336.0) * 4096.0, 1e-12);
    // On two stages both sit on the first, which holds 14 layers of experts.
    const detail::Layout a = layoutOf(mixtral(R"(, "pp": 2)"));
    const detail::Layout b
        = layoutOf(scenarioFromJson(mixtralWithModel(R"("dense_layers": 2)", R"(, "pp": 2)")));
    QCOMPARE(b.denseLayersFirstStage, std::int64_t(2));
    QCOMPARE(b.denseLayersLastStage, std::int64_t(0));
    QVERIFY(!b.hasMiddleStage());
    SCALEPLAN_FUZZY(b.expertParamsFirstStage, 14.0 * kRoutedPerLayer, 1e-12);
    SCALEPLAN_FUZZY(a.paramsPerGpuFirstStage - b.paramsPerGpuFirstStage, 2.0 * lessPerLayer, 1e-12);
    QCOMPARE(b.paramsPerGpuLastStage, a.paramsPerGpuLastStage);
    // The dense layers' own width: DeepSeekMoE 16B's 10,944 beside experts of 1,408.
    const Scenario wide
        = scenarioFromJson(mixtralWithModel(R"("dense_layers": 2, "dense_ffn_hidden": 20000)", ""));
    SCALEPLAN_FUZZY(detail::totalParams(wide.model) - detail::totalParams(dense.model),
                    2.0 * 3.0 * 4096.0 * (20000.0 - 14336.0), 1e-12);
}

void TestExpertParallel::aMiddleStagePacesBehindDenseLayers()
{
    // 32 layers on 3 stages: 11, 11 and 10. With the first 11 dense, the middle stage holds
    // 11 layers of experts, more than the last, and sets the pace: the same compute a
    // micro-batch as the first stage of the model without dense layers, whose 11 expert
    // layers outweigh the last stage's 10 and its output layer (32,000 words).
    // Three nodes (24 GPUs): dp 8.
    auto onThreeNodes = [](std::string json) {
        const std::string nodes = R"("nodes": 2)";
        return scenarioFromJson(json.replace(json.find(nodes), nodes.size(), R"("nodes": 3)"));
    };
    const Scenario moe = onThreeNodes(mixtralJson(R"(, "pp": 3)", R"(, "global_batch": 96)"));
    const Scenario dense = onThreeNodes(
        mixtralWithModel(R"("dense_layers": 11)", R"(, "pp": 3)", R"(, "global_batch": 96)"));
    const detail::Layout a = detail::deriveLayout(moe, 24);
    const detail::Layout b = detail::deriveLayout(dense, 24);
    QVERIFY(b.hasMiddleStage());
    QCOMPARE(b.denseLayersFirstStage, std::int64_t(11));
    QCOMPARE(b.denseLayersMiddleStage, std::int64_t(0));
    SCALEPLAN_FUZZY(b.paramsPerGpuMiddleStage, 11.0 * b.layerParamsPerGpu, 1e-12);
    QCOMPARE(b.paramsPerGpuMax, b.paramsPerGpuMiddleStage);
    QCOMPARE(b.expertParamsMax, 11.0 * kRoutedPerLayer);
    const detail::System system = detail::resolveSystem(moe, builtinCatalog());
    const StepBreakdown sa = detail::stepBreakdown(moe, a, system);
    const StepBreakdown sb = detail::stepBreakdown(dense, b, system);
    QCOMPARE(sb.compute, sa.compute);
    QCOMPARE(sb.recompute, sa.recompute);
    // With full recomputation the states dominate: the middle stage holds the most weights,
    // 2 bytes for each of its parameters.
    const Scenario held = onThreeNodes(mixtralWithModel(
        R"("dense_layers": 11)", R"(, "pp": 3)", R"(, "global_batch": 96, "recompute": "full")"));
    const detail::Layout c = detail::deriveLayout(held, 24);
    const MemoryBreakdown memory = detail::memoryPerGpu(held, c, 80.0);
    SCALEPLAN_FUZZY(memory.weights * 1e9, 2.0 * c.paramsPerGpuMiddleStage, 1e-12);
}

void TestExpertParallel::expertLayersAlternateWithDenseOnes()
{
    // Experts in every other layer (Llama 4 Maverick's interleave_moe_layer_step 2): layers
    // 1, 3, ..., 31 of 32, the layer index plus one a multiple of 2. Sixteen dense layers, as
    // many parameters and model FLOPs as sixteen leading ones.
    const Scenario alternate
        = scenarioFromJson(mixtralWithModel(R"("expert_layer_interval": 2)", ""));
    const Scenario leading = scenarioFromJson(mixtralWithModel(R"("dense_layers": 16)", ""));
    QCOMPARE(detail::denseLayerCount(alternate.model), std::int64_t(16));
    QCOMPARE(detail::denseLayersIn(alternate.model, 0, 1), std::int64_t(1));
    QCOMPARE(detail::denseLayersIn(alternate.model, 1, 1), std::int64_t(0));
    QCOMPARE(detail::denseLayersIn(alternate.model, 0, 3), std::int64_t(2));
    QCOMPARE(detail::denseLayersIn(alternate.model, 30, 8), std::int64_t(1)); // 30, 31 exist
    QCOMPARE(detail::totalParams(alternate.model), detail::totalParams(leading.model));
    QCOMPARE(detail::modelFlopsPerSequence(alternate.model),
             detail::modelFlopsPerSequence(leading.model));
    // After 3 leading dense layers, experts in layers 3, 5, ..., 31: 15 of them.
    const Scenario both = scenarioFromJson(
        mixtralWithModel(R"("dense_layers": 3, "expert_layer_interval": 2)", ""));
    QCOMPARE(detail::denseLayerCount(both.model), std::int64_t(17));
    QCOMPARE(detail::denseLayersIn(both.model, 0, 4), std::int64_t(3));

    // On 4 stages of 8 layers, alternating layers spread over every stage: 4 dense a stage.
    // Leading ones fill the first two stages with dense layers and leave the last two all
    // experts, one of which paces the pipeline as in the model without dense layers.
    const std::string fourStages = R"(, "pp": 4, "zero": 1)";
    const Scenario spread
        = scenarioFromJson(mixtralWithModel(R"("expert_layer_interval": 2)", fourStages));
    const Scenario stacked
        = scenarioFromJson(mixtralWithModel(R"("dense_layers": 16)", fourStages));
    const Scenario none = mixtral(fourStages);
    const detail::Layout a = layoutOf(spread);
    const detail::Layout b = layoutOf(stacked);
    QCOMPARE(a.denseLayersFirstStage, std::int64_t(4));
    QCOMPARE(a.denseLayersLastStage, std::int64_t(4));
    QCOMPARE(a.denseLayersMiddleStage, std::int64_t(4));
    QCOMPARE(b.denseLayersFirstStage, std::int64_t(8));
    QCOMPARE(b.denseLayersMiddleStage, std::int64_t(0));
    QCOMPARE(b.denseLayersLastStage, std::int64_t(0));
    SCALEPLAN_FUZZY(a.expertParamsMax, 4.0 * kRoutedPerLayer, 1e-12);
    SCALEPLAN_FUZZY(b.expertParamsMax, 8.0 * kRoutedPerLayer, 1e-12);
    const detail::System system = detail::resolveSystem(none, builtinCatalog());
    const StepBreakdown sa = detail::stepBreakdown(spread, a, system);
    const StepBreakdown sb = detail::stepBreakdown(stacked, b, system);
    const StepBreakdown sn = detail::stepBreakdown(none, layoutOf(none), system);
    QCOMPARE(sb.compute, sn.compute);
    QVERIFY(sa.compute < 0.9 * sb.compute);
    // The last stage paces the spread pipeline (the output layer): four layers of each kind.
    const detail::LayerTime expert = detail::layerTime(spread, system);
    const detail::LayerTime dense = detail::layerTime(detail::denseLayerScenario(spread), system);
    const double perMicroBatch = sa.compute / static_cast<double>(a.microBatches);
    const double layers = 4.0 * (expert.forward + expert.backward + dense.forward + dense.backward);
    QVERIFY(perMicroBatch > layers);
    QVERIFY(perMicroBatch < 1.1 * layers);

    // Every third layer: stages of 8 hold 2, 3, 3 and 2 expert layers; the middle stage with
    // the most (and fewest dense, 5) is the one that can pace the pipeline.
    const detail::Layout c
        = layoutOf(scenarioFromJson(mixtralWithModel(R"("expert_layer_interval": 3)", fourStages)));
    QCOMPARE(c.denseLayersFirstStage, std::int64_t(6));
    QCOMPARE(c.denseLayersMiddleStage, std::int64_t(5));
    QCOMPARE(c.denseLayersLastStage, std::int64_t(6));
    SCALEPLAN_FUZZY(c.expertParamsMiddleStage, 3.0 * kRoutedPerLayer, 1e-12);
    QCOMPARE(c.expertParamsMax, c.expertParamsMiddleStage);
}

void TestExpertParallel::expertLayerIntervalNamesTheFieldAndLaunch()
{
    // A dense model has no expert layers to space out.
    std::string dense = mixtralWithModel(R"("expert_layer_interval": 2)", "");
    const std::string experts = R"("experts": 8, "experts_per_token": 2)";
    dense.replace(dense.find(experts), experts.size(), R"("experts": 1, "experts_per_token": 1)");
    auto problem = problemOf(dense);
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.expert_layer_interval"));
    QCOMPARE(problem->code, DiagCode::DenseLayersNeedExperts);
    QVERIFY(describe(*problem).find("model.expert_layer_interval to 1") != std::string::npos);
    // Some layer must have experts: the interval is at most the 32 layers.
    problem = problemOf(mixtralWithModel(R"("expert_layer_interval": 33)", ""));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.expert_layer_interval"));
    QCOMPARE(problem->code, DiagCode::OutOfRange);
    QVERIFY2(describe(*problem).find("32") != std::string::npos, describe(*problem).c_str());
    QVERIFY(!problemOf(mixtralWithModel(R"("expert_layer_interval": 32)", "")));
    // The dense layers between expert layers take their own width.
    QVERIFY(!problemOf(
        mixtralWithModel(R"("expert_layer_interval": 2, "dense_ffn_hidden": 16384)", "")));

    // Saved only where set, and read back.
    QVERIFY(scenarioToJson(mixtral("")).find("expert_layer_interval") == std::string::npos);
    const Scenario maverick = scenarioFromJson(
        mixtralWithModel(R"("expert_layer_interval": 2, "dense_ffn_hidden": 16384)", ""));
    const ScenarioLoad again = parseScenario(scenarioToJson(maverick), builtinCatalog());
    QVERIFY(again.scenario);
    QCOMPARE(again.scenario->model.expertLayerInterval, std::int64_t(2));

    // Megatron-LM: the dense width, the experts' own, and the layer pattern as a list its
    // argument parser evaluates (experts where i + 1 is a multiple of 2), in the characters
    // it accepts (digits, commas, brackets, parentheses, + and *: _eval_pattern).
    const LaunchFiles files
        = launchFiles(maverick, estimate(maverick, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(!files.error);
    const std::string &script = files.files.front().content;
    QVERIFY(script.find("--ffn-hidden-size 16384\n") != std::string::npos);
    QVERIFY(script.find("--moe-ffn-hidden-size 14336\n") != std::string::npos);
    std::string pattern = "[0";
    for (int i = 1; i < 32; ++i)
        pattern += i % 2 == 1 ? ",1" : ",0";
    pattern += "]";
    QVERIFY2(script.find("--moe-layer-freq \"" + pattern + "\"\n") != std::string::npos,
             script.c_str());
    QVERIFY(std::all_of(pattern.begin(), pattern.end(), [](char c) {
        return std::string_view("0123456789,[]()+*").find(c) != std::string_view::npos;
    }));
}

void TestExpertParallel::denseLayersNameTheFieldAndLaunch()
{
    // A dense model has no expert layers to put dense ones before.
    std::string dense = mixtralWithModel(R"("dense_layers": 2)", "");
    const std::string experts = R"("experts": 8, "experts_per_token": 2)";
    dense.replace(dense.find(experts), experts.size(), R"("experts": 1, "experts_per_token": 1)");
    auto problem = problemOf(dense);
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.dense_layers"));
    QCOMPARE(problem->code, DiagCode::DenseLayersNeedExperts);
    QVERIFY(describe(*problem).find("model.experts") != std::string::npos);
    // Some layer must keep its experts.
    problem = problemOf(mixtralWithModel(R"("dense_layers": 32)", ""));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.dense_layers"));
    QCOMPARE(problem->code, DiagCode::OutOfRange);
    QVERIFY2(describe(*problem).find("31") != std::string::npos, describe(*problem).c_str());
    // A width for dense layers the model does not have.
    problem = problemOf(mixtralWithModel(R"("dense_ffn_hidden": 10944)", ""));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.dense_ffn_hidden"));
    QCOMPARE(problem->code, DiagCode::DenseFfnNeedsDenseLayers);

    // Saved only where set, and read back.
    QVERIFY(scenarioToJson(mixtral("")).find("dense_layers") == std::string::npos);
    const Scenario first
        = scenarioFromJson(mixtralWithModel(R"("dense_layers": 1, "dense_ffn_hidden": 10944)", ""));
    const std::string saved = scenarioToJson(first);
    const ScenarioLoad again = parseScenario(saved, builtinCatalog());
    QVERIFY(again.scenario);
    QCOMPARE(again.scenario->model.denseLayers, std::int64_t(1));
    QCOMPARE(again.scenario->model.denseFfnHidden, std::int64_t(10944));

    // Megatron-LM: the dense layers' width, the experts' own, and the layer pattern.
    const LaunchFiles files
        = launchFiles(first, estimate(first, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(!files.error);
    QCOMPARE(files.files.size(), std::size_t(1));
    const std::string &script = files.files.front().content;
    QVERIFY(script.find("--ffn-hidden-size 10944\n") != std::string::npos);
    QVERIFY(script.find("--moe-ffn-hidden-size 14336\n") != std::string::npos);
    QVERIFY2(script.find("--moe-layer-freq \"([0]*1+[1]*31)\"\n") != std::string::npos,
             script.c_str());
}

void TestExpertParallel::savedOnlyWhereSet()
{
    // A Scaleplan addition: files without expert parallelism keep the spec's keys alone.
    QVERIFY(scenarioToJson(mixtral("")).find("\"ep\"") == std::string::npos);
    const Scenario spread = mixtral(R"(, "ep": 4)");
    const std::string saved = scenarioToJson(spread);
    QVERIFY(saved.find("\"ep\": 4") != std::string::npos);
    const ScenarioLoad again = parseScenario(saved, builtinCatalog());
    QVERIFY(again.scenario);
    QCOMPARE(again.scenario->parallel.ep, std::int64_t(4));
    const Result result = estimate(spread, builtinCatalog());
    const std::string json = resultToJson(result);
    QVERIFY(json.find("\"ep\": 4") != std::string::npos);
    QVERIFY(json.find("\"ep_comm\"") != std::string::npos);
    QVERIFY(resultToJson(estimate(mixtral(""), builtinCatalog())).find("ep_comm")
            == std::string::npos);
    QVERIFY(resultToText(spread, result).find("ep 4") != std::string::npos);
}

void TestExpertParallel::capacityPadsTheRoutedCopies()
{
    // Padded to capacity factor c, each expert computes, keeps and sends c times its balanced
    // share: two experts a token at c = 1.5 is, for the GPUs, three experts a token without
    // padding (products, element-wise work, intermediates, permutation, all-to-all, the tp
    // pair of routed copies), while the model FLOPs stay those of two.
    for (const char *layout : {R"(, "ep": 8, "tp": 2, "sequence_parallel": true)",
                               R"(, "ep": 4, "tp": 2, "pp": 2, "sequence_parallel": true)"}) {
        const auto withZero1 = [](Scenario scenario) {
            scenario.parallel.zero = 1; // to fit: the optimizer states sharded over dp
            return scenario;
        };
        const Scenario padded = withZero1(mixtral(layout, R"(, "expert_capacity_factor": 1.5)"));
        Scenario three = withZero1(mixtral(layout));
        three.model.expertsPerToken = 3;
        const Scenario dropless = withZero1(mixtral(layout));
        const Result p = estimate(padded, builtinCatalog());
        const Result t = estimate(three, builtinCatalog());
        const Result d = estimate(dropless, builtinCatalog());
        QVERIFY(p.feasible && t.feasible && d.feasible);
        SCALEPLAN_FUZZY(p.stepTimeS, t.stepTimeS, 1e-12);
        SCALEPLAN_FUZZY(p.stepBreakdown.epComm, t.stepBreakdown.epComm, 1e-12);
        SCALEPLAN_FUZZY(p.memoryGb.total, t.memoryGb.total, 1e-12);
        SCALEPLAN_FUZZY(detail::expertDispatchBytes(padded),
                        1.5 * detail::expertDispatchBytes(dropless), 1e-12);
        // Useful work is the dropless model's: model FLOPs a step are equal, MFU lower.
        SCALEPLAN_FUZZY(p.modelTflopsPerGpu * p.stepTimeS, d.modelTflopsPerGpu * d.stepTimeS,
                        1e-12);
        QVERIFY(p.stepTimeS > 1.2 * d.stepTimeS);
        QVERIFY(p.mfu < d.mfu);
    }
    // Capacity 1 pads nothing under balanced routing: the dropless figures.
    const Result one
        = estimate(mixtral(R"(, "ep": 8)", R"(, "expert_capacity_factor": 1)"), builtinCatalog());
    const Result none = estimate(mixtral(R"(, "ep": 8)"), builtinCatalog());
    QCOMPARE(one.stepTimeS, none.stepTimeS);
    QCOMPARE(one.memoryGb.total, none.memoryGb.total);

    // A dense model has no expert buffers: a warning naming the field, figures unchanged.
    const std::string denseModel = R"("model": {"preset": "llama3-8b"}, "training": {"tokens": 1e9,
        "global_batch": 64)";
    const auto dense = [&](const std::string &extra) {
        return scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1, )" + denseModel
                                + extra + R"(}, "cluster": {"instance": "aws/p5.48xlarge",
                                "nodes": 1}, "parallel": {"tp": 1, "pp": 1}})");
    };
    const Result plain = estimate(dense(""), builtinCatalog());
    const Result asked = estimate(dense(R"(, "expert_capacity_factor": 1.25)"), builtinCatalog());
    QCOMPARE(asked.stepTimeS, plain.stepTimeS);
    const auto warning = std::find_if(asked.issues.begin(), asked.issues.end(), [](const auto &d) {
        return d.code == DiagCode::ExpertCapacityNoEffect;
    });
    QVERIFY(warning != asked.issues.end());
    QCOMPARE(warning->field, std::string("training.expert_capacity_factor"));
    QCOMPARE(warning->severity, Severity::Warning);
}

void TestExpertParallel::capacityIsReadWrittenAndLaunched()
{
    // A Scaleplan addition: written only when set, read back as written.
    QVERIFY(scenarioToJson(mixtral("")).find("expert_capacity_factor") == std::string::npos);
    const Scenario padded = mixtral(R"(, "ep": 8)", R"(, "expert_capacity_factor": 1.25)");
    QCOMPARE(padded.training.expertCapacityFactor.value_or(0.0), 1.25);
    const std::string saved = scenarioToJson(padded);
    QVERIFY(saved.find("\"expert_capacity_factor\": 1.25") != std::string::npos);
    QCOMPARE(scenarioFromJson(saved).training.expertCapacityFactor.value_or(0.0), 1.25);
    QVERIFY(!scenarioFromJson(mixtralJson("", R"(, "expert_capacity_factor": null)"))
                 .training.expertCapacityFactor);
    // Factors below 1 (which drop tokens even under balanced routing), absurd ones and
    // strings name the field.
    for (const char *bad : {"0", "0.5", "-1", "1000", "\"1.25\""}) {
        const auto problem
            = problemOf(mixtralJson("", std::string(R"(, "expert_capacity_factor": )") + bad));
        QVERIFY2(problem, bad);
        QCOMPARE(problem->field, std::string("training.expert_capacity_factor"));
    }

    // The window edits the scenario, not the file: the same rule holds there.
    Scenario edited = padded;
    edited.training.expertCapacityFactor = 0.5;
    const std::optional<Diagnostic> below = validateScenario(edited, builtinCatalog());
    QVERIFY(below);
    QCOMPARE(below->field, std::string("training.expert_capacity_factor"));

    // Megatron-Core drops and pads only with its all-to-all dispatcher, also at ep 1.
    const auto megatron = [](const Scenario &scenario) {
        return launchFiles(scenario, estimate(scenario, builtinCatalog()), LaunchTarget::Megatron);
    };
    const LaunchFiles files = megatron(mixtral("", R"(, "expert_capacity_factor": 1.25)"));
    QVERIFY(!files.files.empty());
    const std::string &script = files.files.front().content;
    QVERIFY(script.find("--moe-expert-capacity-factor 1.25") != std::string::npos);
    QVERIFY(script.find("--moe-pad-expert-input-to-capacity") != std::string::npos);
    QVERIFY(script.find("--moe-token-dispatcher-type alltoall") != std::string::npos);
    const LaunchFiles plain = megatron(mixtral(""));
    QVERIFY(plain.files.front().content.find("capacity") == std::string::npos);
}

void TestExpertParallel::expertsWholeBesideTensorParallelism()
{
    // tp 2 with sequence parallelism, ep 8, on 16 GPUs (dp 8). With the experts split like
    // the rest (expert_tp = tp = 2) a GPU holds half of one expert a layer; kept whole
    // (expert_tp 1) it holds one whole expert, the expert-parallel group takes 8 of the
    // 16 tp x dp ranks, and each expert is held by 2 ranks (tp x dp / (ep x etp)).
    const std::string layout = R"(, "tp": 2, "ep": 8, "sequence_parallel": true)";
    const Scenario split = mixtral(layout);
    const Scenario whole = mixtral(std::string(layout) + R"(, "expert_tp": 1)");
    const detail::Layout a = detail::deriveLayout(split, 16);
    const detail::Layout b = detail::deriveLayout(whole, 16);
    QCOMPARE(a.expertRanks(), std::int64_t(1));
    QCOMPARE(b.expertRanks(), std::int64_t(2));
    SCALEPLAN_FUZZY(a.expertParamsMax, 32.0 * kRoutedPerLayer / 16.0, 1e-12);
    SCALEPLAN_FUZZY(b.expertParamsMax, 32.0 * kRoutedPerLayer / 8.0, 1e-12);
    SCALEPLAN_FUZZY(b.paramsPerGpuMax - a.paramsPerGpuMax, 32.0 * kRoutedPerLayer / 16.0, 1e-12);

    const detail::System system = detail::resolveSystem(whole, builtinCatalog());
    const detail::Network &net = system.network;
    // The all-to-all group is 8 consecutive ranks after etp: one node's, all on NVLink
    // (at etp 2 it spans two nodes); each GPU sends its half of the tokens' 2 copies.
    const double bytes = 67108864.0 / 2.0;
    const double nvlink = net.intra.latencyS + 7.0 / 8.0 * bytes / net.intra.bytesPerS;
    SCALEPLAN_FUZZY(detail::expertParallelComm(whole, system, 1.0), 4.0 * nvlink, 1e-12);
    // No gather of routed copies over tp: the layer's tensor-parallel traffic is the
    // attention's pair alone, forward and backward.
    const double hidden = 4096.0 * 4096.0 * 2.0;
    const double attentionPair
        = detail::collectiveTime(detail::Collective::AllReduce, hidden, {2, 2}, net);
    SCALEPLAN_FUZZY(detail::layerTime(whole, system).tpComm, 2.0 * attentionPair, 1e-12);
    QVERIFY(detail::layerTime(split, system).tpComm > 2.0 * attentionPair);
    // The products do the same FLOPs: a GPU runs the whole width of its expert on half the
    // copies instead of half the width on all of them.
    const Result r = estimate(whole, builtinCatalog());
    SCALEPLAN_FUZZY(r.tokensPerS * r.stepTimeS, 64.0 * 4096.0, 1e-9);
    QVERIFY(r.stepBreakdown.epComm < estimate(split, builtinCatalog()).stepBreakdown.epComm);

    // Megatron-LM is told, with the all-to-all dispatcher.
    const LaunchFiles files
        = launchFiles(whole, estimate(whole, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(!files.files.empty());
    QVERIFY(files.files.front().content.find("--expert-tensor-parallel-size 1")
            != std::string::npos);
    QVERIFY(resultToJson(r).find("\"expert_tp\": 1") != std::string::npos);

    // Written only where set; read back as written.
    QVERIFY(scenarioToJson(split).find("expert_tp") == std::string::npos);
    const std::string saved = scenarioToJson(whole);
    QVERIFY(saved.find("\"expert_tp\": 1") != std::string::npos);
    QCOMPARE(scenarioFromJson(saved).parallel.expertTp, std::int64_t(1));
}

void TestExpertParallel::expertTpNamesTheFieldToChange()
{
    const auto problemWith
        = [](const std::string &layout) { return problemOf(mixtralJson(layout)); };
    // A divisor of tp.
    auto problem = problemWith(R"(, "tp": 2, "expert_tp": 3, "sequence_parallel": true)");
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.expert_tp"));
    QCOMPARE(problem->code, DiagCode::NotDivisible);
    // Fewer expert ranks than tp take their tokens from sequence parallelism.
    problem = problemWith(R"(, "tp": 2, "expert_tp": 1)");
    QVERIFY(problem);
    QCOMPARE(problem->code, DiagCode::ExpertTpNeedsSequenceParallel);
    QCOMPARE(problem->field, std::string("parallel.expert_tp"));
    // A dense model has no experts to split.
    std::string dense = mixtralJson(R"(, "expert_tp": 1)");
    const std::string experts = R"("experts": 8, "experts_per_token": 2)";
    dense.replace(dense.find(experts), experts.size(), R"("experts": 1, "experts_per_token": 1)");
    problem = problemOf(dense);
    QVERIFY(problem);
    QCOMPARE(problem->code, DiagCode::ExpertTpNeedsExperts);
    // The group is taken from tp x dp x cp / etp: on 16 GPUs at tp 2, pp 4 that is 4, too
    // few for ep 8.
    problem
        = problemWith(R"(, "tp": 2, "pp": 4, "ep": 8, "expert_tp": 1, "sequence_parallel": true)");
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.ep"));
    QVERIFY2(describe(*problem).find("parallel.expert_tp (4)") != std::string::npos,
             describe(*problem).c_str());
    QVERIFY(
        !problemWith(R"(, "tp": 2, "pp": 2, "ep": 8, "expert_tp": 1, "sequence_parallel": true)"));
}

void TestExpertParallel::groupedExpertsReadEveryExpertsWeights()
{
    // 256 tokens on one GPU, 2 experts a token: the same FLOPs whether the layer has 8 or
    // 64 experts of Mixtral's width, but the grouped product reads the weights of every
    // expert it holds. 64 experts' up, gate and down matrices (3 x 4,096 x 14,336 x 2 B
    // = 352 MB each) take longer to stream than the 512 routed copies take to multiply.
    const auto layer = [](int experts, int ep) {
        const Scenario s = scenarioFromJson(
            R"({"format": "scaleplan.scenario", "version": 1,
                "model": {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8,
                          "ffn_hidden": 14336, "vocab": 32000, "seq_len": 256, "mlp": "swiglu",
                          "experts": )"
            + std::to_string(experts) + R"(, "experts_per_token": 2},
                "training": {"steps": 10, "global_batch": 64, "micro_batch": 1,
                             "recompute": "none", "flash_attention": true},
                "cluster": {"instance": "aws/p5.48xlarge", "nodes": 8},
                "parallel": {"zero": 1, "ep": )"
            + std::to_string(ep) + "}}");
        const detail::System system = detail::resolveSystem(s, builtinCatalog());
        return std::make_pair(detail::layerTime(s, system), system.device.memoryBytesPerS);
    };
    const auto [eight, bandwidth] = layer(8, 1);
    const auto many = layer(64, 1).first;
    const double weights = 64.0 * 3.0 * 4096.0 * 14336.0 * 2.0;
    QVERIFY(many.forward > weights / bandwidth);
    QVERIFY(many.forward > eight.forward + 0.5 * weights * 7.0 / 8.0 / bandwidth);
    // Spread over 8 GPUs each holds 8 of them and reads an eighth of the weights (the
    // routed copies it multiplies are as many, received from its ep peers).
    QVERIFY(layer(64, 8).first.forward < many.forward - 0.5 * weights * 7.0 / 8.0 / bandwidth);
}

void TestExpertParallel::overlapHidesAllButOneMicroBatch()
{
    // Mixtral on two nodes, ep 8, 4 micro-batches a step (64 sequences over dp 16). Batch-level
    // overlap pairs each micro-batch with another: the all-to-alls of all but one run under the
    // paired compute, as far as it reaches, and meanwhile hold 31 of the H100's 132 SMs (an
    // all-to-all inside the node at 360 GB/s, 190/16 GB/s an SM), which the compute gives up.
    const Scenario plain = mixtral(R"(, "ep": 8)");
    Scenario overlapped = plain;
    overlapped.communication.epOverlap = true;
    const Result a = estimate(plain, builtinCatalog());
    const Result b = estimate(overlapped, builtinCatalog());
    const double m = 4.0;
    QCOMPARE(a.parallel.microBatches, std::int64_t(4));
    const double e = a.stepBreakdown.epComm / m;
    const double c = (a.stepBreakdown.compute + a.stepBreakdown.recompute) / m;
    QVERIFY(e > 0 && c > 0);
    const double hidden = std::min((m - 1.0) * e, (m - 1.0) * c);
    SCALEPLAN_FUZZY(b.stepBreakdown.epComm, m * e - hidden * (1.0 - 31.0 / 132.0), 1e-12);
    QVERIFY(b.stepTimeS < a.stepTimeS);
    QCOMPARE(b.stepBreakdown.compute, a.stepBreakdown.compute);
    for (const Diagnostic &issue : b.issues)
        QVERIFY(issue.code != DiagCode::EpOverlapNoEffect);
    // DeepEP's kernels hold their own 20 SMs (deep_ep.Buffer.num_sms), not NCCL's 31.
    Scenario deepEpPlain = plain;
    deepEpPlain.communication.expertDispatcher = ExpertDispatcher::DeepEp;
    Scenario deepEp = overlapped;
    deepEp.communication.expertDispatcher = ExpertDispatcher::DeepEp;
    const Result dPlain = estimate(deepEpPlain, builtinCatalog());
    const double eDeepEp = dPlain.stepBreakdown.epComm / m;
    const double hiddenDeepEp = std::min((m - 1.0) * eDeepEp, (m - 1.0) * c);
    SCALEPLAN_FUZZY(estimate(deepEp, builtinCatalog()).stepBreakdown.epComm,
                    m * eDeepEp - hiddenDeepEp * (1.0 - 20.0 / 132.0), 1e-12);

    // Without expert parallelism, or with one micro-batch a step, there is nothing to pair:
    // the same step, and a warning naming the field. Saved only where set; launched with
    // Megatron-Core's flags.
    Scenario single = overlapped;
    single.training.microBatch = 4; // 64 / (16 x 4): one micro-batch a step
    Scenario noEp = mixtral("");
    noEp.communication.epOverlap = true;
    for (const Scenario &idle : {single, noEp}) {
        Scenario off = idle;
        off.communication.epOverlap = false;
        const Result r = estimate(idle, builtinCatalog());
        QCOMPARE(r.stepTimeS, estimate(off, builtinCatalog()).stepTimeS);
        QVERIFY(std::any_of(r.issues.begin(), r.issues.end(), [](const Diagnostic &d) {
            return d.code == DiagCode::EpOverlapNoEffect && d.field == "communication.ep_overlap";
        }));
    }
    QVERIFY(scenarioToJson(overlapped).find(R"("ep_overlap": true)") != std::string::npos);
    QVERIFY(scenarioToJson(plain).find("ep_overlap") == std::string::npos);
    QVERIFY(*parseScenario(scenarioToJson(overlapped), builtinCatalog()).scenario == overlapped);
    const LaunchFiles files = launchFiles(overlapped, b, LaunchTarget::Megatron);
    QVERIFY(!files.error && files.files.size() == 1);
    QVERIFY(
        files.files.front().content.find("--overlap-moe-expert-parallel-comm --delay-wgrad-compute")
        != std::string::npos);
}

void TestExpertParallel::routedTokensReachFewerRanksThanExperts()
{
    // k of E experts drawn evenly land in N equal bins: N (1 - C(E - E/N, k) / C(E, k)).
    ModelSpec mixtralShape;
    mixtralShape.experts = 8;
    mixtralShape.expertsPerToken = 2;
    // One expert a rank: the 2 experts are 2 ranks. Two a rank over 4 ranks:
    // 4 (1 - C(6, 2) / C(8, 2)) = 4 x 13/28.
    SCALEPLAN_FUZZY(detail::expectedBinsReached(mixtralShape, 8), 2.0, 1e-12);
    SCALEPLAN_FUZZY(detail::expectedBinsReached(mixtralShape, 4), 4.0 * 13.0 / 28.0, 1e-12);
    SCALEPLAN_FUZZY(detail::expectedBinsReached(mixtralShape, 1), 1.0, 1e-12);

    // DeepSeek-V3: 8 of 256 experts, from 4 of 8 groups (one group a node of its 64-rank
    // group). Each node is chosen with odds 1/2 and then holds 32 of the 128 experts in reach:
    // 8 x 1/2 x (1 - C(96, 8) / C(128, 8)) = 3.6290 nodes, at most the 4 the report names
    // (DeepSeek-AI 2024, Sec. 3.2.2); 64 ranks of 4 experts: 64 x 1/2 x (1 - C(124, 8) /
    // C(128, 8)) = 7.3594. Without the limit: 8 (1 - C(224, 8) / C(256, 8)) = 5.2947 nodes.
    ModelSpec v3;
    v3.experts = 256;
    v3.expertsPerToken = 8;
    v3.expertGroups = 8;
    v3.expertGroupsPerToken = 4;
    SCALEPLAN_FUZZY(detail::expectedBinsReached(v3, 8), 3.6290109244, 1e-9);
    SCALEPLAN_FUZZY(detail::expectedBinsReached(v3, 64), 7.3593700787, 1e-9);
    ModelSpec unlimited = v3;
    unlimited.expertGroupsPerToken = 0; // all groups
    SCALEPLAN_FUZZY(detail::expectedBinsReached(unlimited, 8), 5.2946520004, 1e-9);
    // Two groups a node (4 nodes): a node holds 0, 1 or 2 chosen groups with hypergeometric
    // odds 15/70, 40/70, 15/70 and 0, 32 or 64 of the 128 experts in reach.
    const auto missing = [](double held) {
        double chance = 1.0;
        for (int i = 0; i < 8; ++i)
            chance *= (128.0 - held - i) / (128.0 - i);
        return chance;
    };
    SCALEPLAN_FUZZY(
        detail::expectedBinsReached(v3, 4),
        4.0 * (40.0 / 70.0 * (1.0 - missing(32.0)) + 15.0 / 70.0 * (1.0 - missing(64.0))), 1e-9);
    // Groups that do not nest in the bins (8 groups, 3 bins) leave the limit out.
    SCALEPLAN_FUZZY(detail::expectedBinsReached(v3, 3), detail::expectedBinsReached(unlimited, 3),
                    1e-12);
}

void TestExpertParallel::deepEpSendsEachNodeOneCopy()
{
    // DeepSeek-V3 on 8 p5.48xlarge nodes, ep 64 (its pre-training's expert group): the
    // all-to-all sends each of 8 copies a token to its expert's rank, 56/64 of them across
    // the network. DeepEP sends a token once to each rank it reaches (7.3594 of them, all but
    // the one it lands on over NVLink) and once to each other node (3.6290 x 7/8).
    const std::string json = R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"preset": "deepseek-v3"},
        "training": {"steps": 1, "global_batch": 512, "micro_batch": 1, "precision": "bf16",
                     "recompute": "full"},
        "cluster": {"instance": "aws/p5.48xlarge", "nodes": 8},
        "parallel": {"ep": 64, "zero": 1}})";
    const Scenario allToAll = scenarioFromJson(json);
    Scenario deepEp = allToAll;
    deepEp.communication.expertDispatcher = ExpertDispatcher::DeepEp;
    const detail::System system = detail::resolveSystem(allToAll, builtinCatalog());
    const detail::Tier &intra = system.network.intra;
    const detail::Tier &inter = system.network.inter;
    const double bytes = detail::expertDispatchBytes(allToAll); // 8 copies of 4,096 tokens
    QCOMPARE(bytes, 4096.0 * 8.0 * 7168.0 * 2.0);
    const double copy = bytes / 8.0;
    const double plain
        = intra.latencyS + inter.latencyS
          + std::max(7.0 / 64.0 * bytes / intra.bytesPerS, 56.0 / 64.0 * bytes / inter.bytesPerS);
    SCALEPLAN_FUZZY(detail::expertParallelComm(allToAll, system, 1.0), 4.0 * plain, 1e-12);
    const double nvlink = 7.3593700787 * 7.0 / 8.0 * copy / intra.bytesPerS;
    const double network = 3.6290109244 * 7.0 / 8.0 * copy / inter.bytesPerS;
    const double deduplicated = intra.latencyS + inter.latencyS + std::max(nvlink, network);
    SCALEPLAN_FUZZY(detail::expertParallelComm(deepEp, system, 1.0), 4.0 * deduplicated, 1e-9);
    // The network carries 3.18 copies a token instead of 7: the all-to-all takes less than
    // half as long, and the step less time.
    QVERIFY(network < 0.46 * 7.0 * copy / inter.bytesPerS);
    QVERIFY(estimate(deepEp, builtinCatalog()).stepTimeS
            < estimate(allToAll, builtinCatalog()).stepTimeS);

    // Inside one node (Mixtral, ep 4, two experts a rank): 4 x 13/28 ranks a token, all but
    // its own over NVLink: 39/28 copies where the all-to-all sends 2 x 3/4 = 42/28.
    Scenario mixtralDeepEp = mixtral(R"(, "ep": 4)");
    mixtralDeepEp.communication.expertDispatcher = ExpertDispatcher::DeepEp;
    const double mixtralCopy = detail::expertDispatchBytes(mixtralDeepEp) / 2.0;
    SCALEPLAN_FUZZY(detail::expertParallelComm(mixtralDeepEp, system, 1.0),
                    4.0 * (intra.latencyS + 39.0 / 28.0 * mixtralCopy / intra.bytesPerS), 1e-12);

    // Without expert parallelism the dispatcher has nothing to send: a warning names it.
    Scenario idle = mixtral("");
    idle.communication.expertDispatcher = ExpertDispatcher::DeepEp;
    const Result r = estimate(idle, builtinCatalog());
    QVERIFY(std::any_of(r.issues.begin(), r.issues.end(), [](const Diagnostic &d) {
        return d.code == DiagCode::ExpertDispatcherNoEffect
               && d.field == "communication.expert_dispatcher";
    }));
    const Result busy = estimate(mixtralDeepEp, builtinCatalog());
    QVERIFY(std::none_of(busy.issues.begin(), busy.issues.end(), [](const Diagnostic &d) {
        return d.code == DiagCode::ExpertDispatcherNoEffect;
    }));
}

void TestExpertParallel::expertGroupsNameTheFieldAndLaunch()
{
    // The groups split the experts evenly.
    auto problem = problemOf(mixtralWithModel(R"("expert_groups": 3)", ""));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.expert_groups"));
    QCOMPARE(problem->code, DiagCode::NotDivisible);
    QVERIFY(describe(*problem).find("model.experts (8)") != std::string::npos);
    problem = problemOf(mixtralWithModel(R"("expert_groups": 16)", ""));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.expert_groups"));
    QCOMPARE(problem->code, DiagCode::OutOfRange);
    // One expert a group: a token's 2 experts need 2 groups.
    problem
        = problemOf(mixtralWithModel(R"("expert_groups": 8, "expert_groups_per_token": 1)", ""));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.expert_groups_per_token"));
    QCOMPARE(problem->code, DiagCode::OutOfRange);
    QVERIFY2(describe(*problem).find("from 2 to 8") != std::string::npos,
             describe(*problem).c_str());
    problem = problemOf(mixtralWithModel(R"("expert_groups_per_token": 2)", ""));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.expert_groups_per_token"));
    QVERIFY(
        !problemOf(mixtralWithModel(R"("expert_groups": 4, "expert_groups_per_token": 2)", "")));

    // Saved only where set, and read back with the dispatcher.
    QVERIFY(scenarioToJson(mixtral("")).find("expert_groups") == std::string::npos);
    QVERIFY(scenarioToJson(mixtral("")).find("expert_dispatcher") == std::string::npos);
    Scenario grouped = scenarioFromJson(
        mixtralWithModel(R"("expert_groups": 4, "expert_groups_per_token": 2)", R"(, "ep": 8)"));
    grouped.communication.expertDispatcher = ExpertDispatcher::DeepEp;
    const ScenarioLoad again = parseScenario(scenarioToJson(grouped), builtinCatalog());
    QVERIFY(again.scenario);
    QVERIFY(*again.scenario == grouped);

    // Megatron-LM: the groups, and the flex dispatcher over DeepEP.
    LaunchFiles files
        = launchFiles(grouped, estimate(grouped, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(!files.error);
    const std::string &script = files.files.front().content;
    QVERIFY(script.find("--moe-router-num-groups 4\n") != std::string::npos);
    QVERIFY(script.find("--moe-router-group-topk 2\n") != std::string::npos);
    QVERIFY2(script.find("--moe-token-dispatcher-type flex --moe-enable-deepep\n")
                 != std::string::npos,
             script.c_str());
    QVERIFY(script.find("alltoall") == std::string::npos);
    // Its flex dispatcher pads nothing to capacity.
    grouped.training.expertCapacityFactor = 1.25;
    files = launchFiles(grouped, estimate(grouped, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(files.error);
    QCOMPARE(files.error->field, std::string("training.expert_capacity_factor"));
}

QTEST_GUILESS_MAIN(TestExpertParallel)
#include "TestExpertParallel.moc"
