#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs, builds and runs Scaleplan on the built-in default scenario. The desktop
# window arrives with the workbench issue; until then this prints the estimate and the
# node-count sweep of the default scenario.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DSCALEPLAN_BUILD_TESTS=OFF >/dev/null
cmake --build build --target scaleplan-cli
scenario=resources/scenarios/default.scaleplan.json
build/app/cli/scaleplan-cli estimate "$scenario" --format text
echo
echo "Sweep over node counts (CSV):"
build/app/cli/scaleplan-cli sweep "$scenario" --nodes 1:16 --format csv
