//===- tests/modellang/ReaderErrorTest.cpp - malformed models -------------===//
#include "modellang/Reader.h"
#include "tests/modellang/TestSupport.h"

#include <gtest/gtest.h>

using namespace pathsim::modellang;
using namespace pathsim::modellang::test;

namespace {

struct BadInput {
  const char *Text;
  const char *Error; ///< the one diagnostic expected, as Diagnostic::str()
};

const BadInput BadInputs[] = {
    // Structure.
    {"f (normal)", "t.mdl:1:1: error: expected '(' to start a model but found "
                   "'f'"},
    {")", "t.mdl:1:1: error: expected '(' to start a model but found ')'"},
    {"(", "t.mdl:1:2: error: expected model name but found end of file (the "
          "model at 1:1 is never closed: is a ')' missing?)"},
    {"(42 (normal))", "t.mdl:1:2: error: expected model name but found '42'"},
    {"(f (normal)", "t.mdl:1:12: error: expected '(' or ')' but found end of "
                    "file (the model at 1:1 is never closed: is a ')' "
                    "missing?)"},
    {"(f bar)", "t.mdl:1:4: error: expected '(' or ')' but found 'bar'"},
    {"(f (parm a))", "t.mdl:1:5: error: expected declaration list (param, "
                     "global, static, temp) or case (normal, error, alternate) "
                     "but found 'parm'; did you mean 'param'?"},
    {"(f (param a 5))",
     "t.mdl:1:13: error: expected variable name or ')' but found '5'"},
    {"(f (param a@))",
     "t.mdl:1:12: error: expected whitespace or ')' but found '@'"},
    {"(f (param a) (param b) (normal))",
     "t.mdl:1:15: error: second 'param' list in model 'f' (the first is at "
     "1:5); put all the names in one list"},
    {"(f (normal) (global g))",
     "t.mdl:1:14: error: the 'global' list must come before the cases"},
    {"(f \"a.c\" x (normal))",
     "t.mdl:1:10: error: expected '(' or ')' but found 'x'"},
    {"(f \"a.c\" 1 \"t\" 2 (normal))",
     "t.mdl:1:16: error: expected '(' or ')' but found '2'"},
    // Case headers.
    {"(f (normal retrun_X))",
     "t.mdl:1:12: error: expected return type (return_0, return_1, "
     "return_minus1, return_X, return_void, return_type_unknown, longjmp, "
     "exit) but found 'retrun_X'; did you mean 'return_X'?"},
    {"(f (normal longimp))",
     "t.mdl:1:12: error: expected return type (return_0, return_1, "
     "return_minus1, return_X, return_void, return_type_unknown, longjmp, "
     "exit) but found 'longimp'; did you mean 'longjmp'?"},
    {"(f (normal return 2))",
     "t.mdl:1:12: error: expected return type (return_0, return_1, "
     "return_minus1, return_X, return_void, return_type_unknown, longjmp, "
     "exit) but found 'return'"},
    {"(f (normal \"why\" return_0))",
     "t.mdl:1:18: error: expected '(' or ')' but found 'return_0'"},
    {"(f (normal 5))", "t.mdl:1:12: error: expected '(' or ')' but found '5'"},
    // Operations.
    {"(f (normal (gaurd ieq a 0)))",
     "t.mdl:1:13: error: expected operation kind (guard, constraint, result) "
     "but found 'gaurd'; did you mean 'guard'?"},
    {"(malloc (param size) (normal (result memroy_new return size)))",
     "t.mdl:1:38: error: expected operator (memory_new, ieq, ...) but found "
     "'memroy_new'; did you mean 'memory_new'?"},
    {"(f (param p) (normal (constraint memory_valid_pointr p)))",
     "t.mdl:1:34: error: expected operator (memory_new, ieq, ...) but found "
     "'memory_valid_pointr'; did you mean 'memory_valid_pointer'?"},
    // Too far from every operator to be a misspelling of one: no guess.
    {"(f (param p) (normal (constraint zzz p)))",
     "t.mdl:1:34: error: expected operator (memory_new, ieq, ...) but found "
     "'zzz'"},
    {"(f (normal (result)))",
     "t.mdl:1:19: error: expected operator (memory_new, ieq, ...) but found "
     "')'"},
    {"(f (normal (result ieq a &b)))",
     "t.mdl:1:26: error: expected operand or ')' but found '&'"},
    {"(f (normal (result ieq a b", "t.mdl:1:27: error: expected operand or "
                                   "')' but found end of file (the model at "
                                   "1:1 is never closed: is a ')' missing?)"},
    {"(f (normal (result ieq a b)", "t.mdl:1:28: error: expected '(' or ')' "
                                    "but found end of file (the model at 1:1 "
                                    "is never closed: is a ')' missing?)"},
    // Operands.
    {"(f (normal (result ieq p<4>q 0)))",
     "t.mdl:1:28: error: expected whitespace or ')' but found 'q'"},
    {"(f (normal (result ieq 12abc 0)))",
     "t.mdl:1:26: error: expected whitespace or ')' but found 'abc'"},
    {"(f (normal (result ieq * p)))",
     "t.mdl:1:25: error: expected variable name but found whitespace"},
    {"(f (normal (result ieq *)))",
     "t.mdl:1:25: error: expected variable name but found ')'"},
    {"(f (normal (result ieq a \"x\"y)))",
     "t.mdl:1:29: error: expected whitespace or ')' but found 'y'"},
    {"(f (normal (result ieq a 0x)))",
     "t.mdl:1:28: error: expected hexadecimal digit after '0x' but found ')'"},
    {"(f (normal (result ieq a 0777)))",
     "t.mdl:1:26: error: octal constant '0777' is not supported; write it in "
     "decimal or hexadecimal (0x...)"},
    {"(f (normal (result ieq a 9223372036854775808)))",
     "t.mdl:1:26: error: integer constant '9223372036854775808' does not fit "
     "in 64 bits"},
    {"(f (normal (result ieq a 0x10000000000000000)))",
     "t.mdl:1:26: error: integer constant '0x10000000000000000' does not fit "
     "in 64 bits"},
    {"(f (normal (result ieq a - 1)))",
     "t.mdl:1:26: error: expected operand or ')' but found '-'"},
    // Byte fields.
    {"(f (normal (result ieq a<> 0)))",
     "t.mdl:1:26: error: expected byte field size (a number or 'all') or ':' "
     "but found '>'"},
    {"(f (normal (result ieq a<4x> 0)))",
     "t.mdl:1:27: error: expected ':' or '>' but found 'x'"},
    {"(f (normal (result ieq a<4: 0> 0)))",
     "t.mdl:1:28: error: expected byte field offset (a number) but found "
     "whitespace"},
    {"(f (normal (result ieq a<:> 0)))",
     "t.mdl:1:27: error: expected byte field offset (a number) but found '>'"},
    {"(f (normal (result ieq a<4:0 0)))",
     "t.mdl:1:29: error: expected '>' but found whitespace"},
    {"(f (normal (result ieq a<alle> 0)))",
     "t.mdl:1:26: error: expected byte field size (a number or 'all') or ':' "
     "but found 'alle'"},
    {"(f (normal (result ieq *<x>a 0)))",
     "t.mdl:1:26: error: expected byte field size (a number or 'all') or ':' "
     "but found 'x'"},
    {"(f (normal (result ieq a<99999999999999999999> 0)))",
     "t.mdl:1:26: error: number '99999999999999999999' is too large (the "
     "limit is 18446744073709551615)"},
    // Strings.
    {"(f (normal \"abc\n))", "t.mdl:1:16: error: expected '\"' to end the "
                             "string but found end of line"},
    {"(f (normal \"abc", "t.mdl:1:16: error: expected '\"' to end the string "
                         "but found end of file (the model at 1:1 is never "
                         "closed: is a ')' missing?)"},
    {"(f (normal \"a\\qb\"))",
     "t.mdl:1:14: error: unknown escape sequence '\\q' in string"},
    {"(f (normal \"a\\x\"))",
     "t.mdl:1:16: error: expected hexadecimal digit after '\\x' but found "
     "'\"))'"},
    {"(f (normal \"a\\x100\"))",
     "t.mdl:1:14: error: escape sequence out of range (more than 0xff)"},
    {"(f (normal \"a\\777\"))",
     "t.mdl:1:14: error: escape sequence out of range (more than 0xff)"},
    // Resource specifications.
    {"(f (normal (result resource_new *return (FILE))))",
     "t.mdl:1:46: error: expected resource state name but found ')'"},
    {"(f (normal (result resource_new *return (FILE open closed))))",
     "t.mdl:1:52: error: expected ')' but found 'closed'"},
    {"(f (normal (result resource_new *return ())))",
     "t.mdl:1:42: error: expected resource type name but found ')'"},
    // Comments and bytes.
    {"(f (normal)) /* never closed",
     "t.mdl:1:14: error: unterminated comment: '/*' without '*/'"},
    {"(f /* never closed (normal))",
     "t.mdl:1:4: error: unterminated comment: '/*' without '*/' (the model at "
     "1:1 is never closed: is a ')' missing?)"},
    {"(f (normal \x01))",
     "t.mdl:1:12: error: expected '(' or ')' but found byte 0x01"},
    {"(f\n  (normal)\n  (error (result ieq return 0x)))",
     "t.mdl:3:31: error: expected hexadecimal digit after '0x' but found ')'"},
};

} // namespace

