// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The collective model against published NCCL measurements (catalog "collectives",
// ml-engineering network/README.md) and against its own algebra, and the SMs the collectives
// hold while they overlap the compute.
#include "TestSupport.h"
#include "model/Collectives.h"
#include "model/Hardware.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>

using namespace scaleplan::engine;
using namespace scaleplan::engine::detail;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

namespace {

/// HBM of the GPUs measured: A100 80GB (vTrain's cluster, taken as the MLE_NET node's too)
/// and B200, datasheet GB/s.
constexpr double kA100HbmGBs = 2039;
constexpr double kB200HbmGBs = 8000;

/// One node of 8 GPUs on a link of \p linkGBs per direction with a NIC of \p nicGbps and
/// HBM of \p hbmGBs, as resolveSystem() builds it from a catalog entry.
Network node8(double linkGBs, double nicGbps, double hbmGBs)
{
    Network network;
    network.gpusPerNode = 8;
    network.intra = {linkGBs * 1e9 * kLinkEfficiency, kIntraLatencyS};
    network.inter = {nicGbps / 8.0 * 1e9 / 8.0 * kNicEfficiency, kInterLatencyS};
    network.linkBytesPerS = linkGBs * 1e9;
    network.memoryBytesPerS = hbmGBs * 1e9 * kHbmEfficiency;
    return network;
}

/// Seconds of the ring's bytes inside a node, hand-derived (docs/model.md 5.2): per pass
/// (l - 1)/l of the buffer over the link at \p linkGBs and 1.6 bytes of the rank's own HBM
/// a buffer byte at 0.85 x \p hbmGBs.
double ringSeconds(double passes, double bytes, double local, double linkGBs, double hbmGBs)
{
    return passes
           * ((local - 1.0) / local * bytes / (linkGBs * 1e9)
              + 1.6 * bytes / (0.85 * hbmGBs * 1e9));
}

/// The same inside a node of A100s: NVLink 3 at 300 GB/s, HBM at 2,039 GB/s.
double a100RingSeconds(double passes, double bytes, double local)
{
    return ringSeconds(passes, bytes, local, 300, kA100HbmGBs);
}

double busBandwidth(double bytes, double seconds, double ranks)
{
    return bytes / seconds * 2.0 * (ranks - 1.0) / ranks;
}

} // namespace

class TestCollectives : public QObject
{
    Q_OBJECT

private slots:
    void allReduceInsideA100Node_data();
    void allReduceInsideA100Node();
    void smallRingsInsideA100Node();
    void allReduceAcrossFourB200Nodes();
    void allReduceAcrossNodesTakesTheFasterAlgorithm();
    void ringCrossesNodesAsOneRingOfEveryRank();
    void ringAlgebra();
    void smallMessagesAreLatencyBound();
    void singleRankCostsNothing();
    void overlappedCollectivesHoldTheirSms();
};

void TestCollectives::allReduceInsideA100Node_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("measuredUs");
    QTest::addColumn<double>("tolerance");
    // nccl-tests all_reduce_perf on 8x A100 SXM (NVLink 3, MLE_NET; used for no constant
    // since the ring's own-memory term, docs/model.md 5.4): the model gives 4,193 us
    // (-0.6%), 131.9 ms (+3.1%) and 134.4 us (+0.7%); 5% each.
    QTest::newRow("512 MiB") << 536870912.0 << 4218.4 << 0.05;
    QTest::newRow("16 GiB") << 17179869184.0 << 127997.0 << 0.05;
    QTest::newRow("8 MiB") << 8388608.0 << 133.5 << 0.05;
}

void TestCollectives::allReduceInsideA100Node()
{
    QFETCH(double, bytes);
    QFETCH(double, measuredUs);
    QFETCH(double, tolerance);
    const double seconds
        = collectiveTime(Collective::AllReduce, bytes, {8, 8}, node8(300, 400, kA100HbmGBs));
    SCALEPLAN_FUZZY(seconds * 1e6, measuredUs, tolerance);
}

