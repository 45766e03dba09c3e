# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# PyTorch reference figures beside scaleplan-cli probe: GEMM on random/ones/zeros,
# device copy, and eager GPT training steps (bf16 autocast, FlashAttention-2 via SDPA).
# SCALEPLAN_REF_DTYPE=fp16 runs the steps under fp16 autocast with a GradScaler instead and
# writes reference-fp16.json.
import json, os, sys, time
import torch
from torch.nn.attention import sdpa_kernel, SDPBackend

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gptref import GPT, bench  # noqa: E402  (the model and timer the scripts share)

OUT = os.environ.get("OUT", ".")
FP16 = os.environ.get("SCALEPLAN_REF_DTYPE", "bf16") == "fp16"
DTYPE = torch.float16 if FP16 else torch.bfloat16
RESULT = "reference-fp16.json" if FP16 else "reference.json"
dev = "cuda"
p = torch.cuda.get_device_properties(0)
print("device", p.name, p.multi_processor_count, "SMs", torch.__version__, torch.version.cuda, flush=True)
res = {"device": p.name, "torch": torch.__version__}


n = 8192
for name in ["random", "ones", "zeros"]:
    if name == "random":
        a = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
        b = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
    elif name == "ones":
        a = torch.ones(n, n, device=dev, dtype=torch.bfloat16); b = a.clone()
    else:
        a = torch.zeros(n, n, device=dev, dtype=torch.bfloat16); b = a.clone()
    c = torch.empty_like(a)
    ms = bench(lambda: torch.mm(a, b, out=c))
    res["gemm_" + name + "_tflops"] = 2 * n**3 / ms / 1e9
    print("bf16 gemm 8192", name, round(res["gemm_" + name + "_tflops"], 1), "TFLOP/s", flush=True)
del a, b, c
x = torch.empty(256 * 1024 * 1024, dtype=torch.uint8, device=dev)
y = torch.empty_like(x)
ms = bench(lambda: y.copy_(x))
res["copy_gbs"] = 2 * x.numel() / ms / 1e6
print("device copy 256 MiB", round(res["copy_gbs"]), "GB/s (read+write)", flush=True)
del x, y


def train(tag, L, h, a, T, mb, gb, V=50304, steps=8):
    torch.manual_seed(0)
    with torch.device(dev):
        model = GPT(L, h, a, V, T)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)
    scaler = torch.amp.GradScaler("cuda", enabled=FP16)
    accum = gb // mb
    idx = torch.randint(0, V, (mb, T), device=dev); tgt = torch.randint(0, V, (mb, T), device=dev)
    params = sum(q.numel() for q in model.parameters())
    fb, st, op = [], [], []
    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
        for i in range(3 + steps):
            if i == 3:
                torch.cuda.synchronize(); torch.cuda.reset_peak_memory_stats()
            e0, e1, e2 = (torch.cuda.Event(enable_timing=True) for _ in range(3))
            e0.record()
            for _ in range(accum):
                with torch.autocast("cuda", dtype=DTYPE):
                    loss = model(idx, tgt) / accum
                scaler.scale(loss).backward()
            e1.record()
            scaler.step(opt); scaler.update(); opt.zero_grad(set_to_none=True)
            e2.record(); e2.synchronize()
            if i >= 3:
                fb.append(e0.elapsed_time(e1) / 1e3); op.append(e1.elapsed_time(e2) / 1e3)
                st.append(e0.elapsed_time(e2) / 1e3)
    med = lambda v: sorted(v)[len(v) // 2]
    r = {"params": params, "step_s": med(st), "fwd_bwd_s": med(fb), "optimizer_s": med(op),
         "tokens_per_s": gb * T / med(st), "peak_allocated_gb": torch.cuda.max_memory_allocated() / 1e9,
         "peak_reserved_gb": torch.cuda.max_memory_reserved() / 1e9, "loss": float(loss) * accum}
    res["train_" + tag] = r
    print("train", tag, json.dumps(r), flush=True)
    del model, opt
    torch.cuda.empty_cache()


for cfg in [("a", 24, 2048, 16, 2048, 4, 8), ("b", 24, 1024, 16, 2048, 8, 16), ("c", 24, 2048, 16, 8192, 1, 2)]:
    try:
        train(*cfg)
    except Exception as ex:  # keep the other configurations
        print("train", cfg[0], "failed:", repr(ex), flush=True)
        torch.cuda.empty_cache()
    with open(os.path.join(OUT, RESULT), "w") as f:
        json.dump(res, f, indent=1)
