//===- tests/reports/LongFormTest.cpp - PREfix long form vs Figures 2-4 ---===//
#include "reports/LongFormRenderer.h"
#include "tests/reports/Example1.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

using namespace pathsim;
using namespace pathsim::reports;

namespace {

struct LongForm : ::testing::Test {
  test::TempDir Dir;
  test::InDirectory Here{Dir.path()};
  std::string Path = Dir.file("example1.c");
  std::vector<Warning> Ws;
  SourceCache Sources;

  void SetUp() override {
    test::writeFile(Path, test::example1Source());
    Ws = test::example1Warnings(Path, "example1.c");
  }

  std::string render(size_t I, bool WithSource, uint32_t FunctionLine = 4) {
    ReportedWarning R;
    R.W = Ws[I];
    R.FunctionLine = FunctionLine;
    std::ostringstream OS;
    renderLongForm(OS, R, Sources, WithSource);
    return OS.str();
  }
};

TEST_F(LongForm, Figure2Leak) {
  EXPECT_EQ(render(0, false),
            "example1.c(11) : warning leak : leaking memory\n"
            "problem occurs in function `f'\n"
            "The call stack when memory is allocated is:\n"
            "    example1.c(9) : f\n"
            "Problem occurs when the following conditions are true:\n"
            "    example1.c(8) : when `size > 0' here\n"
            "    example1.c(10) : when `size == 1' here\n"
            "Path includes 4 statements on the following lines: 8 9 10 11\n"
            "example1.c(9) : used system model `malloc' for function call:\n"
            "    `malloc(size)'\n"
            "function returns a new memory block\n"
            "    memory allocated\n");
}

TEST_F(LongForm, Figure3UninitDeref) {
  EXPECT_EQ(render(1, false),
            "example1.c(12) : warning uninit-deref : dereferencing "
            "uninitialized pointer 'result'\n"
            "problem occurs in function `f'\n"
            "example1.c(6) : variable declared here\n"
            "Problem occurs when the following conditions are true:\n"
            "    example1.c(8) : when `size <= 0' here\n"
            "Path includes 3 statements on the following lines: 8 10 12\n");
}

TEST_F(LongForm, Figure4NullDeref) {
  EXPECT_EQ(render(2, false),
            "example1.c(12) : warning null-deref : dereferencing NULL "
            "pointer 'result'\n"
            "problem occurs in function `f'\n"
            "example1.c(9) : value comes from return value of 'malloc' here\n"
            "Problem occurs when the following conditions are true:\n"
            "    example1.c(8) : when `size > 0' here\n"
            "    example1.c(10) : when `size != 1' here\n"
            "problem occurs when `memory exhausted'\n"
            "Path includes 4 statements on the following lines: 8 9 10 12\n"
            "example1.c(9) : used system model `malloc' for function call:\n"
            "    `malloc(size)'\n"
            "function returns 0\n"
            "    memory exhausted\n");
}

TEST_F(LongForm, SourceWithPathNumberedInOrder) {
  std::string Text = render(2, true);
  std::string Listing = Text.substr(Text.find("\nSource of"));
  EXPECT_EQ(Listing,
            "\nSource of `f' (example1.c, lines 4-14); path steps numbered in "
            "order, '>' marks the warning line:\n"
            "        4 | char *f(int size)\n"
            "        5 | {\n"
            "        6 |     char *result;\n"
            "        7 | \n"
            "  1     8 |     if (size > 0)    <- when `size > 0'\n"
            "  2     9 |         result = (char *)malloc(size);    <- value "
            "comes from return value of 'malloc' here    <- used system model "
            "'malloc' for 'malloc(size)': function returns 0 (memory "
            "exhausted)\n"
            "  3    10 |     if (size == 1)    <- when `size != 1'\n"
            "       11 |         return NULL;\n"
            "  4    12>|     result[0] = 0;    <- dereferencing NULL pointer "
            "'result'\n"
            "       13 |     return result;\n"
            "       14 | }\n");
}

TEST_F(LongForm, LoopRepeatsLineNumbers) {
  Warning &W = Ws[1];
  W.Path.push_back({PathStep::Kind::Statement, W.Loc, "", 0});
  std::string Text = render(1, true);
  EXPECT_NE(Text.find("3,4    12>|"), std::string::npos) << Text;
}

TEST_F(LongForm, UnknownFunctionStartShowsPathLines) {
  std::string Text = render(1, true, /*FunctionLine=*/0);
  EXPECT_NE(Text.find("lines 6-12"), std::string::npos) << Text;
}

TEST_F(LongForm, UnreadableSourceIsSaidAndRestPrinted) {
  std::filesystem::remove(Path);
  SourceCache Fresh;
  ReportedWarning R;
  R.W = Ws[2];
  std::ostringstream OS;
  renderLongForm(OS, R, Fresh, true);
  EXPECT_NE(OS.str().find("Path includes 4 statements"), std::string::npos);
  EXPECT_NE(OS.str().find("(cannot read example1.c: the function's source is "
                          "not shown)"),
            std::string::npos)
      << OS.str();
}

} // namespace