TEST(ReaderErrors, EachMalformedInputGetsOneExactMessage) {
  for (const BadInput &In : BadInputs) {
    std::vector<std::string> Errors = readErrors(In.Text);
    ASSERT_EQ(Errors.size(), 1u) << "input: " << In.Text;
    EXPECT_EQ(Errors[0], In.Error) << "input: " << In.Text;
  }
}

TEST(ReaderErrors, ReadingResumesAtTheNextModel) {
  ReadResult R = readModels("(a (normal))\n"
                            "(b (normal (result memroy_new return)))\n"
                            "(c (normal))\n"
                            "(d (parm x))\n"
                            "(e (normal))\n",
                            "t.mdl");
  ASSERT_EQ(R.Errors.size(), 2u);
  EXPECT_EQ(R.Errors[0].Loc, (SourceLoc{2, 20}));
  EXPECT_EQ(R.Errors[1].Loc, (SourceLoc{4, 5}));
  ASSERT_EQ(R.Models.size(), 3u);
  EXPECT_EQ(R.Models[0].Name, "a");
  EXPECT_EQ(R.Models[1].Name, "c");
  EXPECT_EQ(R.Models[2].Name, "e");
}

TEST(ReaderErrors, AnUnclosedModelStopsAtTheNextModelInColumnOne) {
  ReadResult R = readModels("(a (param p)\n"
                            "  (normal (guard peq p NULL)\n"
                            "(b (param x) (normal (constraint ine x 0)))\n"
                            "(c (parm x)\n"
                            "(d (normal))\n",
                            "t.mdl");
  ASSERT_EQ(R.Errors.size(), 2u);
  EXPECT_EQ(R.Errors[0].str(),
            "t.mdl:3:2: error: expected operation kind (guard, constraint, "
            "result) but found 'b' (the model at 1:1 is never closed: is a "
            "')' missing?)");
  EXPECT_EQ(R.Errors[1].Loc, (SourceLoc{4, 5}));
  ASSERT_EQ(R.Models.size(), 2u);
  EXPECT_EQ(R.Models[0].Name, "b");
  EXPECT_EQ(R.Models[1].Name, "d");
}

