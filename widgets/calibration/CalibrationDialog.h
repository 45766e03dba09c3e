// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file CalibrationDialog.h
/// \brief Tools > Calibrate from Measurements: paste or open a CSV of step times measured
/// at small scale, fit the hardware factors, look at the fit and its residuals, see the
/// extrapolation to the scenario's scale with its band, and save the fitted system as a
/// user catalog entry.

#include "scaleplan/engine/Calibration.h"
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

#include <QDialog>
#include <QString>

#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace scaleplan {

class CalibrationChart;
class ScenarioDocument;

class CalibrationDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CalibrationDialog)

public:
    CalibrationDialog(const engine::Scenario &base, const engine::Catalog &catalog,
                      QWidget *parent = nullptr);
    /// On \p document's scenario and catalog; saving also puts the fitted entries into the
    /// document's catalog (ScenarioDocument::replaceCatalog), so they can be chosen at once.
    explicit CalibrationDialog(ScenarioDocument *document, QWidget *parent = nullptr);
    ~CalibrationDialog() override;

    /// The user catalog file saving writes to: UserCatalog::path() (SCALEPLAN_CATALOG, else
    /// $XDG_CONFIG_HOME/scaleplan/catalog.json, as the command line reads it).
    static QString defaultCatalogPath();
    void setCatalogPath(const QString &path) { m_catalogPath = path; }

    void setCsvText(const QString &text);
    /// Parses the CSV and fits; false (with the message shown) when the CSV is malformed.
    bool fit();
    /// Writes the fitted entries into the user catalog atomically; false with a message.
    bool saveToCatalog();

    const std::optional<engine::CalibrationFit> &currentFit() const { return m_fit; }
    const std::vector<engine::Extrapolation> &extrapolation() const { return m_extrapolation; }
    QString message() const;
    QTableWidget *factorTable() const { return m_factors; }
    QTableWidget *pointTable() const { return m_points; }
    CalibrationChart *chart() const { return m_chart; }

private:
    void openCsv();
    void showFit();
    void showError(const QString &text);

    engine::Scenario m_base;
    const engine::Catalog &m_catalog;
    ScenarioDocument *m_document = nullptr;
    QString m_catalogPath;
    std::optional<engine::CalibrationFit> m_fit;
    std::vector<engine::Extrapolation> m_extrapolation;
    QPlainTextEdit *m_csv = nullptr;
    QLabel *m_message = nullptr;
    QTableWidget *m_factors = nullptr;
    QTableWidget *m_points = nullptr;
    CalibrationChart *m_chart = nullptr;
    QLineEdit *m_name = nullptr;
    QPushButton *m_save = nullptr;
};

} // namespace scaleplan
