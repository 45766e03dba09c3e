// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Context parallelism (parallel.cp): the sequence split over the group, the ring exchange of
// keys and values, gradients over data- and context-parallel ranks, and the input checks.

#include "TestSupport.h"
#include "model/Activations.h"
#include "model/ContextParallel.h"
#include "model/Hardware.h"
#include "model/Layout.h"
#include "model/StepTime.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;
using scaleplan::test::problemOf;
using scaleplan::test::scenarioFromJson;

namespace {

/// Llama 3 8B at 32k tokens on four p5.48xlarge nodes (32 H100), tp 4 with sequence
/// parallelism, one sequence a micro-batch, 64 a step, Hopper's fused attention (what
/// Megatron-Core runs context parallelism with); \p parallel adds layout fields.
std::string llamaJson(const std::string &parallel, const std::string &training = {})
{
    return R"({"format": "scaleplan.scenario", "version": 1,
               "model": {"preset": "llama3-8b", "seq_len": 32768},
               "training": {"steps": 10, "global_batch": 64, "micro_batch": 1,
                            "recompute": "selective", "flash_attention": true,
                            "attention_kernel": "flash3")"
           + training + R"(},
               "cluster": {"instance": "aws/p5.48xlarge", "nodes": 4},
               "parallel": {"tp": 4, "sequence_parallel": true, "zero": 1)"
           + parallel + "}}";
}

Scenario llama(const std::string &parallel)
{
    return scenarioFromJson(llamaJson(parallel));
}

detail::Layout layoutOf(const Scenario &scenario)
{
    return detail::deriveLayout(scenario, 32);
}

} // namespace

class TestContextParallel : public QObject
{
    Q_OBJECT

private slots:
    void sequenceSplitsOverTheGroup();
    void ringHidesBehindAttention();
    void gradientsReduceOverDataAndContextRanks();
    void inputNamesTheFieldToChange();
    void savedOnlyWhereSet();
};

void TestContextParallel::sequenceSplitsOverTheGroup()
{
    const Scenario whole = llama("");
    const Scenario split = llama(R"(, "cp": 2)");
    const detail::Layout layout = layoutOf(split);
    QCOMPARE(layout.cp, std::int64_t(2));
    QCOMPARE(layout.dp, std::int64_t(4)); // 32 GPUs / (tp 4 x cp 2)
    QCOMPARE(layout.microBatches, std::int64_t(16));
    QCOMPARE(layout.gradientRanks(), std::int64_t(8));
    QCOMPARE(layout.shardGroup, std::int64_t(8)); // the optimizer shards over dp x cp
    // Each GPU holds 2 of the 4 chunks of every sequence: 16,384 tokens.
    QCOMPARE(detail::tokensPerGpu(split), 16384.0);
    // Activations scale with the tokens a GPU holds, the flash kernel's row statistics too.
    SCALEPLAN_FUZZY(detail::activationBytesPerLayer(split),
                    detail::activationBytesPerLayer(whole) / 2.0, 1e-12);
    // The work per step is the same model FLOPs on the same GPUs.
    const Result a = estimate(whole, builtinCatalog());
    const Result b = estimate(split, builtinCatalog());
    SCALEPLAN_FUZZY(b.tokensPerS * b.stepTimeS, 64.0 * 32768.0, 1e-9);
    QCOMPARE(b.parallel.cp, std::int64_t(2));
    QVERIFY(b.memoryGb.activations < 0.6 * a.memoryGb.activations);
    // tp 4 x cp 2 fill a node of 8: the ring runs on NVLink and hides behind attention.
    QCOMPARE(b.stepBreakdown.cpComm, 0.0);
}

void TestContextParallel::ringHidesBehindAttention()
{
    // cp 4: 8,192 tokens a GPU. Llama 3 8B has 8 key/value heads of 128 beside 32 query
    // heads: keys and values 2 x 8 x 128 = 2048 wide, a quarter of them per tp rank, in 16
    // bits: 8192 x 2048 / 4 x 2 B = 8,388,608 B a ring step.
    const Scenario s = llama(R"(, "cp": 4)");
    QCOMPARE(detail::contextParallelChunkBytes(s), 8388608.0);
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    // tp 4 x cp 4 = 16 GPUs span two nodes: the transfer takes the network.
    const detail::Tier &inter = system.network.inter;
    const double transfer = inter.latencyS + 8388608.0 / inter.bytesPerS;
    // Three transfers beside four attention steps of a quarter of the work each; the
    // backward pass sends the chunk and its gradient.
    const double forward = 0.4e-3;
    const double backward = 1.0e-3;
    const detail::CpPasses ring = detail::contextParallelComm(s, system, forward, backward);
    SCALEPLAN_FUZZY(ring.forward, 3.0 * (transfer - forward / 4.0), 1e-12);
    SCALEPLAN_FUZZY(ring.backward, 3.0 * (2.0 * transfer - backward / 4.0), 1e-12);
    // Attention long enough covers the ring.
    const detail::CpPasses hidden = detail::contextParallelComm(s, system, 1.0, 1.0);
    QCOMPARE(hidden.forward, 0.0);
    QCOMPARE(hidden.backward, 0.0);
    // Without context parallelism there is no ring.
    const detail::CpPasses none = detail::contextParallelComm(llama(""), system, 0.0, 0.0);
    QCOMPARE(none.forward + none.backward, 0.0);
    // In the estimate what attention leaves uncovered is its own part of the step. At 32k
    // tokens attention covers it; at 8,192 (2,048 a GPU) attention shrinks 16-fold, the
    // ring's chunks 4-fold, and the ring shows.
    QCOMPARE(estimate(s, builtinCatalog()).stepBreakdown.cpComm, 0.0);
    std::string shortJson = llamaJson(R"(, "cp": 4)");
    shortJson.replace(shortJson.find("32768"), 5, "8192");
    QVERIFY(estimate(scenarioFromJson(shortJson), builtinCatalog()).stepBreakdown.cpComm > 0.0);
}

