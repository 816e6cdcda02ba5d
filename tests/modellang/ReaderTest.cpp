//===- tests/modellang/ReaderTest.cpp - reading well-formed models --------===//
#include "modellang/Reader.h"
#include "modellang/Operators.h"
#include "modellang/Validator.h"
#include "tests/modellang/TestSupport.h"

#include <gtest/gtest.h>

#include <limits>

using namespace pathsim::modellang;
using namespace pathsim::modellang::test;

namespace {

const Variable &var(const Operand &O) {
  static const Variable None;
  const Variable *V = std::get_if<Variable>(&O.V);
  EXPECT_NE(V, nullptr);
  return V ? *V : None;
}

Operand operandOf(const std::string &Text) {
  Model M = readOne("(f (param p q) (normal (result peq p " + Text + ")))");
  if (M.Cases.empty() || M.Cases[0].Operations.empty() ||
      M.Cases[0].Operations[0].Operands.size() != 2) {
    ADD_FAILURE() << "no second operand in " << Text;
    return {};
  }
  return M.Cases[0].Operations[0].Operands[1];
}

ByteField field(ByteField::SizeKind Size, uint64_t Bytes,
                std::optional<uint64_t> Offset) {
  ByteField F;
  F.Size = Size;
  F.Bytes = Bytes;
  F.Offset = Offset;
  return F;
}

using SK = ByteField::SizeKind;

} // namespace

TEST(Reader, Figure8Deref) {
  ReadResult R = readModelFile(dataPath("fig08-deref.mdl"));
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 1u);
  const Model &M = R.Models[0];
  EXPECT_EQ(M.Name, "deref");
  EXPECT_FALSE(M.DocFile);
  ASSERT_EQ(M.Params.size(), 1u);
  EXPECT_EQ(M.Params[0].Name, "p");
  ASSERT_EQ(M.Cases.size(), 2u);
  EXPECT_EQ(M.Cases[0].Kind, CaseKind::Alternate);
  EXPECT_EQ(M.Cases[0].Return, ReturnType::Return0);
  EXPECT_EQ(M.Cases[1].Return, ReturnType::ReturnX);
  ASSERT_EQ(M.Cases[0].Operations.size(), 3u);
  const Operation &Guard = M.Cases[0].Operations[0];
  EXPECT_EQ(Guard.Kind, OperationKind::Guard);
  EXPECT_EQ(Guard.Op, Operator::Peq);
  ASSERT_EQ(Guard.Operands.size(), 2u);
  EXPECT_EQ(var(Guard.Operands[0]).Name, "p");
  EXPECT_EQ(Guard.Operands[1].V,
            decltype(Operand::V)(SpecialConst{SpecialConst::Null}));
  const Operation &Last = M.Cases[1].Operations.back();
  EXPECT_EQ(Last.Kind, OperationKind::Result);
  EXPECT_EQ(var(Last.Operands[0]).Name, "return");
  EXPECT_EQ(var(Last.Operands[1]).Derefs.size(), 1u);
  EXPECT_EQ(var(Last.Operands[1]).Name, "p");
}

TEST(Reader, Figure11Malloc) {
  ReadResult R = readModelFile(dataPath("fig11-malloc.mdl"));
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 1u);
  const Model &M = R.Models[0];
  ASSERT_EQ(M.Cases.size(), 2u);
  EXPECT_EQ(M.Cases[0].Kind, CaseKind::Normal);
  EXPECT_EQ(M.Cases[0].Reason, "memory allocated");
  EXPECT_EQ(M.Cases[1].Kind, CaseKind::Error);
  EXPECT_EQ(M.Cases[1].Return, ReturnType::Return0);
  EXPECT_EQ(M.Cases[1].Reason, "memory exhausted");
  const Operation &New = M.Cases[0].Operations[1];
  EXPECT_EQ(New.Op, Operator::MemoryNew);
  EXPECT_EQ(var(New.Operands[1]).Name, "size");
  EXPECT_EQ(M.Cases[0].Operations[0].Operands[1].V,
            decltype(Operand::V)(IntegerConst{0, false}));
}

TEST(Reader, Figure13WrapperWithDocumentationAndTwoWordReturnTypes) {
  ReadResult R = readModelFile(dataPath("fig13-wrapper.mdl"));
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 1u);
  const Model &M = R.Models[0];
  EXPECT_EQ(M.DocFile, "wrapper.c");
  EXPECT_EQ(M.DocLine, 1u);
  EXPECT_EQ(M.DocText, "03/20/98 11:49:42");
  EXPECT_EQ(M.Cases[0].Return, ReturnType::Return0); // "return 0"
  EXPECT_EQ(M.Cases[1].Return, ReturnType::ReturnX); // "return X"
  const Variable &Size = var(M.Cases[0].Operations[0].Operands[0]);
  EXPECT_EQ(Size.Name, "size");
  EXPECT_TRUE(Size.Input);
  EXPECT_EQ(Size.Field, field(SK::Bytes, 4, 0));
  const Variable &Ret = var(M.Cases[0].Operations[1].Operands[0]);
  EXPECT_EQ(Ret.Name, "return");
  EXPECT_FALSE(Ret.Input);
  EXPECT_EQ(Ret.Field, field(SK::Bytes, 4, 0));
}

