// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/DocumentationDialog.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace scaleplan {

namespace {

constexpr int kDocumentRole = Qt::UserRole;
constexpr int kHeadingRole = Qt::UserRole + 1;

/// The Markdown of \p document from the resources ("" if absent).
QString markdownOf(const QString &document)
{
    QFile file(QStringLiteral(":/docs/") + document);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/// The text of heading line \p line after its \p marker ("# ", "## "), as the rendered
/// document reads it: without the code and emphasis marks.
QString headingText(const QString &line, const QString &marker)
{
    QString text = line.mid(marker.size()).trimmed();
    text.remove(QLatin1Char('`'));
    text.remove(QStringLiteral("**"));
    return text;
}

/// The headings of \p markdown that start with \p marker, outside code blocks.
QStringList headings(const QString &markdown, const QString &marker)
{
    QStringList found;
    bool inCode = false;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("```")))
            inCode = !inCode;
        else if (!inCode && line.startsWith(marker))
            found.append(headingText(line, marker));
    }
    return found;
}

/// The first "# " heading of \p markdown, else \p fallback.
QString titleOf(const QString &markdown, const QString &fallback)
{
    const QStringList titles = headings(markdown, QStringLiteral("# "));
    return titles.isEmpty() ? fallback : titles.first();
}

} // namespace

QStringList DocumentationDialog::documents()
{
    return {QStringLiteral("model.md"),          QStringLiteral("planner.md"),
            QStringLiteral("risk.md"),           QStringLiteral("prices.md"),
            QStringLiteral("calibration.md"),    QStringLiteral("probe.md"),
            QStringLiteral("report.md"),         QStringLiteral("launch.md"),
            QStringLiteral("scenario-format.md")};
}

QString DocumentationDialog::title(const QString &document)
{
    return titleOf(markdownOf(document), document);
}

QStringList DocumentationDialog::sections(const QString &document)
{
    return headings(markdownOf(document), QStringLiteral("## "));
}

DocumentationDialog::DocumentationDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Model and Sources"));
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderHidden(true);
    m_tree->setWordWrap(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (const QString &document : documents()) {
        const QString markdown = markdownOf(document);
        const QString name = titleOf(markdown, document);
        auto *top = new QTreeWidgetItem(m_tree, {name});
        top->setData(0, kDocumentRole, document);
        top->setToolTip(0, name + QStringLiteral(" (docs/") + document + QLatin1Char(')'));
        for (const QString &heading : headings(markdown, QStringLiteral("## "))) {
            auto *section = new QTreeWidgetItem(top, {heading});
            section->setData(0, kDocumentRole, document);
            section->setData(0, kHeadingRole, heading);
            section->setToolTip(0, heading);
        }
    }
    m_browser = new QTextBrowser(this);
    // Web addresses open in the browser, a link to another document here; nothing else
    // replaces the page.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QStringLiteral("http") || url.scheme() == QStringLiteral("https"))
            QDesktopServices::openUrl(url);
        else
            showDocument(url.fileName());
    });
    m_browser->document()->setDocumentMargin(12);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_browser);
    splitter->setSizes({360, 740});

    m_find = new QLineEdit(this);
    m_find->setPlaceholderText(tr("Find in this document (Enter: next match)"));
    m_find->setClearButtonEnabled(true);
    m_status = new QLabel(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *findRow = new QHBoxLayout;
    findRow->addWidget(m_find, 1);
    findRow->addWidget(m_status, 1);
    findRow->addWidget(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(findRow);

    connect(m_tree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { open(item); });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(m_find->text()); });
    auto *find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        m_find->setFocus();
        m_find->selectAll();
    });
    addAction(find);
    auto *again = new QAction(this);
    again->setShortcut(QKeySequence::FindNext);
    connect(again, &QAction::triggered, this, [this] { findNext(m_find->text()); });
    addAction(again);

    resize(1100, 760);
    m_tree->setCurrentItem(m_tree->topLevelItem(0));
}

DocumentationDialog::~DocumentationDialog() = default;

void DocumentationDialog::open(const QTreeWidgetItem *item)
{
    if (!item)
        return;
    const QString document = item->data(0, kDocumentRole).toString();
    if (document != m_shown) {
        m_browser->setMarkdown(markdownOf(document));
        m_shown = document;
        m_status->clear();
    }
    const QString heading = item->data(0, kHeadingRole).toString();
    if (heading.isEmpty())
        m_browser->verticalScrollBar()->setValue(0);
    else
        scrollToHeading(heading);
}

void DocumentationDialog::select(QTreeWidgetItem *item)
{
    if (m_tree->currentItem() == item)
        open(item); // shown again from its start or heading
    else
        m_tree->setCurrentItem(item); // opens it through currentItemChanged
}

void DocumentationDialog::scrollToHeading(const QString &heading)
{
    QTextDocument *text = m_browser->document();
    for (QTextBlock block = text->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0 && block.text() == heading) {
            m_browser->setTextCursor(QTextCursor(block));
            const QRectF box = text->documentLayout()->blockBoundingRect(block);
            m_browser->verticalScrollBar()->setValue(static_cast<int>(box.top()));
            return;
        }
    }
}

bool DocumentationDialog::showDocument(const QString &document)
{
    return showSection(document, QString());
}

bool DocumentationDialog::showSection(const QString &document, const QString &heading)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = m_tree->topLevelItem(i);
        if (top->data(0, kDocumentRole).toString() != document)
            continue;
        if (heading.isEmpty()) {
            select(top);
            return true;
        }
        for (int j = 0; j < top->childCount(); ++j) {
            QTreeWidgetItem *section = top->child(j);
            if (section->data(0, kHeadingRole).toString() == heading) {
                select(section);
                return true;
            }
        }
    }
    return false;
}

QString DocumentationDialog::currentDocument() const
{
    return m_shown;
}

bool DocumentationDialog::findNext(const QString &text)
{
    if (text.isEmpty()) {
        m_status->clear();
        return false;
    }
    if (m_browser->find(text)) {
        m_status->clear();
        return true;
    }
    // Wrap to the top once.
    QTextCursor cursor = m_browser->textCursor();
    cursor.movePosition(QTextCursor::Start);
    m_browser->setTextCursor(cursor);
    if (m_browser->find(text)) {
        m_status->setText(tr("Continued from the top."));
        return true;
    }
    m_status->setText(tr("\"%1\" is not in this document.").arg(text));
    return false;
}

} // namespace scaleplan
