# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# How an 8192^3 bf16 product's rate moves over seconds of load (clocks settling under the
# power limit), on torch.randn inputs and on inputs drawn like the probe's (random sign
# and 7-bit mantissa, magnitudes 1/16 to 1), to choose the probe's warm-up.
import json, os, sys, time
import torch

OUT = os.environ.get("OUT", ".")
n = 8192
flop = 2.0 * n ** 3


def probe_like(seed):
    g = torch.Generator(device="cuda").manual_seed(seed)
    mag = torch.exp2(-torch.randint(1, 5, (n, n), device="cuda", generator=g).float())
    mant = 1 + torch.rand(n, n, device="cuda", generator=g)
    sign = torch.randint(0, 2, (n, n), device="cuda", generator=g).float() * 2 - 1
    return (sign * mag * mant).to(torch.bfloat16)


def trace(name, a, b, seconds=6.0, window=0.5):
    c = torch.empty_like(a)
    rates = []
    t0 = time.time()
    while time.time() - t0 < seconds:
        s = torch.cuda.Event(enable_timing=True); e = torch.cuda.Event(enable_timing=True)
        runs = 0; s.record(); w0 = time.time()
        while time.time() - w0 < window:
            for _ in range(10):
                torch.mm(a, b, out=c)
            runs += 10
            torch.cuda.synchronize()
        e.record(); e.synchronize()
        rates.append(round(flop * runs / (s.elapsed_time(e) / 1e3) / 1e12, 1))
    print(name, rates, flush=True)
    return rates


res = {}
torch.manual_seed(0)
ra, rb = torch.randn(n, n, device="cuda", dtype=torch.bfloat16), torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
pa = probe_like(1)
res["probe_like_same_operands"] = trace("probe-like A*A", pa, pa)
res["randn"] = trace("randn", ra, rb)
res["probe_like_same_operands_hot"] = trace("probe-like A*A hot", pa, pa)
with open(os.path.join(OUT, "gemmclock.json"), "w") as f:
    json.dump(res, f, indent=1)
