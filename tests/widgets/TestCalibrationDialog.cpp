// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Calibrate from Measurements: fits a CSV, shows factors, residuals and the band,
// names the line of a malformed CSV, and saves an entry the catalog reader accepts; opened
// on a document, the saved entry is in the document's catalog (and the cluster list) at once.
#include "calibration/CalibrationDialog.h"
#include "charts/CalibrationChart.h"
#include "document/ScenarioDocument.h"
#include "panels/ClusterGroup.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace scaleplan;

namespace {

engine::Scenario baseScenario()
{
    const char *json = R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama2-7b"},
      "training": {"tokens": 1e11, "global_batch": 1024, "micro_batch": 1},
      "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 16},
      "parallel": {"tp": 1, "pp": 1, "zero": 1},
      "communication": {"overlap_gradients": false}})";
    return *engine::parseScenario(json, engine::builtinCatalog()).scenario;
}

/// Step times the catalog itself predicts, 10% slower (a GEMM rate 10% below the catalog's
/// shows as ~10% longer steps).
QString measurementsCsv()
{
    const engine::Scenario base = baseScenario();
    QString csv = QStringLiteral("gpus,nodes,step_time_s\n");
    for (const auto &[gpus, nodes] : {std::pair{1, 1}, {2, 1}, {4, 1}, {8, 1}, {16, 2}, {32, 4}}) {
        engine::Scenario s = base;
        s.cluster.instance.clear();
        s.cluster.gpu = "a100-sxm4-40gb";
        s.cluster.gpusPerNode = gpus / nodes;
        s.cluster.nodes = nodes;
        s.cluster.interNodeGbps = 400;
        const double step = engine::estimate(s, engine::builtinCatalog()).stepTimeS * 1.1;
        csv += QStringLiteral("%1,%2,%3\n").arg(gpus).arg(nodes).arg(step, 0, 'g', 12);
    }
    return csv;
}

} // namespace

class TestCalibrationDialog : public QObject
{
    Q_OBJECT

private slots:
    void fitShowsFactorsResidualsAndBand();
    void malformedCsvNamesTheLine();
    void savesAnEntryTheCatalogAccepts();
    void savedEntryIsInTheOpenDocument();
};

void TestCalibrationDialog::fitShowsFactorsResidualsAndBand()
{
    CalibrationDialog dialog(baseScenario(), engine::builtinCatalog());
    dialog.setCsvText(measurementsCsv());
    QVERIFY2(dialog.fit(), qPrintable(dialog.message()));
    QVERIFY(dialog.currentFit().has_value());
    QCOMPARE(dialog.pointTable()->rowCount(), 6);
    QCOMPARE(dialog.pointTable()->item(0, 0)->text(), QStringLiteral("2")); // CSV line
    QCOMPARE(dialog.factorTable()->rowCount(), 4);
    QVERIFY(!dialog.factorTable()->item(0, 0)->text().isEmpty());
    // Every step 10% slower: the fit leaves small residuals.
    for (const engine::FittedPoint &p : dialog.currentFit()->points)
        QVERIFY2(std::abs(p.residual) < 0.03, qPrintable(QString::number(p.residual)));
    QVERIFY(!dialog.extrapolation().empty());
    QVERIFY(dialog.chart()->bandPointCount() > 0);
    QVERIFY(dialog.message().contains(QStringLiteral("128"))); // the scenario's 16 x 8 GPUs
    dialog.resize(1100, 760);
    const QImage shot = dialog.grab().toImage();
    QVERIFY(!shot.isNull());
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS"))
        shot.save(qEnvironmentVariable("SCALEPLAN_SHOTS") + QStringLiteral("/calibration.png"));
}

void TestCalibrationDialog::malformedCsvNamesTheLine()
{
    CalibrationDialog dialog(baseScenario(), engine::builtinCatalog());
    dialog.setCsvText(QStringLiteral("gpus,step_time_s\n1,0.5\n2,0.3\n4,abc\n"));
    QVERIFY(!dialog.fit());
    QVERIFY(!dialog.currentFit().has_value());
    QVERIFY2(dialog.message().startsWith(QStringLiteral("line 4, column step_time_s: ")),
             qPrintable(dialog.message()));
    QVERIFY(dialog.message().contains(QStringLiteral("abc")));
}