void TestContextParallel::gradientsReduceOverDataAndContextRanks()
{
    // dp 4 x cp 2 ranks hold the same weights as dp 8 without context parallelism: the
    // gradient exchange and the optimizer shard are the same.
    const Scenario split = llama(R"(, "cp": 2)");
    const Scenario wide = llama("");
    const detail::System system = detail::resolveSystem(split, builtinCatalog());
    const detail::DataParallelTime a = detail::dataParallelTime(split, layoutOf(split), system);
    const detail::DataParallelTime b = detail::dataParallelTime(wide, layoutOf(wide), system);
    QVERIFY(a.overlappable > 0.0);
    SCALEPLAN_FUZZY(a.overlappable, b.overlappable, 1e-12);
    SCALEPLAN_FUZZY(a.exposed, b.exposed, 1e-12);
}

void TestContextParallel::inputNamesTheFieldToChange()
{
    // Ring attention exchanges blocks of a fused kernel.
    auto problem = problemOf(llamaJson(R"(, "cp": 2)", R"(, "flash_attention": false)"));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.cp"));
    QCOMPARE(problem->code, DiagCode::ContextParallelNeedsFlash);
    QVERIFY(describe(*problem).find("training.flash_attention") != std::string::npos);

    // 2 x cp chunks of every sequence: 30,002 tokens are not a multiple of 2 x 2.
    std::string odd = llamaJson(R"(, "cp": 2)");
    odd.replace(odd.find("32768"), 5, "30002");
    problem = problemOf(odd);
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.cp"));
    QCOMPARE(problem->code, DiagCode::NotDivisible);
    QVERIFY2(describe(*problem).find("model.seq_len") != std::string::npos,
             describe(*problem).c_str());

    // tp 4 x cp 16 = 64 GPUs do not divide the 32 of the cluster.
    problem = problemOf(llamaJson(R"(, "cp": 16)"));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.cp"));
    QVERIFY(describe(*problem).find("tp * pp * cp = 64") != std::string::npos);

    // A given dp is checked against GPUs / (tp x pp x cp).
    problem = problemOf(llamaJson(R"(, "cp": 2, "dp": 8)"));
    QVERIFY(problem);
    QCOMPARE(problem->code, DiagCode::DpMismatch);
    QVERIFY2(describe(*problem).find("32 / (4 * 1 * 2) = 4") != std::string::npos,
             describe(*problem).c_str());
    QVERIFY(!problemOf(llamaJson(R"(, "cp": 2, "dp": 4)")));

    // Generic networks have no sequence to split.
    problem = problemOf(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"kind": "generic", "parameters": 25e6, "training_flops_per_sample": 12e9},
        "training": {"samples": 1e6, "global_batch": 256},
        "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1}, "parallel": {"cp": 2}})");
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("parallel.cp"));
    QCOMPARE(problem->code, DiagCode::OutOfRange);
}

void TestContextParallel::savedOnlyWhereSet()
{
    // A Scaleplan addition: files without context parallelism keep the spec's keys alone.
    QVERIFY(scenarioToJson(llama("")).find("\"cp\"") == std::string::npos);
    const Scenario split = llama(R"(, "cp": 2)");
    const std::string saved = scenarioToJson(split);
    QVERIFY(saved.find("\"cp\": 2") != std::string::npos);
    const ScenarioLoad again = parseScenario(saved, builtinCatalog());
    QVERIFY(again.scenario);
    QCOMPARE(again.scenario->parallel.cp, std::int64_t(2));
    // The result names cp and its exposed exchange only where there is one.
    const Result result = estimate(split, builtinCatalog());
    const std::string json = resultToJson(result);
    QVERIFY(json.find("\"cp\": 2") != std::string::npos);
    QVERIFY(json.find("\"cp_comm\"") != std::string::npos);
    QVERIFY(resultToJson(estimate(llama(""), builtinCatalog())).find("cp_comm")
            == std::string::npos);
    QVERIFY(resultToText(split, result).find("cp 2") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestContextParallel)
#include "TestContextParallel.moc"