TEST(Reader, Figure15StrcpyKeepsTheCommentBeforeIt) {
  ReadResult R = readModelFile(dataPath("fig15-strcpy.mdl"));
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 1u);
  EXPECT_FALSE(R.Models[0].Cases[0].Return);
  ASSERT_EQ(R.LeadingComments.size(), 1u);
  EXPECT_EQ(R.LeadingComments[0],
            "/* char *strcpy(char *s1, const char *s2); */");
  EXPECT_TRUE(R.InnerComments.empty());
}

TEST(Reader, FopenFcloseResources) {
  ReadResult R = readModelFile(dataPath("fopen-fclose.mdl"));
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 2u);
  const Operation &New = R.Models[0].Cases[0].Operations.back();
  EXPECT_EQ(New.Op, Operator::ResourceNew);
  EXPECT_EQ(var(New.Operands[0]).Derefs.size(), 1u);
  EXPECT_EQ(New.Operands[1].V,
            decltype(Operand::V)(ResourceSpec{"FILE", "open"}));
  const Operation &Close = R.Models[1].Cases[0].Operations[2];
  EXPECT_EQ(Close.Kind, OperationKind::Result);
  EXPECT_EQ(Close.Op, Operator::ResourceState);
  EXPECT_EQ(Close.Operands[1].V,
            decltype(Operand::V)(ResourceSpec{"FILE", "closed"}));
}

TEST(Reader, FiguresValidate) {
  for (const char *Name :
       {"fig08-deref.mdl", "fig11-malloc.mdl", "fig13-wrapper.mdl",
        "fig15-strcpy.mdl", "fopen-fclose.mdl"}) {
    ReadResult R = readModelFile(dataPath(Name));
    EXPECT_TRUE(R.Errors.empty()) << Name;
    for (const Diagnostic &D : validateModels(R.Models, Name))
      ADD_FAILURE() << D.str();
  }
}

TEST(Reader, ByteFields) {
  EXPECT_EQ(var(operandOf("q<4>")).Field, field(SK::Bytes, 4, std::nullopt));
  EXPECT_EQ(var(operandOf("q<:8>")).Field, field(SK::None, 0, 8));
  EXPECT_EQ(var(operandOf("q<4:0>")).Field, field(SK::Bytes, 4, 0));
  EXPECT_EQ(var(operandOf("q<4::0>")).Field, field(SK::Bytes, 4, 0));
  EXPECT_EQ(var(operandOf("q<all>")).Field, field(SK::All, 0, std::nullopt));
  EXPECT_EQ(var(operandOf("q<all:0>")).Field, field(SK::All, 0, 0));
  EXPECT_EQ(var(operandOf("q@<all:16>")).Field, field(SK::All, 0, 16));
}

TEST(Reader, BitFields) {
  // `.<WIDTH:LSB>`: bits of the value the variable denotes.
  Operand O = operandOf("*<2:8>q@<8:0>.<1:8>");
  const Variable &V = var(O);
  ASSERT_TRUE(V.Bits);
  EXPECT_EQ(V.Bits->Width, 1u);
  EXPECT_EQ(V.Bits->Lsb, 8u);
  EXPECT_EQ(V.Derefs[0].Field, field(SK::Bytes, 2, 8));
  EXPECT_EQ(var(operandOf("q.<3:0>")).Bits, (BitField{3, 0}));
  EXPECT_FALSE(var(operandOf("*<2:8>q")).Bits);
  // With a bit field a special name is a variable (which validation
  // rejects), as with a byte field.
  EXPECT_TRUE(std::holds_alternative<Variable>(operandOf("NULL.<1:0>").V));
}

TEST(Reader, DereferenceChainsAreInTextualOrder) {
  Operand O = operandOf("*<4:8>*q@<8:0>");
  const Variable &V = var(O);
  ASSERT_EQ(V.Derefs.size(), 2u);
  EXPECT_EQ(V.Derefs[0].Field, field(SK::Bytes, 4, 8));
  EXPECT_FALSE(V.Derefs[1].Field);
  EXPECT_EQ(V.Name, "q");
  EXPECT_TRUE(V.Input);
  EXPECT_EQ(V.Field, field(SK::Bytes, 8, 0));
  EXPECT_EQ(var(operandOf("***q")).Derefs.size(), 3u);
}