void TestCalibrationDialog::savesAnEntryTheCatalogAccepts()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/catalog.json"));
    CalibrationDialog dialog(baseScenario(), engine::builtinCatalog());
    dialog.setCatalogPath(path);
    QVERIFY(!dialog.saveToCatalog()); // nothing fitted yet
    dialog.setCsvText(measurementsCsv());
    QVERIFY(dialog.fit());
    QVERIFY2(dialog.saveToCatalog(), qPrintable(dialog.message()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const engine::CatalogLoad load
        = engine::overlayCatalog(engine::builtinCatalog(), file.readAll().toStdString());
    QVERIFY(load.catalog.has_value());
    QVERIFY(load.catalog->findInstance("aws/p4d.24xlarge-calibrated") != nullptr);

    // A file that is not a catalog is left alone, with a message naming it.
    QFile other(path);
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("[1, 2, 3]");
    other.close();
    QVERIFY(!dialog.saveToCatalog());
    QVERIFY(dialog.message().contains(QStringLiteral("not a Scaleplan catalog")));
    QFile unchanged(path);
    QVERIFY(unchanged.open(QIODevice::ReadOnly));
    QCOMPARE(unchanged.readAll(), QByteArray("[1, 2, 3]"));
}

void TestCalibrationDialog::savedEntryIsInTheOpenDocument()
{
    // The dialog's default file is the user catalog: $SCALEPLAN_CATALOG, set here.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user/catalog.json"));
    const QByteArray oldCatalog = qgetenv("SCALEPLAN_CATALOG");
    qputenv("SCALEPLAN_CATALOG", path.toUtf8());

    ScenarioDocument document(engine::builtinCatalog());
    document.reset(baseScenario(), QString());
    ClusterGroup cluster(&document, nullptr);
    const auto listsCalibrated = [&cluster] {
        for (const QComboBox *box : cluster.findChildren<QComboBox *>()) {
            for (int i = 0; i < box->count(); ++i) {
                if (box->itemData(i).toString() == QStringLiteral("aws/p4d.24xlarge-calibrated"))
                    return true;
            }
        }
        return false;
    };
    QVERIFY(!listsCalibrated());

    CalibrationDialog dialog(&document);
    QCOMPARE(dialog.defaultCatalogPath(), path);
    dialog.setCsvText(measurementsCsv());
    QVERIFY(dialog.fit());
    QSignalSpy catalogChanged(&document, &ScenarioDocument::catalogChanged);
    QVERIFY2(dialog.saveToCatalog(), qPrintable(dialog.message()));
    QCOMPARE(catalogChanged.count(), 1);
    const engine::Instance *calibrated
        = document.catalog().findInstance("aws/p4d.24xlarge-calibrated");
    QVERIFY(calibrated != nullptr);
    QCOMPARE(calibrated->gpu, std::string("a100-sxm4-40gb-calibrated"));
    QVERIFY(document.catalog().findGpu("a100-sxm4-40gb-calibrated") != nullptr);
    QCOMPARE(document.catalog().instances.size(), engine::builtinCatalog().instances.size() + 1);
    QVERIFY(listsCalibrated());
    QVERIFY(dialog.message().contains(QStringLiteral("instance list now")));
    // The file holds the same entry, so a later session offers it too.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const engine::CatalogLoad reopened
        = engine::overlayCatalog(engine::builtinCatalog(), file.readAll().toStdString());
    QVERIFY(reopened.catalog.has_value());
    QVERIFY(*reopened.catalog->findInstance("aws/p4d.24xlarge-calibrated") == *calibrated);

    if (oldCatalog.isNull())
        qunsetenv("SCALEPLAN_CATALOG");
    else
        qputenv("SCALEPLAN_CATALOG", oldCatalog);
}

QTEST_MAIN(TestCalibrationDialog)
#include "TestCalibrationDialog.moc"
