# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""One Llama decoder layer as Hugging Face Transformers runs it eagerly, timed kernel by kernel.

The engine prices a layer's element-wise work as Megatron-LM's fused kernels move it
(docs/model.md 4.4). Eager PyTorch code (Hugging Face modules under FSDP or DDP, torchtitan
without torch.compile) runs each operation as its own kernel. This script runs
transformers' LlamaDecoderLayer (bf16 weights, SDPA attention, random inputs) forward and
backward and sorts its kernels into matrix products, attention and the rest, naming each
of the rest with its count and time, so that the bytes of each unfused operation can be
checked against its time. Writes eagerlayer.json to $OUT and prints a table last.
"""
import json
import os

import torch
from torch.profiler import ProfilerActivity, profile
from transformers import LlamaConfig
from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRotaryEmbedding

OUT = os.environ.get("OUT", ".")
dev = "cuda"


def family(name):
    n = name.lower()
    if "flash" in n or "fmha" in n or "attention" in n or "cudnn" in n:
        return "attention"
    if "gemm" in n or "nvjet" in n or "cutlass" in n or "xmma" in n or "splitk" in n:
        return "products"
    return "other"


def llama_layer(hidden, ffn, heads, kv_heads, batch, seq):
    """A Llama decoder layer and the call that runs it forward on x."""
    cfg = LlamaConfig(hidden_size=hidden, intermediate_size=ffn, num_attention_heads=heads,
                      num_key_value_heads=kv_heads, num_hidden_layers=1,
                      max_position_embeddings=max(seq, 8192), rope_theta=500000.0)
    cfg._attn_implementation = "sdpa"
    layer = LlamaDecoderLayer(cfg, layer_idx=0).to(dev, torch.bfloat16)
    rope = LlamaRotaryEmbedding(cfg).to(dev)
    pos = torch.arange(seq, device=dev)[None].expand(batch, seq)
    with torch.no_grad():
        cos, sin = rope(torch.empty(1, device=dev, dtype=torch.bfloat16), pos)

    def forward(x):
        out = layer(x, attention_mask=None, position_ids=pos, position_embeddings=(cos, sin))
        return out[0] if isinstance(out, tuple) else out
    return layer, forward


def bigcode_layer(hidden, ffn, heads, kv_heads, batch, seq):
    """A GPTBigCode (StarCoder) block: LayerNorm, multi-query attention, GELU (tanh, one
    kernel), biases, no dropout."""
    from transformers import GPTBigCodeConfig
    from transformers.models.gpt_bigcode.modeling_gpt_bigcode import GPTBigCodeBlock
    cfg = GPTBigCodeConfig(n_embd=hidden, n_inner=ffn, n_head=heads, multi_query=True,
                           n_layer=1, n_positions=max(seq, 8192), resid_pdrop=0.0,
                           embd_pdrop=0.0, attn_pdrop=0.0,
                           activation_function="gelu_pytorch_tanh")
    cfg._attn_implementation = "sdpa"
    layer = GPTBigCodeBlock(cfg, layer_idx=0).to(dev, torch.bfloat16)

    def forward(x):
        out = layer(x)
        return out[0] if isinstance(out, tuple) else out
    return layer, forward


def saved_bytes(forward, batch, seq, hidden):
    """Bytes two stacked calls keep for backward, per layer: allocated after the forward of
    two layers, less before, less the output."""
    x = torch.randn(batch, seq, hidden, device=dev, dtype=torch.bfloat16, requires_grad=True)
    torch.cuda.synchronize()
    before = torch.cuda.memory_allocated()
    out = forward(forward(x))
    torch.cuda.synchronize()
    kept = torch.cuda.memory_allocated() - before - out.numel() * out.element_size()
    del out
    return kept / 2


def run(tag, hidden, ffn, heads, kv_heads, batch, seq, make=llama_layer):
    torch.manual_seed(0)
    layer, forward = make(hidden, ffn, heads, kv_heads, batch, seq)
    layer.train()
    x = torch.randn(batch, seq, hidden, device=dev, dtype=torch.bfloat16, requires_grad=True)
    gy = torch.randn_like(x)

    def step():
        forward(x).backward(gy)

    for _ in range(3):
        step()
    torch.cuda.synchronize()
    e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    for _ in range(7):
        e0.record()
        for _ in range(5):
            step()
        e1.record()
        e1.synchronize()
        times.append(e0.elapsed_time(e1) / 5)
    times.sort()
    reps = 5
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(reps):
            step()
        torch.cuda.synchronize()
    kernels = {}
    for ev in prof.events():
        if ev.device_type != torch.autograd.DeviceType.CUDA:
            continue
        k = kernels.setdefault(ev.name, [0, 0.0])
        k[0] += 1
        k[1] += ev.device_time_total / 1000.0
    fams = {}
    for name, (count, ms) in kernels.items():
        f = family(name)
        fams[f] = fams.get(f, 0.0) + ms / reps
    rest = sorted(((ms / reps, count // reps, name) for name, (count, ms) in kernels.items()
                   if family(name) == "other"), reverse=True)
    kept = saved_bytes(forward, batch, seq, hidden)
    res = {"tag": tag, "saved_mb_per_layer": kept / 1e6, "hidden": hidden, "ffn": ffn, "heads": heads, "kv_heads": kv_heads,
           "batch": batch, "seq": seq, "step_ms": times[3], "families_ms": fams,
           "kernels_per_step": sum(c for c, _ in kernels.values()) / reps,
           "other_kernels": [{"ms": ms, "count": c, "name": n[:160]} for ms, c, n in rest]}
    print(f"{tag}: keeps {kept / 1e6:.1f} MB; layer forward+backward {times[3]:.3f} ms; by family (ms)",
          {k: round(v, 3) for k, v in fams.items()}, "kernels", res["kernels_per_step"], flush=True)
    # Each operation with its input shapes and the GPU time of its own kernels, forward
    # alone and forward + backward, so that each can be set against the bytes it moves.
    for phase in ("forward", "step"):
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA],
                     record_shapes=True) as prof:
            for _ in range(reps):
                if phase == "forward":
                    del_me = forward(x)
                    del del_me
                else:
                    step()
            torch.cuda.synchronize()
        ops = []
        for e in prof.key_averages(group_by_input_shape=True):
            ms = e.self_device_time_total / 1000.0 / reps
            if ms > 0.0005:
                ops.append({"op": e.key, "shapes": str(e.input_shapes)[:200],
                            "calls": e.count // reps, "ms": ms})
        ops.sort(key=lambda o: -o["ms"])
        res["ops_" + phase] = ops
        print(f"  {phase}: operations by their own GPU time", flush=True)
        for o in ops[:45]:
            print(f"   {o['ms']:8.4f} ms x{o['calls']:2d} {o['op'][:40]:40s} {o['shapes'][:110]}", flush=True)
    return res


def main():
    import transformers
    p = torch.cuda.get_device_properties(0)
    result = {"device": p.name, "torch": torch.__version__, "transformers": transformers.__version__,
              "layers": []}
    print(result, flush=True)
    for args in [("llama3-8b s4096", 4096, 14336, 32, 8, 1, 4096),
                 ("llama-1b s4096", 2048, 8192, 32, 8, 1, 4096),
                 ("bigcode h4096 s4096", 4096, 16384, 32, 1, 1, 4096, bigcode_layer)]:
        try:
            result["layers"].append(run(*args))
        except Exception as err:
            print(args[0], "failed:", repr(err), flush=True)
    with open(os.path.join(OUT, "eagerlayer.json"), "w") as fh:
        json.dump(result, fh, indent=1)


if __name__ == "__main__":
    main()
