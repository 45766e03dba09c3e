// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tensor-parallel communication overlapped with the products (engine/src/model/TpOverlap.cpp)
// against Transformer Engine's schedules, hand-derived.
#include "TestSupport.h"
#include "model/Collectives.h"
#include "model/Gemm.h"
#include "model/Hardware.h"
#include "model/Kernels.h"
#include "model/LayerTime.h"
#include "model/TpOverlap.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QTest>

#include <algorithm>
#include <tuple>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

class TestTpOverlap : public QObject
{
    Q_OBJECT

private slots:
    void tpOverlapChunksFollowTransformerEngine();
    void tpOverlapHidesTensorParallelCommunication();
};

void TestTpOverlap::tpOverlapChunksFollowTransformerEngine()
{
    // Hand-derived from the schedules with Transformer Engine's defaults, for a 1 ms product:
    // a ring exchange over tp = 8 multiplies the local eighth first, then moves 7 chunks,
    // each beside the product of the one before; a pipelined reduce-scatter multiplies 4
    // chunks on all SMs but 16 and scatters each beside the next; a bulk collective runs
    // beside a whole product that has given up 16 SMs (H100: 132 SMs).
    const Scenario s = scenarioFromJson(scenarioJson(
        R"({"layers": 48, "hidden": 6144, "heads": 64, "vocab": 51200, "seq_len": 2048})",
        R"({"steps": 1, "global_batch": 4, "micro_batch": 4})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 1})", R"({"tp": 8})"));
    const detail::Device device = detail::resolveSystem(s, builtinCatalog()).device;
    QCOMPARE(device.smCount, 132);
    const double g = 1e-3;
    // Communication shorter than each chunk's product: the product alone.
    SCALEPLAN_FUZZY(detail::ringExchangeTime(g, 0.7e-3, 8), g, 1e-12);
    // Longer: the first chunk's product, then the whole all-gather.
    SCALEPLAN_FUZZY(detail::ringExchangeTime(g, 7e-3, 8), g / 8 + 7e-3, 1e-12);
    const double slowed = g * 132.0 / 116.0;
    SCALEPLAN_FUZZY(detail::pipelinedTime(g, 0.0, device), slowed, 1e-12);
    SCALEPLAN_FUZZY(detail::pipelinedTime(g, 4e-3, device), slowed / 4 + 4e-3, 1e-12);
    SCALEPLAN_FUZZY(detail::pipelinedTime(g, 0.4e-3, device), slowed + 0.1e-3, 1e-12);
    SCALEPLAN_FUZZY(detail::bulkTime(g, 0.0, device), slowed, 1e-12);
    SCALEPLAN_FUZZY(detail::bulkTime(g, 5e-3, device), 5e-3, 1e-12);
    // A GPU without an SM count (a user's catalog entry may leave it out) gives up nothing
    // it can be charged for: the product runs as long as alone.
    detail::Device unknown = device;
    unknown.smCount = 1;
    SCALEPLAN_FUZZY(detail::bulkTime(g, 0.0, unknown), g, 1e-12);
    SCALEPLAN_FUZZY(detail::pipelinedTime(g, 0.0, unknown), g, 1e-12);
}

void TestTpOverlap::tpOverlapHidesTensorParallelCommunication()
{
    // Korthikanti et al.'s 22B layer (Table 4) with sequence parallelism on 8 A100s: the
    // all-gathers and reduce-scatters take 2 all-reduces' time per pass without overlap.
    Scenario plain = scenarioFromJson(scenarioJson(
        R"({"layers": 48, "hidden": 6144, "heads": 64, "vocab": 51200, "seq_len": 2048})",
        R"({"steps": 1, "global_batch": 4, "micro_batch": 4, "recompute": "selective"})",
        R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600, "nodes": 1})",
        R"({"tp": 8, "sequence_parallel": true})"));
    Scenario overlapped = plain;
    overlapped.communication.tpOverlap = true;
    const detail::System system = detail::resolveSystem(plain, builtinCatalog());
    const detail::LayerTime before = detail::layerTime(plain, system);
    const detail::LayerTime after = detail::layerTime(overlapped, system);
    // The products are as before; most of the communication hides under them. What cannot
    // hide: the 16 of 108 SMs that the two pipelined forward products and the two bulk
    // weight-gradient products give up. What may stay besides: the last chunk of each
    // pipelined scatter and the gathers a ring exchange cannot cover, under one all-gather
    // plus one reduce-scatter in all (here the attention output's input gradient, 0.32 ms,
    // is shorter than its 0.40 ms gather).
    QCOMPARE(after.forward, before.forward);
    QCOMPARE(after.backward, before.backward);
    const double accumulate = detail::gradientAccumulationBytes(plain);
    const detail::Gemm qkv{8192, 3 * 768, 6144}, proj{8192, 6144, 768};
    const detail::Gemm up{8192, 3072, 6144}, down{8192, 6144, 3072};
    const auto time
        = [&system](const detail::Gemm &g) { return detail::gemmTime(g, system.device); };
    const double margin = (108.0 / 92.0 - 1.0)
                          * (time(proj) + time(down) + time(qkv.weightGradient(accumulate))
                             + time(up.weightGradient(accumulate)));
    const detail::Group group{8, 8};
    const double bytes = 8192.0 * 6144 * 2;
    const double pair
        = detail::collectiveTime(detail::Collective::AllGather, bytes, group, system.network)
          + detail::collectiveTime(detail::Collective::ReduceScatter, bytes, group, system.network);
    QVERIFY2(after.tpComm >= margin && after.tpComm <= margin + pair
                 && after.tpComm < 0.5 * before.tpComm,
             qPrintable(QStringLiteral("%1 (margin %2, pair %3) of %4")
                            .arg(after.tpComm)
                            .arg(margin)
                            .arg(pair)
                            .arg(before.tpComm)));
    const Result result = estimate(overlapped, builtinCatalog());
    QVERIFY(result.stepTimeS < estimate(plain, builtinCatalog()).stepTimeS);
    for (const Diagnostic &d : result.issues)
        QVERIFY(d.code != DiagCode::TpOverlapNoEffect);

    // Without sequence parallelism, or with tp across nodes, there is nothing to overlap:
    // the estimate is the plain one and says why.
    for (const auto &[sequenceParallel, tp, nodes] :
         {std::tuple{false, 8, 1}, std::tuple{true, 16, 2}}) {
        Scenario off = overlapped;
        off.parallel.sequenceParallel = sequenceParallel;
        off.parallel.tp = tp;
        off.cluster.nodes = nodes;
        Scenario reference = off;
        reference.communication.tpOverlap = false;
        const Result offResult = estimate(off, builtinCatalog());
        QCOMPARE(offResult.stepTimeS, estimate(reference, builtinCatalog()).stepTimeS);
        QVERIFY(
            std::any_of(offResult.issues.begin(), offResult.issues.end(), [](const Diagnostic &d) {
                return d.code == DiagCode::TpOverlapNoEffect
                       && d.field == "communication.tp_overlap";
            }));
    }
}

QTEST_APPLESS_MAIN(TestTpOverlap)
#include "TestTpOverlap.moc"
