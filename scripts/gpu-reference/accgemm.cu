// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// cuBLAS bf16 products writing bf16, writing fp32, and accumulating into fp32 (beta = 1),
// as Megatron-LM's fused weight-gradient accumulation does. Prints ms per product.
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

static void check(cudaError_t e, const char *w) { if (e != cudaSuccess) { printf("%s: %s\n", w, cudaGetErrorString(e)); std::exit(1); } }
static void checkb(cublasStatus_t s, const char *w) { if (s != CUBLAS_STATUS_SUCCESS) { printf("%s: cublas %d\n", w, int(s)); std::exit(1); } }

template <class F> double medianMs(F run)
{
    auto begin = std::chrono::steady_clock::now();
    do { for (int i = 0; i < 10; ++i) run(); check(cudaDeviceSynchronize(), "sync"); }
    while (std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count() < 0.3);
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
    std::vector<double> t;
    for (int s = 0; s < 5; ++s) {
        cudaEventRecord(a); for (int i = 0; i < 10; ++i) run(); cudaEventRecord(b); cudaEventSynchronize(b);
        float ms = 0; cudaEventElapsedTime(&ms, a, b); t.push_back(ms / 10);
    }
    std::sort(t.begin(), t.end()); return t[2];
}

int main()
{
    struct Shape { long m, n, k; const char *what; };
    const Shape shapes[] = {
        {4096, 14336, 8192, "llama3-8b mlp wgrad, 8192 tokens"},
        {4096, 4096, 8192, "llama3-8b attn-out wgrad, 8192 tokens"},
        {4096, 28672, 2048, "llama up+gate wgrad, 2048 tokens"},
        {4096, 4096, 2048, "4096^2 wgrad, 2048 tokens"},
        {12288, 9216, 2048, "gpt3 tp4 qkv wgrad, 2048 tokens"},
        {12288, 12288, 2048, "gpt3 tp4 mlp wgrad, 2048 tokens"},
        {8192, 8192, 8192, "8192^3"},
    };
    size_t maxA = 0, maxB = 0, maxC = 0;
    for (auto &s : shapes) { maxA = std::max(maxA, size_t(s.m * s.k)); maxB = std::max(maxB, size_t(s.k * s.n)); maxC = std::max(maxC, size_t(s.m * s.n)); }
    std::vector<uint16_t> host(std::max(maxA, maxB));
    uint64_t x = 0x9E3779B97F4A7C15ull;
    for (auto &w : host) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; unsigned r = unsigned(x) & 0xFFFF; w = uint16_t((r & 0x8000) | ((123 + ((r >> 13) & 3)) << 7) | (r & 0x7F)); }
    void *A, *B, *C32, *C16;
    check(cudaMalloc(&A, maxA * 2), "A"); check(cudaMalloc(&B, maxB * 2), "B");
    check(cudaMalloc(&C32, maxC * 4), "C32"); check(cudaMalloc(&C16, maxC * 2), "C16");
    check(cudaMemcpy(A, host.data(), maxA * 2, cudaMemcpyHostToDevice), "cpA");
    check(cudaMemcpy(B, host.data(), maxB * 2, cudaMemcpyHostToDevice), "cpB");
    check(cudaMemset(C32, 0, maxC * 4), "set");
    cublasHandle_t h; checkb(cublasCreate(&h), "create");
    const float one = 1, zero = 0;
    printf("m n k | bf16 out ms | fp32 out ms | fp32 accumulate ms | what\n");
    for (auto &s : shapes) {
        int m = int(s.m), n = int(s.n), k = int(s.k);
        auto gemm = [&](const float *beta, void *c, cudaDataType ct) {
            checkb(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, A, CUDA_R_16BF, m, B, CUDA_R_16BF, k,
                                beta, c, ct, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT), "gemm");
        };
        double t16 = medianMs([&] { gemm(&zero, C16, CUDA_R_16BF); });
        double t32 = medianMs([&] { gemm(&zero, C32, CUDA_R_32F); });
        double tacc = medianMs([&] { gemm(&one, C32, CUDA_R_32F); });
        printf("%d %d %d | %.4f | %.4f | %.4f | %s\n", m, n, k, t16, t32, tacc, s.what);
        fflush(stdout);
    }
    return 0;
}
