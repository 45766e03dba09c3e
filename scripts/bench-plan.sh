#!/bin/sh
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Times `scaleplan-cli plan` end to end, process start included, and prints configurations
# per second (target: >= 50,000 configurations at >= 200,000 per second on two cores) and,
# for the 70B goal, the wall time (target: 2 s on two cores).
# Usage: scripts/bench-plan.sh [path/to/scaleplan-cli] [runs]
set -eu
cli=${1:-build/app/cli/scaleplan-cli}
runs=${2:-5}
[ -x "$cli" ] || { echo "bench-plan: $cli is not built (cmake --build build --target scaleplan-cli)" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# Open cluster: every priced catalog instance and node count (see docs/planner.md).
cat > "$dir/open.json" <<'JSON'
{"format": "scaleplan.scenario", "version": 1,
 "model": {"preset": "llama3-8b"},
 "training": {"tokens": 1e12, "global_batch": 1024}}
JSON
# One large fixed cluster: the layout space of GPT-3 175B on 128 p4d nodes.
cat > "$dir/fixed.json" <<'JSON'
{"format": "scaleplan.scenario", "version": 1,
 "model": {"preset": "gpt3-175b"},
 "training": {"tokens": 300e9, "global_batch": 1536},
 "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 128}}
JSON
# A goal no plan meets: Llama 3 70B on 15T tokens within $2M and 60 days, any instance
# and node count (the answer is the nearest plans and the summary by instance).
cat > "$dir/goal.json" <<'JSON'
{"format": "scaleplan.scenario", "version": 1,
 "model": {"preset": "llama3-70b"},
 "training": {"tokens": 15e12, "global_batch": 512}}
JSON
echo "cores: $(nproc)"
for name in open fixed goal; do
    limits=
    [ "$name" = goal ] && limits="--budget-usd 2e6 --deadline-h 1440"
    best=0
    fastest=
    i=0
    while [ "$i" -lt "$runs" ]; do
        start=$(date +%s%N)
        # shellcheck disable=SC2086 # the limits are two options each
        "$cli" plan "$dir/$name.json" --top 10 $limits > "$dir/out.json" 2> "$dir/err.txt"
        end=$(date +%s%N)
        evaluated=$(sed -n 's/^  "evaluated": \([0-9]*\),$/\1/p' "$dir/out.json")
        ns=$((end - start))
        rate=$((evaluated * 1000000000 / ns))
        echo "$name run $((i + 1)): $evaluated configurations in $((ns / 1000000)) ms = $rate per second"
        [ "$rate" -gt "$best" ] && best=$rate
        { [ -z "$fastest" ] || [ "$ns" -lt "$fastest" ]; } && fastest=$ns
        i=$((i + 1))
    done
    echo "$name best: $((fastest / 1000000)) ms, $best configurations per second (process start included)"
done
