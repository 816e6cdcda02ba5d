//===- tests/frontend/SourceMapTest.cpp - SourceMap data, paths, negations ===//
#include "FrontendTestSupport.h"

#include "frontend/ExprText.h"
#include "sourcemap/SourceMap.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace pathsim::frontend;

namespace {

TEST(NormalizePath, JoinsAndNormalizesLexically) {
  EXPECT_EQ(normalizePath("/work/x", "a.c"), "/work/x/a.c");
  EXPECT_EQ(normalizePath("/work/x", "./src/../inc//a.h"), "/work/x/inc/a.h");
  EXPECT_EQ(normalizePath("/work/x/", "../y/b.c"), "/work/y/b.c");
  EXPECT_EQ(normalizePath("/work/x", "/usr/include/stdio.h"),
            "/usr/include/stdio.h");
  EXPECT_EQ(
      normalizePath(
          "",
          "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/vector"),
      "/usr/include/c++/12/vector");
  EXPECT_EQ(normalizePath("/", ".."), "/");
  EXPECT_EQ(normalizePath("/a/b", ""), "/a/b");
}

TEST(NormalizePath, RelativeDirectoryIsTakenFromTheCurrentOne) {
  std::string Cwd = std::filesystem::current_path().string();
  EXPECT_EQ(normalizePath("", "a.c"), normalizePath(Cwd, "a.c"));
  EXPECT_EQ(normalizePath("sub", "a.c"), normalizePath(Cwd, "sub/a.c"));
}

TEST(SourceMap, LooksUpWhatWasRecorded) {
  SourceMap S;
  S.setCondition("/f.c", {8, 15}, {"size > 0", "size <= 0"});
  S.setCallText("/f.c", {9, 27}, "malloc(size)");
  S.setSwitchCondition("/f.c", {20, 3}, "c->kind");
  S.addStatementLine("/f.c", 8);
  S.addFunction({"f", "f", "/f.c", 4, 5, 14, false, false, {}});
  ASSERT_TRUE(S.condition("/f.c", {8, 15}));
  EXPECT_EQ(S.condition("/f.c", {8, 15})->Negated, "size <= 0");
  EXPECT_FALSE(S.condition("/f.c", {8, 14}));
  EXPECT_FALSE(S.condition("/g.c", {8, 15}));
  EXPECT_EQ(*S.callText("/f.c", {9, 27}), "malloc(size)");
  EXPECT_EQ(*S.switchCondition("/f.c", {20, 3}), "c->kind");
  EXPECT_TRUE(S.isStatementLine("/f.c", 8));
  EXPECT_FALSE(S.isStatementLine("/f.c", 9));
  EXPECT_EQ(S.function("f")->BodyEnd, 14u);
  EXPECT_FALSE(S.function("g"));
  SourceMap Moved = std::move(S);
  EXPECT_EQ(*Moved.callText("/f.c", {9, 27}), "malloc(size)");
  EXPECT_EQ(Moved.files(), std::vector<std::string>{"/f.c"});
}

TEST(SourceMap, LineTextReadsLazily) {
  pathsim::frontend::test::TempDir Dir;
  std::string File = Dir.write("l.c", "one\r\ntwo\nthree");
  SourceMap S;
  EXPECT_EQ(S.lineText(File, 1), "one");
  EXPECT_EQ(S.lineText(File, 3), "three");
  EXPECT_EQ(S.lineText(File, 4), "");
  EXPECT_EQ(S.lineText(File, 0), "");
  EXPECT_EQ(S.lineText(Dir.path() + "/missing.c", 1), "");
}

TEST(NegateText, AddsOrRemovesNot) {
  EXPECT_EQ(negateText("p"), "!p");
  EXPECT_EQ(negateText("!p"), "p");
  EXPECT_EQ(negateText("f(x)"), "!f(x)");
  EXPECT_EQ(negateText("IS_NULL(p)"), "!IS_NULL(p)");
  EXPECT_EQ(negateText("c->next"), "!c->next");
  EXPECT_EQ(negateText("x & 4"), "!(x & 4)");
  EXPECT_EQ(negateText("!(x & 4)"), "x & 4");
  EXPECT_EQ(negateText("a[i].b"), "!a[i].b");
  EXPECT_EQ(negateText("*p"), "!*p");
  EXPECT_EQ(negateText("a && b"), "!(a && b)");
  EXPECT_EQ(negateText("ns::f(a, b)"), "!ns::f(a, b)");
  EXPECT_EQ(negateText("a\n   + b"), "!(a + b)");
}

} // namespace
