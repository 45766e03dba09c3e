# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# What per-tensor fp8 scaling costs beside the products: the four linear layers of a
# Llama 3 8B block (8192 tokens) forward and backward in bf16, and in fp8 (e4m3) with
#  - "delayed" scaling: the scale is known before the cast (Transformer Engine's
#    DelayedScaling takes it from the amax history), one pass: read 2, write 1 byte;
#  - "current" scaling: the scale is the tensor's own amax (Transformer Engine's
#    Float8CurrentScaling, torchao's tensorwise dynamic float8), so the cast reads the
#    tensor twice: the amax, then the scaled cast.
# Each cast also writes the transposed copy a Hopper fp8 product needs for the backward
# pass (x for the weight gradient, the output gradient for both). Casts are compiled
# (torch.compile), as torchtitan runs torchao; products are torch._scaled_mm.
import json, os, sys
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gptref import E4M3, allow_compiled_shapes, amax_scale, bench  # noqa: E402

allow_compiled_shapes()  # one compiled cast per tensor shape, nine here
T, H, FFN, QKV = 8192, 4096, 14336, 6144  # Llama 3 8B: 32 query + 2 x 8 kv heads of 128


@torch.compile(dynamic=False)
def cast_current(x):
    scale = amax_scale(x)
    q = (x.float() / scale).to(E4M3)
    return q, q.t().contiguous(), scale


@torch.compile(dynamic=False)
def cast_delayed(x, scale):
    q = (x.float() / scale).to(E4M3)
    return q, q.t().contiguous()


def linear_bf16(x, w, dy):
    y = x @ w.t()
    dx = dy @ w
    dw = dy.t() @ x
    return y, dx, dw


def linear_fp8(x, w, dy, current):
    one = torch.ones((), device="cuda")
    if current:
        x8, x8t, sx = cast_current(x)
        w8, w8t, sw = cast_current(w)
        d8, d8t, sd = cast_current(dy)
    else:
        x8, x8t = cast_delayed(x, one)
        w8, w8t = cast_delayed(w, one)
        d8, d8t = cast_delayed(dy, one)
        sx = sw = sd = one
    y = torch._scaled_mm(x8, w8.t(), scale_a=sx, scale_b=sw, out_dtype=torch.bfloat16)
    dx = torch._scaled_mm(d8, w8t.t(), scale_a=sd, scale_b=sw, out_dtype=torch.bfloat16)
    dw = torch._scaled_mm(d8t, x8t.t(), scale_a=sd, scale_b=sx, out_dtype=torch.bfloat16)
    return y, dx, dw


def casts_only(x, w, dy, current):
    one = torch.ones((), device="cuda")
    for t in (x, w, dy):
        cast_current(t) if current else cast_delayed(t, one)


res = {"device": torch.cuda.get_device_name(), "torch": torch.__version__}
layers = [("qkv", H, QKV), ("out", H, H), ("gate_up", H, 2 * FFN), ("down", FFN, H)]
total = {"bf16": 0.0, "fp8_delayed": 0.0, "fp8_current": 0.0,
         "casts_delayed": 0.0, "casts_current": 0.0}
for name, k, n in layers:
    x = torch.randn(T, k, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(n, k, device="cuda", dtype=torch.bfloat16) * 0.02
    dy = torch.randn(T, n, device="cuda", dtype=torch.bfloat16)
    row = {
        "bf16": bench(lambda: linear_bf16(x, w, dy)),
        "fp8_delayed": bench(lambda: linear_fp8(x, w, dy, False)),
        "fp8_current": bench(lambda: linear_fp8(x, w, dy, True)),
        "casts_delayed": bench(lambda: casts_only(x, w, dy, False)),
        "casts_current": bench(lambda: casts_only(x, w, dy, True)),
        # bytes the casts read and write: x, w and dy once each
        "cast_elements": x.numel() + w.numel() + dy.numel(),
    }
    for key in total:
        total[key] += row[key]
    res[name] = row
    print(name, {key: round(v, 4) if isinstance(v, float) else v for key, v in row.items()}, flush=True)
res["total_ms"] = total
print("total ms", {key: round(v, 3) for key, v in total.items()}, flush=True)
print("fp8 delayed / bf16", round(total["fp8_delayed"] / total["bf16"], 3),
      " fp8 current / bf16", round(total["fp8_current"] / total["bf16"], 3), flush=True)
# The copy rate the casts are measured against (read + written, as the probe counts it).
a = torch.empty(256 * 1024 * 1024, dtype=torch.uint8, device="cuda"); b = torch.empty_like(a)
res["copy_gbs"] = 2 * a.numel() / bench(lambda: b.copy_(a)) / 1e6
print("copy", round(res["copy_gbs"]), "GB/s", flush=True)
with open(os.path.join(os.environ.get("OUT", "."), "fp8scaling.json"), "w") as f:
    json.dump(res, f, indent=1)
