// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/InertText.h"

#include <cstdint>
#include <cstdio>

namespace scaleplan::engine {

namespace {

/// One code point read from \p text at \p at: its value and byte length, or a length of 0
/// when the bytes there are not well-formed UTF-8 (overlong, surrogate, truncated).
struct CodePoint
{
    std::uint32_t value = 0;
    std::size_t length = 0;
};

CodePoint decode(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80)
        return {lead, 1};
    std::size_t length = 0;
    std::uint32_t value = 0;
    std::uint32_t least = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2, value = lead & 0x1F, least = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3, value = lead & 0x0F, least = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4, value = lead & 0x07, least = 0x10000;
    } else {
        return {};
    }
    if (at + length > text.size())
        return {};
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80)
            return {};
        value = (value << 6) | (byte(i) & 0x3F);
    }
    if (value < least || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        return {};
    return {value, length};
}

/// Controls (C0, DEL, C1) and the line and paragraph separators: what must not pass.
bool mustEscape(std::uint32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029;
}

std::string hex(const char *format, unsigned value)
{
    char text[16];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string escape(std::uint32_t c)
{
    switch (c) {
    case '\n':
        return "\\n";
    case '\t':
        return "\\t";
    case '\r':
        return "\\r";
    default:
        break;
    }
    return c <= 0xFF ? hex("\\x%02x", c) : hex("\\u%04x", c);
}

} // namespace

std::string printableLine(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const CodePoint c = decode(text, at);
        if (c.length == 0) {
            out += hex("\\x%02x", static_cast<unsigned char>(text[at]));
            ++at;
            continue;
        }
        if (mustEscape(c.value))
            out += escape(c.value);
        else
            out.append(text.substr(at, c.length));
        at += c.length;
    }
    return out;
}

std::string yamlQuoted(std::string_view text)
{
    std::string out = "\"";
    for (std::size_t at = 0; at < text.size();) {
        const CodePoint c = decode(text, at);
        if (c.length == 0) {
            out += "\\uFFFD";
            ++at;
            continue;
        }
        if (c.value == '"' || c.value == '\\')
            out += '\\';
        if (mustEscape(c.value))
            out += escape(c.value);
        else
            out.append(text.substr(at, c.length));
        at += c.length;
    }
    return out + '"';
}

} // namespace scaleplan::engine
