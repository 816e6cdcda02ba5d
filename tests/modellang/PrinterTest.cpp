//===- tests/modellang/PrinterTest.cpp - canonical printing, round trips --===//
#include "modellang/Printer.h"
#include "modellang/Reader.h"
#include "tests/modellang/TestSupport.h"

#include <gtest/gtest.h>

using namespace pathsim::modellang;
using namespace pathsim::modellang::test;

namespace {

/// print(m) reads back as m, and printing that gives the same text.
void expectRoundTrip(const Model &M, const std::string &Where) {
  std::string Printed = printModel(M);
  ReadResult Again = readModels(Printed, "printed.mdl");
  for (const Diagnostic &D : Again.Errors)
    ADD_FAILURE() << Where << ": " << D.str() << "\n" << Printed;
  ASSERT_EQ(Again.Models.size(), 1u) << Where << "\n" << Printed;
  EXPECT_EQ(Again.Models[0], M) << Where << "\n" << Printed;
  EXPECT_EQ(printModel(Again.Models[0]), Printed) << Where;
}

} // namespace

TEST(Printer, CanonicalForm) {
  ReadResult R = readModelFile(dataPath("fig11-malloc.mdl"));
  ASSERT_EQ(R.Models.size(), 1u);
  EXPECT_EQ(printModel(R.Models[0]), "(malloc\n"
                                     "  (param size)\n"
                                     "  (normal return_X \"memory allocated\"\n"
                                     "    (constraint ine size 0)\n"
                                     "    (result memory_new return size))\n"
                                     "  (error return_0 \"memory exhausted\"\n"
                                     "    (constraint ine size 0)\n"
                                     "    (result peq return NULL)))\n");
}

TEST(Printer, DocumentationListsAndTwoWordReturnTypes) {
  Model M = readOne("(w \"w.c\" 1 \"d\" (temp t) (global g<4>) (static s)\n"
                    "(param p q<all:0>) (alternate return 0) (error))");
  EXPECT_EQ(printModel(M), "(w \"w.c\" 1 \"d\"\n"
                           "  (param p q<all:0>)\n"
                           "  (global g<4>)\n"
                           "  (static s)\n"
                           "  (temp t)\n"
                           "  (alternate return_0)\n"
                           "  (error))\n");
  EXPECT_EQ(printModel(readOne("(f)")), "(f)\n");
}

TEST(Printer, Operands) {
  auto Printed = [](const std::string &Operand) {
    Model M = readOne("(f (param p) (normal (result peq p " + Operand + ")))");
    return printOperand(M.Cases.at(0).Operations.at(0).Operands.at(1));
  };
  EXPECT_EQ(Printed("*<4:8>*p@<8:0>"), "*<4:8>*p@<8:0>");
  EXPECT_EQ(Printed("*<2:8>p@<8:0>.<1:8>"), "*<2:8>p@<8:0>.<1:8>");
  EXPECT_EQ(Printed("p<4::0>"), "p<4:0>");
  EXPECT_EQ(Printed("p<:8>"), "p<:8>");
  EXPECT_EQ(Printed("p<all>"), "p<all>");
  EXPECT_EQ(Printed("0x1F"), "0x1f");
  EXPECT_EQ(Printed("-0x10"), "0xfffffffffffffff0");
  EXPECT_EQ(Printed("-9223372036854775808"), "-9223372036854775808");
  EXPECT_EQ(Printed("\"a\\x41\\n\\0\\\"\\\\\\?\""), "\"aA\\n\\000\\\"\\\\?\"");
  EXPECT_EQ(Printed("(FILE open)"), "(FILE open)");
  EXPECT_EQ(Printed("EOF"), "EOF");
  EXPECT_EQ(Printed("..."), "...");
}

TEST(Printer, QuoteString) {
  EXPECT_EQ(quoteString(std::string("\x01\x7f\t\r", 4)),
            "\"\\001\\177\\t\\r\"");
  EXPECT_EQ(quoteString("caf\xC3\xA9"), "\"caf\xC3\xA9\"");
}

TEST(Printer, RoundTripAndIdempotenceOverEveryModelFile) {
  std::vector<std::string> Files = allModelFiles();
  ASSERT_GE(Files.size(), 5u);
  for (const std::string &File : Files) {
    ReadResult R = readModelFile(File);
    for (const Diagnostic &D : R.Errors)
      ADD_FAILURE() << D.str();
    for (const Model &M : R.Models)
      expectRoundTrip(M, File + ": " + M.Name);
    // The whole file, comments included.
    std::string Once = printFile(R);
    ReadResult Again = readModels(Once, File);
    EXPECT_TRUE(Again.Errors.empty()) << File;
    EXPECT_EQ(Again.Models, R.Models) << File;
    EXPECT_EQ(printFile(Again), Once) << File;
  }
}

TEST(Printer, FileKeepsCommentsBetweenModels) {
  ReadResult R = readModels("// top\n\n/* one */ (a (normal))"
                            "(b /* lost */ (normal)) // after b\n"
                            "// end\n",
                            "t.mdl");
  EXPECT_EQ(printFile(R), "// top\n\n/* one */\n(a\n  (normal))\n\n(b\n  "
                          "(normal))\n\n// after b\n// end\n");
  EXPECT_EQ(printFile(readModels("", "t")), "");
  EXPECT_EQ(printFile(readModels("/* c */", "t")), "/* c */\n");
}

TEST(Printer, BuiltModelsRoundTrip) {
  Model M;
  M.Name = "built";
  M.DocFile = "a \"quoted\"\n file";
  M.DocLine = 7;
  M.Params = {{"p", ByteField{ByteField::SizeKind::Bytes, 8, 0}, {}}};
  Case C;
  C.Kind = CaseKind::Error;
  C.Return = ReturnType::ReturnMinus1;
  C.Reason = std::string("\0\x80\xff", 3);
  Operation O;
  O.Kind = OperationKind::Result;
  O.Op = Operator::Peq;
  Variable V;
  V.Derefs = {Deref{ByteField{ByteField::SizeKind::All, 0, 4}}, Deref{}};
  V.Name = "p";
  V.Input = true;
  O.Operands = {Operand{V, {}}, Operand{IntegerConst{INT64_MIN, true}, {}}};
  C.Operations.push_back(O);
  O.Operands = {Operand{Variable{{}, "...", false, {}, {}}, {}},
                Operand{StringConst{"x"}, {}}};
  C.Operations.push_back(O);
  M.Cases.push_back(C);
  expectRoundTrip(M, "built");
}
