#!/bin/bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The reference measurements of docs/probe.md ("Real-hardware run") on one NVIDIA GPU:
# scaleplan-cli probe with and without benchmarks, and the PyTorch / cuBLAS references
# the engine's kernel model was checked against. Needs python3 with PyTorch, and nvcc for
# the accumulating GEMMs. Usage: scripts/gpu-reference/run.sh path/to/scaleplan-cli OUTDIR
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/prepare.sh"
"$cli" probe --format text --benchmark
"$cli" probe --format json --benchmark --catalog-out "$out/this-machine.json" > "$out/probe.json"
PYTHONUNBUFFERED=1 python3 "$here/reference.py"   # GEMM and copy references, eager GPT steps
PYTHONUNBUFFERED=1 python3 "$here/stepprof.py"    # where a GPT step's GPU time goes
PYTHONUNBUFFERED=1 python3 "$here/fp8gemm.py"     # fp8 products at GPT-3 / Llama 2 shapes
PYTHONUNBUFFERED=1 python3 "$here/fp8scaling.py"  # fp8 casts with a known scale or their own amax
PYTHONUNBUFFERED=1 python3 "$here/compiledlayer.py" # a compiled Llama layer in bf16 and fp8
PYTHONUNBUFFERED=1 python3 "$here/attnlen.py"     # causal attention by sequence length
PYTHONUNBUFFERED=1 python3 "$here/moelayer.py"    # grouped expert products, a dropless block
PYTHONUNBUFFERED=1 python3 "$here/eagerlayer.py"  # Hugging Face layers in eager PyTorch
PYTHONUNBUFFERED=1 python3 "$here/bigshapes.py"   # Megatron-LM 2021 layer products by tp
PYTHONUNBUFFERED=1 python3 "$here/gemmclock.py"   # the GEMM rate over seconds of load
PYTHONUNBUFFERED=1 python3 "$here/hostfloor.py"   # the host's time under a small layer
bin=$(mktemp -d)
nvcc -O2 -std=c++17 -o "$bin/accgemm" "$here/accgemm.cu" -lcublas && "$bin/accgemm" | tee "$out/accgemm.txt"
