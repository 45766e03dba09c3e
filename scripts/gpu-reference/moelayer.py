# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A dropless mixture-of-experts MLP on one GPU, timed the ways the engine must price it.

The held-out Megatron-Bridge MoE runs take 1.2-3.5 times the engine's estimate
(docs/model.md, "Checked on runs not bundled"). This script separates what the GPU spends
from what the host adds, on the shapes of those runs' expert parallel ranks:

1. grouped expert products alone (torch._grouped_mm, bf16): forward, and forward + backward
   through autograd, so the backward's input- and weight-gradient products are timed together;
2. the whole block as Megatron-Core's dropless path runs it (router product, fp32 softmax,
   top-k, sort into expert order, gather, grouped products, SwiGLU, weighted scatter back),
   forward + backward:
   - as one CUDA graph (no host work between kernels: the GPU's own time),
   - eagerly, the host free to run ahead (synchronised once per 10 iterations),
   - eagerly with one host synchronisation per block after routing, as Megatron-Core's
     all-to-all dispatcher waits for the split sizes (`.cpu()` of the tokens per expert),
   - under the profiler: kernels per block and GPU time by kernel family.
Routing is forced to balance (each token's k experts are consecutive, round robin), as the
Megatron-Bridge runs force it. Writes moelayer.json to $OUT and prints a table last.
"""
import json
import os
import time

import torch
import torch.nn.functional as F

OUT = os.environ.get("OUT", ".")
dev = "cuda"
torch.manual_seed(0)


def timed(fn, seconds=0.4, warm=3):
    """Median milliseconds of fn over samples of 5 runs, by CUDA events."""
    for _ in range(warm):
        fn()
    torch.cuda.synchronize()
    samples = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or len(samples) < 5:
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(5):
            fn()
        b.record()
        b.synchronize()
        samples.append(a.elapsed_time(b) / 5)
    samples.sort()
    return samples[len(samples) // 2]


def reference_rates():
    """The device's own figures, timed as the probe times them: an 8192^3 bf16 product (mean
    over about 2 s after 0.5 s) and a 1 GiB device copy (read + written)."""
    a = torch.randn(8192, 8192, device=dev, dtype=torch.bfloat16)
    b = torch.randn(8192, 8192, device=dev, dtype=torch.bfloat16)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < 0.5:
        a @ b
    torch.cuda.synchronize()
    e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    e0.record()
    for _ in range(1200):
        a @ b
    e1.record()
    e1.synchronize()
    gemm = 2 * 8192 ** 3 * 1200 / (e0.elapsed_time(e1) / 1e3) / 1e12
    src = torch.empty(1 << 29, device=dev, dtype=torch.bfloat16).normal_()
    dst = torch.empty_like(src)
    copy = timed(lambda: dst.copy_(src), seconds=0.3)
    return {"gemm_8192_tflops": gemm, "copy_gbs": 2 * src.numel() * 2 / (copy / 1e3) / 1e9}


def grouped(experts, per_expert, k_dim, n_dim):
    """Forward and forward+backward ms of one grouped product [E*m, k] x [E, k, n]."""
    x = torch.randn(experts * per_expert, k_dim, device=dev, dtype=torch.bfloat16, requires_grad=True)
    w = (torch.randn(experts, k_dim, n_dim, device=dev, dtype=torch.bfloat16) * 0.02).requires_grad_()
    offs = torch.arange(1, experts + 1, device=dev, dtype=torch.int32) * per_expert
    gy = torch.randn(experts * per_expert, n_dim, device=dev, dtype=torch.bfloat16)

    def fwd():
        with torch.no_grad():
            torch._grouped_mm(x, w, offs)

    def both():
        # Fresh gradients each run: no accumulation add is timed with the products.
        x.grad = None
        w.grad = None
        y = torch._grouped_mm(x, w, offs)
        y.backward(gy)

    f = timed(fwd)
    fb = timed(both)
    flops = 2.0 * experts * per_expert * k_dim * n_dim
    row = {"experts": experts, "m": per_expert, "n": n_dim, "k": k_dim, "forward_ms": f,
           "backward_ms": fb - f, "forward_tflops": flops / f / 1e9,
           "backward_tflops": 2 * flops / (fb - f) / 1e9}
    # The two backward products apart, as autograd calls them.
    try:
        wt = w.detach().transpose(-2, -1)
        xt = x.detach().t()
        row["input_grad_ms"] = timed(lambda: torch._grouped_mm(gy, wt, offs))
        row["weight_grad_ms"] = timed(lambda: torch._grouped_mm(xt, gy, offs))
    except Exception as err:
        print("apart failed:", err, flush=True)
    return row


class Block:
    def __init__(self, tokens, hidden, ffn, experts, topk):
        self.t, self.h, self.f, self.e, self.k = tokens, hidden, ffn, experts, topk
        bf = torch.bfloat16
        self.x = torch.randn(tokens, hidden, device=dev, dtype=bf, requires_grad=True)
        self.router = (torch.randn(experts, hidden, device=dev, dtype=bf) * 0.02).requires_grad_()
        self.w1 = (torch.randn(experts, hidden, 2 * ffn, device=dev, dtype=bf) * 0.02).requires_grad_()
        self.w2 = (torch.randn(experts, ffn, hidden, device=dev, dtype=bf) * 0.02).requires_grad_()
        self.gy = torch.randn(tokens, hidden, device=dev, dtype=bf)
        # Balanced routing: token i goes to experts (i*k .. i*k+k-1) mod E.
        self.forced = ((torch.arange(tokens, device=dev)[:, None] * topk
                        + torch.arange(topk, device=dev)[None, :]) % experts)
        self.ones = torch.ones(tokens * topk, device=dev, dtype=torch.int32)

    def step(self, sync=False):
        logits = self.x @ self.router.t()
        probs = torch.softmax(logits.float(), dim=-1)
        _, chosen = torch.topk(probs, self.k, dim=-1)  # priced, then replaced by the balanced choice
        chosen = self.forced + 0 * chosen
        weights = probs.gather(1, chosen)
        weights = weights / weights.sum(-1, keepdim=True)
        flat = chosen.flatten()
        order = torch.argsort(flat, stable=True)
        counts = torch.zeros(self.e, device=dev, dtype=torch.int32).scatter_add_(0, flat, self.ones)
        if sync:
            counts.cpu()  # the all-to-all dispatcher's host wait for its split sizes
        offs = torch.cumsum(counts, 0, dtype=torch.int32)
        token = order // self.k
        xs = self.x.index_select(0, token)
        h1 = torch._grouped_mm(xs, self.w1, offs)
        act = F.silu(h1[:, : self.f]) * h1[:, self.f:]
        y = torch._grouped_mm(act, self.w2, offs)
        y = y * weights.flatten()[order].unsqueeze(1).to(y.dtype)
        out = torch.zeros_like(self.x).index_add(0, token, y)
        out.backward(self.gy)


def block_times(tokens, hidden, ffn, experts, topk):
    blk = Block(tokens, hidden, ffn, experts, topk)
    res = {"tokens": tokens, "hidden": hidden, "ffn": ffn, "experts": experts, "topk": topk}
    # Eager, the host running ahead: wall time over 10 iterations, and the host's own
    # enqueue time (perf_counter before the synchronisation).
    for sync in (False, True):
        for _ in range(3):
            blk.step(sync)
        torch.cuda.synchronize()
        walls, hosts = [], []
        for _ in range(7):
            t0 = time.perf_counter()
            for _ in range(10):
                blk.step(sync)
            t1 = time.perf_counter()
            torch.cuda.synchronize()
            t2 = time.perf_counter()
            walls.append((t2 - t0) * 100)  # ms per block (10 blocks)
            hosts.append((t1 - t0) * 100)
        walls.sort()
        hosts.sort()
        key = "eager_sync" if sync else "eager"
        res[key + "_ms"] = walls[3]
        res[key + "_host_ms"] = hosts[3]
    # One CUDA graph of forward + backward: the GPU's own time.
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(3):
            blk.step()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        blk.step()
    res["graph_ms"] = timed(g.replay)
    # Kernels per block and GPU time by family.
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(5):
            blk.step()
        torch.cuda.synchronize()
    families = {}
    kernels = 0
    for ev in prof.events():
        if ev.device_type != torch.autograd.DeviceType.CUDA:
            continue
        name = ev.name.lower()
        if "memcpy" in name or "memset" in name:
            fam = "copy/memset"
        elif "gemm" in name or "nvjet" in name or "cutlass" in name or "sm90" in name:
            fam = "products"
        elif "sort" in name or "radix" in name:
            fam = "sort"
        elif "topk" in name or "mbtopk" in name or "select" in name and "index" not in name:
            fam = "topk"
        elif "index" in name or "scatter" in name or "gather" in name:
            fam = "index/scatter/gather"
        elif "softmax" in name:
            fam = "softmax"
        else:
            fam = "elementwise/other"
        kernels += 1
        families[fam] = families.get(fam, 0.0) + ev.device_time_total / 1000 / 5
    res["kernels_per_block"] = kernels / 5
    res["gpu_ms_by_family"] = families
    res["gpu_ms_profiled"] = sum(families.values())
    return res


def main():
    props = torch.cuda.get_device_properties(0)
    result = {"device": props.name, "sms": props.multi_processor_count, "torch": torch.__version__}
    # Grouped products at the expert parallel ranks' shapes (balanced routing):
    # Qwen3 30B-A3B on 16 H100 (ep 8, micro-batch 2 x 4096: 16 local experts x 4096 copies),
    # the same model on one GPU (128 experts x 512), GPT-OSS 120B on 64 H100 (ep 8,
    # micro-batch 4 x 4096, top-4: 16 x 4096), Qwen3 235B-A22B and DeepSeek-V3 (ep 8,
    # micro-batch 1 x 4096: 16 x 2048 and 32 x 1024).
    shapes = [("qwen3-30b ep8", 16, 4096, 2048, 768), ("qwen3-30b ep1", 128, 512, 2048, 768),
              ("gpt-oss-120b ep8", 16, 4096, 2880, 2880), ("qwen3-235b ep8", 16, 2048, 4096, 1536),
              ("deepseek-v3 ep8", 32, 1024, 7168, 2048)]
    result["reference"] = reference_rates()
    print("reference", result["reference"], flush=True)
    result["grouped"] = []
    for name, e, m, h, f in shapes:
        try:
            up = grouped(e, m, h, 2 * f)
            down = grouped(e, m, f, h)
        except Exception as err:  # keep the other shapes' figures
            print(name, "failed:", err, flush=True)
            continue
        up["name"], up["matrix"] = name, "up+gate"
        down["name"], down["matrix"] = name, "down"
        result["grouped"] += [up, down]
        for r in (up, down):
            print(f"{name:18s} {r['matrix']:8s} fwd {r['forward_ms']:.4f} ms ({r['forward_tflops']:.0f} TF/s)"
                  f" bwd {r['backward_ms']:.4f} ms ({r['backward_tflops']:.0f})"
                  f" dgrad {r.get('input_grad_ms', 0):.4f} wgrad {r.get('weight_grad_ms', 0):.4f}", flush=True)
    blocks = [("qwen3-30b ep8-local", 8192, 2048, 768, 16, 8), ("qwen3-30b all", 8192, 2048, 768, 128, 8),
              ("gpt-oss-120b ep8-local", 16384, 2880, 2880, 16, 4), ("deepseek-v3 ep8-local", 4096, 7168, 2048, 32, 8)]
    result["blocks"] = []
    for name, t, h, f, e, k in blocks:
        try:
            r = block_times(t, h, f, e, k)
        except Exception as err:
            print(name, "failed:", err, flush=True)
            continue
        r["name"] = name
        result["blocks"].append(r)
        print(name, json.dumps({k2: (round(v, 3) if isinstance(v, float) else v) for k2, v in r.items() if k2 != "gpu_ms_by_family"}), flush=True)
        print("   families", {k2: round(v, 3) for k2, v in r["gpu_ms_by_family"].items()}, flush=True)
    with open(os.path.join(OUT, "moelayer.json"), "w") as fh:
        json.dump(result, fh, indent=1)


if __name__ == "__main__":
    main()
