//===- tests/modellang/CliTest.cpp - `pathsim models check` and `fmt` -----===//
#include "tests/modellang/TestSupport.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace pathsim::modellang::test;
namespace fs = std::filesystem;

namespace {

struct RunResult {
  int Status = -1;
  std::string Out, Err;
};

/// A scratch directory, removed at the end of the test.
class CliTest : public ::testing::Test {
protected:
  void SetUp() override {
    const auto *Info = ::testing::UnitTest::GetInstance()->current_test_info();
    Dir = fs::temp_directory_path() /
          ("pathsim-cli-" + std::to_string(getpid()) + "-" + Info->name());
    fs::remove_all(Dir);
    fs::create_directories(Dir);
  }
  void TearDown() override { fs::remove_all(Dir); }

  /// Runs `pathsim ARGS` (a shell fragment).
  RunResult run(const std::string &Args) {
    std::string Out = (Dir / "stdout").string(),
                Err = (Dir / "stderr").string();
    std::string Command = std::string("'") + PATHSIM_BINARY + "' " + Args +
                          " >'" + Out + "' 2>'" + Err + "'";
    int Raw = std::system(Command.c_str());
    RunResult R;
    R.Status = WIFEXITED(Raw) ? WEXITSTATUS(Raw) : -1;
    R.Out = readText(Out);
    R.Err = readText(Err);
    return R;
  }

  std::string write(const std::string &Name, const std::string &Text) {
    std::string Path = (Dir / Name).string();
    std::ofstream(Path, std::ios::binary) << Text;
    return Path;
  }

  fs::path Dir;
};

std::string shellQuoted(const std::string &Path) { return "'" + Path + "'"; }

} // namespace

TEST_F(CliTest, CheckValidFiles) {
  RunResult R = run(shellQuoted(dataPath("fig08-deref.mdl")) + " " +
                    shellQuoted(dataPath("fopen-fclose.mdl")));
  // Without the subcommand words this is not a command at all.
  EXPECT_EQ(R.Status, 2);
  R = run("models check " + shellQuoted(dataPath("fig08-deref.mdl")) + " " +
          shellQuoted(dataPath("fopen-fclose.mdl")));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, "checked 3 models in 2 files\n");
  EXPECT_EQ(R.Err, "");
  R = run("models check " + shellQuoted(dataPath("fig11-malloc.mdl")));
  EXPECT_EQ(R.Out, "checked 1 model in 1 file\n");
}

TEST_F(CliTest, CheckInvalidFiles) {
  std::string Bad =
      write("bad.mdl", "(f (param p)\n"
                       "  (normal (guard memory_new p)))\n"
                       "(g (normal (result memroy_new return)))\n");
  RunResult R = run("models check " + shellQuoted(Bad));
  EXPECT_EQ(R.Status, 1);
  EXPECT_EQ(R.Out, "");
  EXPECT_EQ(R.Err, Bad +
                       ":2:11: error: 'memory_new' cannot be used in a "
                       "guard; it is allowed only in a result\n" +
                       Bad +
                       ":3:20: error: expected operator (memory_new, "
                       "ieq, ...) but found 'memroy_new'; did you mean "
                       "'memory_new'?\n"
                       "2 errors in 1 of 1 file\n");
}

TEST_F(CliTest, CheckFindsDuplicatesAcrossFiles) {
  std::string A = write("a.mdl", "(malloc (normal))\n");
  std::string B = write("b.mdl", "(free (normal))\n(malloc (error))\n");
  RunResult R = run("models check " + shellQuoted(A) + " " + shellQuoted(B));
  EXPECT_EQ(R.Status, 1);
  EXPECT_EQ(R.Err, B + ":2:1: error: model 'malloc' defined twice (first at " +
                       A + ":1:1)\n1 error in 1 of 2 files\n");
}

TEST_F(CliTest, CheckWarnsAboutLikelyMistakes) {
  // A FILE is made by libc's fopen on '*return': a user's model that closes
  // the pointer itself never closes it. A guard contradicting the one
  // before it. Valid models: status 0, unless --fail-on-warnings.
  std::string Mine = write("mine.mdl", "(my_fclose\n"
                                       "  (param f)\n"
                                       "  (normal return_0\n"
                                       "    (guard ilt f@ 0)\n"
                                       "    (guard ige f@ 0)\n"
                                       "    (result resource_state f (FILE "
                                       "closed))))\n");
  RunResult R = run("models check " + shellQuoted(Mine));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, "checked 1 model in 1 file; 2 warnings\n");
  std::string Where = Mine + ":";
  EXPECT_NE(R.Err.find(Where + "5:5: warning: this guard can never hold: it "
                               "is the negation of (guard ilt f@ 0) at 4:5"),
            std::string::npos)
      << R.Err;
  EXPECT_NE(R.Err.find(Where + "6:28: warning: resource 'FILE' is created on "
                               "what a pointer points to ('fdopen' at "),
            std::string::npos)
      << R.Err;
  EXPECT_NE(R.Err.find("models/libc/stdio.mdl:"), std::string::npos);
  EXPECT_LT(R.Err.find(Where + "5:5:"), R.Err.find(Where + "6:28:"));
  R = run("models check --fail-on-warnings " + shellQuoted(Mine));
  EXPECT_EQ(R.Status, 1);
  R = run("models check --no-warnings " + shellQuoted(Mine));
  EXPECT_EQ(R.Status, 0);
  EXPECT_EQ(R.Err, "");
  EXPECT_EQ(R.Out, "checked 1 model in 1 file\n");
}

