# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPT model and the timing helper the reference scripts share.
import time
import torch
import torch.nn as nn
import torch.nn.functional as F

def bench(fn, warm_s=0.3, reps=5, runs=10):
    t0 = time.time()
    while time.time() - t0 < warm_s:
        for _ in range(runs):
            fn()
        torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        s = torch.cuda.Event(enable_timing=True)
        e = torch.cuda.Event(enable_timing=True)
        s.record()
        for _ in range(runs):
            fn()
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e) / runs)
    times.sort()
    return times[len(times) // 2]


# fp8 (e4m3) casts scaled by each tensor's own amax, as torchao's tensorwise float8 does.
E4M3 = torch.float8_e4m3fn
E4M3_MAX = torch.finfo(E4M3).max


def allow_compiled_shapes(limit=64):
    # One compiled graph per tensor shape: more than torch.compile's default recompile limit.
    for knob in ("recompile_limit", "cache_size_limit"):
        if hasattr(torch._dynamo.config, knob):
            setattr(torch._dynamo.config, knob, limit)


def amax_scale(x):
    # The dequantising scale of x in e4m3: its largest magnitude over e4m3's largest value.
    return x.abs().amax().float().clamp(min=1e-12) / E4M3_MAX



class Block(nn.Module):
    def __init__(s, h, a):
        super().__init__()
        s.a = a
        s.ln1 = nn.LayerNorm(h); s.qkv = nn.Linear(h, 3 * h); s.proj = nn.Linear(h, h)
        s.ln2 = nn.LayerNorm(h); s.fc1 = nn.Linear(h, 4 * h); s.fc2 = nn.Linear(4 * h, h)

    def forward(s, x):
        B, T, H = x.shape
        q, k, v = s.qkv(s.ln1(x)).view(B, T, 3, s.a, H // s.a).permute(2, 0, 3, 1, 4)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + s.proj(y.transpose(1, 2).reshape(B, T, H))
        return x + s.fc2(F.gelu(s.fc1(s.ln2(x)), approximate="tanh"))


class GPT(nn.Module):
    def __init__(s, L, h, a, V, T):
        super().__init__()
        s.wte = nn.Embedding(V, h); s.wpe = nn.Embedding(T, h)
        s.blocks = nn.ModuleList([Block(h, a) for _ in range(L)]); s.lnf = nn.LayerNorm(h)

    def forward(s, idx, tgt):
        x = s.wte(idx) + s.wpe(torch.arange(idx.shape[1], device=idx.device))
        for b in s.blocks:
            x = b(x)
        logits = F.linear(s.lnf(x), s.wte.weight)
        return F.cross_entropy(logits.float().view(-1, logits.shape[-1]), tgt.view(-1))


