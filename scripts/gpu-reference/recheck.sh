#!/bin/bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The short real-hardware re-check of docs/probe.md ("Re-checks"): probe this GPU into a
# "This machine" catalog entry, estimate reference.py's three eager GPT steps on it
# (steps/*.json, cluster.instance local/this-machine), time the same steps in PyTorch and
# print estimate against measurement. About two minutes on an H100 or H200.
# Usage: scripts/gpu-reference/recheck.sh path/to/scaleplan-cli OUTDIR
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/prepare.sh"
"$cli" probe --format json --benchmark --catalog-out "$out/this-machine.json" > "$out/probe.json"
[ -s "$out/this-machine.json" ] || { echo "no GPU was probed: nothing to re-check"; exit 1; }
"$cli" probe --format text
for step in "$here"/steps/*.json; do
    name=$(basename "$step" .json)
    "$cli" estimate "$step" --catalog "$out/this-machine.json" --format json > "$out/estimate-$name.json"
done
"$cli" sensitivity "$here/steps/a-1.3b-s2048.json" --catalog "$out/this-machine.json"
PYTHONUNBUFFERED=1 python3 "$here/reference.py"
python3 - "$out" <<'EOF'
import glob, json, os, sys
out = sys.argv[1]
probe = json.load(open(os.path.join(out, "probe.json")))
ref = json.load(open(os.path.join(out, "reference.json")))
print("reference:", ref["device"], "bf16 GEMM", round(ref["gemm_random_tflops"], 1),
      "TFLOP/s, copy", round(ref["copy_gbs"]), "GB/s")
print("step  measured_s  estimate_s  error  measured_peak_gb  estimate_total_gb")
for path in sorted(glob.glob(os.path.join(out, "estimate-*.json"))):
    tag = os.path.basename(path)[len("estimate-"):][0]
    est = json.load(open(path))
    meas = ref.get("train_" + tag)
    if meas is None:
        print(tag, "not measured")
        continue
    err = est["step_time_s"] / meas["step_s"] - 1
    print(f"{tag}  {meas['step_s']:.3f}  {est['step_time_s']:.3f}  {err:+.1%}  "
          f"{meas['peak_allocated_gb']:.1f}  {est['memory_gb']['total']:.1f}")
EOF
