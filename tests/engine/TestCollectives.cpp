// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The collective model against published NCCL measurements (catalog "collectives",
// ml-engineering network/README.md) and against its own algebra.
#include "Collectives.h"
#include "TestSupport.h"

#include <QTest>

#include <algorithm>

using namespace scaleplan::engine::detail;

namespace {

/// One node of 8 GPUs on a link of \p linkGBs per direction with a NIC of \p nicGbps.
Network node8(double linkGBs, double nicGbps)
{
    Network network;
    network.gpusPerNode = 8;
    network.intra = {linkGBs * 1e9 * kLinkEfficiency, kIntraLatencyS};
    network.inter = {nicGbps / 8.0 * 1e9 / 8.0 * kLinkEfficiency, kInterLatencyS};
    return network;
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
    void allReduceAcrossFourB200Nodes();
    void allReduceAcrossNodesTakesTheFasterAlgorithm();
    void ringAlgebra();
    void smallMessagesAreLatencyBound();
    void singleRankCostsNothing();
};

void TestCollectives::allReduceInsideA100Node_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("measuredUs");
    QTest::addColumn<double>("tolerance");
    // nccl-tests all_reduce_perf on 8x A100 SXM (NVLink 3): large messages within 10%;
    // mid-size ones are slower than alpha-beta predicts (NCCL protocol switch), 35%.
    QTest::newRow("512 MiB") << 536870912.0 << 4218.4 << 0.10;
    QTest::newRow("16 GiB") << 17179869184.0 << 127997.0 << 0.10;
    QTest::newRow("8 MiB") << 8388608.0 << 133.5 << 0.35;
}

void TestCollectives::allReduceInsideA100Node()
{
    QFETCH(double, bytes);
    QFETCH(double, measuredUs);
    QFETCH(double, tolerance);
    const double seconds = collectiveTime(Collective::AllReduce, bytes, {8, 8}, node8(300, 400));
    SCALEPLAN_FUZZY(seconds * 1e6, measuredUs, tolerance);
}

void TestCollectives::allReduceAcrossFourB200Nodes()
{
    // 4 x p6-b200 (8 B200 per node, NVLink 5 900 GB/s, EFA v4 3200 Gbps), 4 GiB
    // all_reduce: busbw 377.34 GB/s measured (ml-engineering network/README.md).
    const double bytes = 4294967296.0;
    const double seconds = collectiveTime(Collective::AllReduce, bytes, {32, 8}, node8(900, 3200));
    SCALEPLAN_FUZZY(busBandwidth(bytes, seconds, 32) / 1e9, 377.34, 0.10);
    // 1 MiB on the same 32 GPUs is latency-bound: busbw 5.37 GB/s measured.
    const double small = collectiveTime(Collective::AllReduce, 1048576.0, {32, 8}, node8(900, 3200));
    SCALEPLAN_FUZZY(busBandwidth(1048576.0, small, 32) / 1e9, 5.37, 0.60);
}

void TestCollectives::allReduceAcrossNodesTakesTheFasterAlgorithm()
{
    // 4 x p6-b200, hand-derived (docs/model.md 5.3-5.4): 8 ranks a node ring inside it,
    // 14 x 5 us; each rank's eighth of the buffer crosses the nodes on 3200/8 Gbps x 0.8.
    const Network network = node8(900, 3200);
    const double intraLatency = 14 * kIntraLatencyS;
    const double nic = 40e9;
    auto intra = [](double bytes) { return 1.75 * bytes / 720e9; };
    auto ring = [&](double bytes) {
        return intraLatency + 6 * kInterLatencyS + std::max(intra(bytes), 1.5 * (bytes / 8) / nic);
    };
    auto tree = [&](double bytes) {
        return intraLatency + 4 * kInterLatencyS
               + std::max(intra(bytes), 2 * (bytes / 8) / (0.92 * nic));
    };
    // 16 MiB: the tree's two fewer latency steps outweigh its slower links; measured
    // 504.5 us (busbw 64.43 GB/s), the tree gives 504.0 us.
    const double mid = 16777216.0;
    const double midTime = collectiveTime(Collective::AllReduce, mid, {32, 8}, network);
    SCALEPLAN_FUZZY(midTime, tree(mid), 1e-12);
    QVERIFY(tree(mid) < ring(mid));
    SCALEPLAN_FUZZY(midTime * 1e6, 504.5, 0.01);
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
    // On two nodes the tree has the ring's one step a pass and slower links: always the
    // ring, 2 x 7 x 5 us + 2 x 80 us + 2 x 1/2 x (S/8) / NIC.
    const double twoNodes = collectiveTime(Collective::AllReduce, 1e6, {16, 8}, network);
    SCALEPLAN_FUZZY(twoNodes,
                    intraLatency + 2 * kInterLatencyS + std::max(intra(1e6), 1e6 / 8 / nic), 1e-12);
}

void TestCollectives::ringAlgebra()
{
    // Inside one node: all-reduce = reduce-scatter + all-gather (Thakur et al. 2005).
    const Network network = node8(300, 400);
    const double bytes = 1e9;
    const double ar = collectiveTime(Collective::AllReduce, bytes, {8, 8}, network);
    const double rs = collectiveTime(Collective::ReduceScatter, bytes, {8, 8}, network);
    const double ag = collectiveTime(Collective::AllGather, bytes, {8, 8}, network);
    SCALEPLAN_FUZZY(ar, rs + ag, 1e-12);
    // Hand-derived: 2 * 7 steps * 5 us + 2 * 7/8 * 1e9 B / (300e9 * 0.8 B/s).
    SCALEPLAN_FUZZY(ar, 14 * 5e-6 + 1.75e9 / 240e9, 1e-12);
}

void TestCollectives::smallMessagesAreLatencyBound()
{
    // Across 64 nodes a 32 KiB all-reduce costs its latency, not its bytes: the tree
    // keeps it to 2 * log2(64) inter-node steps, far below the 2 * 63 of a ring.
    const Network network = node8(300, 400);
    const double t = collectiveTime(Collective::AllReduce, 32768.0, {64, 1}, network);
    QVERIFY(t > 2 * 6 * kInterLatencyS);
    QVERIFY(t < 2 * 6 * kInterLatencyS * 1.5);
}

void TestCollectives::singleRankCostsNothing()
{
    QCOMPARE(collectiveTime(Collective::AllReduce, 1e9, {1, 1}, node8(300, 400)), 0.0);
    QCOMPARE(collectiveTime(Collective::AllGather, 0.0, {8, 8}, node8(300, 400)), 0.0);
}

QTEST_APPLESS_MAIN(TestCollectives)
#include "TestCollectives.moc"
