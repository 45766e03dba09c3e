# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Causal attention rate by sequence length on this GPU: PyTorch's FlashAttention-2 and cuDNN
# fused attention, head dim 128, 16 heads, 16k tokens a batch (the FlashAttention-3 paper's
# setting), bf16. TFLOP/s counted as the paper does for causal: half the score matrix.
import json, os, sys, torch
import torch.nn.functional as F
from torch.nn.attention import sdpa_kernel, SDPBackend
sys.path.insert(0, os.path.dirname(__file__))
import gptref as R
res = {}
for backend, name in [(SDPBackend.FLASH_ATTENTION, "flash2"), (SDPBackend.CUDNN_ATTENTION, "cudnn")]:
    for L in [512, 1024, 2048, 4096, 8192, 16384]:
        B = 16384 // L
        try:
            q = torch.randn(B, 16, L, 128, device="cuda", dtype=torch.bfloat16, requires_grad=True)
            k = torch.randn_like(q, requires_grad=True); v = torch.randn_like(q, requires_grad=True)
            g = torch.randn_like(q)
            with sdpa_kernel(backend):
                fwd = R.bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True), runs=5)
                def fb():
                    o = F.scaled_dot_product_attention(q, k, v, is_causal=True); o.backward(g)
                both = R.bench(fb, runs=5)
            flops = 4.0 * B * 16 * L * L * 128 / 2
            r = {"fwd_tflops": flops / fwd / 1e9, "bwd_tflops": 2.5 * flops / (both - fwd) / 1e9}
        except Exception as ex:
            r = {"error": repr(ex)[:200]}
        res[f"{name} {L}"] = r
        print(name, L, json.dumps(r), flush=True)
        json.dump(res, open(os.path.join(os.environ.get("OUT", "."), "attnlen.json"), "w"), indent=1)
