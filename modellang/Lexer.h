//===- modellang/Lexer.h - the tokens of the model language ---------------===//
//
// Plain functions that each read one token at a position. The reader wraps
// them as X3 primitive parsers. Internal to modellang: a malformed token
// throws LexError, which the reader catches (it never throws past its API).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "modellang/Model.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace pathsim::modellang {

/// A malformed token at Where: "expected <Expected>" (the reader adds "but
/// found <what is at Where>"), or, when Expected is empty, Message as it is.
struct LexError {
  const char *Where;
  std::string Expected;
  std::string Message;
};

/// Throws LexError{Where, What, ""}.
[[noreturn]] void expected(const char *Where, std::string What);
/// Throws LexError{Where, "", Message}.
[[noreturn]] void fail(const char *Where, std::string Message);

/// The end of the C identifier at \p P, or \p P if none starts there.
const char *lexIdentifier(const char *P, const char *End);

/// Whether the word \p W, not followed by an identifier character, is at \p P.
bool startsWithWord(const char *P, const char *End, std::string_view W);

/// The unsigned decimal number at \p P (which holds a digit); advances \p P.
uint64_t lexDecimal(const char *&P, const char *End);

/// The byte field at \p P (which holds '<'): `<4>` `<:8>` `<4:0>` `<4::0>`
/// `<all>` `<all:0>`; advances \p P.
ByteField lexByteField(const char *&P, const char *End);

/// The C string constant at \p P (which holds '"'), escapes decoded; advances
/// \p P past the closing quote.
std::string lexString(const char *&P, const char *End);

/// The integer constant at \p P: [-] decimal or [-] 0x hexadecimal. Returns
/// false, \p P unchanged, when none starts there.
bool lexInteger(const char *&P, const char *End, IntegerConst &Out);

/// The variable at \p P (`*<4:8>*p@<8:0>`, `return`, `...`), or the special
/// constant a bare NULL, EOF or default is. Returns false, \p P unchanged, when
/// none starts there.
bool lexVariable(const char *&P, const char *End, decltype(Operand::V) &Out);

/// The longest dereference chain a variable may have ('*' before its name):
/// a longer one is a lexing error.
inline constexpr size_t MaxDereferences = 64;

} // namespace pathsim::modellang
