// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file InertText.h
/// \brief Text from a file, made inert for the place it goes.
///
/// A scenario name, an unknown key or an instance id comes from a file the user may not
/// have written. Wherever such text is written into another language (a one-line error, a
/// comment, a YAML scalar) it is escaped by that place's rules, so it can neither end the
/// line nor start something that acts: every C0 and C1 control (NEL, U+0085, included),
/// DEL, and the Unicode line and paragraph separators U+2028 and U+2029. Bytes that are not
/// UTF-8 are escaped too.

#include <string>
#include <string_view>

namespace scaleplan::engine {

/// \p text on one line for a terminal, a message box or a comment: newline, tab and carriage
/// return as `\n`, `\t`, `\r`, other controls and separators as `\xNN` or `\uNNNN`, a byte
/// that is not UTF-8 as `\xNN`; printable text, including non-ASCII letters, unchanged.
std::string printableLine(std::string_view text);

/// \p text as a YAML 1.2 double-quoted scalar, quotes included: `"` and `\` escaped, every
/// control and separator (the YAML spec's line breaks NEL, U+2028 and U+2029 among them) as
/// an escape sequence, a byte that is not UTF-8 as U+FFFD.
std::string yamlQuoted(std::string_view text);

} // namespace scaleplan::engine
