//===- tests/reports/TextRendererTest.cpp - compiler-style diagnostics ----===//
#include "reports/TextRenderer.h"
#include "tests/reports/Example1.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

using namespace pathsim;
using namespace pathsim::reports;

namespace {

/// \p Name in the current directory (paths are printed relative to it).
std::string here(const std::string &Name) {
  return (std::filesystem::current_path() / Name).string();
}

std::string render(const Warning &W) {
  std::ostringstream OS;
  renderText(OS, W);
  return OS.str();
}

TEST(TextRenderer, NullDerefOfFigure4) {
  Warning W = test::example1Warnings(here("example1.c"), "example1.c")[2];
  EXPECT_EQ(render(W),
            "example1.c:12:5: warning: dereferencing NULL pointer 'result' "
            "[null-deref, likely]\n"
            "example1.c:9:26: note: value comes from return value of 'malloc' "
            "here\n"
            "example1.c:8:9: note: when 'size > 0'\n"
            "example1.c:10:9: note: when 'size != 1'\n"
            "example1.c:12:5: note: occurs when 'memory exhausted'\n"
            "example1.c:9:26: note: used system model 'malloc' for "
            "'malloc(size)': function returns 0 (memory exhausted)\n"
            "example1.c:12:5: note: path includes 4 statements on lines 8 9 "
            "10 12\n");
}

TEST(TextRenderer, LeakOfFigure2ShowsAllocationSite) {
  Warning W = test::example1Warnings(here("example1.c"), "example1.c")[0];
  EXPECT_EQ(render(W),
            "example1.c:11:9: warning: leaking memory [leak, likely]\n"
            "example1.c:9:26: note: memory allocated here, in 'f'\n"
            "example1.c:8:9: note: when 'size > 0'\n"
            "example1.c:10:9: note: when 'size == 1'\n"
            "example1.c:9:26: note: used system model 'malloc' for "
            "'malloc(size)': function returns a new memory block (memory "
            "allocated)\n"
            "example1.c:11:9: note: path includes 4 statements on lines 8 9 "
            "10 11\n");
}

TEST(TextRenderer, UninitDerefOfFigure3) {
  Warning W = test::example1Warnings(here("example1.c"), "example1.c")[1];
  EXPECT_EQ(render(W),
            "example1.c:12:5: warning: dereferencing uninitialized pointer "
            "'result' [uninit-deref, likely]\n"
            "example1.c:6:11: note: variable declared here\n"
            "example1.c:8:9: note: when 'size <= 0'\n"
            "example1.c:12:5: note: path includes 3 statements on lines 8 10 "
            "12\n");
}

TEST(TextRenderer, AllocationStackInnermostFirst) {
  Warning W;
  W.Kind = WarningKind::Leak;
  W.Message = "leaking memory";
  W.Loc = {"/a/g.c", "", 20, 3};
  W.AllocationStack = {{{"/a/g.c", "", 15, 7}, "g"},
                       {{"/a/h.c", "", 4, 10}, "make"}};
  W.Path = {{PathStep::Kind::Statement, {"/a/g.c", "", 15, 3}, "", 0}};
  EXPECT_EQ(render(W), "/a/g.c:20:3: warning: leaking memory [leak, likely]\n"
                       "/a/h.c:4:10: note: memory allocated here, in 'make'\n"
                       "/a/g.c:15:7: note: called from 'g' here\n"
                       "/a/g.c:20:3: note: path includes 1 statement on line "
                       "15\n");
}

TEST(TextRenderer, KindAndRankInBrackets) {
  Warning W;
  W.Kind = WarningKind::NullDeref;
  W.Message = "dereferencing NULL pointer 'p'";
  W.Loc = {here("d.c"), "d.c", 3, 4};
  W.Rank = WarningRank::Certain;
  EXPECT_EQ(render(W), "d.c:3:4: warning: dereferencing NULL pointer 'p' "
                       "[null-deref, certain]\n");
  W.Rank = WarningRank::Possible;
  EXPECT_EQ(render(W), "d.c:3:4: warning: dereferencing NULL pointer 'p' "
                       "[null-deref, possible]\n");
}

TEST(TextRenderer, NoColumnAndNoteWithoutLocation) {
  Warning W;
  W.Kind = WarningKind::DivZero;
  W.Message = "division by zero";
  W.Loc = {here("d.c"), "d.c", 7, 0};
  W.Related = {{SourceLocation(), "divisor is a parameter"}};
  EXPECT_EQ(render(W), "d.c:7: warning: division by zero [div-zero, likely]\n"
                       "d.c:7: note: divisor is a parameter\n");
}

// One spelling for every path: relative to the current directory when under
// it, else absolute, whatever DisplayFile the run recorded (it may have run in
// another directory).
TEST(TextRenderer, PathsRelativeToTheCurrentDirectoryElseAbsolute) {
  Warning W;
  W.Kind = WarningKind::DivZero;
  W.Message = "division by zero";
  W.Loc = {here("src/d.c"), "../src/d.c", 7, 2};
  W.Related = {{{"/elsewhere/lib.h", "lib.h", 3, 1}, "declared here"}};
  EXPECT_EQ(render(W),
            "src/d.c:7:2: warning: division by zero [div-zero, likely]\n"
            "/elsewhere/lib.h:3:1: note: declared here\n");
}

} // namespace
