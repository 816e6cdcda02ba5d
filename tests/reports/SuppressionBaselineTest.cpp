//===- tests/reports/SuppressionBaselineTest.cpp - suppress comments, baselines
#include "reports/Baseline.h"
#include "reports/RunDiff.h"
#include "reports/Suppression.h"
#include "tests/reports/Example1.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace pathsim;
using namespace pathsim::reports;

namespace {

using Kinds = std::vector<std::string>;

TEST(Suppression, ParsesCommentForms) {
  EXPECT_EQ(suppressedKinds("x = *p; // pathsim-suppress null-deref"),
            Kinds{"null-deref"});
  EXPECT_EQ(suppressedKinds("/* pathsim-suppress leak, resource-leak */ f();"),
            (Kinds{"leak", "resource-leak"}));
  EXPECT_EQ(suppressedKinds("//pathsim-suppress all: arena frees it"),
            Kinds{"all"});
  EXPECT_EQ(suppressedKinds("// pathsim-suppress leak because reasons"),
            Kinds{"leak"});
  EXPECT_EQ(suppressedKinds("puts(\"// pathsim-suppress leak\");"), Kinds{});
  EXPECT_EQ(suppressedKinds("// pathsim-suppressed leak"), Kinds{});
  EXPECT_EQ(suppressedKinds("int x; // nothing"), Kinds{});
}

struct SuppressionFile : ::testing::Test {
  SourceCache Sources;
  std::vector<Warning> Ws;
  void use(std::string Source) {
    Sources.set("/p/ex.c", std::move(Source));
    Ws = test::example1Warnings("/p/ex.c", "ex.c");
  }
  static std::string with(std::string_view Line12) {
    std::string Src = test::example1Source();
    Src.replace(Src.find("    result[0] = 0;\n"), 19, std::string(Line12));
    return Src;
  }
};

TEST_F(SuppressionFile, NoCommentNoSuppression) {
  use(test::example1Source());
  for (const Warning &W : Ws)
    EXPECT_FALSE(isSuppressed(W, Sources));
}

TEST_F(SuppressionFile, SameLineByKind) {
  use(with("    result[0] = 0; // pathsim-suppress null-deref\n"));
  EXPECT_TRUE(isSuppressed(Ws[2], Sources));  // null-deref on line 12
  EXPECT_FALSE(isSuppressed(Ws[1], Sources)); // uninit-deref on line 12
  EXPECT_FALSE(isSuppressed(Ws[0], Sources)); // leak on line 11
}

TEST_F(SuppressionFile, LineAboveListAndAll) {
  // The comment takes a line of its own, so the warnings are on line 13.
  std::string Src = with("    /* pathsim-suppress uninit-deref, null-deref */\n"
                         "    result[0] = 0;\n");
  Sources.set("/p/ex.c", Src);
  std::vector<Warning> Shifted = test::example1Warnings("/p/ex.c", "ex.c");
  for (Warning &W : Shifted)
    if (W.Loc.Line == 12)
      W.Loc.Line = 13;
  EXPECT_TRUE(isSuppressed(Shifted[1], Sources));
  EXPECT_TRUE(isSuppressed(Shifted[2], Sources));
  use(with("    // pathsim-suppress all\n    result[0] = 0;\n"));
  Warning W = Ws[2];
  W.Loc.Line = 13;
  EXPECT_TRUE(isSuppressed(W, Sources));
}

TEST_F(SuppressionFile, UnreadableFileIsNotSuppressed) {
  Warning W = test::example1Warnings("/nonexistent/ex.c", "ex.c")[2];
  EXPECT_FALSE(isSuppressed(W, Sources));
}

TEST(Suppression, BlocksNestAndUnmatchedMarkersAreNamed) {
  SourceCache Cache;
  Cache.set("b.c", "// pathsim-suppress-begin leak\n"
                   "f();\n"
                   "/* pathsim-suppress-begin null-deref, all */\n"
                   "g();\n"
                   "// pathsim-suppress-end\n"
                   "// pathsim-suppress-end leak: a justification\n"
                   "puts(\"// pathsim-suppress-end\");\n"
                   "// pathsim-suppress-end\n"
                   "// pathsim-suppress-begin\n");
  FileBlocks B = suppressedBlocks(*Cache.get("b.c"), "b.c");
  ASSERT_EQ(B.Blocks.size(), 2u);
  EXPECT_EQ(B.Blocks[0].Begin, 3u); // the inner block closes first
  EXPECT_EQ(B.Blocks[0].End, 5u);
  EXPECT_EQ(B.Blocks[0].Kinds, (Kinds{"null-deref", "all"}));
  EXPECT_EQ(B.Blocks[1].Begin, 1u);
  EXPECT_EQ(B.Blocks[1].End, 6u);
  ASSERT_EQ(B.Problems.size(), 3u);
  EXPECT_EQ(B.Problems[0], "b.c:8:4: warning: 'pathsim-suppress-end' without "
                           "a 'pathsim-suppress-begin' before it");
  EXPECT_NE(B.Problems[1].find("b.c:9:4: warning: 'pathsim-suppress-begin' "
                               "names no kind"),
            std::string::npos);
  EXPECT_NE(B.Problems[2].find("b.c:9:4: warning: 'pathsim-suppress-begin' "
                               "without a 'pathsim-suppress-end' after it"),
            std::string::npos);
}

std::vector<ReportedWarning> reported(std::vector<std::string> Fingerprints) {
  std::vector<ReportedWarning> Out;
  std::vector<Warning> Ws = test::example1Warnings("/p/ex.c", "ex.c");
  for (size_t I = 0; I < Fingerprints.size(); ++I) {
    ReportedWarning R;
    R.W = Ws[I % Ws.size()];
    R.Fingerprint = Fingerprints[I];
    R.Id = static_cast<int64_t>(I + 1);
    Out.push_back(R);
  }
  return Out;
}

TEST(Baseline, WriteThenLoadThenApply) {
  test::TempDir Dir;
  std::string A(32, 'a'), B(32, 'b'), C(32, 'c');
  std::vector<ReportedWarning> Ws = reported({A, B});
  Ws[0].W.Message = "multi\nline\tmessage";
  {
    std::ostringstream OS;
    writeBaseline(OS, Ws);
    test::writeFile(Dir.file("base.txt"), OS.str());
    EXPECT_EQ(OS.str().find("multi\n"), std::string::npos);
  }
  Expected<Baseline> Loaded = loadBaseline(Dir.file("base.txt"));
  ASSERT_TRUE(Loaded) << Loaded.error().message();
  EXPECT_TRUE(Loaded->contains(A));
  EXPECT_TRUE(Loaded->contains(B));
  EXPECT_FALSE(Loaded->contains(C));
  std::vector<ReportedWarning> Kept =
      applyBaseline(reported({A, C, B}), *Loaded);
  ASSERT_EQ(Kept.size(), 1u);
  EXPECT_EQ(Kept[0].Fingerprint, C);
}

TEST(Baseline, BadFilesAreClearErrors) {
  test::TempDir Dir;
  Expected<Baseline> Missing = loadBaseline(Dir.file("none.txt"));
  ASSERT_FALSE(Missing);
  EXPECT_NE(Missing.error().message().find("cannot read baseline file"),
            std::string::npos);

  test::writeFile(Dir.file("empty.txt"), "");
  Expected<Baseline> Empty = loadBaseline(Dir.file("empty.txt"));
  ASSERT_FALSE(Empty);

  test::writeFile(Dir.file("sarif.json"), "{\"version\": \"2.1.0\"}\n");
  Expected<Baseline> Wrong = loadBaseline(Dir.file("sarif.json"));
  ASSERT_FALSE(Wrong);
  EXPECT_NE(
      Wrong.error().message().find("sarif.json:1: not a pathsim baseline"),
      std::string::npos)
      << Wrong.error().message();

  test::writeFile(Dir.file("bad.txt"), std::string(BaselineHeader) + "\n" +
                                           std::string(32, 'a') +
                                           "\n\n# comment\nnot-hex\n");
  Expected<Baseline> Bad = loadBaseline(Dir.file("bad.txt"));
  ASSERT_FALSE(Bad);
  EXPECT_NE(Bad.error().message().find(
                "bad.txt:5: expected a fingerprint (32 hex digits), found "
                "'not-hex'"),
            std::string::npos)
      << Bad.error().message();
}

TEST(RunDiff, NewFixedUnchangedAsMultisets) {
  std::string A(32, 'a'), B(32, 'b'), C(32, 'c');
  RunDiff D = diffRuns(reported({A, A, B}), reported({A, C}));
  ASSERT_EQ(D.New.size(), 1u);
  EXPECT_EQ(D.New[0].Fingerprint, C);
  ASSERT_EQ(D.Fixed.size(), 2u);
  EXPECT_EQ(D.Fixed[0].Fingerprint, A);
  EXPECT_EQ(D.Fixed[1].Fingerprint, B);
  ASSERT_EQ(D.Unchanged.size(), 1u);
  EXPECT_EQ(D.Unchanged[0].Fingerprint, A);
}

} // namespace
