# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# One Llama 3 8B decoder layer (RMSNorm, fused QKV, rotary, causal SDPA, RMSNorm, SwiGLU)
# at 8,192 tokens, forward and backward, compiled with torch.compile as torchtitan runs it:
# in bf16, and with its four products in fp8 (e4m3, torch._scaled_mm) with per-tensor
# current scaling (each tensor's own amax), as torchao's tensorwise float8 does. Set beside
# the engine's fused layer time and its fp8 "current" pricing (docs/model.md 4.4).
import json, os, sys
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gptref import E4M3, allow_compiled_shapes, amax_scale, bench  # noqa: E402

allow_compiled_shapes()
T, H, FFN, HEADS, KV, D = 8192, 4096, 14336, 32, 8, 128


def to_fp8(x):
    scale = amax_scale(x)
    return (x.float() / scale).to(E4M3), scale


class Fp8Linear(torch.autograd.Function):
    """y = x @ w.T with x, w and dy cast to e4m3 by their own amax (tensorwise, current)."""

    @staticmethod
    def forward(ctx, x, w):
        x2 = x.reshape(-1, x.shape[-1])
        x8, sx = to_fp8(x2)
        w8, sw = to_fp8(w)
        y = torch._scaled_mm(x8, w8.t(), scale_a=sx, scale_b=sw, out_dtype=torch.bfloat16)
        ctx.save_for_backward(x8.t().contiguous(), sx, w8.t().contiguous(), sw)
        ctx.shape = x.shape
        return y.reshape(*x.shape[:-1], w.shape[0])

    @staticmethod
    def backward(ctx, dy):
        x8t, sx, w8t, sw = ctx.saved_tensors
        d2 = dy.reshape(-1, dy.shape[-1])
        d8, sd = to_fp8(d2)
        dx = torch._scaled_mm(d8, w8t.t(), scale_a=sd, scale_b=sw, out_dtype=torch.bfloat16)
        dw = torch._scaled_mm(d8.t().contiguous(), x8t.t(), scale_a=sd, scale_b=sx,
                              out_dtype=torch.bfloat16)
        return dx.reshape(ctx.shape), dw


def rms_norm(x, weight):
    xf = x.float()
    return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-5)).to(x.dtype) * weight


def rotary(x, cos, sin):
    x1, x2 = x[..., : D // 2], x[..., D // 2:]
    return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)


def layer(x, p, cos, sin, fp8):
    lin = (lambda a, w: Fp8Linear.apply(a, w)) if fp8 else F.linear
    h = rms_norm(x, p["n1"])
    qkv = lin(h, p["qkv"])
    q, k, v = qkv.split([HEADS * D, KV * D, KV * D], dim=-1)
    q = rotary(q.view(1, T, HEADS, D), cos, sin).transpose(1, 2)
    k = rotary(k.view(1, T, KV, D), cos, sin).transpose(1, 2)
    v = v.view(1, T, KV, D).transpose(1, 2)
    a = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
    x = x + lin(a.transpose(1, 2).reshape(1, T, HEADS * D), p["o"])
    h = rms_norm(x, p["n2"])
    gate, up = lin(h, p["gate_up"]).chunk(2, dim=-1)
    return x + lin(F.silu(gate) * up, p["down"])


def params():
    g = lambda *s: (torch.randn(*s, device="cuda", dtype=torch.bfloat16) * 0.02).requires_grad_()
    return {"n1": torch.ones(H, device="cuda", dtype=torch.bfloat16, requires_grad=True),
            "n2": torch.ones(H, device="cuda", dtype=torch.bfloat16, requires_grad=True),
            "qkv": g((HEADS + 2 * KV) * D, H), "o": g(H, HEADS * D),
            "gate_up": g(2 * FFN, H), "down": g(H, FFN)}


res = {"device": torch.cuda.get_device_name(), "torch": torch.__version__}
pos = torch.arange(T, device="cuda").float()
inv = 1.0 / (500000.0 ** (torch.arange(0, D, 2, device="cuda").float() / D))
ang = torch.outer(pos, inv)
cos = ang.cos().to(torch.bfloat16)[None, :, None, :]
sin = ang.sin().to(torch.bfloat16)[None, :, None, :]
p = params()
x = torch.randn(1, T, H, device="cuda", dtype=torch.bfloat16, requires_grad=True)
dy = torch.randn(1, T, H, device="cuda", dtype=torch.bfloat16)
for name, fp8 in (("bf16", False), ("fp8_current", True)):
    for mode in ("compiled", "eager"):
        fn = torch.compile(layer) if mode == "compiled" else layer
        try:
            def step():
                for t in [x, *p.values()]:
                    t.grad = None  # written afresh each step, as Megatron-LM's first micro-batch
                torch.autograd.backward(fn(x, p, cos, sin, fp8), dy)
            step()
            ms = bench(step)
            res[f"{name}_{mode}_ms"] = ms
            print(name, mode, round(ms, 3), "ms", flush=True)
        except Exception as ex:  # keep the other variants
            print(name, mode, "failed:", repr(ex)[:300], flush=True)
a = torch.empty(256 * 1024 * 1024, dtype=torch.uint8, device="cuda"); b = torch.empty_like(a)
res["copy_gbs"] = 2 * a.numel() / bench(lambda: b.copy_(a)) / 1e6
mm = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
res["gemm_bf16_tflops"] = 2 * 8192**3 / bench(lambda: mm @ mm) / 1e9
print("copy", round(res["copy_gbs"]), "GB/s; bf16 8192^3", round(res["gemm_bf16_tflops"], 1),
      "TFLOP/s", flush=True)
with open(os.path.join(os.environ.get("OUT", "."), "compiledlayer.json"), "w") as f:
    json.dump(res, f, indent=1)
