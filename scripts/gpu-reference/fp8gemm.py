# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# fp8 (e4m3) products with bf16 output through torch._scaled_mm, and bf16 products at the
# catalog's MAMF shapes, to set beside the engine's fp8 GEMM model.
import json, os, sys, torch
sys.path.insert(0, os.path.dirname(__file__))
import gptref as R
res = {}
def bf16(m, n, k):
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16); b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
    return R.bench(lambda: a @ b)
def fp8(m, n, k):
    a = torch.randn(m, k, device="cuda").to(torch.float8_e4m3fn)
    b = torch.randn(n, k, device="cuda").to(torch.float8_e4m3fn)
    one = torch.tensor(1.0, device="cuda")
    return R.bench(lambda: torch._scaled_mm(a, b.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16))
jobs = [("bf16", 2048, 2048, 13312), ("fp8", 1280, 4096, 12032), ("fp8", 8192, 8192, 8192),
        ("fp8", 2048, 9216, 12288), ("fp8", 2048, 12288, 3072), ("fp8", 2048, 12288, 12288),
        ("fp8", 2048, 12288, 9216), ("fp8", 2048, 3072, 12288),
        ("fp8", 4096, 9216, 12288), ("fp8", 4096, 12288, 3072), ("fp8", 4096, 12288, 12288),
        ("fp8", 4096, 12288, 4096), ("fp8", 4096, 4096, 4096), ("fp8", 4096, 22016, 4096), ("fp8", 4096, 4096, 11008),
        ("fp8", 4096, 4096, 12288), ("fp8", 4096, 11008, 4096)]
for kind, m, n, k in jobs:
    try:
        ms = (bf16 if kind == "bf16" else fp8)(m, n, k)
        res[f"{kind} {m}x{n}x{k}"] = {"ms": ms, "tflops": 2 * m * n * k / ms / 1e9}
        print(kind, m, n, k, round(ms, 4), "ms", round(2 * m * n * k / ms / 1e9, 1), "TFLOP/s", flush=True)
    except Exception as ex:
        print(kind, m, n, k, "failed", repr(ex), flush=True)
    json.dump(res, open(os.path.join(os.environ.get("OUT", "."), "fp8.json"), "w"), indent=1)
