// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace scaleplan {

/// Help > Model and Sources (F1): the project's documents, built into the program, read in
/// the window: how the estimate is made and where every constant comes from (model.md), the
/// planner, risk, calibration, probe, report, launch files and the scenario format, each
/// with its sections to jump to. The tooltips that name "docs/model.md 6.4" point here.
class DocumentationDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DocumentationDialog)

public:
    explicit DocumentationDialog(QWidget *parent = nullptr);
    ~DocumentationDialog() override;

    /// The documents in the order listed, as resource file names ("model.md", ...).
    static QStringList documents();
    /// The title of \p document: its first heading.
    static QString title(const QString &document);
    /// The section headings ("## ...") of \p document as they read rendered, in order.
    static QStringList sections(const QString &document);

    /// Shows \p document ("model.md"); false if there is no such document.
    bool showDocument(const QString &document);
    /// Shows \p document scrolled to its section \p heading (one of sections()); false if
    /// either is missing.
    bool showSection(const QString &document, const QString &heading);
    /// The document shown.
    QString currentDocument() const;
    /// Selects the next match of \p text after the cursor, wrapping to the top; false (and
    /// says so in the status line) where the document has none.
    bool findNext(const QString &text);

    /// The browser (for tests).
    QTextBrowser *browser() const { return m_browser; }

private:
    /// Loads the document \p item stands for and scrolls to its section, if it is one.
    void open(const QTreeWidgetItem *item);
    /// Makes \p item current and opens it.
    void select(QTreeWidgetItem *item);
    /// Scrolls the browser so that the heading block reading \p heading is at the top.
    void scrollToHeading(const QString &heading);

    QTreeWidget *m_tree = nullptr;
    QString m_shown; ///< the document in the browser
    QTextBrowser *m_browser = nullptr;
    QLineEdit *m_find = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace scaleplan
