// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file EnumNames.h
/// \brief The names files give the enumerations' values, one table per enumeration.
///
/// A table lists every value of its enumeration once, in the enumeration's order, with the
/// stable name scenario and result files write (`bf16`, `selective`, `powersgd` ...).
/// Readers and writers both go through it: enumName() writes a value, enumFromName() reads
/// one back and enumNameList() lists the names a reader accepts. A table that leaves out a
/// value, lists one out of order or names two alike fails to build where it is used.

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace scaleplan::engine {

/// One value of \p Enum and its name in files.
template<typename Enum> struct EnumName
{
    Enum value;
    const char *name;
};

/// The table of \p Enum: specialised below (or beside the enumeration, in the file that
/// alone reads and writes it) with `static constexpr EnumName<Enum> names[]`.
template<typename Enum> struct EnumTable;

template<> struct EnumTable<ModelKind>
{
    static constexpr EnumName<ModelKind> names[]
        = {{ModelKind::Transformer, "transformer"}, {ModelKind::Generic, "generic"}};
};

template<> struct EnumTable<MlpKind>
{
    static constexpr EnumName<MlpKind> names[]
        = {{MlpKind::Gelu, "gelu"}, {MlpKind::SwiGlu, "swiglu"}};
};

template<> struct EnumTable<GeluForm>
{
    static constexpr EnumName<GeluForm> names[]
        = {{GeluForm::Kernel, "kernel"}, {GeluForm::WrittenOut, "written_out"}};
};

template<> struct EnumTable<LinearBiases>
{
    static constexpr EnumName<LinearBiases> names[] = {{LinearBiases::All, "all"},
                                                       {LinearBiases::Qkv, "qkv"},
                                                       {LinearBiases::None, "none"},
                                                       {LinearBiases::NormsOnly, "norms"},
                                                       {LinearBiases::Mlp, "mlp"}};
};

template<> struct EnumTable<Normalization>
{
    static constexpr EnumName<Normalization> names[]
        = {{Normalization::LayerNorm, "layernorm"}, {Normalization::RmsNorm, "rmsnorm"}};
};

template<> struct EnumTable<QkNorms>
{
    static constexpr EnumName<QkNorms> names[] = {{QkNorms::None, "none"},
                                                  {QkNorms::PerHead, "per_head"},
                                                  {QkNorms::Whole, "whole"},
                                                  {QkNorms::L2, "l2"}};
};

template<> struct EnumTable<TransformerBlock>
{
    static constexpr EnumName<TransformerBlock> names[]
        = {{TransformerBlock::Sequential, "sequential"},
           {TransformerBlock::Parallel, "parallel"},
           {TransformerBlock::ParallelTwoNorms, "parallel_two_norms"}};
};

template<> struct EnumTable<PositionEncoding>
{
    static constexpr EnumName<PositionEncoding> names[] = {{PositionEncoding::Learned, "learned"},
                                                           {PositionEncoding::Rope, "rope"},
                                                           {PositionEncoding::Alibi, "alibi"}};
};

template<> struct EnumTable<Precision>
{
    static constexpr EnumName<Precision> names[] = {{Precision::Fp32, "fp32"},
                                                    {Precision::Fp16, "fp16"},
                                                    {Precision::Bf16, "bf16"},
                                                    {Precision::Fp8, "fp8"}};
};

template<> struct EnumTable<OptimizerKind>
{
    static constexpr EnumName<OptimizerKind> names[]
        = {{OptimizerKind::Adam, "adam"}, {OptimizerKind::Sgd, "sgd"}};
};

template<> struct EnumTable<OptimizerStatePrecision>
{
    static constexpr EnumName<OptimizerStatePrecision> names[]
        = {{OptimizerStatePrecision::Fp32, "fp32"}, {OptimizerStatePrecision::Bf16, "bf16"}};
};

template<> struct EnumTable<MasterWeights>
{
    static constexpr EnumName<MasterWeights> names[] = {{MasterWeights::Fp32, "fp32"},
                                                        {MasterWeights::Remainders, "remainders"},
                                                        {MasterWeights::None, "none"}};
};

template<> struct EnumTable<Recompute>
{
    static constexpr EnumName<Recompute> names[] = {
        {Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}};
};

template<> struct EnumTable<SelectivePolicy>
{
    static constexpr EnumName<SelectivePolicy> names[]
        = {{SelectivePolicy::Parts, "parts"},
           {SelectivePolicy::EveryOtherMatmul, "every_other_matmul"}};
};

template<> struct EnumTable<AttentionKernel>
{
    static constexpr EnumName<AttentionKernel> names[] = {{AttentionKernel::Flash2, "flash2"},
                                                          {AttentionKernel::Flash3, "flash3"},
                                                          {AttentionKernel::Flash1, "flash1"},
                                                          {AttentionKernel::Triton, "triton"}};
};

template<> struct EnumTable<KernelStyle>
{
    static constexpr EnumName<KernelStyle> names[]
        = {{KernelStyle::Fused, "fused"}, {KernelStyle::Eager, "eager"}};
};

template<> struct EnumTable<MixedPrecision>
{
    static constexpr EnumName<MixedPrecision> names[]
        = {{MixedPrecision::MainCopy, "main_copy"}, {MixedPrecision::Autocast, "autocast"}};
};

template<> struct EnumTable<Fp8Scaling>
{
    static constexpr EnumName<Fp8Scaling> names[]
        = {{Fp8Scaling::Delayed, "delayed"}, {Fp8Scaling::Current, "current"}};
};

template<> struct EnumTable<Compression>
{
    static constexpr EnumName<Compression> names[] = {{Compression::None, "none"},
                                                      {Compression::Fp16, "fp16"},
                                                      {Compression::Int8, "int8"},
                                                      {Compression::PowerSgd, "powersgd"},
                                                      {Compression::TopK, "topk"}};
};

template<> struct EnumTable<PipelineEngine>
{
    static constexpr EnumName<PipelineEngine> names[]
        = {{PipelineEngine::Megatron, "megatron"}, {PipelineEngine::DeepSpeed, "deepspeed"}};
};

template<> struct EnumTable<Software>
{
    static constexpr EnumName<Software> names[]
        = {{Software::Unspecified, "unspecified"},    {Software::MegatronCore, "megatron-core"},
           {Software::DeepSpeed, "deepspeed"},        {Software::PytorchFsdp, "pytorch-fsdp"},
           {Software::PytorchFsdp2, "pytorch-fsdp2"}, {Software::Jax, "jax"}};
};

template<> struct EnumTable<Capacity>
{
    static constexpr EnumName<Capacity> names[] = {
        {Capacity::Either, "either"}, {Capacity::OnDemand, "on_demand"}, {Capacity::Spot, "spot"}};
};

template<> struct EnumTable<Commitment>
{
    static constexpr EnumName<Commitment> names[] = {{Commitment::OnDemand, "on_demand"},
                                                     {Commitment::Reserved1y, "reserved_1y"},
                                                     {Commitment::Reserved3y, "reserved_3y"},
                                                     {Commitment::CapacityBlock, "capacity_block"}};
};

template<> struct EnumTable<ExpertDispatcher>
{
    static constexpr EnumName<ExpertDispatcher> names[]
        = {{ExpertDispatcher::AllToAll, "all_to_all"}, {ExpertDispatcher::DeepEp, "deepep"}};
};

template<> struct EnumTable<GradientBuckets>
{
    static constexpr EnumName<GradientBuckets> names[]
        = {{GradientBuckets::InPlace, "in_place"}, {GradientBuckets::Copied, "copied"}};
};

template<> struct EnumTable<Severity>
{
    static constexpr EnumName<Severity> names[]
        = {{Severity::Error, "error"}, {Severity::Warning, "warning"}, {Severity::Info, "info"}};
};

template<> struct EnumTable<RunFamily>
{
    static constexpr EnumName<RunFamily> names[] = {{RunFamily::Megatron, "megatron"},
                                                    {RunFamily::Zero3, "zero3"},
                                                    {RunFamily::MixtureOfExperts, "moe"},
                                                    {RunFamily::SingleNode, "single_node"},
                                                    {RunFamily::Generic, "generic"}};
};

template<> struct EnumTable<AccuracyScope>
{
    static constexpr EnumName<AccuracyScope> names[]
        = {{AccuracyScope::SimilarRuns, "similar_runs"},
           {AccuracyScope::Family, "family"},
           {AccuracyScope::Unvalidated, "unvalidated"},
           {AccuracyScope::HeldOutCaution, "held_out_caution"}};
};

namespace detail {

/// True when \p V is one of its enumeration's named values. GCC and Clang write a template
/// argument that names an enumerator by its name (`scaleplan::engine::Precision::Fp8`) and
/// any other value as a cast (`(scaleplan::engine::Precision)4`); elsewhere it says false,
/// so the check below misses a value added at the end but still catches the others.
template<auto V> constexpr bool namesEnumerator()
{
#if defined(__GNUC__) || defined(__clang__)
    constexpr std::string_view signature = __PRETTY_FUNCTION__;
    constexpr std::size_t at = signature.rfind("V = ");
    static_assert(at != std::string_view::npos, "unknown __PRETTY_FUNCTION__ layout");
    return signature[at + 4] != '(';
#else
    return false;
#endif
}

/// True when row i of \p rows is value i of \p Enum (`key(rows[i]) == Enum(i)`), for every
/// value: none left out, none out of order, nothing after the last.
template<typename Enum, std::size_t N, typename Row, typename Key>
constexpr bool inEnumOrder(const Row (&rows)[N], Key key)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (key(rows[i]) != static_cast<Enum>(i))
            return false;
    }
    return !namesEnumerator<static_cast<Enum>(N)>();
}

