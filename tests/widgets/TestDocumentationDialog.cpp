// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Model and Sources: the documents are built into the program and read in the
// window, each under its own title, searchable, and F1 opens them.
#include "MainWindow.h"
#include "document/ScenarioDocument.h"
#include "help/DocumentationDialog.h"

#include "scaleplan/engine/Catalog.h"

#include <QAction>
#include <QKeySequence>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QUrl>

using namespace scaleplan;

class TestDocumentationDialog : public QObject
{
    Q_OBJECT

private slots:
    void everyDocumentIsBuiltIn();
    void sectionsAreListedAndScrolledTo();
    void findsAConstantAndSaysWhereItIsNot();
    void f1OpensIt();
};

void TestDocumentationDialog::everyDocumentIsBuiltIn()
{
    DocumentationDialog dialog;
    QCOMPARE(dialog.currentDocument(), QStringLiteral("model.md"));
    QCOMPARE(DocumentationDialog::title(QStringLiteral("model.md")),
             QStringLiteral("How Scaleplan estimates training time, memory and cost"));
    QCOMPARE(DocumentationDialog::title(QStringLiteral("planner.md")),
             QStringLiteral("The planner"));
    for (const QString &document : DocumentationDialog::documents()) {
        QVERIFY2(dialog.showDocument(document), qPrintable(document));
        QCOMPARE(dialog.currentDocument(), document);
        // Rendered, not shown as source: the first heading's text without its "# ".
        const QString text = dialog.browser()->toPlainText();
        QVERIFY2(text.startsWith(DocumentationDialog::title(document)), qPrintable(document));
        QVERIFY2(text.size() > 4000, qPrintable(document));
    }
    QVERIFY(!dialog.showDocument(QStringLiteral("missing.md")));
    // A link to another document opens it here; one to nothing known leaves the page.
    emit dialog.browser()->anchorClicked(QUrl(QStringLiteral("docs/planner.md")));
    QCOMPARE(dialog.currentDocument(), QStringLiteral("planner.md"));
    emit dialog.browser()->anchorClicked(QUrl(QStringLiteral("elsewhere.txt")));
    QCOMPARE(dialog.currentDocument(), QStringLiteral("planner.md"));
    dialog.showDocument(QStringLiteral("model.md"));
    const QImage shot = dialog.grab().toImage();
    QVERIFY(!shot.isNull());
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS"))
        shot.save(qEnvironmentVariable("SCALEPLAN_SHOTS") + QStringLiteral("/documentation.png"));
}

void TestDocumentationDialog::sectionsAreListedAndScrolledTo()
{
    // model.md's numbered sections, as they read rendered (no code marks).
    const QStringList sections = DocumentationDialog::sections(QStringLiteral("model.md"));
    QVERIFY(sections.contains(QStringLiteral("5. Collectives")));
    QVERIFY(sections.contains(QStringLiteral("12. Constants index")));
    QVERIFY(!sections.contains(QStringLiteral("5.3 Across nodes: one ring of every rank, or for "
                                              "all-reduce the tree, whichever is faster")));
    DocumentationDialog dialog;
    dialog.resize(1100, 760);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.showSection(QStringLiteral("model.md"), QStringLiteral("5. Collectives")));
    // The heading is at the top of the view.
    QTextBrowser *browser = dialog.browser();
    QVERIFY(browser->verticalScrollBar()->value() > 0);
    const QTextCursor top = browser->cursorForPosition(QPoint(20, 20));
    QCOMPARE(top.block().text(), QStringLiteral("5. Collectives"));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS"))
        dialog.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/documentation-section.png"));
    // Back to the document's start; an unknown section or document is refused.
    QVERIFY(dialog.showDocument(QStringLiteral("model.md")));
    QCOMPARE(browser->verticalScrollBar()->value(), 0);
    QVERIFY(!dialog.showSection(QStringLiteral("model.md"), QStringLiteral("99. Nothing")));
    QVERIFY(!dialog.showSection(QStringLiteral("missing.md"), QString()));
}

void TestDocumentationDialog::findsAConstantAndSaysWhereItIsNot()
{
    DocumentationDialog dialog;
    // The NIC efficiency is defined in section 5.4 and listed again in the constants index.
    QVERIFY(dialog.findNext(QStringLiteral("kNicEfficiency")));
    const int first = dialog.browser()->textCursor().position();
    QCOMPARE(dialog.browser()->textCursor().selectedText(), QStringLiteral("kNicEfficiency"));
    QVERIFY(dialog.findNext(QStringLiteral("kNicEfficiency")));
    QVERIFY(dialog.browser()->textCursor().position() > first);
    QVERIFY(!dialog.findNext(QStringLiteral("no such phrase in the model")));
    QVERIFY(!dialog.findNext(QString()));
}

void TestDocumentationDialog::f1OpensIt()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    auto *action = window.findChild<QAction *>(QStringLiteral("modelAndSourcesAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    auto *dialog = window.findChild<DocumentationDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    dialog->close();
}

QTEST_MAIN(TestDocumentationDialog)
#include "TestDocumentationDialog.moc"
