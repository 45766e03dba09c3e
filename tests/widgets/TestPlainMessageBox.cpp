// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text from a file reaches message boxes as plain text: an unknown key that looks like
// HTML is shown as typed, never rendered.
#include "MainWindow.h"
#include "PlainMessageBox.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace scaleplan;

namespace {

/// What the next modal message box shows; it is closed once read.
struct SeenBox
{
    bool shown = false;
    Qt::TextFormat format = Qt::AutoText;
    QString text;
};

void readNextBox(SeenBox *seen)
{
    QTimer::singleShot(0, [seen] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box == nullptr) {
            readNextBox(seen);
            return;
        }
        seen->shown = true;
        seen->format = box->textFormat();
        seen->text = box->text();
        box->done(QMessageBox::Ok);
    });
}

} // namespace

class TestPlainMessageBox : public QObject
{
    Q_OBJECT

private slots:
    void boxesShowPlainText();
    void openingAFileWithAnHtmlKeyShowsItAsText();
};

void TestPlainMessageBox::boxesShowPlainText()
{
    SeenBox seen;
    readNextBox(&seen);
    PlainMessageBox::warning(nullptr, QStringLiteral("t"), QStringLiteral("<b>bold</b>"));
    QVERIFY(seen.shown);
    QCOMPARE(seen.format, Qt::PlainText);
    QCOMPARE(seen.text, QStringLiteral("<b>bold</b>"));
}

void TestPlainMessageBox::openingAFileWithAnHtmlKeyShowsItAsText()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hostile.scaleplan.json"));
    QFile example(QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/examples/llama3-8b-p5-spot.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray text = example.readAll();
    text.replace(R"("model": {)",
                 R"("model": {"<h1 style=color:red>x<a href=http://example.com>y</a></h1>": 1, )");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    ScenarioDocument document(engine::builtinCatalog());
    MainWindow window(&document);
    SeenBox seen;
    readNextBox(&seen);
    QVERIFY(!window.openFile(path));
    QVERIFY(seen.shown);
    QCOMPARE(seen.format, Qt::PlainText);
    QVERIFY2(seen.text.contains(QStringLiteral("<h1 style=color:red>")), qPrintable(seen.text));
}

QTEST_MAIN(TestPlainMessageBox)
#include "TestPlainMessageBox.moc"