/// True when no two of \p rows share a name (`name(row)`) and none is empty.
template<std::size_t N, typename Row, typename Name>
constexpr bool namedApart(const Row (&rows)[N], Name name)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (std::string_view(name(rows[i])).empty())
            return false;
        for (std::size_t j = 0; j < i; ++j) {
            if (std::string_view(name(rows[i])) == name(rows[j]))
                return false;
        }
    }
    return true;
}

} // namespace detail

/// The table of \p Enum, every value once in order, checked when the build uses it.
template<typename Enum> constexpr std::span<const EnumName<Enum>> enumNames()
{
    constexpr auto &names = EnumTable<Enum>::names;
    static_assert(detail::inEnumOrder<Enum>(names, [](const EnumName<Enum> &e) { return e.value; }),
                  "an enumeration's name table must list every value once, in order");
    static_assert(detail::namedApart(names, [](const EnumName<Enum> &e) { return e.name; }),
                  "an enumeration's name table must name each value apart");
    return names;
}

/// The name files give \p value (`bf16`); empty for a value outside the enumeration.
template<typename Enum> constexpr const char *enumName(Enum value)
{
    for (const EnumName<Enum> &entry : enumNames<Enum>()) {
        if (entry.value == value)
            return entry.name;
    }
    return "";
}

/// The value of \p Enum named \p name, or nothing when none is (names are case-sensitive).
template<typename Enum> constexpr std::optional<Enum> enumFromName(std::string_view name)
{
    for (const EnumName<Enum> &entry : enumNames<Enum>()) {
        if (name == entry.name)
            return entry.value;
    }
    return std::nullopt;
}

/// The names of \p Enum in order, joined by ", " (`fp32, fp16, bf16, fp8`).
template<typename Enum> std::string enumNameList()
{
    std::string list;
    for (const EnumName<Enum> &entry : enumNames<Enum>())
        list += (list.empty() ? "" : ", ") + std::string(entry.name);
    return list;
}

} // namespace scaleplan::engine
