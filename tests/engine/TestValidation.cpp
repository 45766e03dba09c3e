// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Predictions against the bundled published runs (resources/validation).
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Validation.h"

#include <QTest>

#include <cmath>

using namespace scaleplan::engine;

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void everyRunLoadsAndPredicts();
    void accuracyMeetsTargets();
    void reportIsComplete();
};

void TestValidation::everyRunLoadsAndPredicts()
{
    const std::vector<PublishedRun> runs = publishedRuns(builtinCatalog());
    QVERIFY(runs.size() >= 31);
    for (const PublishedRun &run : runs) {
        QVERIFY2(!run.source.empty(), run.id.c_str());
        QVERIFY2(run.measured > 0, run.id.c_str());
    }
}

void TestValidation::accuracyMeetsTargets()
{
    // The targets: a mean absolute error of at most 10% over the bundled runs and
    // no run beyond 20% (docs/model.md, "Accuracy", records where the model stands).
    const ValidationReport report = validate(builtinCatalog());
    for (const ValidationRow &row : report.rows) {
        QVERIFY2(std::isfinite(row.predicted) && row.predicted > 0, row.run.id.c_str());
        QVERIFY2(std::abs(row.error) <= 0.20,
                 qPrintable(QStringLiteral("%1 off by %2%")
                                .arg(QString::fromStdString(row.run.id))
                                .arg(100.0 * row.error)));
    }
    QVERIFY2(report.meanAbsError <= 0.10, qPrintable(QString::number(report.meanAbsError)));
}

void TestValidation::reportIsComplete()
{
    const ValidationReport report = validate(builtinCatalog());
    const std::string text = validationToText(report);
    for (const ValidationRow &row : report.rows)
        QVERIFY(text.find(row.run.id) != std::string::npos);
    QVERIFY(validationToJson(report).find("\"mean_abs_error\"") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestValidation)
#include "TestValidation.moc"
