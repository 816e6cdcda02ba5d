//===- tests/modellang/LibcAuditTest.cpp - models/libc/AUDIT.md vs models -===//
//
// models/libc/AUDIT.md is the audit of the libc models against their
// manual pages: one row per case of each audited model (its kind and
// return type, the arguments under which it happens, the manual's reason),
// and a list of the models not yet audited. This test keeps the two in
// step: every model is in the table or in the list, and an audited model
// has a row for each of its cases, in order, whose condition is exactly the
// case's guards. A model added without a row, a guard added or dropped
// without its row, or a case whose condition the table does not state
// fails here.
//
#include "modellang/Keywords.h"
#include "modellang/ModelLibrary.h"
#include "modellang/Operators.h"
#include "modellang/Printer.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace pathsim::modellang;

namespace {

struct Row {
  std::string Case, Condition, Manual;
  unsigned Line = 0;
};

struct Audit {
  std::map<std::string, std::vector<Row>> Rows; ///< by model
  std::vector<std::string> Order;               ///< models in table order
  std::map<std::string, unsigned> NotYet;       ///< model -> line
  std::vector<std::string> Problems;
};

/// The cells of a Markdown table row, `\|` kept as a `|` inside a cell.
std::vector<std::string> cells(const std::string &Line) {
  std::vector<std::string> Out;
  std::string Cell;
  for (size_t K = 1; K < Line.size(); ++K) {
    if (Line[K] == '\\' && K + 1 < Line.size() && Line[K + 1] == '|') {
      Cell += '|';
      ++K;
    } else if (Line[K] == '|') {
      size_t B = Cell.find_first_not_of(' '), E = Cell.find_last_not_of(' ');
      Out.push_back(B == std::string::npos ? "" : Cell.substr(B, E - B + 1));
      Cell.clear();
    } else {
      Cell += Line[K];
    }
  }
  return Out;
}

/// The names between backquotes in Text.
std::vector<std::string> backquoted(const std::string &Text) {
  std::vector<std::string> Out;
  for (size_t At = Text.find('`'); At != std::string::npos;) {
    size_t End = Text.find('`', At + 1);
    if (End == std::string::npos)
      break;
    Out.push_back(Text.substr(At + 1, End - At - 1));
    At = Text.find('`', End + 1);
  }
  return Out;
}

Audit readAudit(const std::string &Path) {
  Audit A;
  std::ifstream In(Path);
  if (!In) {
    A.Problems.push_back(Path + ": cannot be read");
    return A;
  }
  std::string Line;
  unsigned No = 0;
  bool InNotYet = false;
  while (std::getline(In, Line)) {
    ++No;
    if (Line.rfind("## ", 0) == 0)
      InNotYet = Line == "## Not yet audited";
    if (InNotYet && Line.rfind("- ", 0) == 0) {
      for (const std::string &Name : backquoted(Line))
        if (!A.NotYet.emplace(Name, No).second)
          A.Problems.push_back("AUDIT.md:" + std::to_string(No) + ": '" + Name +
                               "' is listed twice");
      continue;
    }
    if (Line.rfind("| `", 0) != 0)
      continue;
    std::vector<std::string> C = cells(Line);
    std::vector<std::string> Name =
        C.empty() ? std::vector<std::string>{} : backquoted(C[0]);
    if (C.size() != 4 || Name.size() != 1) {
      A.Problems.push_back("AUDIT.md:" + std::to_string(No) +
                           ": a row needs 4 cells: `model` | case | "
                           "condition | the manual");
      continue;
    }
    auto &Rows = A.Rows[Name[0]];
    if (Rows.empty())
      A.Order.push_back(Name[0]);
    else if (A.Order.back() != Name[0])
      A.Problems.push_back("AUDIT.md:" + std::to_string(No) +
                           ": the rows of '" + Name[0] + "' are not together");
    Rows.push_back(Row{C[1], C[2], C[3], No});
  }
  return A;
}

/// A guard as the table writes it: `ine options.<1:0> 0`.
std::string guardText(const Operation &Op) {
  std::string Text(spelling(Op.Op));
  for (const Operand &O : Op.Operands)
    Text += " " + printOperand(O);
  return Text;
}

/// The condition column a case needs: its guards, `and`-ed, or `any`.
std::string conditionOf(const Case &C) {
  std::string Text;
  for (const Operation &Op : C.Operations) {
    if (Op.Kind != OperationKind::Guard)
      continue;
    if (!Text.empty())
      Text += " and ";
    Text += "`" + guardText(Op) + "`";
  }
  return Text.empty() ? "any" : Text;
}

std::string caseText(const Case &C) {
  std::string Text(spelling(C.Kind));
  if (C.Return)
    Text += " " + std::string(spelling(*C.Return));
  return Text;
}

ModelLibrary libcModels() {
  namespace fs = std::filesystem;
  ModelLibrary Library;
  std::vector<std::string> Files;
  for (const auto &E : fs::directory_iterator(PATHSIM_LIBC_MODELS))
    if (E.path().extension() == ".mdl")
      Files.push_back(E.path().string());
  std::sort(Files.begin(), Files.end());
  for (const std::string &F : Files)
    Library.loadFile(F);
  return Library;
}

} // namespace

