//===- modellang/Printer.h - canonical printing of models -----------------===//
#pragma once

#include "modellang/Model.h"
#include "modellang/Reader.h"

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::modellang {

/// The canonical text of \p M, ending with a newline: the name and its
/// documentation on the first line, then one declaration list or case header
/// per line and one operation per line, indented by two spaces per level, with
/// the closing parentheses at the end of the last line. Reading it back gives a
/// model equal to \p M, and printing that again gives the same text.
std::string printModel(const Model &M);

/// The models, each printed canonically, separated by blank lines.
std::string printModels(const std::vector<Model> &Models);

/// A whole file as `pathsim models fmt` writes it: the models of \p R with the
/// comments that stood between them (comments inside models are lost).
std::string printFile(const ReadResult &R);

/// One operand as written in a model: `*<4:8>p@<8:0>`, `0x10`, `"a\n"`,
/// `NULL`, `(FILE open)`.
std::string printOperand(const Operand &O);
/// printOperand, appended to \p Out: model building prints every operand of
/// every path's outcome, and a string for each is what it costs.
void appendOperand(std::string &Out, const Operand &O);

/// A byte field: `<4>`, `<:8>`, `<4:0>`, `<all>`, `<all:0>`.
/// With \p SignedOffset the offset prints as a signed word (`<1:-4>`, as
/// messages show it: bytes before a pointer wrap as 64-bit words); the
/// model language's own text keeps it unsigned.
std::string printByteField(const ByteField &F, bool SignedOffset = false);

/// A C string constant with the escapes the reader decodes.
std::string quoteString(std::string_view S);

} // namespace pathsim::modellang
