# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DINPUT=file -DOUTPUT=file.cpp -DFUNCTION=name -P EmbedText.cmake
# Emits the file as a hex byte array (no raw-string length or delimiter limits).
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" length)
math(EXPR bytes "${length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," body "${hex}")
string(REGEX REPLACE "(('\\\\x[0-9a-f][0-9a-f]',){32})" "\\1\n" body "${body}")
file(WRITE "${OUTPUT}"
"// Generated from ${INPUT} by cmake/EmbedText.cmake; do not edit.
#include <string_view>
namespace scaleplan::engine::detail {
namespace { const char kData[] = {\n${body}'\\0'}; }
std::string_view ${FUNCTION}() { return {kData, ${bytes}}; }
} // namespace scaleplan::engine::detail
")
