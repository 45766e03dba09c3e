// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/InputPanels.h"

#include "common/Controls.h"
#include "common/Texts.h"
#include "document/LayoutFixes.h"
#include "document/ScenarioDocument.h"
#include "panels/ClusterGroup.h"
#include "panels/DataGroup.h"
#include "panels/GoalGroup.h"
#include "panels/ModelGroup.h"
#include "panels/PanelGroup.h"
#include "panels/ParallelGroup.h"
#include "panels/ScaleGroup.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace scaleplan {

namespace {

/// What to show beside the inputs: the problem that stops the estimate, else the
/// estimate's errors, else its warnings (notes stay in the summary).
std::vector<engine::Diagnostic> inlineDiagnostics(const ScenarioDocument &document)
{
    if (document.problem())
        return {*document.problem()};
    std::vector<engine::Diagnostic> shown;
    for (const engine::Severity severity : {engine::Severity::Error, engine::Severity::Warning}) {
        for (const engine::Diagnostic &issue : document.result().issues) {
            if (issue.severity == severity)
                shown.push_back(issue);
        }
    }
    return shown;
}

} // namespace

InputPanels::InputPanels(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_unplaced = new QLabel(this);
    m_unplaced->setWordWrap(true);
    m_unplaced->setTextFormat(Qt::RichText);
    m_unplaced->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_unplaced->setStyleSheet(QStringLiteral("color: %1;").arg(errorColor()));
    m_unplaced->hide();
    layout->addWidget(m_unplaced);
    m_model = new ModelGroup(document, this);
    // A manager's order: the goal, what is trained and on how much data, on what and how
    // many machines bought how, then the layout.
    m_groups = {new GoalGroup(document, this),  m_model,
                new DataGroup(document, this),  new ClusterGroup(document, this),
                new ScaleGroup(document, this), new ParallelGroup(document, this)};
    for (PanelGroup *group : m_groups) {
        layout->addWidget(group);
        connect(group, &PanelGroup::fixRequested, this, &InputPanels::applyLayoutFix);
    }
    connect(m_unplaced, &QLabel::linkActivated, this, &InputPanels::applyLayoutFix);
    layout->addStretch(1);

    connect(document, &ScenarioDocument::scenarioChanged, this, &InputPanels::updateFromScenario);
    connect(document, &ScenarioDocument::resultChanged, this, &InputPanels::updateFromResult);
    updateFromScenario();
    updateFromResult();
}

InputPanels::~InputPanels() = default;

bool InputPanels::importHuggingFace(const QString &path)
{
    return m_model->importHuggingFaceFile(path);
}

void InputPanels::updateFromScenario()
{
    for (PanelGroup *group : m_groups)
        group->updateFromScenario();
}

void InputPanels::updateFromResult()
{
    for (PanelGroup *group : m_groups)
        group->updateFromResult();
    showDiagnostics();
}

QString InputPanels::layoutFixText() const
{
    const auto &fix = m_document->analysis()->fix;
    return fix ? scaleplan::layoutFixText(*fix) : QString();
}

bool InputPanels::applyLayoutFix()
{
    return scaleplan::applyLayoutFix(*m_document);
}

void InputPanels::showDiagnostics()
{
    // The change that makes the layout run goes with the first error shown, as a link.
    QString fix = layoutFixText();
    QString unplaced;
    std::vector<PanelGroup *> used;
    for (const engine::Diagnostic &d : inlineDiagnostics(*m_document)) {
        PanelGroup *owner = nullptr;
        for (PanelGroup *group : m_groups) {
            if (group->hasField(d.field))
                owner = group;
        }
        const bool withFix = !fix.isEmpty() && d.severity == engine::Severity::Error;
        if (owner == nullptr && m_document->problem())
            unplaced = withFix ? fixMessageHtml(diagnosticLine(d), fix)
                               : diagnosticLine(d).toHtmlEscaped();
        if (owner == nullptr || std::find(used.begin(), used.end(), owner) != used.end())
            continue; // one message per group: the first (most severe) wins
        owner->showDiagnostic(d, withFix ? fix : QString());
        if (withFix)
            fix.clear();
        used.push_back(owner);
    }
    // A fix whose message no row holds goes above the inputs.
    if (unplaced.isEmpty() && !fix.isEmpty()) {
        if (const auto &problem = m_document->problem())
            unplaced = fixMessageHtml(diagnosticLine(*problem), fix);
        else
            unplaced = QStringLiteral("<a href=\"fix\"><b>%1</b></a>").arg(fix.toHtmlEscaped());
    }
    if (unplaced.isEmpty()) {
        m_unplaced->hide();
    } else {
        if (m_unplaced->text() != unplaced)
            m_unplaced->setText(unplaced);
        m_unplaced->show();
    }
    for (PanelGroup *group : m_groups) {
        if (std::find(used.begin(), used.end(), group) == used.end())
            group->clearDiagnostic();
    }
}

} // namespace scaleplan
