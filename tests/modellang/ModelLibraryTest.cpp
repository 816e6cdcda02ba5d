//===- tests/modellang/ModelLibraryTest.cpp - models across files ---------===//
#include "modellang/ModelLibrary.h"
#include "tests/modellang/TestSupport.h"

#include <gtest/gtest.h>

using namespace pathsim::modellang;
using namespace pathsim::modellang::test;

namespace {

std::vector<std::string> messages(const ModelLibrary &L) {
  std::vector<std::string> Out;
  for (const Diagnostic &D : L.diagnostics())
    Out.push_back(D.str());
  return Out;
}

} // namespace

TEST(ModelLibrary, LoadsTheFiguresAndLooksUpByName) {
  ModelLibrary L;
  for (const char *Name :
       {"fig08-deref.mdl", "fig11-malloc.mdl", "fig13-wrapper.mdl",
        "fig15-strcpy.mdl", "fopen-fclose.mdl"})
    EXPECT_TRUE(L.loadFile(dataPath(Name))) << Name;
  EXPECT_TRUE(L.diagnostics().empty());
  EXPECT_EQ(L.size(), 6u);
  EXPECT_EQ(L.modelsRead(), 6u);
  EXPECT_EQ(L.filesRead(), 5u);
  ASSERT_NE(L.lookup("fclose"), nullptr);
  EXPECT_EQ(L.lookup("fclose")->Cases.size(), 1u);
  EXPECT_EQ(L.find("fclose")->File, dataPath("fopen-fclose.mdl"));
  EXPECT_EQ(L.lookup("nope"), nullptr);
}

TEST(ModelLibrary, DuplicateAcrossFiles) {
  ModelLibrary L;
  EXPECT_TRUE(L.loadText("(malloc (normal))", "a.mdl"));
  EXPECT_FALSE(L.loadText("\n  (malloc (error))", "b.mdl"));
  EXPECT_EQ(messages(L), std::vector<std::string>{
                             "b.mdl:2:3: error: model 'malloc' defined twice "
                             "(first at a.mdl:1:1)"});
  EXPECT_EQ(L.lookup("malloc")->Cases[0].Kind, CaseKind::Normal);
}

TEST(ModelLibrary, DuplicateOfAnInvalidModelIsStillReported) {
  ModelLibrary L;
  EXPECT_FALSE(
      L.loadText("(f (normal (guard memory_new x)))\n(f (normal))", "a.mdl"));
  EXPECT_EQ(L.diagnostics().size(), 3u); // undeclared x, guard, twice
  EXPECT_EQ(L.diagnostics().back().str(),
            "a.mdl:2:1: error: model 'f' defined twice (first at a.mdl:1:1)");
  EXPECT_EQ(L.lookup("f"), nullptr);
  EXPECT_EQ(L.modelsRead(), 2u);
}

TEST(ModelLibrary, UserLibraryOverrides) {
  ModelLibrary L;
  EXPECT_TRUE(L.loadText("(malloc (normal))\n(free (normal))", "libc.mdl"));
  EXPECT_TRUE(L.loadText("(malloc (error))", "user.mdl", true));
  EXPECT_TRUE(L.diagnostics().empty());
  EXPECT_EQ(L.lookup("malloc")->Cases[0].Kind, CaseKind::Error);
  EXPECT_EQ(L.find("malloc")->File, "user.mdl");
  EXPECT_TRUE(L.find("malloc")->Override);
  // Within the overriding layer, a name is still defined only once.
  EXPECT_FALSE(L.loadText("(malloc (alternate))", "user2.mdl", true));
  EXPECT_EQ(messages(L), std::vector<std::string>{
                             "user2.mdl:1:1: error: model 'malloc' defined "
                             "twice (first at user.mdl:1:1)"});
}

TEST(ModelLibrary, AddReportsWhetherItReplaced) {
  ModelLibrary L;
  Model M;
  M.Name = "f";
  M.Cases.push_back(Case{});
  EXPECT_FALSE(L.add(M, "a.mdl", false));
  EXPECT_FALSE(L.add(M, "b.mdl", false)); // defined twice: kept the first
  EXPECT_EQ(L.diagnostics().size(), 1u);
  EXPECT_EQ(L.find("f")->File, "a.mdl");
  EXPECT_TRUE(L.add(M, "c.mdl", true));
  EXPECT_EQ(L.find("f")->File, "c.mdl");
}

TEST(ModelLibrary, ErrorsAreSortedByPositionWithinAFile) {
  ModelLibrary L;
  EXPECT_FALSE(L.loadText("(f (normal (guard ieq x 0)))\n"
                          "(g (normal (result memroy_new return)))\n"
                          "(h (normal (guard ieq y 0)))",
                          "a.mdl"));
  ASSERT_EQ(L.diagnostics().size(), 3u);
  EXPECT_EQ(L.diagnostics()[0].Loc.Line, 1u);
  EXPECT_EQ(L.diagnostics()[1].Loc.Line, 2u);
  EXPECT_EQ(L.diagnostics()[2].Loc.Line, 3u);
}

TEST(ModelLibrary, MissingFile) {
  ModelLibrary L;
  EXPECT_FALSE(L.loadFile("/nonexistent.mdl"));
  EXPECT_EQ(messages(L), std::vector<std::string>{
                             "/nonexistent.mdl: error: cannot read file: No "
                             "such file or directory"});
}