void TestCollectives::smallRingsInsideA100Node()
{
    // vTrain's nccl-tests all_reduce tables of 2, 4 and 8 A100s in one node
    // (VIA-Research/vTrain trace/a100/AR_GPU{2,4,8}_1M_1024M_LUT @f8dda84, out-of-place
    // time), the rows at 1, 16, 64 and 256 MiB. Their 48-288 MiB rows gave the
    // own-memory constant (Hardware.h); these are checked. Rings of 2 and 4 GPUs reach a
    // lower bus bandwidth than 8 (184, 209 and 217 GB/s at 256 MiB) because each pass over
    // the rank's own buffer costs the same whatever the ring's size, which a link
    // efficiency alone cannot give: with 0.8 of the link and 5 us a step the model was
    // 12-68% fast on 2 and 4 GPUs (mean 20% over these rows), now within 16% (the 1 MiB
    // and 16 MiB rows of 8 GPUs and the 16 MiB row of 4 sit where NCCL changes its
    // protocol and chunking, 11-16% fast) and 6.1% on average.
    struct Row
    {
        double ranks;
        double mib;
        double measuredUs;
    };
    const Row rows[] = {{2, 1, 44.21}, {2, 16, 131.9}, {2, 64, 404.7}, {2, 256, 1455.8},
                        {4, 1, 51.4},  {4, 16, 179.6}, {4, 64, 543.8}, {4, 256, 1929.0},
                        {8, 1, 92.79}, {8, 16, 232.4}, {8, 64, 579.9}, {8, 256, 2162.3}};
    const Network network = node8(300, 400, kA100HbmGBs);
    double absError = 0;
    for (const Row &row : rows) {
        const double bytes = row.mib * 1048576.0;
        const auto ranks = static_cast<std::int64_t>(row.ranks);
        const double seconds
            = collectiveTime(Collective::AllReduce, bytes, {ranks, ranks}, network);
        // Hand-derived: the larger of 45 us and 2 (l - 1) steps of 5 us, then the bytes.
        const double latency = std::max(45e-6, 2.0 * (row.ranks - 1.0) * 5e-6);
        SCALEPLAN_FUZZY(seconds, latency + a100RingSeconds(2.0, bytes, row.ranks), 1e-12);
        SCALEPLAN_FUZZY(seconds * 1e6, row.measuredUs, 0.16);
        absError += std::abs(seconds * 1e6 / row.measuredUs - 1.0);
    }
    QVERIFY2(absError / std::size(rows) < 0.07, std::to_string(absError / std::size(rows)).c_str());
    // The bus bandwidth at 256 MiB grows with the ring as measured (184 < 209 < 217 GB/s).
    auto busbw = [&](double ranks) {
        const auto n = static_cast<std::int64_t>(ranks);
        return busBandwidth(268435456.0,
                            collectiveTime(Collective::AllReduce, 268435456.0, {n, n}, network),
                            ranks);
    };
    QVERIFY(busbw(2) < busbw(4));
    QVERIFY(busbw(4) < busbw(8));
}

void TestCollectives::allReduceAcrossFourB200Nodes()
{
    // 4 x p6-b200 (8 B200 per node, NVLink 5 900 GB/s, EFA v4 3200 Gbps), 4 GiB
    // all_reduce: busbw 377.34 GB/s measured (ml-engineering network/README.md).
    const double bytes = 4294967296.0;
    const double seconds
        = collectiveTime(Collective::AllReduce, bytes, {32, 8}, node8(900, 3200, kB200HbmGBs));
    SCALEPLAN_FUZZY(busBandwidth(bytes, seconds, 32) / 1e9, 377.34, 0.10);
    // 1 MiB on the same 32 GPUs is latency-bound: busbw 5.37 GB/s measured.
    const double small
        = collectiveTime(Collective::AllReduce, 1048576.0, {32, 8}, node8(900, 3200, kB200HbmGBs));
    SCALEPLAN_FUZZY(busBandwidth(1048576.0, small, 32) / 1e9, 5.37, 0.60);
}

