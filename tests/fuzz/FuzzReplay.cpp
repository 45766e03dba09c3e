// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The driver of a fuzz target without libFuzzer: runs every seed file it is given (files
// or folders), then a fixed number of mutations of them, each from a seeded generator, so
// a run is the same on every machine. A finding aborts (or a sanitizer reports it); the
// input that caused it is written first to fuzz-crash-<target>.bin in the current folder.
//
//   fuzz_scenario [--mutations N] [--seed S] [--max-bytes B] SEED...
#include "FuzzTarget.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<std::uint8_t>;

/// Tokens that reach a JSON or CSV reader's corners: limits, types, structure.
const std::array<std::string_view, 28> kDictionary = {"null",
                                                      "true",
                                                      "false",
                                                      "0",
                                                      "-1",
                                                      "1e400",
                                                      "-1e400",
                                                      "1e-400",
                                                      "18446744073709551615",
                                                      "9223372036854775807",
                                                      "-9223372036854775808",
                                                      "0.5",
                                                      "\"\"",
                                                      "{}",
                                                      "[]",
                                                      "[",
                                                      "{",
                                                      "]",
                                                      "}",
                                                      ",",
                                                      ":",
                                                      "\"",
                                                      "\\u2028",
                                                      "\\u0000",
                                                      "\n",
                                                      "\r\n",
                                                      "=HYPERLINK(",
                                                      "#"};

Bytes readFile(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

/// A few random edits of \p input: bit flips, byte changes, inserts and deletes, copies of
/// its own ranges, splices of another seed and dictionary tokens.
Bytes mutate(Bytes input, const std::vector<Bytes> &seeds, std::mt19937_64 &random,
             std::size_t maxBytes)
{
    const auto below = [&random](std::size_t n) {
        return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
    };
    const std::size_t edits = 1 + below(4);
    for (std::size_t e = 0; e < edits; ++e) {
        const std::size_t at = below(input.size() + 1);
        switch (below(7)) {
        case 0:
            if (!input.empty())
                input[below(input.size())] ^= static_cast<std::uint8_t>(1u << below(8));
            break;
        case 1:
            if (!input.empty())
                input[below(input.size())] = static_cast<std::uint8_t>(below(256));
            break;
        case 2: {
            const std::size_t count = 1 + below(8);
            for (std::size_t i = 0; i < count; ++i)
                input.insert(input.begin() + static_cast<std::ptrdiff_t>(at),
                             static_cast<std::uint8_t>(below(256)));
            break;
        }
        case 3:
            if (at < input.size())
                input.erase(
                    input.begin() + static_cast<std::ptrdiff_t>(at),
                    input.begin()
                        + static_cast<std::ptrdiff_t>(std::min(input.size(), at + 1 + below(32))));
            break;
        case 4:
            if (!input.empty()) {
                const std::size_t from = below(input.size());
                const std::size_t length = std::min(input.size() - from, 1 + below(64));
                const Bytes piece(input.begin() + static_cast<std::ptrdiff_t>(from),
                                  input.begin() + static_cast<std::ptrdiff_t>(from + length));
                input.insert(input.begin() + static_cast<std::ptrdiff_t>(below(input.size() + 1)),
                             piece.begin(), piece.end());
            }
            break;
        case 5: {
            const Bytes &other = seeds[below(seeds.size())];
            const std::size_t from = below(other.size() + 1);
            input.resize(at);
            input.insert(input.end(), other.begin() + static_cast<std::ptrdiff_t>(from),
                         other.end());
            break;
        }
        default: {
            const std::string_view token = kDictionary[below(kDictionary.size())];
            input.insert(input.begin() + static_cast<std::ptrdiff_t>(at), token.begin(),
                         token.end());
            break;
        }
        }
    }
    if (input.size() > maxBytes)
        input.resize(maxBytes);
    return input;
}

/// Runs \p input, having saved it where a crash leaves it for the report.
void run(const Bytes &input, const std::string &crashFile)
{
    {
        std::ofstream last(crashFile, std::ios::binary | std::ios::trunc);
        last.write(reinterpret_cast<const char *>(input.data()),
                   static_cast<std::streamsize>(input.size()));
    }
    LLVMFuzzerTestOneInput(input.data(), input.size());
}

std::vector<Bytes> readSeeds(const std::vector<std::string> &paths)
{
    std::vector<Bytes> seeds;
    for (const std::string &path : paths) {
        if (std::filesystem::is_directory(path)) {
            std::vector<std::filesystem::path> files;
            for (const auto &entry : std::filesystem::directory_iterator(path))
                if (entry.is_regular_file())
                    files.push_back(entry.path());
            std::sort(files.begin(), files.end());
            for (const auto &file : files)
                seeds.push_back(readFile(file));
        } else {
            seeds.push_back(readFile(path));
        }
    }
    return seeds;
}

} // namespace

int main(int argc, char **argv)
{
    long mutations = 1000;
    unsigned long long seed = 1;
    std::size_t maxBytes = 1 << 20;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--mutations" && i + 1 < argc)
            mutations = std::stol(argv[++i]);
        else if (word == "--seed" && i + 1 < argc)
            seed = std::stoull(argv[++i]);
        else if (word == "--max-bytes" && i + 1 < argc)
            maxBytes = std::stoul(argv[++i]);
        else
            paths.push_back(word);
    }
    const std::vector<Bytes> seeds = readSeeds(paths);
    if (seeds.empty()) {
        std::cerr << "usage: " << argv[0]
                  << " [--mutations N] [--seed S] [--max-bytes B] SEED-FILE-OR-FOLDER...\n";
        return 2;
    }
    const std::string crashFile
        = "fuzz-crash-" + std::filesystem::path(argv[0]).filename().string() + ".bin";
    for (const Bytes &input : seeds)
        run(input, crashFile);
    std::mt19937_64 random(seed);
    Bytes current = seeds.front();
    for (long i = 0; i < mutations; ++i) {
        // Mostly a fresh mutation of a seed, sometimes a mutation of the last mutant.
        if (random() % 4 != 0)
            current = seeds[random() % seeds.size()];
        current = mutate(std::move(current), seeds, random, maxBytes);
        run(current, crashFile);
    }
    std::filesystem::remove(crashFile);
    std::cout << seeds.size() << " seeds and " << mutations << " mutations ran\n";
    return 0;
}
