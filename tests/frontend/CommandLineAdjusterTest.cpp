//===- tests/frontend/CommandLineAdjusterTest.cpp - flags kept and dropped ===//
#include "FrontendTestSupport.h"

#include "frontend/CommandLineAdjuster.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace pathsim::frontend;
using namespace pathsim::frontend::test;

namespace {

AdjustedCommand adjust(std::vector<std::string> Arguments,
                       const std::string &File = "a.c",
                       const std::string &Directory = "/build") {
  auto Result = adjustCommandLine({File, Directory, std::move(Arguments)});
  EXPECT_TRUE(bool(Result));
  return Result ? *Result : AdjustedCommand();
}

bool has(const std::vector<std::string> &List, const std::string &Arg) {
  return std::find(List.begin(), List.end(), Arg) != List.end();
}

/// Option Flag followed by Value, joined or separate.
bool hasOption(const std::vector<std::string> &List, const std::string &Flag,
               const std::string &Value) {
  auto It = std::find(List.begin(), List.end(), Flag);
  return has(List, Flag + Value) ||
         (It != List.end() && It + 1 != List.end() && *(It + 1) == Value);
}

TEST(CommandLineAdjuster, DropsWhatChangesTheAnalysis) {
  AdjustedCommand C = adjust({"gcc",     "-O2",
                              "-Werror", "-Werror=format-security",
                              "-Wall",   "-fsanitize=address",
                              "-flto",   "-MD",
                              "-MF",     "a.d",
                              "-MT",     "a.o",
                              "-c",      "a.c",
                              "-o",      "a.o",
                              "-pg",     "-fprofile-arcs",
                              "-g0",     "-Iinc",
                              "-DX=1",   "-std=gnu11"});
  for (const char *Dropped :
       {"-O2", "-Werror", "-Werror=format-security", "-fsanitize=address",
        "-flto", "-MD", "-pg", "-fprofile-arcs", "-g0"})
    EXPECT_TRUE(has(C.Dropped, Dropped)) << Dropped;
  EXPECT_FALSE(has(C.Arguments, "-O2"));
  EXPECT_FALSE(has(C.Arguments, "a.o"));
  EXPECT_FALSE(has(C.Arguments, "a.d"));
  EXPECT_TRUE(hasOption(C.Arguments, "-I", "inc"));
  EXPECT_TRUE(hasOption(C.Arguments, "-D", "X=1"));
  for (const char *Kept : {"-Wall", "-std=gnu11", "a.c", "-O0", "-g", "-w",
                           "-c", "-Qunused-arguments", "-resource-dir"})
    EXPECT_TRUE(has(C.Arguments, Kept)) << Kept;
  EXPECT_EQ(C.Arguments.front().substr(C.Arguments.front().rfind('/')),
            "/clang");
}

TEST(CommandLineAdjuster, DropsFlagsClangDoesNotKnow) {
  AdjustedCommand C =
      adjust({"gcc", "-fno-allow-store-data-races", "-fconserve-stack",
              "-mno-fp-ret-in-387x", "a.c"});
  EXPECT_TRUE(has(C.Dropped, "-fno-allow-store-data-races"));
  EXPECT_TRUE(has(C.Dropped, "-fconserve-stack"));
  EXPECT_TRUE(has(C.Dropped, "-mno-fp-ret-in-387x"));
  EXPECT_TRUE(has(C.Arguments, "a.c"));
}

TEST(CommandLineAdjuster, DropsPluginsAndRawBackendOptions) {
  AdjustedCommand C =
      adjust({"cc", "-Xclang", "-load", "-Xclang", "p.so", "-mllvm",
              "-inline-threshold=0", "-fplugin=x.so", "a.c"});
  EXPECT_FALSE(has(C.Arguments, "-Xclang"));
  EXPECT_FALSE(has(C.Arguments, "-load"));
  EXPECT_FALSE(has(C.Arguments, "p.so"));
  EXPECT_FALSE(has(C.Arguments, "-mllvm"));
  EXPECT_FALSE(has(C.Arguments, "-fplugin=x.so"));
  EXPECT_TRUE(has(C.Arguments, "a.c"));
}

TEST(CommandLineAdjuster, KeepsOnlyTheJobsInput) {
  AdjustedCommand C = adjust({"cc", "a.c", "b.c", "libx.a", "-lm"});
  EXPECT_TRUE(has(C.Arguments, "a.c"));
  EXPECT_FALSE(has(C.Arguments, "b.c"));
  EXPECT_FALSE(has(C.Arguments, "libx.a"));
  EXPECT_FALSE(has(C.Arguments, "-lm"));
  // Matched by path, not spelling.
  AdjustedCommand D = adjust({"cc", "/build/./a.c"});
  EXPECT_TRUE(has(D.Arguments, "/build/./a.c"));
  EXPECT_FALSE(has(D.Arguments, "a.c"));
  // Appended when the command does not name it.
  AdjustedCommand E = adjust({"cc", "-c"});
  EXPECT_TRUE(has(E.Arguments, "a.c"));
}

TEST(CommandLineAdjuster, CXXCompilersAndWrappers) {
  AdjustedCommand C =
      adjust({"ccache", "x86_64-linux-gnu-g++-12", "a.cc"}, "a.cc");
  ASSERT_GE(C.Arguments.size(), 2u);
  EXPECT_EQ(C.Arguments[1], "--driver-mode=g++");
  EXPECT_FALSE(has(C.Arguments, "ccache"));
  AdjustedCommand H = adjust({"g++", "-c", "x.h"}, "x.h");
  auto X = std::find(H.Arguments.begin(), H.Arguments.end(), "-x");
  ASSERT_NE(X, H.Arguments.end());
  EXPECT_EQ(*(X + 1), "c++");
  EXPECT_EQ(*(X + 2), "x.h");
}

TEST(CommandLineAdjuster, ExpandsResponseFiles) {
  TempDir Dir;
  Dir.write("flags.rsp", "-DFROM_RSP -Irsp\n");
  AdjustedCommand C = adjust({"cc", "@flags.rsp", "a.c"}, "a.c", Dir.path());
  EXPECT_TRUE(hasOption(C.Arguments, "-D", "FROM_RSP"));
  EXPECT_TRUE(hasOption(C.Arguments, "-I", "rsp"));
  auto Missing =
      adjustCommandLine({"a.c", Dir.path(), {"cc", "@none.rsp", "a.c"}});
  // LLVM keeps an unreadable @file as an argument; it is then no input.
  if (Missing)
    EXPECT_FALSE(has(Missing->Arguments, "@none.rsp"));
  else
    llvm::consumeError(Missing.takeError());
}

} // namespace
