// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"
#include "scaleplan/engine/Validation.h"

#include <QDialog>

#include <cstddef>
#include <vector>

class QStandardItemModel;

namespace scaleplan {

/// Help > Accuracy Against Published Runs: every bundled published run with what it
/// measured, what the engine estimates for it and the difference, in sample and held out
/// (the model's chosen constants refit without the run's source); the held-out errors by
/// kind of run and the band of the open scenario; the runs most like it first and in bold,
/// each run's source in its tooltip.
class AccuracyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccuracyDialog)

public:
    /// Columns of the table.
    enum Column { Run, Name, Gpus, Measured, Estimated, Error, HeldOut, ColumnCount };

    AccuracyDialog(const engine::Scenario &scenario, const engine::Catalog &catalog,
                   QWidget *parent = nullptr);
    ~AccuracyDialog() override;

    /// The table (for tests).
    QStandardItemModel *model() const { return m_model; }

private:
    /// One row a run, \p near (indices into \p report's rows) first and in bold.
    void fillModel(const engine::ValidationReport &report, const std::vector<std::size_t> &near,
                   const engine::Catalog &catalog);

    QStandardItemModel *m_model = nullptr;
};

} // namespace scaleplan
