// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The "This Machine" dock against the fake driver (tests/probe/FakeCuda.cpp): the model
// under QAbstractItemModelTester, the reason shown without a GPU, benchmarks on a worker
// thread, and "Use in scenario" swapping the document's catalog.

#include "document/ScenarioDocument.h"
#include "panels/ClusterGroup.h"
#include "panels/Format.h"
#include "probe/ThisMachineModel.h"
#include "probe/ThisMachinePanel.h"

#include "scaleplan/engine/Catalog.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace scaleplan;

namespace {

const engine::ProbeOptions kFake{SCALEPLAN_FAKE_GPU_DIR};

/// The text of \p row (within the first GPU) and \p column.
QString cellText(const ThisMachineModel &model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

int rowOf(const ThisMachineModel &model, const QString &figure)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (cellText(model, row, ThisMachineModel::Figure) == figure)
            return row;
    }
    return -1;
}

} // namespace

class TestThisMachinePanel : public QObject
{
    Q_OBJECT

private slots:
    void init() { qputenv("SCALEPLAN_FAKE_GPU", "ok"); }

    void modelListsEveryFigure()
    {
        ScenarioDocument document(engine::builtinCatalog());
        ThisMachineModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        qputenv("SCALEPLAN_FAKE_GPU", "twogpus");
        model.setReport(engine::probeDevices(kFake), document.catalog());
        QCOMPARE(model.rowCount(), 2 * ThisMachineModel::kRowsPerDevice);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(cellText(model, 0, ThisMachineModel::Datasheet),
                 QStringLiteral("NVIDIA A100-SXM4-80GB"));
        const int sms = rowOf(model, QStringLiteral("Multiprocessors"));
        QCOMPARE(cellText(model, sms, ThisMachineModel::Datasheet), formatCount(108));
        // Datasheet of the matching catalog GPU, with the driver-derived figure in the tooltip.
        const int bandwidth = rowOf(model, QStringLiteral("Memory bandwidth"));
        QCOMPARE(cellText(model, bandwidth, ThisMachineModel::Datasheet),
                 formatNumber(2039) + QStringLiteral(" GB/s"));
        QVERIFY(model.data(model.index(bandwidth, ThisMachineModel::Datasheet), Qt::ToolTipRole)
                    .toString()
                    .contains(formatNumber(2039.04)));
        QCOMPARE(cellText(model, bandwidth, ThisMachineModel::Measured), QStringLiteral("–"));
        QCOMPARE(cellText(model, rowOf(model, QStringLiteral("PCIe")), ThisMachineModel::Datasheet),
                 QStringLiteral("Gen4 x16"));
        QCOMPARE(model.headerData(ThisMachineModel::Measured, Qt::Horizontal).toString(),
                 QStringLiteral("Measured"));
        model.setReport({}, document.catalog());
        QCOMPARE(model.rowCount(), 0);
    }

    void withoutADriverTheReasonIsShown()
    {
        ScenarioDocument document(engine::builtinCatalog());
        QTemporaryDir empty;
        ThisMachinePanel panel(&document, {empty.path().toStdString()});
        panel.probe();
        QVERIFY(panel.statusText().startsWith(QStringLiteral("No GPU found: no NVIDIA driver")));
        QVERIFY(panel.statusText().contains(QStringLiteral("install the NVIDIA driver")));
        QCOMPARE(panel.model()->rowCount(), 0);
        const auto buttons = panel.findChildren<QPushButton *>();
        for (QPushButton *button : buttons) {
            if (button->text() != QStringLiteral("&Probe Again"))
                QVERIFY2(!button->isEnabled(), qPrintable(button->text()));
        }
        const std::size_t gpus = document.catalog().gpus.size();
        QVERIFY(!panel.useInScenario()); // nothing to add: the catalog stays as it was
        QCOMPARE(document.catalog().gpus.size(), gpus);
    }

    void benchmarksRunOnAWorkerThread()
    {
        ScenarioDocument document(engine::builtinCatalog());
        ThisMachinePanel panel(&document, kFake);
        panel.probe();
        QVERIFY(panel.statusText().isEmpty());
        QSignalSpy finished(&panel, &ThisMachinePanel::benchmarksFinished);
        panel.runBenchmarks();
        QVERIFY(panel.benchmarkRunning());
        QVERIFY(finished.wait(10000));
        QVERIFY(!panel.benchmarkRunning());
        const ThisMachineModel &model = *panel.model();
        // 256 MiB read and written in the fake's median 2 ms (see engine_probe).
        QCOMPARE(cellText(model, rowOf(model, QStringLiteral("Memory bandwidth")),
                          ThisMachineModel::Measured),
                 formatNumber(2.0 * 268435456 / 0.002 / 1e9) + QStringLiteral(" GB/s"));
        QVERIFY(model.report().benchmarked);
    }

    void useInScenarioAddsThisMachine()
    {
        ScenarioDocument document(engine::builtinCatalog());
        QSignalSpy catalogChanged(&document, &ScenarioDocument::catalogChanged);
        ThisMachinePanel panel(&document, kFake);
        panel.probe();
        const std::size_t gpus = document.catalog().gpus.size();
        QVERIFY(panel.useInScenario());
        QCOMPARE(catalogChanged.count(), 1);
        QCOMPARE(document.catalog().gpus.size(), gpus + 1);
        QVERIFY(document.catalog().findInstance(engine::kThisMachineInstanceId) != nullptr);
        QCOMPARE(document.scenario().cluster.instance, std::string(engine::kThisMachineInstanceId));
        QCOMPARE(document.scenario().cluster.nodes, std::int64_t(1));
        QTRY_VERIFY(document.problem() || document.result().stepTimeS > 0);
        // The scenario change is one undo step; the catalog keeps the entry.
        document.undoStack()->undo();
        QVERIFY(document.scenario().cluster.instance != engine::kThisMachineInstanceId);
        QVERIFY(document.catalog().findInstance(engine::kThisMachineInstanceId) != nullptr);
        // The cluster controls list the new machine and GPU.
        // Using it again replaces the entry instead of adding a second one.
        QVERIFY(panel.useInScenario());
        QCOMPARE(document.catalog().gpus.size(), gpus + 1);
    }

    void clusterControlsListTheNewMachine()
    {
        ScenarioDocument document(engine::builtinCatalog());
        ClusterGroup cluster(&document, nullptr);
        const auto items = [&cluster] {
            QStringList texts;
            for (const QComboBox *box : cluster.findChildren<QComboBox *>()) {
                for (int i = 0; i < box->count(); ++i)
                    texts << box->itemText(i);
            }
            return texts;
        };
        const QStringList before = items();
        ThisMachinePanel panel(&document, kFake);
        panel.probe();
        QVERIFY(panel.useInScenario());
        const QStringList after = items();
        // A provider header, the instance and the GPU.
        QCOMPARE(after.size(), before.size() + 3);
        QVERIFY(after.contains(QStringLiteral("This machine (measured)")));
        QVERIFY(after.contains(QStringLiteral("This machine: NVIDIA A100-SXM4-80GB")));
        QVERIFY(std::any_of(after.begin(), after.end(), [](const QString &text) {
            return text.startsWith(QStringLiteral("this-machine — 1 × "));
        }));
    }
};

QTEST_MAIN(TestThisMachinePanel)
#include "TestThisMachinePanel.moc"
