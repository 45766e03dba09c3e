# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by run.sh and recheck.sh: reads "path/to/scaleplan-cli OUTDIR" into $cli and $out
# (exported as OUT for the Python scripts), names the GPU, and puts a cuBLAS on the library
# path for the probe's GEMM benchmark: a CUDA toolkit's, else PyTorch's wheel.
set -u
cli=${1:?path to scaleplan-cli}
out=${2:?output folder}
mkdir -p "$out"
export OUT="$out"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,power.limit --format=csv
cublas=$(find /usr/local/cuda*/lib64 /opt /usr/lib -name 'libcublas.so.1[123]' 2>/dev/null | head -1)
[ -n "$cublas" ] && export LD_LIBRARY_PATH="$(dirname "$cublas"):${LD_LIBRARY_PATH:-}"
