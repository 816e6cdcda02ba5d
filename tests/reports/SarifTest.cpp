//===- tests/reports/SarifTest.cpp - SARIF against the 2.1.0 schema -------===//
#include "reports/ReportedWarning.h"
#include "reports/ChecksHelp.h"
#include "reports/SarifRenderer.h"
#include "tests/reports/Example1.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

using namespace pathsim;
using namespace pathsim::reports;

namespace {

/// Runs \p Command; returns its exit status and stdout+stderr.
std::pair<int, std::string> runCommand(const std::string &Command) {
  std::string Output;
  FILE *Pipe = popen((Command + " 2>&1").c_str(), "r");
  if (!Pipe)
    return {-1, "popen failed"};
  std::array<char, 4096> Buffer;
  size_t N;
  while ((N = fread(Buffer.data(), 1, Buffer.size(), Pipe)) > 0)
    Output.append(Buffer.data(), N);
  int Status = pclose(Pipe);
  return {WIFEXITED(Status) ? WEXITSTATUS(Status) : -1, Output};
}

struct Sarif : ::testing::Test {
  test::TempDir Dir;
  SourceCache Sources;
  std::vector<ReportedWarning> Ws;

  void SetUp() override {
    std::filesystem::create_directories(Dir.file("src"));
    std::string Path = Dir.file("src/example 1.c");
    test::writeFile(Path, test::example1Source());
    Ws = prepareWarnings(test::example1Warnings(Path, "src/example 1.c"),
                         Sources);
    Ws[1].Suppressed = true;
    Ws[0].W.Rank = WarningRank::Possible;
    // Text that must be escaped, and a step inside a callee.
    Ws[2].W.Message += " \"quoted\" \\ \x01 tab\t caf\xc3\xa9 \xff";
    Ws[2].W.Path.push_back({PathStep::Kind::Statement,
                            {Dir.file("src/example 1.c"), "", 2, 1},
                            "inside the callee",
                            1});
  }

