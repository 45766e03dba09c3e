// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Pipeline sends overlapped with the next chunk (communication.pp_overlap): Megatron-Core's
// interleaved schedule, its exposed warm-up and flush, and where it does nothing.

#include "TestSupport.h"
#include "model/Layout.h"
#include "model/StepTime.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

namespace {

/// Llama 2 13B (40 layers, untied embeddings) at 4096 tokens on one p5.48xlarge node: pp 4
/// with 10 virtual stages (one layer a chunk), dp 2, 64 sequences a step; \p communication
/// fills the communication section.
Scenario llama13b(const std::string &communication, std::int64_t virtualStages = 10)
{
    return scenarioFromJson(
        R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama2-13b"},
            "training": {"steps": 10, "global_batch": 64, "micro_batch": 1},
            "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1},
            "parallel": {"tp": 1, "pp": 4, "virtual_stages": )"
        + std::to_string(virtualStages) + R"(, "zero": 1},
            "communication": )"
        + communication + "}");
}

bool hasIssue(const Result &result, DiagCode code)
{
    return std::any_of(result.issues.begin(), result.issues.end(),
                       [code](const Diagnostic &d) { return d.code == code; });
}

} // namespace

class TestPipelineSends : public QObject
{
    Q_OBJECT

private slots:
    void steadyStateHidesBehindTheNextChunk();
    void onlyTheInterleavedScheduleOverlaps();
    void savedOnlyWhereSet();
};

void TestPipelineSends::steadyStateHidesBehindTheNextChunk()
{
    // m = 64 / (dp 2 x 1) = 32 micro-batches, v = 10: 2 x 32 x 10 = 640 sends a stage. The
    // first stage's warm-up runs (4 - 1) x 2 + (10 - 1) x 4 = 42 chunks, and the flush as
    // many; their 84 sends stay exposed. The others, 4096 x 5120 x 2 B = 42 MB on NVLink
    // (about 0.1 ms), hide behind the next layer's forward (milliseconds).
    const Scenario plain = llama13b(R"({})");
    const Scenario overlapped = llama13b(R"({"pp_overlap": true})");
    const detail::Layout layout = detail::deriveLayout(overlapped, 8);
    QCOMPARE(layout.microBatches, std::int64_t(32));
    QCOMPARE(detail::interleavedWarmupChunks(layout, 0), std::int64_t(42));
    QVERIFY(detail::ppOverlapApplies(overlapped, layout));
    const Result a = estimate(plain, builtinCatalog());
    const Result b = estimate(overlapped, builtinCatalog());
    QVERIFY(a.stepBreakdown.ppComm > 0.0);
    SCALEPLAN_FUZZY(b.stepBreakdown.ppComm, a.stepBreakdown.ppComm * 84.0 / 640.0, 1e-9);
    QVERIFY(!hasIssue(b, DiagCode::PpOverlapNoEffect));
    // Nothing else moves: the step is shorter by the sends that hid.
    SCALEPLAN_FUZZY(a.stepTimeS - b.stepTimeS, (1.0 - 84.0 / 640.0) * a.stepBreakdown.ppComm, 1e-9);

    // Few micro-batches: the warm-up is capped at all m x v chunks, and nothing overlaps.
    Scenario few = overlapped;
    few.training.globalBatch = 8; // m = 4
    QCOMPARE(detail::interleavedWarmupChunks(detail::deriveLayout(few, 8), 0), std::int64_t(40));
    Scenario shortPlain = few;
    shortPlain.communication.ppOverlap = false;
    SCALEPLAN_FUZZY(estimate(few, builtinCatalog()).stepBreakdown.ppComm,
                    estimate(shortPlain, builtinCatalog()).stepBreakdown.ppComm, 1e-12);
}

void TestPipelineSends::onlyTheInterleavedScheduleOverlaps()
{
    // Plain 1F1B sends synchronously: no effect, and a warning names the field.
    const Result plain = estimate(llama13b(R"({})", 1), builtinCatalog());
    const Result asked = estimate(llama13b(R"({"pp_overlap": true})", 1), builtinCatalog());
    QCOMPARE(asked.stepBreakdown.ppComm, plain.stepBreakdown.ppComm);
    QVERIFY(hasIssue(asked, DiagCode::PpOverlapNoEffect));
    const auto issue = std::find_if(asked.issues.begin(), asked.issues.end(), [](const auto &d) {
        return d.code == DiagCode::PpOverlapNoEffect;
    });
    QCOMPARE(issue->field, std::string("communication.pp_overlap"));
    // DeepSpeed's pipeline engine has no such overlap either.
    const Result deepspeed = estimate(
        llama13b(R"({"pp_overlap": true, "pipeline_engine": "deepspeed"})"), builtinCatalog());
    QVERIFY(hasIssue(deepspeed, DiagCode::PpOverlapNoEffect));
}

void TestPipelineSends::savedOnlyWhereSet()
{
    QVERIFY(scenarioToJson(llama13b(R"({})")).find("pp_overlap") == std::string::npos);
    const std::string saved = scenarioToJson(llama13b(R"({"pp_overlap": true})"));
    QVERIFY(saved.find("\"pp_overlap\": true") != std::string::npos);
    const ScenarioLoad again = parseScenario(saved, builtinCatalog());
    QVERIFY(again.scenario && again.scenario->communication.ppOverlap);
}

QTEST_GUILESS_MAIN(TestPipelineSends)
#include "TestPipelineSends.moc"
