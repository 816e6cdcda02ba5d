//===- tests/modellang/NumberingTest.cpp - equal parts, equal numbers -----===//
#include "modellang/Numbering.h"
#include "TestSupport.h"
#include "modellang/Printer.h"

#include <gtest/gtest.h>

#include <map>

using namespace pathsim::modellang;

namespace {

std::string text(const Operation &Op) {
  std::string S = std::to_string(static_cast<int>(Op.Kind)) + " " +
                  std::to_string(static_cast<int>(Op.Op));
  for (const Operand &O : Op.Operands)
    S += " " + printOperand(O);
  return S;
}

// Over every operation of every model file the tests know (libc's
// included): two operations have one number exactly when they print the
// same, and numbers are given in the order operations are first seen.
TEST(Numbering, OperationsShareANumberExactlyWhenTheyPrintTheSame) {
  std::vector<Model> Models;
  for (const std::string &Path : test::allModelFiles()) {
    ReadResult R = readModels(test::readText(Path), Path);
    for (Model &M : R.Models)
      Models.push_back(std::move(M));
  }
  Numbering<Operation> Numbers;
  std::map<std::string, uint32_t> ByText;
  size_t Seen = 0;
  for (const Model &M : Models)
    for (const Case &C : M.Cases)
      for (const Operation &Op : C.Operations) {
        auto [N, New] = Numbers.number(Op);
        auto [It, NewText] = ByText.try_emplace(text(Op), Numbers.size() - 1);
        EXPECT_EQ(New, NewText) << text(Op);
        EXPECT_EQ(N, It->second) << text(Op);
        EXPECT_EQ(text(Numbers[N]), text(Op));
        ++Seen;
      }
  EXPECT_GT(Seen, 1000u);
  EXPECT_LT(Numbers.size(), Seen);
}

TEST(Numbering, VariablesDifferInEveryPart) {
  Model M = test::readOne("(f (param p) (normal return_0"
                          " (guard peq p NULL) (guard peq p@ NULL)"
                          " (guard peq *p NULL) (guard peq *<8:0>p NULL)"
                          " (guard peq *<8:8>p NULL) (guard peq p<8:0> NULL)"
                          " (guard peq p NULL)))");
  Numbering<Variable> Numbers;
  std::vector<uint32_t> Got;
  for (const Operation &Op : M.Cases[0].Operations)
    Got.push_back(Numbers.number(std::get<Variable>(Op.Operands[0].V)).first);
  EXPECT_EQ(Got, (std::vector<uint32_t>{0, 1, 2, 3, 4, 5, 0}));
}

} // namespace
