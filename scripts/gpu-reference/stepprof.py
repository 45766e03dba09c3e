# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Where an eager PyTorch GPT step spends its GPU time (torch.profiler), and each matrix
# product of the step timed alone, to set beside the engine's kernel model.
import json, os, sys, time, collections
import torch
import torch.nn.functional as F
from torch.nn.attention import sdpa_kernel, SDPBackend
sys.path.insert(0, os.path.dirname(__file__))
import gptref as R

OUT = os.environ.get("OUT", ".")
res = {}

def classify(name):
    n = name.lower()
    if "flash" in n or "fmha" in n or "attention" in n: return "attention"
    if "gemm" in n or "nvjet" in n or "xmma" in n or "cutlass" in n or "sm90" in n or "cublas" in n: return "gemm"
    if "norm" in n: return "norm"
    if "softmax" in n or "nll" in n or "cross" in n or "log_softmax" in n: return "loss"
    if "adam" in n or "multi_tensor" in n or "foreach" in n: return "optimizer"
    if "copy" in n or "cast" in n or "to_copy" in n or "direct_copy" in n: return "copy_cast"
    if "gelu" in n: return "gelu"
    if "add" in n or "mul" in n or "elementwise" in n or "vectorized" in n or "reduce" in n or "fill" in n: return "elementwise_other"
    return "other"

def profile(tag, L, h, a, T, mb, gb, V=50304):
    torch.manual_seed(0)
    with torch.device("cuda"):
        model = R.GPT(L, h, a, V, T)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)
    accum = gb // mb
    idx = torch.randint(0, V, (mb, T), device="cuda"); tgt = torch.randint(0, V, (mb, T), device="cuda")
    def step():
        for _ in range(accum):
            with torch.autocast("cuda", dtype=torch.bfloat16):
                loss = model(idx, tgt) / accum
            loss.backward()
        opt.step(); opt.zero_grad(set_to_none=True)
    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
        for _ in range(3): step()
        torch.cuda.synchronize()
        from torch.profiler import profile as tprof, ProfilerActivity
        with tprof(activities=[ProfilerActivity.CUDA]) as prof:
            t0 = time.time(); step(); torch.cuda.synchronize(); wall = time.time() - t0
    cats = collections.Counter(); kernels = collections.Counter(); counts = collections.Counter()
    spans = []
    for e in prof.events():
        if e.device_type != torch.autograd.DeviceType.CUDA:
            continue
        dt = e.time_range.elapsed_us() / 1e6
        if dt <= 0: continue
        kernels[e.name] += dt; counts[e.name] += 1
        cats[classify(e.name)] += dt
        spans.append((e.time_range.start, e.time_range.end))
    spans.sort(); busy = 0.0; cur = None
    for s0, s1 in spans:
        if cur is None or s0 > cur[1]:
            if cur: busy += cur[1] - cur[0]
            cur = [s0, s1]
        else:
            cur[1] = max(cur[1], s1)
    if cur: busy += cur[1] - cur[0]
    first = spans[0][0] if spans else 0; last = max(s[1] for s in spans) if spans else 0
    r = {"wall_s": wall, "kernel_s": sum(kernels.values()), "busy_s": busy / 1e6, "span_s": (last - first) / 1e6,
         "kernel_count": sum(counts.values()), "by_category_s": dict(cats),
         "top": [(k, round(v, 5), counts[k]) for k, v in kernels.most_common(25)]}
    res["profile_" + tag] = r
    print("profile", tag, json.dumps(r, indent=1), flush=True)
    del model, opt; torch.cuda.empty_cache()

def gemms(tag, tokens, h, V=50304):
    shapes = {"qkv": (tokens, 3 * h, h), "proj": (tokens, h, h), "fc1": (tokens, 4 * h, h),
              "fc2": (tokens, h, 4 * h), "logits": (tokens, V, h)}
    r = {}
    for name, (m, n, k) in shapes.items():
        x = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        w = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)   # nn.Linear weight [out, in]
        dy = torch.randn(m, n, device="cuda", dtype=torch.bfloat16)
        fwd = R.bench(lambda: x @ w.t())
        dgrad = R.bench(lambda: dy @ w)
        wgrad = R.bench(lambda: dy.t() @ x)
        f = 2.0 * m * n * k
        r[name] = {"shape": [m, n, k], "fwd_ms": fwd, "dgrad_ms": dgrad, "wgrad_ms": wgrad,
                   "fwd_tflops": f / fwd / 1e9, "dgrad_tflops": f / dgrad / 1e9, "wgrad_tflops": f / wgrad / 1e9}
        del x, w, dy
    res["gemm_" + tag] = r
    print("gemm", tag, json.dumps(r), flush=True)

def attention(tag, b, heads, T, d):
    q = torch.randn(b, heads, T, d, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    k = torch.randn_like(q, requires_grad=True); v = torch.randn_like(q, requires_grad=True)
    g = torch.randn_like(q)
    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
        fwd = R.bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True), runs=5)
        def fb():
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True); o.backward(g)
        both = R.bench(fb, runs=5)
    flops = 4.0 * b * heads * T * (T / 2) * d  # causal half
    r = {"fwd_ms": fwd, "bwd_ms": both - fwd, "fwd_tflops": flops / fwd / 1e9, "bwd_tflops": 2.5 * flops / (both - fwd) / 1e9}
    res["attention_" + tag] = r
    print("attention", tag, json.dumps(r), flush=True)

for job in [lambda: gemms("a", 8192, 2048), lambda: gemms("b", 16384, 1024),
            lambda: attention("a", 4, 16, 2048, 128), lambda: attention("b", 8, 16, 2048, 64),
            lambda: attention("c", 1, 16, 8192, 128),
            lambda: profile("a", 24, 2048, 16, 2048, 4, 8),
            lambda: profile("b", 24, 1024, 16, 2048, 8, 16)]:
    try:
        job()
    except Exception as ex:
        print("failed:", repr(ex), flush=True)
    with open(os.path.join(OUT, "stepprof.json"), "w") as f:
        json.dump(res, f, indent=1)
