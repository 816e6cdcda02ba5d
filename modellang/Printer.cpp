//===- modellang/Printer.cpp - canonical printing of models ---------------===//
#include "modellang/Printer.h"

#include "modellang/CharClass.h"
#include "modellang/Keywords.h"
#include "modellang/Operators.h"

#include <cassert>
#include <fmt/format.h>

namespace pathsim::modellang {

std::string printByteField(const ByteField &F, bool SignedOffset) {
  assert((F.Size != ByteField::SizeKind::None || F.Offset) &&
         "a byte field needs a size or an offset");
  std::string Out = "<";
  if (F.Size == ByteField::SizeKind::All)
    Out += "all";
  else if (F.Size == ByteField::SizeKind::Bytes)
    Out += std::to_string(F.Bytes);
  if (F.Offset)
    Out += ":" + (SignedOffset ? std::to_string(static_cast<int64_t>(*F.Offset))
                               : std::to_string(*F.Offset));
  return Out + ">";
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

std::string printVariable(const Variable &V) {
  std::string Out;
  for (const Deref &D : V.Derefs) {
    Out += '*';
    if (D.Field)
      Out += printByteField(*D.Field);
  }
  Out += V.Name;
  if (V.Input)
    Out += '@';
  if (V.Field)
    Out += printByteField(*V.Field);
  return Out;
}

struct OperandPrinter {
  std::string operator()(const Variable &V) const { return printVariable(V); }
  std::string operator()(const IntegerConst &I) const {
    if (I.Hex)
      return fmt::format("0x{:x}", static_cast<uint64_t>(I.Value));
    return std::to_string(I.Value);
  }
  std::string operator()(const StringConst &S) const {
    return quoteString(S.Value);
  }
  std::string operator()(const SpecialConst &S) const {
    return std::string(spelling(S.K));
  }
  std::string operator()(const ResourceSpec &R) const {
    return "(" + R.Type + " " + R.State + ")";
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
      Out += printByteField(*V.Field);
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
    for (const Operand &Opnd : O.Operands)
      Out += ' ' + printOperand(Opnd);
    Out += ')';
  }
  Out += ')';
}

} // namespace

std::string printOperand(const Operand &O) {
  return std::visit(OperandPrinter{}, O.V);
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
