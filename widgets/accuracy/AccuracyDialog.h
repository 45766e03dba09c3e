// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

#include <QDialog>

class QStandardItemModel;

namespace scaleplan {

/// Help > Accuracy Against Published Runs: every bundled published run with what it
/// measured, what the engine estimates for it and the difference; the runs most like the
/// open scenario first and in bold, each run's source in its tooltip.
class AccuracyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccuracyDialog)

public:
    /// Columns of the table.
    enum Column { Run, Name, Gpus, Measured, Estimated, Error, ColumnCount };

    AccuracyDialog(const engine::Scenario &scenario, const engine::Catalog &catalog,
                   QWidget *parent = nullptr);
    ~AccuracyDialog() override;

    /// The table (for tests).
    QStandardItemModel *model() const { return m_model; }

private:
    QStandardItemModel *m_model = nullptr;
};

} // namespace scaleplan
