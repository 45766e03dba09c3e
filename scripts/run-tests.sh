#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs, builds (warnings are errors) and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
if grep -rEl '^\s*#\s*include\s*<Q' engine/; then
    echo "engine/ must not include Qt headers" >&2
    exit 1
fi
# Tests are named for what they test; which issue added them is git's to say.
if grep -rnE '\(issue [0-9]+\)' tests/; then
    echo "tests/ must not mark tests with the issue that added them" >&2
    exit 1
fi
# No engine include runs back up its layers, and no two units include each other.
python3 scripts/check-layers.py
# Every C++ file as .clang-format lays it out.
scripts/check-format.sh
cmake -S . -B build-test -G Ninja -DCMAKE_BUILD_TYPE=Release -DSCALEPLAN_WERROR=ON \
      -DSCALEPLAN_BUILD_TESTS=ON >/dev/null
cmake --build build-test
ctest --test-dir build-test --output-on-failure -j2
