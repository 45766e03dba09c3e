#!/bin/sh
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# desktop-file-validate FILE, strictly: errors, warnings and hints all fail.
out=$(desktop-file-validate "$1" 2>&1)
status=$?
[ -n "$out" ] && printf '%s\n' "$out"
[ "$status" -eq 0 ] && [ -z "$out" ]