void TestCollectives::allReduceAcrossNodesTakesTheFasterAlgorithm()
{
    // 4 x p6-b200, hand-derived (docs/model.md 5.3-5.4). The ring is one ring of all 32
    // ranks: 2 x 31 steps, 2 x 3 of them between nodes at 80 us, 2 x 28 on NVLink at 5 us,
    // and 2 x 31/32 of the buffer over each node's NICs (3200 Gbps x 0.9). The tree: 2 x 7
    // NVLink steps and 2 x ceil(log2 4) between nodes, each rank's eighth up and down at
    // 0.92 of the NIC rate.
    const Network network = node8(900, 3200, kB200HbmGBs);
    const double nodeNics = 400e9 * kNicEfficiency;
    auto intra = [](double bytes) { return ringSeconds(2.0, bytes, 8.0, 900, kB200HbmGBs); };
    auto ring = [&](double bytes) {
        return 56 * kIntraLatencyS + 6 * kInterLatencyS
               + std::max(intra(bytes), 2.0 * 31.0 / 32.0 * bytes / nodeNics);
    };
    auto tree = [&](double bytes) {
        return 14 * kIntraLatencyS + 4 * kInterLatencyS
               + std::max(intra(bytes), 2 * (bytes / 8) / (0.92 * nodeNics / 8));
    };
    // 16 MiB: the tree's fewer latency steps outweigh its slower links; measured 504.5 us
    // (busbw 64.43 GB/s), the tree gives 491.3 us (80 us was fitted to it and the 1 MiB
    // point, Hardware.h).
    const double mid = 16777216.0;
    const double midTime = collectiveTime(Collective::AllReduce, mid, {32, 8}, network);
    SCALEPLAN_FUZZY(midTime, tree(mid), 1e-12);
    QVERIFY(tree(mid) < ring(mid));
    SCALEPLAN_FUZZY(midTime * 1e6, 504.5, 0.03);
    // 4 GiB: the ring's bandwidth wins.
    const double large = 4294967296.0;
    const double largeTime = collectiveTime(Collective::AllReduce, large, {32, 8}, network);
    SCALEPLAN_FUZZY(largeTime, ring(large), 1e-12);
    QVERIFY(ring(large) < tree(large));
    // The model is the faster of the two at every size, so it never beats either.
    for (double bytes = 1024.0; bytes < 1e11; bytes *= 2.0) {
        const double t = collectiveTime(Collective::AllReduce, bytes, {32, 8}, network);
        SCALEPLAN_FUZZY(t, std::min(ring(bytes), tree(bytes)), 1e-12);
    }
}

void TestCollectives::ringCrossesNodesAsOneRingOfEveryRank()
{
    // NCCL's ring runs through all n ranks, so each node's NICs carry (n - 1)/n of the
    // buffer a pass however few nodes there are (ncclTopoTuneModel; nccl-tests'
    // PERFORMANCE.md: busbw, the bottleneck's rate, "independent of the number of ranks").
    // Two nodes of 8 A100 at 800 Gbps (vTrain's cluster): a 400 MB tensor-parallel
    // all-reduce over 16 ranks moves 2 x 15/16 x 400 MB over 100 GB/s x 0.9, 8.33 ms, plus
    // 2 x 1 steps between nodes and 2 x 14 on NVLink; a ring of nodes would move 2 x 1/2.
    const Network network = node8(300, 800, kA100HbmGBs);
    const double bytes = 400e6;
    const double expected = 28 * kIntraLatencyS + 2 * kInterLatencyS
                            + 2.0 * 15.0 / 16.0 * bytes / (100e9 * kNicEfficiency);
    SCALEPLAN_FUZZY(collectiveTime(Collective::AllReduce, bytes, {16, 8}, network), expected,
                    1e-12);
    // Reduce-scatter and all-gather: one pass, 15 steps of which 1 between the nodes.
    const double gather
        = 14 * kIntraLatencyS + kInterLatencyS + 15.0 / 16.0 * bytes / (100e9 * kNicEfficiency);
    SCALEPLAN_FUZZY(collectiveTime(Collective::AllGather, bytes, {16, 8}, network), gather, 1e-12);
    SCALEPLAN_FUZZY(collectiveTime(Collective::ReduceScatter, bytes, {16, 8}, network), gather,
                    1e-12);
    // One rank a node (tensor parallelism filling the node): nodes and ranks coincide and
    // each rank's ring leaves through its own share of the NICs.
    const double oneEach = 2 * kInterLatencyS + bytes / (100e9 / 8 * kNicEfficiency);
    SCALEPLAN_FUZZY(collectiveTime(Collective::AllReduce, bytes, {2, 1}, network), oneEach, 1e-12);
}