  std::string writeLog() {
    SarifOptions Options;
    Options.ToolVersion = "0.1.0";
    Options.SourceRoot = Dir.path();
    Options.CommandLine = "pathsim analyze example1.c";
    std::string Out = Dir.file("out.sarif");
    Error E = writeSarifFile(Out, Ws, Sources, Options);
    EXPECT_FALSE(E) << E.message();
    std::ifstream In(Out);
    std::stringstream Text;
    Text << In.rdbuf();
    return Text.str();
  }
};

TEST_F(Sarif, ValidatesAgainstTheSchema) {
  writeLog();
  auto [Status, Output] =
      runCommand(std::string(PATHSIM_PYTHON3) + " " SARIF_CHECK_SCRIPT " " +
                 SARIF_SCHEMA + " '" + Dir.file("out.sarif") + "'");
  EXPECT_EQ(Status, 0) << Output;
  EXPECT_EQ(Output, "ok\n");
}

TEST_F(Sarif, EmptyRunValidates) {
  Ws.clear();
  writeLog();
  auto [Status, Output] =
      runCommand(std::string(PATHSIM_PYTHON3) + " " SARIF_CHECK_SCRIPT " " +
                 SARIF_SCHEMA + " '" + Dir.file("out.sarif") + "'");
  EXPECT_EQ(Status, 0) << Output;
}

TEST_F(Sarif, ContentsForCodeScanning) {
  std::string Log = writeLog();
  auto Has = [&](std::string_view Text) {
    return Log.find(Text) != std::string::npos;
  };
  EXPECT_TRUE(Has("\"version\": \"2.1.0\""));
  EXPECT_TRUE(Has("\"uri\": \"src/example%201.c\""));
  EXPECT_TRUE(Has("\"uriBaseId\": \"SRCROOT\""));
  EXPECT_TRUE(Has("\"external/cwe/cwe-476\""));
  EXPECT_TRUE(Has("\"external/cwe/cwe-690\""));
  EXPECT_TRUE(Has("\"ruleId\": \"null-deref\""));
  EXPECT_TRUE(Has("\"primaryLocationLineHash\": \"20aa185afe112c57:1\""));
  EXPECT_TRUE(Has("\"pathsimFingerprint/v1\": \"" + Ws[2].Fingerprint + "\""));
  EXPECT_TRUE(Has("\"text\": \"when 'size > 0'\""));
  EXPECT_TRUE(Has("\"text\": \"model outcome: memory exhausted\""));
  EXPECT_TRUE(Has("\"nestingLevel\": 1"));
  EXPECT_TRUE(Has("\"kind\": \"inSource\""));
  // The rank: a property, and the level of a possible defect is a note.
  EXPECT_TRUE(Has("\"rank\": \"possible\""));
  EXPECT_TRUE(Has("\"rank\": \"likely\""));
  EXPECT_TRUE(Has("\"level\": \"note\""));
  EXPECT_TRUE(Has("\\\"quoted\\\" \\\\ \\u0001 tab\\t caf\xc3\xa9 \\ufffd"));
}

TEST_F(Sarif, RulesForCodeScanning) {
  std::string Log = writeLog();
  auto Has = [&](std::string_view Text) {
    return Log.find(Text) != std::string::npos;
  };
  // Each rule's help is its section of docs/checks.md, embedded at build
  // time (its example and fix; links to other pages made plain text), not a
  // file:// link that resolves only on the machine that ran pathsim.
  EXPECT_FALSE(Has("helpUri"));
  EXPECT_TRUE(Has("\"markdown\": \"**Dereferencing NULL** (CWE-476, CWE-690; "
                  "7.5). A pointer that is NULL"));
  EXPECT_TRUE(Has("**Fix**: "));
  EXPECT_FALSE(Has("](model-language.md"));
  // GitHub's severity: null-deref (CWE-476) is high, use after free critical.
  EXPECT_TRUE(Has("\"security-severity\": \"7.5\""));
  EXPECT_TRUE(Has("\"security-severity\": \"9.3\""));
  // No placeholder URI, no rule for the engine's own tests.
  EXPECT_FALSE(Has("informationUri"));
  EXPECT_FALSE(Has("debug-eval"));
}

TEST(ChecksHelp, RelativeLinksBecomeText) {
  EXPECT_EQ(withoutRelativeLinks("see [reports.md](reports.md#x), "
                                 "[SARIF](https://sarifweb.azurewebsites.net) "
                                 "and a[0] (index)"),
            "see reports.md, [SARIF](https://sarifweb.azurewebsites.net) and "
            "a[0] (index)");
  EXPECT_EQ(checksSection("no-such-kind"), "");
  EXPECT_EQ(checksSection("leak").find("**"), 0u);
}

TEST(SarifRoot, CommonRootOfTheFiles) {
  EXPECT_EQ(commonRoot({"/src/proj/a.c", "/src/proj/lib/b.c"}), "/src/proj");
  EXPECT_EQ(commonRoot({"/src/proj/lib/b.c", "/src/proj/a.c"}), "/src/proj");
  EXPECT_EQ(commonRoot({"/src/projA/a.c", "/src/projB/b.c"}), "/src");
  EXPECT_EQ(commonRoot({"/a/x.c", "/b/y.c"}), "/");
  EXPECT_EQ(commonRoot({"/src/proj/a.c"}), "/src/proj");
  EXPECT_EQ(commonRoot({"rel.c"}), "");
  EXPECT_EQ(commonRoot({}), "");
}

TEST(SarifUri, RelativeAbsoluteAndEncoded) {
  bool Relative = false;
  EXPECT_EQ(fileUri("/w/src/a b.c", "/w/", Relative), "src/a%20b.c");
  EXPECT_TRUE(Relative);
  EXPECT_EQ(fileUri("/usr/include/x#.h", "/w/", Relative),
            "file:///usr/include/x%23.h");
  EXPECT_FALSE(Relative);
  EXPECT_EQ(fileUri("rel/c.c", "/w/", Relative), "rel/c.c");
  EXPECT_TRUE(Relative);
}

} // namespace