TEST(LibcAudit, EveryModelIsAuditedOrListed) {
  ModelLibrary Library = libcModels();
  ASSERT_TRUE(Library.diagnostics().empty());
  Audit A = readAudit(std::string(PATHSIM_LIBC_MODELS) + "/AUDIT.md");
  for (const std::string &P : A.Problems)
    ADD_FAILURE() << P;
  ASSERT_GT(A.Rows.size(), 100u);
  for (const auto &[Name, Entry] : Library.models()) {
    bool Audited = A.Rows.count(Name), Listed = A.NotYet.count(Name);
    if (!Audited && !Listed)
      ADD_FAILURE() << Entry.File << ":" << Entry.M.Loc.Line << ": model '"
                    << Name
                    << "' has no row in models/libc/AUDIT.md: audit it "
                       "against its manual page (or list it as not yet "
                       "audited)";
    if (Audited && Listed)
      ADD_FAILURE() << "AUDIT.md:" << A.NotYet[Name] << ": '" << Name
                    << "' is audited above and listed as not yet audited";
  }
  for (const auto &[Name, Rows] : A.Rows)
    if (!Library.lookup(Name))
      ADD_FAILURE() << "AUDIT.md:" << Rows[0].Line << ": no model is named '"
                    << Name << "'";
  for (const auto &[Name, Line] : A.NotYet)
    if (!Library.lookup(Name))
      ADD_FAILURE() << "AUDIT.md:" << Line << ": no model is named '" << Name
                    << "'";
}

TEST(LibcAudit, EachCaseHasItsConditionAndReason) {
  ModelLibrary Library = libcModels();
  ASSERT_TRUE(Library.diagnostics().empty());
  Audit A = readAudit(std::string(PATHSIM_LIBC_MODELS) + "/AUDIT.md");
  size_t Cases = 0;
  for (const auto &[Name, Rows] : A.Rows) {
    const ModelLibrary::Entry *E = Library.find(Name);
    if (!E)
      continue; // reported by EveryModelIsAuditedOrListed
    const std::vector<Case> &Model = E->M.Cases;
    if (Rows.size() != Model.size()) {
      ADD_FAILURE() << "AUDIT.md:" << Rows[0].Line << ": '" << Name << "' has "
                    << Rows.size() << " rows but its model (" << E->File << ":"
                    << E->M.Loc.Line << ") has " << Model.size() << " cases";
      continue;
    }
    for (size_t K = 0; K < Rows.size(); ++K) {
      const Row &R = Rows[K];
      const Case &C = Model[K];
      std::string Where = "AUDIT.md:" + std::to_string(R.Line) + ": '" + Name +
                          "' case " + std::to_string(K + 1);
      EXPECT_EQ(R.Case, caseText(C)) << Where;
      EXPECT_EQ(R.Condition, conditionOf(C))
          << Where << ": the condition must be the case's guards, as the "
          << "model writes them (" << E->File << ":" << C.Loc.Line << ")";
      EXPECT_FALSE(R.Manual.empty()) << Where << ": the manual's reason";
      ++Cases;
    }
  }
  EXPECT_GT(Cases, 200u);
}