void TestCollectives::ringAlgebra()
{
    // Inside one node the ring's bytes add up: all-reduce = reduce-scatter + all-gather
    // (Thakur et al. 2005). The latencies do not: an all-reduce of 8 pays 14 steps of 5 us,
    // each half 7 steps, below the 45 us floor of a collective inside a node.
    const Network network = node8(300, 400, kA100HbmGBs);
    const double bytes = 1e9;
    const double ar = collectiveTime(Collective::AllReduce, bytes, {8, 8}, network);
    const double rs = collectiveTime(Collective::ReduceScatter, bytes, {8, 8}, network);
    const double ag = collectiveTime(Collective::AllGather, bytes, {8, 8}, network);
    SCALEPLAN_FUZZY(ar - 70e-6, (rs - 45e-6) + (ag - 45e-6), 1e-12);
    // Hand-derived: 2 * 7 steps * 5 us and two passes of the ring's bytes.
    SCALEPLAN_FUZZY(ar, 14 * 5e-6 + a100RingSeconds(2.0, bytes, 8.0), 1e-12);
    // A ring of 2 GPUs has 2 steps of 5 us but pays the 45 us every collective inside a
    // node takes at least; so reduce-scatter and all-gather of it add up to more.
    const double pair = collectiveTime(Collective::AllReduce, bytes, {2, 2}, network);
    SCALEPLAN_FUZZY(pair, 45e-6 + a100RingSeconds(2.0, bytes, 2.0), 1e-12);
    const double pairHalf = collectiveTime(Collective::ReduceScatter, bytes, {2, 2}, network);
    SCALEPLAN_FUZZY(pairHalf, 45e-6 + a100RingSeconds(1.0, bytes, 2.0), 1e-12);
    SCALEPLAN_FUZZY(collectiveTime(Collective::AllGather, bytes, {2, 2}, network), pairHalf, 1e-12);
    SCALEPLAN_FUZZY(2.0 * pairHalf - pair, 45e-6, 1e-9);
}

void TestCollectives::smallMessagesAreLatencyBound()
{
    // Across 64 nodes a 32 KiB all-reduce costs its latency, not its bytes: the tree
    // keeps it to 2 * log2(64) inter-node steps, far below the 2 * 63 of a ring.
    const Network network = node8(300, 400, kA100HbmGBs);
    const double t = collectiveTime(Collective::AllReduce, 32768.0, {64, 1}, network);
    QVERIFY(t > 2 * 6 * kInterLatencyS);
    QVERIFY(t < 2 * 6 * kInterLatencyS * 1.5);
}

void TestCollectives::singleRankCostsNothing()
{
    QCOMPARE(collectiveTime(Collective::AllReduce, 1e9, {1, 1}, node8(300, 400, kA100HbmGBs)), 0.0);
    QCOMPARE(collectiveTime(Collective::AllGather, 0.0, {8, 8}, node8(300, 400, kA100HbmGBs)), 0.0);
}

