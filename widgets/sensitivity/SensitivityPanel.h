// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file SensitivityPanel.h
/// \brief The "Sensitivity" dock: how far the expected time or cost moves with each
/// hardware rate, price and reliability input 10% lower and higher (engine::sensitivity(),
/// docs/model.md 9.6), as bars and as a table. It follows edits while it is shown.

#include "scaleplan/engine/Sensitivity.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QMainWindow;
class QMenu;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace scaleplan {

class ScenarioDocument;
class SensitivityChart;

class SensitivityPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SensitivityPanel)

public:
    explicit SensitivityPanel(ScenarioDocument *document, QWidget *parent = nullptr);
    ~SensitivityPanel() override;

    const engine::Sensitivity &sensitivity() const { return m_sensitivity; }
    QComboBox *measureBox() const { return m_measure; }
    QSpinBox *stepBox() const { return m_step; }
    SensitivityChart *chart() const { return m_chart; }
    QTableWidget *table() const { return m_table; }
    QLabel *statusLabel() const { return m_status; }

protected:
    /// A hidden panel computes nothing; showing it catches up.
    void showEvent(QShowEvent *event) override;

private:
    void recompute();
    void showChart();
    void fillTable();

    ScenarioDocument *m_document;
    engine::Sensitivity m_sensitivity;
    QLabel *m_status = nullptr;
    QComboBox *m_measure = nullptr;
    QSpinBox *m_step = nullptr; ///< percent each input is moved
    SensitivityChart *m_chart = nullptr;
    QTableWidget *m_table = nullptr;
    QTimer *m_debounce = nullptr;
    bool m_stale = true;
};

/// Adds the dock (hidden) and View > Sensitivity (Ctrl+Shift+I) to \p window.
void installSensitivity(QMainWindow *window, ScenarioDocument *document, QMenu *view);

} // namespace scaleplan
