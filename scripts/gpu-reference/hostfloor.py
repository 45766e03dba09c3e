# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The host's floor under a transformer layer: gptref's eager GPT block (bf16 autocast,
# SDPA) at shapes from tiny (the GPU idles, the host's Python, dispatch and launches set
# the pace) to large (the GPU sets it), forward and backward timed apart, with and without
# torch.utils.checkpoint; plus the kernels a layer launches (torch.profiler) and the host
# time of one small op. Writes hostfloor.json to $OUT.
import json, os, sys, time
import torch
from torch.utils.checkpoint import checkpoint

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gptref import Block  # noqa: E402

OUT = os.environ.get("OUT", ".")
dev = "cuda"
L = 24
res = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "layers": L,
       "cpu": next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                    if l.startswith("model name")), "?"), "shapes": []}


def wall(fn, reps=20):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    t = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        t.append(time.perf_counter() - t0)
    t.sort()
    return t[len(t) // 2]


def layer_times(h, a, T, B, ckpt, reentrant=False):
    torch.manual_seed(0)
    blocks = torch.nn.ModuleList([Block(h, a) for _ in range(L)]).to(dev)
    x0 = torch.randn(B, T, h, device=dev, requires_grad=True)

    def fwd():
        with torch.autocast("cuda", dtype=torch.bfloat16):
            x = x0
            for b in blocks:
                x = checkpoint(b, x, use_reentrant=reentrant) if ckpt else b(x)
        return x

    def fwd_only():
        fwd()  # the autograd graph is recorded, as in training, and dropped

    def step():
        fwd().float().sum().backward()

    f = wall(fwd_only)
    s = wall(step)
    # Host time alone: enqueue the step without waiting for the GPU (the CPU side).
    torch.cuda.synchronize()
    t0 = time.perf_counter(); step(); host = time.perf_counter() - t0
    torch.cuda.synchronize()
    return {"h": h, "heads": a, "seq": T, "batch": B, "checkpoint": ckpt, "reentrant": reentrant,
            "forward_ms_per_layer": 1e3 * f / L, "step_ms_per_layer": 1e3 * s / L,
            "host_enqueue_ms_per_layer": 1e3 * host / L}


SHAPES = [(64, 2, 16, 1), (256, 4, 128, 1), (1024, 16, 1024, 1), (1024, 16, 1024, 4),
          (2048, 16, 1024, 1), (2048, 16, 1024, 4)]
for (h, a, T, B) in SHAPES:
    for ckpt in (False, True):
        r = layer_times(h, a, T, B, ckpt)
        res["shapes"].append(r)
        print(json.dumps(r), flush=True)
# The older reentrant checkpoint (an autograd Function, as Megatron-LM's own), tiny shape.
r = layer_times(*SHAPES[0], True, reentrant=True)
res["shapes"].append(r)
print(json.dumps(r), flush=True)

# Kernels one layer launches, forward and step (tiny shape).
blk = Block(64, 2).to(dev)
x = torch.randn(1, 16, 64, device=dev, requires_grad=True)
with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
    with torch.autocast("cuda", dtype=torch.bfloat16):
        y = blk(x)
    y.float().sum().backward()
    torch.cuda.synchronize()
res["kernels_per_layer_step"] = sum(1 for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA)
print("kernels per layer step", res["kernels_per_layer_step"], flush=True)

# Host time of one small op (dispatch and launch), back to back.
t = torch.zeros(16, device=dev)
torch.cuda.synchronize()
n = 20000
t0 = time.perf_counter()
for _ in range(n):
    t.add_(1.0)
host_op = (time.perf_counter() - t0) / n
torch.cuda.synchronize()
res["host_us_per_small_op"] = 1e6 * host_op
print("host us per small op", round(1e6 * host_op, 2), flush=True)
print("cpu", res["cpu"], flush=True)
json.dump(res, open(os.path.join(OUT, "hostfloor.json"), "w"), indent=1)