void TestCollectives::overlappedCollectivesHoldTheirSms()
{
    // NCCL runs one CTA per channel, each on an SM no compute kernel shares, as many as the
    // bandwidth needs: 16 for a DGX's 8 NICs (NCCL maintainer, NVIDIA/nccl#689), 2 for one
    // PCIe NIC; NCCL's log on an HGX A100 (NVIDIA/nccl-tests#100) shows 24 ring channels
    // across NVLink. The engine, at 190/16 GB/s an SM, comes within 3 of each.
    const Scenario s = scenarioFromJson(scenarioJson(
        R"({"preset": "llama3-8b"})", R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1})",
        R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600, "nodes": 4})",
        R"({"zero": 3})"));
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    const double acrossNodes = detail::ncclSms({32, 8}, system.network);
    const double inNode = detail::ncclSms({8, 8}, system.network);
    QVERIFY2(std::abs(acrossNodes - 16.0) <= 3.0, std::to_string(acrossNodes).c_str());
    QVERIFY2(std::abs(inNode - 24.0) <= 3.0, std::to_string(inNode).c_str());
    QCOMPARE(detail::ncclSms({4, 1}, system.network), 2.0); // one 25 GB/s NIC a node
    // Lee et al. 2025 (arXiv 2507.03114) measured compute 18.9% slower on average while
    // collectives overlapped it (A100, H100, MI250, MI210): an NVLink collective holds
    // 21 of the A100's 108 SMs, 19.4%; within 5 points.
    SCALEPLAN_FUZZY(inNode / system.device.smCount, 0.189, 0.05 / 0.189);

    // FSDP over the 4 nodes hides its gathers under the compute, which loses the SMs they
    // hold for as long as they run: with overlap the step pays the hidden share of that.
    const Result r = estimate(s, builtinCatalog());
    Scenario serial = s;
    serial.communication.overlapGradients = false;
    const Result whole = estimate(serial, builtinCatalog());
    const double traffic = whole.stepBreakdown.dpCommExposed; // every collective, serially
    // 16 micro-batches of 32 layers: all of it hides but the last layer's collectives.
    QVERIFY(traffic < r.stepBreakdown.compute);
    const double lastLayer = traffic / (16.0 * 32.0);
    SCALEPLAN_FUZZY(r.stepBreakdown.dpCommExposed,
                    lastLayer + (traffic - lastLayer) * acrossNodes / system.device.smCount, 0.01);

    // A user's catalog entry may leave sm_count out: then there is no share to charge, and
    // the hidden collectives cost what they did before (not 2-32 whole GPUs' worth).
    const CatalogLoad mine = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "my-a100", "memory_gb": 80, "memory_bandwidth_gbs": 2039,
                  "tflops": {"fp32": 19.5, "bf16": 312, "fp16": 312}}]})");
    QVERIFY2(mine.catalog.has_value(), formatLine(mine.error).c_str());
    Scenario custom = s;
    custom.cluster.gpu = "my-a100";
    const Result unknown = estimate(custom, *mine.catalog);
    custom.communication.overlapGradients = false;
    const double customTraffic = estimate(custom, *mine.catalog).stepBreakdown.dpCommExposed;
    // Each phase hides its own traffic (StepTime.h, zero3LateSeconds()), so the late part is at
    // least what one window of all the compute would leave, and at most all the traffic.
    const double window = unknown.stepBreakdown.compute + unknown.stepBreakdown.recompute;
    const double late = unknown.stepBreakdown.dpCommExposed;
    QVERIFY2(late >= std::max(customTraffic - window, customTraffic / (16.0 * 32.0)) - 1e-9,
             std::to_string(late).c_str());
    QVERIFY2(late <= customTraffic, std::to_string(late).c_str());
}

QTEST_APPLESS_MAIN(TestCollectives)
#include "TestCollectives.moc"
