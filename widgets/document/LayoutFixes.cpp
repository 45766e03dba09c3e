// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/LayoutFixes.h"

#include "common/Format.h"
#include "document/ScenarioDocument.h"

#include <QCoreApplication>

namespace scaleplan {

QString layoutFixText(const engine::LayoutFix &fix)
{
    const QString to = formatCount(static_cast<double>(fix.to));
    switch (fix.knob) {
    case engine::LayoutKnob::DataParallel:
        return QCoreApplication::translate("LayoutFixes", "Derive dp from the GPUs (%1)").arg(to);
    case engine::LayoutKnob::MicroBatch:
        return QCoreApplication::translate("LayoutFixes", "Use micro-batch %1").arg(to);
    case engine::LayoutKnob::GlobalBatch:
        return QCoreApplication::translate("LayoutFixes", "Use global batch %1").arg(to);
    case engine::LayoutKnob::Tp:
        return QCoreApplication::translate("LayoutFixes", "Use tp %1").arg(to);
    case engine::LayoutKnob::Pp:
        return QCoreApplication::translate("LayoutFixes", "Use pp %1").arg(to);
    }
    return {};
}

bool applyLayoutFix(ScenarioDocument &document)
{
    const auto analysis = document.analysis();
    if (!analysis->fix)
        return false;
    const engine::LayoutFix fix = *analysis->fix;
    document.edit(layoutFixText(fix), ScenarioDocument::Merge::None, [fix](engine::Scenario &s) {
        switch (fix.knob) {
        case engine::LayoutKnob::DataParallel:
            break;
        case engine::LayoutKnob::MicroBatch:
            s.training.microBatch = fix.to;
            break;
        case engine::LayoutKnob::GlobalBatch:
            s.training.globalBatch = fix.to;
            break;
        case engine::LayoutKnob::Tp:
            s.parallel.tp = fix.to;
            break;
        case engine::LayoutKnob::Pp:
            s.parallel.pp = fix.to;
            break;
        }
        s.parallel.dp = 0;
    });
    return true;
}

QString fixMessageHtml(const QString &message, const QString &fix)
{
    return QStringLiteral("%1 <a href=\"fix\"><b>%2</b></a>")
        .arg(message.toHtmlEscaped(), fix.toHtmlEscaped());
}

} // namespace scaleplan
