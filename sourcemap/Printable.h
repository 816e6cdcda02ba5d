//===- sourcemap/Printable.h - names made safe to print on a terminal -----===//
//
// File names come from compile databases, the file system and stored runs:
// any byte may be in them. Printed raw, a newline forges a line of output
// (a warning CI parses), an escape sequence drives the terminal, a NUL cuts
// the message. printable() spells such bytes as C escapes.
//
#pragma once

#include <string>
#include <string_view>

namespace pathsim {

/// \p Text with every control character (below 0x20, and 0x7f) written as
/// a C escape: "\n", "\t", "\0", "\x1b"; a backslash followed by one of
/// those spellings stays as it is (the text is for people, not parsed
/// back). Other bytes, UTF-8 included, are kept.
std::string printable(std::string_view Text);

} // namespace pathsim