TEST(Reader, Integers) {
  using V = decltype(Operand::V);
  EXPECT_EQ(operandOf("0").V, V(IntegerConst{0, false}));
  EXPECT_EQ(operandOf("42").V, V(IntegerConst{42, false}));
  EXPECT_EQ(operandOf("-5").V, V(IntegerConst{-5, false}));
  EXPECT_EQ(operandOf("0x1F").V, V(IntegerConst{31, true}));
  EXPECT_EQ(operandOf("-0x10").V, V(IntegerConst{-16, true}));
  EXPECT_EQ(operandOf("0xffffffffffffffff").V, V(IntegerConst{-1, true}));
  EXPECT_EQ(operandOf("9223372036854775807").V,
            V(IntegerConst{std::numeric_limits<int64_t>::max(), false}));
  EXPECT_EQ(operandOf("-9223372036854775808").V,
            V(IntegerConst{std::numeric_limits<int64_t>::min(), false}));
}

TEST(Reader, StringsDecodeEscapes) {
  using V = decltype(Operand::V);
  EXPECT_EQ(operandOf(R"("abc")").V, V(StringConst{"abc"}));
  EXPECT_EQ(operandOf(R"("")").V, V(StringConst{""}));
  EXPECT_EQ(operandOf(R"("\n\t\r\a\b\f\v\\\"\'\?")").V,
            V(StringConst{"\n\t\r\a\b\f\v\\\"'?"}));
  EXPECT_EQ(operandOf(R"("\x41\101\0z")").V,
            V(StringConst{std::string("AA\0z", 4)}));
  EXPECT_EQ(operandOf("\"caf\xC3\xA9\"").V, V(StringConst{"caf\xC3\xA9"}));
}

TEST(Reader, SpecialNames) {
  using V = decltype(Operand::V);
  EXPECT_EQ(operandOf("NULL").V, V(SpecialConst{SpecialConst::Null}));
  EXPECT_EQ(operandOf("EOF").V, V(SpecialConst{SpecialConst::Eof}));
  EXPECT_EQ(operandOf("default").V, V(SpecialConst{SpecialConst::Default}));
  // Decorated, they are variables (which the validator rejects).
  EXPECT_EQ(var(operandOf("NULL@")).Name, "NULL");
  EXPECT_EQ(var(operandOf("*NULL")).Name, "NULL");
  EXPECT_EQ(var(operandOf("...")).Name, "...");
  EXPECT_TRUE(var(operandOf("...@")).Input);
  EXPECT_EQ(var(operandOf("*return<4>")).Name, "return");
  EXPECT_EQ(operandOf("NULLS").V.index(), 0u); // just a name
}

TEST(Reader, EveryOperatorAndReturnTypeSpelling) {
  for (const OperatorInfo &Info : allOperators()) {
    Model M = readOne("(f (param p) (normal (result " +
                      std::string(Info.Spelling) + " p)))");
    ASSERT_FALSE(M.Cases.empty());
    EXPECT_EQ(M.Cases[0].Operations[0].Op, Info.Op) << Info.Spelling;
  }
  const std::pair<const char *, ReturnType> Types[] = {
      {"return_0", ReturnType::Return0},
      {"return 0", ReturnType::Return0},
      {"return_1", ReturnType::Return1},
      {"return 1", ReturnType::Return1},
      {"return_minus1", ReturnType::ReturnMinus1},
      {"return minus1", ReturnType::ReturnMinus1},
      {"return_X", ReturnType::ReturnX},
      {"return X", ReturnType::ReturnX},
      {"return /* c */ X", ReturnType::ReturnX},
      {"return_void", ReturnType::ReturnVoid},
      {"return_type_unknown", ReturnType::ReturnTypeUnknown},
      {"longjmp", ReturnType::Longjmp},
      {"exit", ReturnType::Exit},
      {"throw", ReturnType::Throw},
  };
  for (const auto &[Text, Type] : Types) {
    Model M = readOne(std::string("(f (error ") + Text + " \"why\"))");
    ASSERT_FALSE(M.Cases.empty());
    EXPECT_EQ(M.Cases[0].Return, Type) << Text;
    EXPECT_EQ(M.Cases[0].Reason, "why") << Text;
  }
}

TEST(Reader, KeywordsAreRecognisedByPositionOnly) {
  Model M = readOne("(param (param normal guard ieq result) (global temp)\n"
                    "  (normal (result ieq normal guard) (guard ieq ieq "
                    "result)))");
  EXPECT_EQ(M.Name, "param");
  ASSERT_EQ(M.Params.size(), 4u);
  EXPECT_EQ(M.Params[1].Name, "guard");
  EXPECT_EQ(M.Globals[0].Name, "temp");
  EXPECT_EQ(var(M.Cases[0].Operations[1].Operands[0]).Name, "ieq");
}

