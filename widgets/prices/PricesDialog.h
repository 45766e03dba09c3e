// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Catalog.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace scaleplan {

class PriceTableModel;
class ScenarioDocument;

/// Tools > Instance Prices: the catalog's on-demand and spot prices of every instance type,
/// editable. The built-in prices are dated snapshots; what the user enters is saved to the
/// user catalog (atomically, only a file that loads) and replaces the open document's
/// catalog at once, so the cost figures and charts follow.
class PricesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PricesDialog)

public:
    /// Edits the prices of \p document's catalog; saves go to \p catalogPath (by default
    /// the user catalog, UserCatalog::path()).
    explicit PricesDialog(ScenarioDocument *document, QWidget *parent = nullptr,
                          const QString &catalogPath = {});
    ~PricesDialog() override;

    PriceTableModel *model() const { return m_model; }
    /// The table as shown (filtered and sorted).
    QTableView *view() const { return m_view; }
    /// Shows only the instance types whose id or GPU contains \p text.
    void setFilter(const QString &text);
    /// The last message under the table (what was saved, or why not).
    QString message() const;

public slots:
    /// Saves the changed prices; false (and a message naming the file and the cause) when
    /// the user catalog could not be written.
    bool save();
    /// Puts the built-in prices back on the selected rows (saved with the next save).
    void resetSelected();
    /// Merges the GPU instance prices of the SkyPilot catalog file \p path (for \p cloud's
    /// \p region; empty: its default) into the user catalog, dated with the file's
    /// modification date, and applies them at once. False, with a message naming the line
    /// and column or the file, when nothing was imported; refused while prices are edited.
    bool importSkyPilot(const QString &path, const QString &cloud, const QString &region);
    /// Asks for a SkyPilot catalog file, its cloud and region, then imports it.
    void askImport();

protected:
    void done(int result) override;

private:
    void showMessage(const QString &text, bool error);
    void updateButtons();

    ScenarioDocument *m_document;
    QString m_catalogPath;
    PriceTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_import = nullptr;
};

/// Adds Tools > Instance Prices… to \p tools, opening the dialog on \p document.
void installPrices(QWidget *window, ScenarioDocument *document, QMenu *tools);

} // namespace scaleplan