TEST(ReaderErrors, GarbageBetweenModels) {
  ReadResult R = readModels("(a (normal)) junk \"(\" 12 (b (normal))", "t.mdl");
  ASSERT_EQ(R.Errors.size(), 1u);
  EXPECT_EQ(R.Errors[0].str(), "t.mdl:1:14: error: expected '(' to start a "
                               "model but found 'junk'");
  ASSERT_EQ(R.Models.size(), 2u);
  EXPECT_EQ(R.Models[1].Name, "b");
}

TEST(ReaderErrors, TooManyErrorsStops) {
  std::string Text;
  for (int I = 0; I < 100; ++I)
    Text += "(f (bad))\n";
  ReadResult R = readModels(Text, "t.mdl");
  ASSERT_EQ(R.Errors.size(), 51u);
  EXPECT_EQ(R.Errors.back().str(), "t.mdl:51:1: error: too many errors; the "
                                   "rest of the file is not read");
}

TEST(ReaderErrors, MissingFile) {
  ReadResult R = readModelFile("/nonexistent/dir/x.mdl");
  ASSERT_EQ(R.Errors.size(), 1u);
  EXPECT_EQ(R.Errors[0].str(), "/nonexistent/dir/x.mdl: error: cannot read "
                               "file: No such file or directory");
  ReadResult D = readModelFile(PATHSIM_MODELLANG_TEST_DATA);
  ASSERT_EQ(D.Errors.size(), 1u);
  EXPECT_NE(D.Errors[0].Message.find("is a directory"), std::string::npos);
}
