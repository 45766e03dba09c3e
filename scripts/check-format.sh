#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a C++ file differs from .clang-format (Debian 12's clang-format 14); lists them.
# Fix with: git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find app engine widgets tests bench -name '*.cpp' -o -name '*.h')
unformatted=()
for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
if [ ${#unformatted[@]} -gt 0 ]; then
    printf '%s\n' "${unformatted[@]}" >&2
    echo "${#unformatted[@]} files differ from .clang-format; run clang-format -i on them" >&2
    exit 1
fi
