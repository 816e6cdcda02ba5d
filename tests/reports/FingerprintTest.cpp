//===- tests/reports/FingerprintTest.cpp - fingerprints and line hashes ---===//
#include "reports/Fingerprint.h"
#include "reports/LineHash.h"
#include "reports/Sha256.h"
#include "tests/reports/Example1.h"

#include <gtest/gtest.h>

using namespace pathsim;
using namespace pathsim::reports;

namespace {

std::string fingerprintOf(const std::string &Source, uint32_t Shift,
                          size_t Which, const std::string &Path = "/p/ex.c") {
  SourceCache Sources;
  Sources.set(Path, Source);
  return fingerprint(test::example1Warnings(Path, "ex.c", Shift)[Which],
                     Sources);
}

/// Figure 1 with \p Extra lines added at the top and every line re-indented.
std::string shiftedAndReindented(int Extra) {
  std::string Out;
  for (int I = 0; I < Extra; ++I)
    Out += "static int unrelated" + std::to_string(I) + ";\n";
  std::string Src = test::example1Source();
  size_t Start = 0;
  while (Start < Src.size()) {
    size_t End = Src.find('\n', Start);
    std::string Line = Src.substr(Start, End - Start);
    size_t Indent = Line.find_first_not_of(' ');
    Out += Indent == std::string::npos ? "\n"
                                       : "\t" + std::string(Indent / 2, ' ') +
                                             Line.substr(Indent) + "\n";
    Start = End + 1;
  }
  return Out;
}

TEST(Sha256, KnownVectors) {
  EXPECT_EQ(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934c"
                           "a495991b7852b855");
  EXPECT_EQ(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9"
                              "cb410ff61f20015ad");
  EXPECT_EQ(sha256Hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  EXPECT_EQ(
      sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST(Fingerprint, StableAcrossRuns) {
  std::string Src = test::example1Source();
  EXPECT_EQ(fingerprintOf(Src, 0, 2), fingerprintOf(Src, 0, 2));
  EXPECT_EQ(fingerprintOf(Src, 0, 2).size(), 32u);
}

TEST(Fingerprint, SameWhenLinesShiftAndCodeIsReindented) {
  std::string Src = test::example1Source();
  std::string Moved = shiftedAndReindented(3);
  for (size_t I = 0; I < 3; ++I)
    EXPECT_EQ(fingerprintOf(Src, 0, I), fingerprintOf(Moved, 3, I)) << I;
}

TEST(Fingerprint, SameWhenCommentAddedToWarningLine) {
  std::string Src = test::example1Source();
  std::string Commented = Src;
  Commented.replace(Commented.find("result[0] = 0;"), 14,
                    "result[0] = 0; /* pathsim-suppress null-deref */");
  EXPECT_EQ(fingerprintOf(Src, 0, 2), fingerprintOf(Commented, 0, 2));
}

TEST(Fingerprint, DiffersByKindVariableFunctionAndPath) {
  std::string Src = test::example1Source();
  SourceCache Sources;
  Sources.set("/p/ex.c", Src);
  Warning W = test::example1Warnings("/p/ex.c", "ex.c")[2];
  std::string Base = fingerprint(W, Sources);

  Warning OtherVar = W;
  OtherVar.Variable = "other";
  EXPECT_NE(fingerprint(OtherVar, Sources), Base);
  Warning OtherKind = W;
  OtherKind.Kind = WarningKind::UninitDeref;
  EXPECT_NE(fingerprint(OtherKind, Sources), Base);
  Warning OtherFunction = W;
  OtherFunction.FunctionLinkageName = "_Z1fi";
  EXPECT_NE(fingerprint(OtherFunction, Sources), Base);
  Warning OtherPath = W;
  OtherPath.Path[1].Text = "size > 1";
  EXPECT_NE(fingerprint(OtherPath, Sources), Base);
  Warning OtherLine = W;
  OtherLine.Loc.Line = 13; // `return result;`
  EXPECT_NE(fingerprint(OtherLine, Sources), Base);
  // The uninit and NULL dereferences share a line but not a fingerprint.
  EXPECT_NE(fingerprint(test::example1Warnings("/p/ex.c", "ex.c")[1], Sources),
            Base);
}

TEST(Fingerprint, IgnoresStatementStepsAndLineNumbers) {
  std::string Src = test::example1Source();
  SourceCache Sources;
  Sources.set("/p/ex.c", Src);
  Warning W = test::example1Warnings("/p/ex.c", "ex.c")[2];
  Warning Extra = W;
  // An unrelated statement inserted on the path (say a log call).
  Extra.Path.insert(Extra.Path.begin() + 6,
                    {PathStep::Kind::Statement, {"/p/ex.c", "", 10, 5}, "", 0});
  EXPECT_EQ(fingerprint(Extra, Sources), fingerprint(W, Sources));
}

TEST(Fingerprint, InputHasNoLineNumbers) {
  Warning W = test::example1Warnings("/p/ex.c", "ex.c")[2];
  std::string In = fingerprintInput(W, "    result[0] = 0;   // x");
  EXPECT_NE(In.find("result[0]=0;"), std::string::npos);
  EXPECT_EQ(In.find("//"), std::string::npos);
  EXPECT_EQ(In.find("12"), std::string::npos);
}

TEST(LineHash, MatchesGitHubAlgorithm) {
  // Expected values from codeql-action's algorithm (fingerprints.ts) run on
  // the same text.
  std::vector<std::string> H = lineHashes(test::example1Source());
  ASSERT_GE(H.size(), 14u);
  EXPECT_EQ(H[0], "42d13bdda0441516:1");
  EXPECT_EQ(H[1], "f7c84590cbd5e54:1");
  EXPECT_EQ(H[2], "e7c78bbc43753a68:1");
  EXPECT_EQ(H[8], "58eeb8859c986ec9:1");
  EXPECT_EQ(H[11], "20aa185afe112c57:1");
  EXPECT_EQ(H[13], "32dce9ccfdbc9d3e:1");
}

TEST(LineHash, CrLfTabsAndUtf8) {
  std::vector<std::string> H =
      lineHashes("a\r\nb\r\n\tb\ncaf\xc3\xa9 \xf0\x9f\x98\x80 x\n");
  ASSERT_GE(H.size(), 4u);
  EXPECT_EQ(H[0], "8fd2fc4c52248ac:1");
  EXPECT_EQ(H[1], "a5bcb6da1a5962d:1");
  EXPECT_EQ(H[2], "2da00f2778a355b1:1");
  EXPECT_EQ(H[3], "c5ae3bf62b987e95:1");
}

TEST(LineHash, IdenticalTailsAreCounted) {
  std::vector<std::string> H = lineHashes("x\nx\n");
  ASSERT_GE(H.size(), 2u);
  EXPECT_NE(H[0], H[1]); // the window spans the following lines
  std::vector<std::string> Empty = lineHashes("");
  EXPECT_EQ(Empty.size(), 1u);
}

} // namespace
