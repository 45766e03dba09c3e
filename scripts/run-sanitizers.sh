#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The engine, the command line, their tests and the fuzz targets built with AddressSanitizer
# and UndefinedBehaviorSanitizer, and run (any report fails the run). CI runs it after
# scripts/run-tests.sh; it needs the packages that script installs.
set -euo pipefail
cd "$(dirname "$0")/.."
# Warnings are errors in the main build; here GCC 12 reports false maybe-uninitialized
# warnings inside std::regex and std::function under the sanitizers, so they stay warnings.
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE= -DSCALEPLAN_WERROR=OFF \
      -DSCALEPLAN_BUILD_GUI=OFF -DSCALEPLAN_BUILD_BENCHMARKS=OFF -DSCALEPLAN_BUILD_TESTS=ON \
      -DSCALEPLAN_TEST_TIMEOUT_SCALE=4 -DSCALEPLAN_FUZZ_MUTATIONS=1000 \
      -DCMAKE_CXX_FLAGS="-O1 -g1 $sanitize" \
      -DCMAKE_EXE_LINKER_FLAGS="$sanitize" -DCMAKE_SHARED_LINKER_FLAGS="$sanitize" \
      "${launcher[@]}" >/dev/null
cmake --build build-asan
# The fake CUDA driver is loaded with dlopen into instrumented tests; leaks of the Qt test
# runner's own start-up are not the engine's.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# The robustness cases and planner searches run ~3x slower instrumented: fewer of them.
export SCALEPLAN_ROBUSTNESS_CASES=3000
export QTEST_FUNCTION_TIMEOUT=1200000
# engine_planner's exhaustive searches take over 5 minutes instrumented; the planner is
# covered here by fuzz_planner and cli_plan.
ctest --test-dir build-asan --output-on-failure -j2 \
      -R '^(engine|cli|fuzz)_' -E '^engine_planner$'
