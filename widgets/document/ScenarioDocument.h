// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/Goal.h"
#include "document/ScenarioAnalysis.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QTimer;
class QUndoStack;

namespace scaleplan {

/// The open scenario: its inputs, its goal (budget and deadline), the latest estimate, the
/// undo history and the file it lives in. The only place where engine state lives in the
/// window.
class ScenarioDocument : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioDocument)

public:
    /// Identifies a kind of edit; consecutive edits of the same kind merge into one undo
    /// step (a slider drag). Merge::None never merges.
    enum class Merge {
        None = -1,
        Nodes = 1,
        Spot,
        Compression,
        CheckpointInterval,
        Budget,
        Deadline
    };

    explicit ScenarioDocument(const engine::Catalog &catalog, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const engine::Catalog &catalog() const { return m_catalog; }
    const engine::Scenario &scenario() const { return m_scenario; }
    /// The latest estimate; meaningful only while problem() is empty.
    const engine::Result &result() const { return m_analysis->result; }
    /// Why the scenario cannot be estimated (a layout rule it breaks), if it cannot.
    const std::optional<engine::Diagnostic> &problem() const { return m_analysis->problem; }
    /// The latest analysis: the scenario it was made of, its problem or estimate and its
    /// node sweeps on its own and comparable instance types. Made once per edit (with the
    /// estimate; the sweeps only when more than the node count changed) and shared, so
    /// that the charts and the comparison read it instead of estimating again.
    std::shared_ptr<const ScenarioAnalysis> analysis() const { return m_analysis; }
    QUndoStack *undoStack() const { return m_undo; }

    /// The budget and deadline the run has to meet: the scenario's `goal` (Goal group),
    /// saved with it; 0 where none is given.
    Goal goal() const;
    /// Sets the budget (nothing or not above 0: none) as an undoable step; budget edits in
    /// a row merge. goalChanged() follows when it changes.
    void setBudget(std::optional<double> usd);
    /// As setBudget(), for the deadline in hours.
    void setDeadline(std::optional<double> hours);
    /// Sets both bounds (0: none), each its own undo step.
    void setGoal(const Goal &goal);

    /// Applies \p change to a copy of the scenario as one undoable step named \p text.
    /// Does nothing when the change leaves the scenario as it was.
    void edit(const QString &text, Merge merge,
              const std::function<void(engine::Scenario &)> &change);

    /// Sets the node count as one undoable step named \p text, dp derived again
    /// (withNodes()); node changes in a row merge (a slider drag). The node slider and box
    /// and a point picked on the cost-versus-time chart go through here.
    void setNodes(std::int64_t nodes, const QString &text);

    /// Replaces the scenario and clears the history (new document, open file).
    void reset(const engine::Scenario &scenario, const QString &filePath);

    QString filePath() const { return m_filePath; }
    /// What the document is called: its file's name once saved, else the scenario's name
    /// (derived from the scenario when nobody typed one, engine::derivedScenarioName()).
    QString displayName() const;
    /// Marks the document as holding unsaved changes (recovered work).
    void markUnsaved();
    bool isModified() const;

    /// Reads \p path; on failure leaves the document untouched and sets \p error.
    bool load(const QString &path, QString *error);
    /// Writes atomically to \p path (QSaveFile); on failure sets \p error.
    bool save(const QString &path, QString *error);

    /// Sets the scenario from undo/redo (not recorded again).
    void applyFromHistory(const engine::Scenario &scenario);

    /// Replaces the catalog (a "This machine" entry added) and re-estimates. Waits for
    /// background chart work first: it reads the catalog by reference.
    void replaceCatalog(engine::Catalog catalog);

signals:
    /// The inputs changed (immediately, for the controls).
    void scenarioChanged();
    /// A new estimate and analysis are available (throttled to one per event-loop pass).
    void resultChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);
    /// The catalog was replaced (controls that list its entries refill).
    void catalogChanged();
    /// The budget or the deadline changed.
    void goalChanged();

private:
    void setScenarioInternal(const engine::Scenario &scenario);
    void recompute();

    engine::Catalog m_catalog; ///< a copy, so that replaceCatalog() can swap it
    engine::Scenario m_scenario;
    std::shared_ptr<const ScenarioAnalysis> m_analysis;
    bool m_catalogReplaced = false; ///< the analysis's sweeps priced the old catalog
    QUndoStack *m_undo = nullptr;
    QTimer *m_recompute = nullptr;
    QString m_filePath;
};

/// The built-in default scenario (resources/scenarios/default.scaleplan.json).
engine::Scenario defaultScenario(const engine::Catalog &catalog);

} // namespace scaleplan