TEST_F(CliTest, TheShippedLibcModelsCheckWithoutWarnings) {
  RunResult R = run("models check --fail-on-warnings " +
                    shellQuoted(PATHSIM_LIBC_MODELS) + "/*.mdl");
  EXPECT_EQ(R.Status, 0);
  EXPECT_EQ(R.Err, "");
  EXPECT_EQ(R.Out.find("checked "), 0u) << R.Out;
  EXPECT_EQ(R.Out.find("warning"), std::string::npos) << R.Out;
}

TEST_F(CliTest, CheckMissingFileAndUsageErrors) {
  // A file that does not exist is an unknown name: status 2, as in every
  // command (an invalid model is 1).
  RunResult R = run("models check " + shellQuoted((Dir / "none.mdl").string()));
  EXPECT_EQ(R.Status, 2);
  EXPECT_NE(R.Err.find("pathsim models check: cannot read '"), std::string::npos)
      << R.Err;
  EXPECT_NE(R.Err.find("none.mdl': no such file\n"), std::string::npos)
      << R.Err;
  R = run("models fmt " + shellQuoted((Dir / "none.mdl").string()));
  EXPECT_EQ(R.Status, 2);
  R = run("models check");
  EXPECT_EQ(R.Status, 2);
  EXPECT_NE(R.Err, "");
  R = run("models check --no-such-option " +
          shellQuoted(dataPath("fig08-deref.mdl")));
  EXPECT_EQ(R.Status, 2);
  EXPECT_NE(R.Err.find("no-such-option"), std::string::npos) << R.Err;
  EXPECT_EQ(R.Err.find('\n'), R.Err.size() - 1) << "one line: " << R.Err;
}

TEST_F(CliTest, Help) {
  RunResult R = run("models check --help");
  EXPECT_EQ(R.Status, 0);
  EXPECT_NE(R.Out.find("pathsim models check"), std::string::npos) << R.Out;
  EXPECT_NE(R.Out.find("model file"), std::string::npos) << R.Out;
  R = run("models fmt --help");
  EXPECT_EQ(R.Status, 0);
  EXPECT_NE(R.Out.find("--in-place"), std::string::npos) << R.Out;
}

TEST_F(CliTest, FmtPrintsCanonically) {
  RunResult R = run("models fmt " + shellQuoted(dataPath("fig11-malloc.mdl")));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, "(malloc\n"
                   "  (param size)\n"
                   "  (normal return_X \"memory allocated\"\n"
                   "    (constraint ine size 0)\n"
                   "    (result memory_new return size))\n"
                   "  (error return_0 \"memory exhausted\"\n"
                   "    (constraint ine size 0)\n"
                   "    (result peq return NULL)))\n");
  EXPECT_EQ(R.Err, "");
}

TEST_F(CliTest, FmtWarnsAboutCommentsInsideModels) {
  std::string F = write("c.mdl", "// kept\n(f (normal /* lost */))\n");
  RunResult R = run("models fmt " + shellQuoted(F));
  EXPECT_EQ(R.Status, 0);
  EXPECT_EQ(R.Out, "// kept\n(f\n  (normal))\n");
  EXPECT_EQ(R.Err, F + ":2:12: warning: comment inside a model is not kept\n");
}

TEST_F(CliTest, FmtInPlace) {
  std::string Messy = "/* head */\n(f   (param p)(normal\n(guard ieq p 0)))\n";
  std::string F = write("f.mdl", Messy);
  std::string Bad = write("bad.mdl", "(g (normal (result)))\n");
  std::string Inner = write("inner.mdl", "(h (normal /* c */))\n");
  RunResult R = run("models fmt --in-place " + shellQuoted(F) + " " +
                    shellQuoted(Bad) + " " + shellQuoted(Inner));
  EXPECT_EQ(R.Status, 1);
  EXPECT_EQ(R.Out, "");
  EXPECT_EQ(readText(F),
            "/* head */\n(f\n  (param p)\n  (normal\n    (guard ieq p 0)))\n");
  EXPECT_EQ(readText(Bad), "(g (normal (result)))\n"); // never destroyed
  EXPECT_EQ(readText(Inner), "(h (normal /* c */))\n");
  EXPECT_NE(R.Err.find(Bad + ":1:19: error: expected operator"),
            std::string::npos)
      << R.Err;
  EXPECT_NE(R.Err.find(Inner + ":1:12: error: comment inside a model would be "
                               "lost; file left unchanged"),
            std::string::npos)
      << R.Err;
  // Formatting a formatted file changes nothing; -i is the short form.
  R = run("models fmt -i " + shellQuoted(F));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(readText(F),
            "/* head */\n(f\n  (param p)\n  (normal\n    (guard ieq p 0)))\n");
  // No temporary file is left beside it.
  for (const auto &E : fs::directory_iterator(fs::path(F).parent_path()))
    EXPECT_EQ(E.path().filename().string().find(".tmp-"), std::string::npos)
        << E.path();
}
