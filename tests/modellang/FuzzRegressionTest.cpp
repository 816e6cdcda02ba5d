//===- tests/modellang/FuzzRegressionTest.cpp - inputs the fuzzer found ---===//
//
// Each input that made modellang_fuzz fail (a crash, or a model that did not
// survive printing and reading back) is kept here, with what it must give now.
//
//===----------------------------------------------------------------------===//
#include "modellang/Printer.h"
#include "modellang/Reader.h"
#include "modellang/Validator.h"

#include <gtest/gtest.h>

using namespace pathsim::modellang;

namespace {

/// What the fuzzer checks: reading never fails badly, and whatever is read
/// prints, reads back equal, and prints the same again.
void checkLikeTheFuzzer(const std::string &Input) {
  ReadResult R = readModels(Input, "fuzz.mdl");
  for (const Model &M : R.Models) {
    validateModel(M, "fuzz.mdl");
    std::string Printed = printModel(M);
    ReadResult Again = readModels(Printed, "printed.mdl");
    ASSERT_TRUE(Again.Errors.empty()) << Printed;
    ASSERT_EQ(Again.Models.size(), 1u) << Printed;
    EXPECT_EQ(Again.Models[0], M) << Printed;
    EXPECT_EQ(printModel(Again.Models[0]), Printed);
  }
  if (R.Errors.empty()) {
    std::string Printed = printFile(R);
    ReadResult Again = readModels(Printed, "printed.mdl");
    ASSERT_TRUE(Again.Errors.empty()) << Printed;
    EXPECT_EQ(Again.Models, R.Models);
    EXPECT_EQ(printFile(Again), Printed);
  }
}

} // namespace

TEST(FuzzRegression, EdgeInputs) {
  const std::string Inputs[] = {
      std::string("(", 1),
      std::string("\0", 1),
      std::string("(f\0)", 4),
      "(a(normal(result ieq *",
      "(a(normal(result ieq *<",
      "(a(normal(result ieq *<all:",
      "(a(normal(result ieq \"\\",
      "(a(normal(result ieq 0x",
      "(a(normal(result ieq -",
      "(a(normal return",
      "(a(normal return /*",
      "/*/",
      "//",
      "\xEF\xBB",
      ")))(((",
      "(a \"\" 0 \"\")",
      "(a(param ...<all>)(normal(result peq ...@<all:0> \"\\0\\0001\")))",
  };
  for (const std::string &Input : Inputs)
    checkLikeTheFuzzer(Input);
}
