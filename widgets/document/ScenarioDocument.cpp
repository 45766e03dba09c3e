// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/ScenarioDocument.h"

#include "common/Texts.h"
#include "document/ScenarioEdits.h"
#include "document/TextFile.h"

#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/ScenarioName.h"

#include <QFile>
#include <QFileInfo>
#include <QThreadPool>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

namespace scaleplan {

namespace {

/// One scenario edit: the scenario before and after. Edits of the same merge kind that
/// follow each other merge (a slider drag is one step); an edit that ends where it began
/// becomes obsolete and leaves the stack.
class SetScenarioCommand final : public QUndoCommand
{
public:
    SetScenarioCommand(ScenarioDocument *document, const QString &text, int mergeId,
                       engine::Scenario before, engine::Scenario after)
        : QUndoCommand(text)
        , m_document(document)
        , m_mergeId(mergeId)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }

    int id() const override { return m_mergeId; }
    void undo() override { m_document->applyFromHistory(m_before); }
    void redo() override { m_document->applyFromHistory(m_after); }

    bool mergeWith(const QUndoCommand *other) override
    {
        if (other->id() != id())
            return false;
        m_after = static_cast<const SetScenarioCommand *>(other)->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    ScenarioDocument *m_document;
    int m_mergeId;
    engine::Scenario m_before;
    engine::Scenario m_after;
};

} // namespace

ScenarioDocument::ScenarioDocument(const engine::Catalog &catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(catalog)
    , m_scenario(defaultScenario(catalog))
    , m_undo(new QUndoStack(this))
    , m_recompute(new QTimer(this))
{
    m_recompute->setSingleShot(true);
    m_recompute->setInterval(0);
    connect(m_recompute, &QTimer::timeout, this, &ScenarioDocument::recompute);
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    recompute();
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::edit(const QString &text, Merge merge,
                            const std::function<void(engine::Scenario &)> &change)
{
    engine::Scenario after = m_scenario;
    change(after);
    if (after == m_scenario)
        return;
    // A name nobody typed says what the scenario is, so it follows the change (window
    // title, report, file names, launch scripts).
    if (after.name == m_scenario.name && engine::hasDerivedName(m_scenario, m_catalog))
        after.name = engine::derivedScenarioName(after, m_catalog);
    m_undo->push(
        new SetScenarioCommand(this, text, static_cast<int>(merge), m_scenario, std::move(after)));
}

void ScenarioDocument::setNodes(std::int64_t nodes, const QString &text)
{
    edit(text, Merge::Nodes, [nodes](engine::Scenario &s) { withNodes(s, nodes); });
}

QString ScenarioDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return QString::fromStdString(m_scenario.name.empty()
                                      ? engine::derivedScenarioName(m_scenario, m_catalog)
                                      : m_scenario.name);
}

Goal ScenarioDocument::goal() const
{
    return {m_scenario.goal.budgetUsd.value_or(0), m_scenario.goal.deadlineH.value_or(0)};
}

void ScenarioDocument::setBudget(std::optional<double> usd)
{
    if (usd && !(*usd > 0))
        usd.reset();
    edit(tr("Change budget"), Merge::Budget,
         [usd](engine::Scenario &s) { s.goal.budgetUsd = usd; });
}

void ScenarioDocument::setDeadline(std::optional<double> hours)
{
    if (hours && !(*hours > 0))
        hours.reset();
    edit(tr("Change deadline"), Merge::Deadline,
         [hours](engine::Scenario &s) { s.goal.deadlineH = hours; });
}

void ScenarioDocument::setGoal(const Goal &goal)
{
    setBudget(goal.budgetUsd);
    setDeadline(goal.deadlineH);
}

void ScenarioDocument::reset(const engine::Scenario &scenario, const QString &filePath)
{
    m_undo->clear();
    m_filePath = filePath;
    // A scenario without a name gets the one derived from it, which then follows its edits.
    engine::Scenario named = scenario;
    if (named.name.empty())
        named.name = engine::derivedScenarioName(named, m_catalog);
    setScenarioInternal(named);
    m_undo->setClean();
    emit filePathChanged(m_filePath);
    emit modifiedChanged(false);
}

void ScenarioDocument::markUnsaved()
{
    m_undo->resetClean();
    emit modifiedChanged(true);
}

bool ScenarioDocument::isModified() const
{
    return !m_undo->isClean();
}

bool ScenarioDocument::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = TextFile::readBounded(file);
    const engine::ScenarioLoad loaded = engine::parseScenario(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), m_catalog);
    if (!loaded.scenario) {
        // In the window's language, the field by its label, as every other message.
        *error = tr("%1 is not a valid scenario: %2").arg(path, diagnosticLine(loaded.error));
        return false;
    }
    reset(*loaded.scenario, path);
    return true;
}

bool ScenarioDocument::save(const QString &path, QString *error)
{
    // On any failure the file on disk and the document's unsaved state stay as they were.
    if (const int failure = TextFile::replace(path, engine::scenarioToJson(m_scenario));
        failure != 0) {
        *error = tr("%1 could not be saved: %2").arg(path, TextFile::systemError(failure));
        return false;
    }
    m_undo->setClean();
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    return true;
}

void ScenarioDocument::applyFromHistory(const engine::Scenario &scenario)
{
    setScenarioInternal(scenario);
}

void ScenarioDocument::replaceCatalog(engine::Catalog catalog)
{
    QThreadPool::globalInstance()->waitForDone(); // chart workers hold &m_catalog
    m_catalog = std::move(catalog);
    m_catalogReplaced = true;
    emit catalogChanged();
    m_recompute->start();
}

void ScenarioDocument::setScenarioInternal(const engine::Scenario &scenario)
{
    const bool goalChanges = !(scenario.goal == m_scenario.goal);
    m_scenario = scenario;
    emit scenarioChanged();
    if (goalChanges)
        emit goalChanged();
    m_recompute->start();
}

void ScenarioDocument::recompute()
{
    // A node count or dp of its own changes the estimate, not the sweeps: they are reused.
    const ScenarioAnalysis *previous = m_catalogReplaced ? nullptr : m_analysis.get();
    m_analysis = std::make_shared<const ScenarioAnalysis>(
        analyzeScenario(m_scenario, m_catalog, SweepScope::AllInstances, previous));
    m_catalogReplaced = false;
    emit resultChanged();
}

engine::Scenario defaultScenario(const engine::Catalog &catalog)
{
    QFile file(QStringLiteral(":/scenarios/default.scaleplan.json"));
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = file.readAll();
        const engine::ScenarioLoad loaded = engine::parseScenario(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), catalog);
        if (loaded.scenario) {
            engine::Scenario scenario = *loaded.scenario;
            scenario.name = engine::derivedScenarioName(scenario, catalog); // follows edits
            return scenario;
        }
    }
    return {};
}

} // namespace scaleplan
