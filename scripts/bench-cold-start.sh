#!/bin/sh
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Times the workbench from process start to its first drawn window (target: median <= 0.4 s
# on two cores): `scaleplan --screenshot` opens the default scenario, draws the window
# offscreen, writes it as an uncompressed BMP (so image compression is not timed) and exits.
# Usage: scripts/bench-cold-start.sh [path/to/scaleplan] [runs]
set -eu
app=${1:-build/app/gui/scaleplan}
runs=${2:-11}
[ -x "$app" ] || { echo "bench-cold-start: $app is not built (cmake --build build --target scaleplan)" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
i=0
while [ "$i" -lt "$runs" ]; do
    start=$(date +%s%N)
    QT_QPA_PLATFORM=offscreen "$app" --screenshot "$dir/window.bmp" >/dev/null 2>&1 \
        || { echo "bench-cold-start: $app --screenshot failed" >&2; exit 1; }
    end=$(date +%s%N)
    echo $(((end - start) / 1000000)) >>"$dir/ms"
    i=$((i + 1))
done
echo "cores: $(nproc)"
sort -n "$dir/ms" | awk '{ v[NR] = $1 } END { printf "cold start to a drawn window: median %d ms, best %d ms over %d runs\n", v[int((NR + 1) / 2)], v[1], NR }'
