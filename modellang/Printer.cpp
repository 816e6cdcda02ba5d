//===- modellang/Printer.cpp - canonical printing of models ---------------===//
#include "modellang/Printer.h"

#include "modellang/CharClass.h"
#include "modellang/Keywords.h"
#include "modellang/Operators.h"

#include <cassert>
#include <charconv>
#include <cstring>
#include <fmt/format.h>

namespace pathsim::modellang {

namespace {

/// Appends the decimal (or hexadecimal) digits of X.
template <typename T> void appendNumber(std::string &Out, T X, int Base = 10) {
  char Buf[24];
  auto [End, Err] = std::to_chars(Buf, Buf + sizeof Buf, X, Base);
  (void)Err;
  // A pointer and a length: append(first, last) takes the string's general
  // replace, several times slower, and models print millions of numbers.
  Out.append(Buf, static_cast<size_t>(End - Buf));
}

void appendByteField(std::string &Out, const ByteField &F,
                     bool SignedOffset = false) {
  assert((F.Size != ByteField::SizeKind::None || F.Offset) &&
         "a byte field needs a size or an offset");
  // Written into a buffer and appended once: model building prints millions
  // of fields, and each append to a string checks its capacity.
  char Buf[64];
  char *At = Buf, *End = Buf + sizeof Buf;
  *At++ = '<';
  if (F.Size == ByteField::SizeKind::All) {
    std::memcpy(At, "all", 3);
    At += 3;
  } else if (F.Size == ByteField::SizeKind::Bytes) {
    At = std::to_chars(At, End, F.Bytes).ptr;
  }
  if (F.Offset) {
    *At++ = ':';
    At = SignedOffset
             ? std::to_chars(At, End, static_cast<int64_t>(*F.Offset)).ptr
             : std::to_chars(At, End, *F.Offset).ptr;
  }
  *At++ = '>';
  Out.append(Buf, static_cast<size_t>(At - Buf));
}

} // namespace

std::string printByteField(const ByteField &F, bool SignedOffset) {
  std::string Out;
  appendByteField(Out, F, SignedOffset);
  return Out;
}

std::string quoteString(std::string_view S) {
  std::string Out = "\"";
  for (char C : S) {
    switch (C) {
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    case '\n':
      Out += "\\n";
      break;
    case '\t':
      Out += "\\t";
      break;
    case '\r':
      Out += "\\r";
      break;
    default:
      // Bytes >= 0x80 (UTF-8) are kept as they are.
      if (isPrintable(C) || static_cast<unsigned char>(C) >= 0x80)
        Out += C;
      else
        Out += fmt::format("\\{:03o}", static_cast<unsigned char>(C));
    }
  }
  return Out + "\"";
}

namespace {

void appendVariable(std::string &Out, const Variable &V) {
  for (const Deref &D : V.Derefs) {
    Out += '*';
    if (D.Field)
      appendByteField(Out, *D.Field);
  }
  Out += V.Name;
  if (V.Input)
    Out += '@';
  if (V.Field)
    appendByteField(Out, *V.Field);
  if (V.Bits) {
    Out += ".<";
    appendNumber(Out, V.Bits->Width);
    Out += ':';
    appendNumber(Out, V.Bits->Lsb);
    Out += '>';
  }
}

struct OperandPrinter {
  std::string &Out;
  void operator()(const Variable &V) const { appendVariable(Out, V); }
  void operator()(const IntegerConst &I) const {
    if (I.Hex) {
      Out += "0x";
      appendNumber(Out, static_cast<uint64_t>(I.Value), 16);
    } else {
      appendNumber(Out, I.Value);
    }
  }
  void operator()(const StringConst &S) const { Out += quoteString(S.Value); }
  void operator()(const SpecialConst &S) const { Out += spelling(S.K); }
  void operator()(const ResourceSpec &R) const {
    Out += '(';
    Out += R.Type;
    Out += ' ';
    Out += R.State;
    Out += ')';
  }
};

void printList(std::string &Out, std::string_view Keyword,
               const std::vector<VariableDef> &Vars) {
  if (Vars.empty())
    return;
  Out += "\n  (";
  Out += Keyword;
  for (const VariableDef &V : Vars) {
    Out += ' ';
    Out += V.Name;
    if (V.Field)
      appendByteField(Out, *V.Field);
  }
  Out += ')';
}

void printCase(std::string &Out, const Case &C) {
  Out += "\n  (";
  Out += spelling(C.Kind);
  if (C.Return) {
    Out += ' ';
    Out += spelling(*C.Return);
  }
  if (C.Reason)
    Out += ' ' + quoteString(*C.Reason);
  for (const Operation &O : C.Operations) {
    Out += "\n    (";
    Out += spelling(O.Kind);
    Out += ' ';
    Out += spelling(O.Op);
    for (const Operand &Opnd : O.Operands) {
      Out += ' ';
      appendOperand(Out, Opnd);
    }
    Out += ')';
  }
  Out += ')';
}

} // namespace

void appendOperand(std::string &Out, const Operand &O) {
  std::visit(OperandPrinter{Out}, O.V);
}

std::string printOperand(const Operand &O) {
  std::string Out;
  appendOperand(Out, O);
  return Out;
}

std::string printModel(const Model &M) {
  assert((!M.DocLine || M.DocFile) && (!M.DocText || M.DocLine) &&
         "documentation parts are nested: text needs a line, a line a file");
  std::string Out = "(" + M.Name;
  if (M.DocFile)
    Out += ' ' + quoteString(*M.DocFile);
  if (M.DocLine)
    Out += ' ' + std::to_string(*M.DocLine);
  if (M.DocText)
    Out += ' ' + quoteString(*M.DocText);
  printList(Out, "param", M.Params);
  printList(Out, "global", M.Globals);
  printList(Out, "static", M.Statics);
  printList(Out, "temp", M.Temps);
  for (const Case &C : M.Cases)
    printCase(Out, C);
  return Out + ")\n";
}

std::string printModels(const std::vector<Model> &Models) {
  std::string Out;
  for (const Model &M : Models) {
    if (!Out.empty())
      Out += '\n';
    Out += printModel(M);
  }
  return Out;
}

std::string printFile(const ReadResult &R) {
  std::string Out;
  for (size_t I = 0; I < R.Models.size(); ++I) {
    if (!Out.empty())
      Out += '\n';
    if (I < R.LeadingComments.size() && !R.LeadingComments[I].empty())
      Out += R.LeadingComments[I] + '\n';
    Out += printModel(R.Models[I]);
  }
  if (!R.TrailingComments.empty()) {
    if (!Out.empty())
      Out += '\n';
    Out += R.TrailingComments + '\n';
  }
  return Out;
}

} // namespace pathsim::modellang
