#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs, builds and opens the Scaleplan workbench on the built-in default scenario.
# Without a display it says so and writes the default scenario's report instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DSCALEPLAN_BUILD_TESTS=OFF >/dev/null
cmake --build build --target scaleplan scaleplan-cli
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec build/app/gui/scaleplan "$@"
fi
scenario=resources/scenarios/default.scaleplan.json
report=scaleplan-default-report.pdf
echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): writing the default"
echo "scenario's report to $report (and its sweep to scaleplan-default-sweep.csv)"
echo "instead of opening the window."
build/app/cli/scaleplan-cli estimate "$scenario" --format text
build/app/cli/scaleplan-cli report "$scenario" --pdf "$report" --csv scaleplan-default-sweep.csv
echo "Wrote $report and scaleplan-default-sweep.csv."
