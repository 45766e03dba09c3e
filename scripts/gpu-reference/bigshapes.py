# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The matrix products of a Megatron-LM GPT layer at one micro-batch of 2048 tokens, for
# widths of the 2021 paper's models (12288 and 20480) at tensor-parallel widths 1 to 8:
# forward, input gradient and weight gradient, random bf16 inputs, bf16 output.
import json, os, sys
import torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gptref import bench  # noqa: E402

OUT = os.environ.get("OUT", ".")
res = {}
tokens = 2048
for h in [12288, 20480]:
    for tp in [1, 2, 4, 8]:
        if h == 20480 and tp == 1:
            continue
        shapes = {"qkv": (tokens, 3 * h // tp, h), "proj": (tokens, h, h // tp),
                  "fc1": (tokens, 4 * h // tp, h), "fc2": (tokens, h, 4 * h // tp)}
        for name, (m, n, k) in shapes.items():
            x = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
            w = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
            dy = torch.randn(m, n, device="cuda", dtype=torch.bfloat16)
            r = {"shape": [m, n, k],
                 "fwd_ms": bench(lambda: x @ w.t(), warm_s=0.1, reps=3, runs=5),
                 "dgrad_ms": bench(lambda: dy @ w, warm_s=0.1, reps=3, runs=5),
                 "wgrad_ms": bench(lambda: dy.t() @ x, warm_s=0.1, reps=3, runs=5)}
            r["fwd_tflops"] = 2.0 * m * n * k / r["fwd_ms"] / 1e9
            res["h%d_tp%d_%s" % (h, tp, name)] = r
            print("h", h, "tp", tp, name, json.dumps(r), flush=True)
            del x, w, dy
        with open(os.path.join(OUT, "bigshapes.json"), "w") as f:
            json.dump(res, f, indent=1)
