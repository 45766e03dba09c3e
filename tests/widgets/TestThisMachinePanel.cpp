// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The "This Machine" dock against the fake driver (tests/probe/FakeCuda.cpp): the model
// under QAbstractItemModelTester, the reason shown without a GPU, benchmarks on a worker
// thread, and "Use in scenario" swapping the document's catalog and keeping the entry in
// the user catalog file; start-up reading of that file (UserCatalog), valid or malformed.

#include "common/Format.h"
#include "document/ScenarioDocument.h"
#include "document/UserCatalog.h"
#include "panels/ClusterGroup.h"
#include "probe/ThisMachineModel.h"
#include "probe/ThisMachinePanel.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Probe.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// A user catalog with one entry of its own (a described GPU and an instance using it).
const QByteArray kOwnCatalog = R"({"format": "scaleplan.catalog", "version": 1,
  "gpus": [{"id": "lab-gpu", "name": "Lab GPU", "memory_gb": 24, "memory_bandwidth_gbs": 936,
            "tflops": {"fp32": 35.6, "bf16": 142}, "sources": "lab sheet"}],
  "instances": [{"id": "lab/box", "provider": "lab", "type": "box", "gpu": "lab-gpu", "gpus": 4,
                 "on_demand_usd_per_hour": 3.5, "price_date": "2026-11-01"}]})";

} // namespace

class TestThisMachinePanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Every test's user catalog lives in a temporary folder, never in ~/.config.
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", m_config.filePath(QStringLiteral("config")).toUtf8());
    }

    void init()
    {
        qputenv("SCALEPLAN_FAKE_GPU", "ok");
        m_catalogFile
            = m_config.filePath(QStringLiteral("user/%1/catalog.json")
                                    .arg(QString::fromLatin1(QTest::currentTestFunction())));
        qputenv("SCALEPLAN_CATALOG", m_catalogFile.toUtf8());
    }

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
        // 256 MiB read and written per run; the fake's median sample of 2 ms holds the
        // default plan's runs (see engine_probe).
        const double runSeconds = 0.002 / engine::BenchmarkPlan{}.runsPerSample;
        QCOMPARE(cellText(model, rowOf(model, QStringLiteral("Memory bandwidth")),
                          ThisMachineModel::Measured),
                 formatNumber(2.0 * 268435456 / runSeconds / 1e9) + QStringLiteral(" GB/s"));
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
                // The machine and GPU lists; the region list follows the chosen instance.
                if (box->objectName() == QStringLiteral("region"))
                    continue;
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

    void useInScenarioKeepsTheEntryForLaterSessions()
    {
        QVERIFY(writeFile(m_catalogFile, kOwnCatalog));
        const UserCatalogLoad start = UserCatalog::load();
        QVERIFY2(start.warning.isEmpty(), qPrintable(start.warning));
        ScenarioDocument document(start.catalog);
        ThisMachinePanel panel(&document, kFake);
        panel.probe();
        QVERIFY(panel.useInScenario());
        QVERIFY2(panel.savedText().contains(QDir::toNativeSeparators(m_catalogFile)),
                 qPrintable(panel.savedText()));
        // Written whole by QSaveFile: no temporary file is left beside the catalog.
        QCOMPARE(QDir(QFileInfo(m_catalogFile).absolutePath()).entryList(QDir::Files),
                 QStringList{QStringLiteral("catalog.json")});

        // The file keeps the user's own entries and adds This machine, exactly as used now.
        const engine::CatalogLoad file = engine::overlayCatalog(
            engine::builtinCatalog(), readFile(m_catalogFile).toStdString());
        QVERIFY2(file.catalog.has_value(), engine::formatLine(file.error).c_str());
        QVERIFY(file.catalog->findInstance("lab/box") != nullptr);
        QCOMPARE(file.catalog->findInstance("lab/box")->onDemandUsdPerHour, 3.5);
        QCOMPARE(file.catalog->findGpu("lab-gpu")->bf16Tflops, 142.0);
        const engine::Instance *machine
            = file.catalog->findInstance(engine::kThisMachineInstanceId);
        QVERIFY(machine != nullptr);
        QVERIFY(*machine == *document.catalog().findInstance(engine::kThisMachineInstanceId));
        QVERIFY(*file.catalog->findGpu(engine::kThisMachineGpuId)
                == *document.catalog().findGpu(engine::kThisMachineGpuId));

        // A scenario saved with it opens in a later session (start-up reads the file), and
        // only there: the built-in catalog alone does not know the machine.
        const std::string saved = engine::scenarioToJson(document.scenario());
        const UserCatalogLoad later = UserCatalog::load();
        QVERIFY2(later.warning.isEmpty(), qPrintable(later.warning));
        QVERIFY(engine::parseScenario(saved, later.catalog).scenario.has_value());
        QVERIFY(!engine::parseScenario(saved, engine::builtinCatalog()).scenario.has_value());

        // Using it again replaces the entry in the file instead of adding a second one.
        QVERIFY(panel.useInScenario());
        const engine::CatalogLoad again = engine::overlayCatalog(
            engine::builtinCatalog(), readFile(m_catalogFile).toStdString());
        QVERIFY(again.catalog.has_value());
        QCOMPARE(again.catalog->instances.size(), engine::builtinCatalog().instances.size() + 2);
    }

    void useInScenarioLeavesAMalformedFileAlone()
    {
        const QByteArray broken = R"({"format": "scaleplan.catalog", "version": 1, "gpus": [)";
        QVERIFY(writeFile(m_catalogFile, broken));
        ScenarioDocument document(engine::builtinCatalog());
        ThisMachinePanel panel(&document, kFake);
        panel.probe();
        QVERIFY(panel.useInScenario()); // still used in this session
        QVERIFY(document.catalog().findInstance(engine::kThisMachineInstanceId) != nullptr);
        QVERIFY2(panel.savedText().startsWith(QStringLiteral("Used in this session only")),
                 qPrintable(panel.savedText()));
        QVERIFY(panel.savedText().contains(QDir::toNativeSeparators(m_catalogFile)));
        QCOMPARE(readFile(m_catalogFile), broken);
    }

    void startUpReadsTheUserCatalog()
    {
        // No file: the built-in catalog, no warning.
        const UserCatalogLoad none = UserCatalog::load();
        QVERIFY(none.warning.isEmpty());
        QVERIFY(none.path.isEmpty());
        QCOMPARE(none.catalog.instances.size(), engine::builtinCatalog().instances.size());

        QVERIFY(writeFile(m_catalogFile, kOwnCatalog));
        const UserCatalogLoad own = UserCatalog::load();
        QVERIFY2(own.warning.isEmpty(), qPrintable(own.warning));
        QCOMPARE(own.path, m_catalogFile);
        QCOMPARE(own.catalog.instances.size(), engine::builtinCatalog().instances.size() + 1);
        QCOMPARE(own.catalog.findInstance("lab/box")->gpus, 4);

        // Without SCALEPLAN_CATALOG: $XDG_CONFIG_HOME/scaleplan/catalog.json.
        qunsetenv("SCALEPLAN_CATALOG");
        const QString xdgFile = m_config.filePath(QStringLiteral("config/scaleplan/catalog.json"));
        QCOMPARE(UserCatalog::path(), xdgFile);
        QVERIFY(writeFile(xdgFile, kOwnCatalog));
        QVERIFY(UserCatalog::load().catalog.findInstance("lab/box") != nullptr);
        QVERIFY(QFile::remove(xdgFile));
    }

    void startUpSurvivesAMalformedUserCatalog()
    {
        // A negative memory size: the built-in catalog, and a message naming the file, the
        // JSON path and the rule.
        QVERIFY(writeFile(m_catalogFile, R"({"format": "scaleplan.catalog", "version": 1,
            "gpus": [{"id": "x", "memory_gb": -24, "memory_bandwidth_gbs": 900,
                      "tflops": {"fp32": 1}}]})"));
        const UserCatalogLoad bad = UserCatalog::load();
        QCOMPARE(bad.catalog.gpus.size(), engine::builtinCatalog().gpus.size());
        QVERIFY(bad.catalog.findGpu("x") == nullptr);
        QVERIFY2(bad.warning.contains(QDir::toNativeSeparators(m_catalogFile)),
                 qPrintable(bad.warning));
        QVERIFY2(bad.warning.contains(QStringLiteral("gpus[0].memory_gb: ")),
                 qPrintable(bad.warning));
        QVERIFY2(bad.warning.contains(QStringLiteral("built-in catalog")), qPrintable(bad.warning));

        // Not JSON at all, and not a catalog: the same fallback, each with its reason.
        QVERIFY(writeFile(m_catalogFile, "[1, 2"));
        const UserCatalogLoad syntax = UserCatalog::load();
        QCOMPARE(syntax.catalog.instances.size(), engine::builtinCatalog().instances.size());
        QVERIFY(syntax.warning.contains(QDir::toNativeSeparators(m_catalogFile)));
        QVERIFY(writeFile(m_catalogFile, R"({"format": "scaleplan.scenario", "version": 1})"));
        const UserCatalogLoad wrong = UserCatalog::load();
        QVERIFY2(wrong.warning.contains(QStringLiteral("format: ")), qPrintable(wrong.warning));
        QVERIFY(wrong.warning.contains(QStringLiteral("scaleplan.catalog")));
    }

private:
    QTemporaryDir m_config;
    QString m_catalogFile; ///< $SCALEPLAN_CATALOG of the running test (not created)
};

QTEST_MAIN(TestThisMachinePanel)
#include "TestThisMachinePanel.moc"