TEST(Reader, DeclarationListsInAnyOrderAndEmpty) {
  Model M = readOne("(f (temp t) (static s<4>) (global g) (param) "
                    "(normal))");
  EXPECT_TRUE(M.Params.empty());
  EXPECT_EQ(M.Globals[0].Name, "g");
  EXPECT_EQ(M.Statics[0].Field, field(SK::Bytes, 4, std::nullopt));
  EXPECT_EQ(M.Temps[0].Name, "t");
}

TEST(Reader, DocumentationPartsAreOptionalInOrder) {
  Model A = readOne("(f \"a.c\" (normal))");
  EXPECT_EQ(A.DocFile, "a.c");
  EXPECT_FALSE(A.DocLine);
  Model B = readOne("(f \"a.c\" 12 (normal))");
  EXPECT_EQ(B.DocLine, 12u);
  EXPECT_FALSE(B.DocText);
  Model C = readOne("(f)");
  EXPECT_EQ(C.Name, "f");
  EXPECT_TRUE(C.Cases.empty());
}

TEST(Reader, CommentsAnywhere) {
  Model M = readOne("/* a */ (/* b */ f // c\n"
                    " (param /**/ p /* d */) ( /* e */ normal // f\n"
                    " (guard /* g */ ieq p/*h*/0)) /* i */ ) // j");
  EXPECT_EQ(M.Params[0].Name, "p");
  ASSERT_EQ(M.Cases.size(), 1u);
  EXPECT_EQ(M.Cases[0].Operations[0].Operands.size(), 2u);
}

TEST(Reader, CommentsAroundModelsAreKept) {
  ReadResult R = readModels("// top\n\n/* one */ (a (normal))\n"
                            "(b /* in */ (normal)) // after b\n"
                            "/* two\n lines */\n(c (normal))\n// end\n",
                            "t.mdl");
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 3u);
  ASSERT_EQ(R.LeadingComments.size(), 3u);
  EXPECT_EQ(R.LeadingComments[0], "// top\n\n/* one */");
  EXPECT_EQ(R.LeadingComments[1], "");
  EXPECT_EQ(R.LeadingComments[2], "// after b\n/* two\n lines */");
  EXPECT_EQ(R.TrailingComments, "// end");
  ASSERT_EQ(R.InnerComments.size(), 1u);
  EXPECT_EQ(R.InnerComments[0], (SourceLoc{4, 4}));
}

TEST(Reader, ManyModelsPerFile) {
  ReadResult R = readModels("(a (normal)) (b (error)) (c (alternate))", "t");
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 3u);
  EXPECT_EQ(R.Models[2].Cases[0].Kind, CaseKind::Alternate);
  EXPECT_TRUE(readModels("", "t").Models.empty());
  EXPECT_TRUE(readModels("  /* only a comment */ \n", "t").Errors.empty());
}

TEST(Reader, Locations) {
  ReadResult R = readModels("\n  (f (param p<4>)\n"
                            "    (normal (guard ieq *p@ 0)))",
                            "t.mdl");
  ASSERT_EQ(R.Models.size(), 1u);
  const Model &M = R.Models[0];
  EXPECT_EQ(M.Loc, (SourceLoc{2, 3}));
  EXPECT_EQ(M.Params[0].Loc, (SourceLoc{2, 13}));
  EXPECT_EQ(M.Cases[0].Loc, (SourceLoc{3, 5}));
  const Operation &O = M.Cases[0].Operations[0];
  EXPECT_EQ(O.Loc, (SourceLoc{3, 13}));
  EXPECT_EQ(O.Operands[0].Loc, (SourceLoc{3, 24}));
  EXPECT_EQ(O.Operands[1].Loc, (SourceLoc{3, 28}));
}

TEST(Reader, ByteOrderMarkIsSkipped) {
  ReadResult R = readModels("\xEF\xBB\xBF(f (normal))", "t.mdl");
  ASSERT_TRUE(R.Errors.empty());
  ASSERT_EQ(R.Models.size(), 1u);
  EXPECT_EQ(R.Models[0].Loc, (SourceLoc{1, 1}));
}

TEST(Reader, EqualityIgnoresLocations) {
  Model A = readOne("(f (param p) (normal (guard ieq p 0)))");
  Model B = readOne("\n\n   (f\n (param    p)\n(normal\n(guard ieq p 0)))");
  EXPECT_EQ(A, B);
  EXPECT_NE(A.Loc, B.Loc);
  Model C = readOne("(f (param p) (normal (guard ieq p 0x0)))");
  EXPECT_NE(A, C); // hexadecimal is part of the constant
}
