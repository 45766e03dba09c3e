// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace scaleplan {

/// A vertical scroll area that widens to what its widget needs rather than scrolling
/// sideways: the inputs dock, whose rows grow with the figures they show (a 175-billion-
/// parameter model's count is longer than an 8-billion one's).
class WideningScrollArea : public QScrollArea
{
public:
    explicit WideningScrollArea(QWidget *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Raises the minimum width to the widget's minimum width plus the vertical scrollbar
    /// and the frame; never lowers it, so the dock does not jump back and forth.
    void widenToWidget();
};

} // namespace scaleplan
