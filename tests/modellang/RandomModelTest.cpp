//===- tests/modellang/RandomModelTest.cpp - round trip of random ASTs ----===//
//
// The fuzzer checks the models the reader produces from random text; this
// checks random ASTs (as automodel will build them) the other way round: every
// model that keeps the AST's invariants prints, reads back equal, and prints
// the same again.
//
//===----------------------------------------------------------------------===//
#include "modellang/Operators.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"

#include <gtest/gtest.h>

#include <random>

using namespace pathsim::modellang;

namespace {

class Generator {
public:
  explicit Generator(unsigned Seed) : Rng(Seed) {}

  Model model() {
    Model M;
    M.Name = pick(Names);
    if (chance(2)) {
      M.DocFile = string();
      if (chance(2)) {
        M.DocLine = Rng();
        if (chance(2))
          M.DocText = string();
      }
    }
    for (auto *List : {&M.Params, &M.Globals, &M.Statics, &M.Temps})
      for (int I = below(3); I > 0; --I)
        List->push_back({chance(8) ? "..." : pick(Names), field(), {}});
    for (int I = below(4); I > 0; --I)
      M.Cases.push_back(aCase());
    return M;
  }

private:
  bool chance(int OneIn) { return below(OneIn) == 0; }
  int below(int N) { return std::uniform_int_distribution<int>(0, N - 1)(Rng); }
  std::string pick(const std::vector<std::string> &From) {
    return From[below(From.size())];
  }

  std::string string() {
    std::string S;
    for (int I = below(6); I > 0; --I)
      S += static_cast<char>(below(256));
    return S;
  }

  std::optional<ByteField> field() {
    if (!chance(3))
      return std::nullopt;
    ByteField F;
    F.Size = static_cast<ByteField::SizeKind>(below(3));
    if (F.Size == ByteField::SizeKind::Bytes)
      F.Bytes = chance(4) ? Rng() : below(16) + 1;
    if (F.Size == ByteField::SizeKind::None || chance(2))
      F.Offset = chance(4) ? Rng() : below(64);
    return F;
  }

  Operand operand() {
    switch (below(5)) {
    case 0: {
      Variable V;
      for (int I = below(3); I > 0; --I)
        V.Derefs.push_back(Deref{field()});
      V.Name = pick(VariableNames);
      V.Input = chance(3);
      V.Field = field();
      // Undecorated, these names are the special constants.
      if (V.Derefs.empty() && !V.Input && !V.Field &&
          (V.Name == "NULL" || V.Name == "EOF" || V.Name == "default"))
        V.Input = true;
      return {V, {}};
    }
    case 1:
      return {IntegerConst{static_cast<int64_t>(Rng()), chance(2)}, {}};
    case 2:
      return {StringConst{string()}, {}};
    case 3:
      return {SpecialConst{static_cast<SpecialConst::Kind>(below(3))}, {}};
    default:
      return {ResourceSpec{pick(Names), pick(Names)}, {}};
    }
  }

  Case aCase() {
    Case C;
    C.Kind = static_cast<CaseKind>(below(3));
    if (chance(2))
      C.Return = static_cast<ReturnType>(below(8));
    if (chance(2))
      C.Reason = string();
    auto Operators = allOperators();
    for (int I = below(4); I > 0; --I) {
      Operation O;
      O.Kind = static_cast<OperationKind>(below(3));
      O.Op = Operators[below(Operators.size())].Op;
      for (int J = below(4); J > 0; --J)
        O.Operands.push_back(operand());
      C.Operations.push_back(O);
    }
    return C;
  }

  std::mt19937_64 Rng;
  const std::vector<std::string> Names = {
      "f",   "size",     "_x1",  "param", "normal", "guard",   "ieq",
      "all", "return_0", "temp", "FILE",  "open",   "longjmp", "X"};
  const std::vector<std::string> VariableNames = {
      "p", "q_2", "return", "...", "NULL", "EOF", "default", "param", "all"};
};

} // namespace

TEST(RandomModels, RoundTripAndIdempotence) {
  Generator G(20240229);
  for (int I = 0; I < 2000; ++I) {
    Model M = G.model();
    std::string Printed = printModel(M);
    ReadResult R = readModels(Printed, "random.mdl");
    ASSERT_TRUE(R.Errors.empty()) << R.Errors[0].str() << "\n" << Printed;
    ASSERT_EQ(R.Models.size(), 1u) << Printed;
    ASSERT_EQ(R.Models[0], M) << Printed;
    ASSERT_EQ(printModel(R.Models[0]), Printed);
  }
}
