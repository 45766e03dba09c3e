// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every model preset on every catalog instance, in the whole window: whatever fits or does
// not, no text on screen (values, notes, tooltips) reads NaN or infinity, and every
// combination either estimates or says why it cannot.
#include "MainWindow.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QAbstractSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTest>

using namespace scaleplan;

namespace {

/// The first text of \p window that reads like a non-finite number, or "".
QString nonFiniteText(const QWidget &window)
{
    static const QRegularExpression word(QStringLiteral("(^|[^a-z])(nan|inf|infinity)([^a-z]|$)"),
                                         QRegularExpression::CaseInsensitiveOption);
    QStringList texts;
    for (const QLabel *label : window.findChildren<QLabel *>())
        texts << label->text() << label->toolTip();
    for (const QAbstractSpinBox *box : window.findChildren<QAbstractSpinBox *>())
        texts << box->text();
    for (const QWidget *widget : window.findChildren<QWidget *>())
        texts << widget->toolTip();
    for (const QString &text : texts) {
        if (text.contains(word))
            return text;
    }
    return {};
}

} // namespace

class TestWindowSweep : public QObject
{
    Q_OBJECT

private slots:
    void everyPresetOnEveryInstance();
};

void TestWindowSweep::everyPresetOnEveryInstance()
{
    const engine::Catalog &catalog = engine::builtinCatalog();
    ScenarioDocument doc(catalog);
    MainWindow window(&doc);
    window.resize(1400, 1000);
    window.show();
    int estimated = 0;
    int refused = 0;
    for (const engine::Preset &preset : catalog.presets) {
        for (const engine::Instance &instance : catalog.instances) {
            doc.edit(QStringLiteral("sweep"), ScenarioDocument::Merge::None,
                     [&](engine::Scenario &s) {
                         s.model = preset.model;
                         s.model.preset = preset.id;
                         s.cluster = {};
                         s.cluster.instance = instance.id;
                         s.cluster.nodes = 4;
                         s.parallel = {};
                     });
            QCoreApplication::processEvents();
            const QString bad = nonFiniteText(window);
            QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 on %2: %3")
                                                   .arg(QString::fromStdString(preset.id),
                                                        QString::fromStdString(instance.id), bad)));
            if (doc.problem())
                ++refused;
            else
                ++estimated;
        }
    }
    qInfo("%d combinations estimated, %d refused with a reason", estimated, refused);
    QVERIFY(estimated > 0);
}

QTEST_MAIN(TestWindowSweep)
#include "TestWindowSweep.moc"
