//===- tests/automodel/CliTest.cpp - `pathsim models show` and `export` ---===//
#include "automodel/ModelStore.h"
#include "tests/automodel/TestSupport.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <sys/wait.h>

using namespace pathsim;
using namespace pathsim::test;
namespace fs = std::filesystem;

namespace {

struct RunResult {
  int Status = -1;
  std::string Out, Err;
};

std::string shellQuoted(const std::string &S) { return "'" + S + "'"; }

struct ModelsCliTest : ::testing::Test {
  TempDir Dir;
  std::string DbPath = Dir.file("models.db");

  /// Runs `pathsim ARGS` (a shell fragment) in the scratch directory.
  RunResult run(const std::string &Args) {
    std::string Out = Dir.file("stdout"), Err = Dir.file("stderr");
    std::string Command = "cd " + shellQuoted(Dir.path().string()) + " && " +
                          shellQuoted(PATHSIM_BINARY) + " " + Args + " >" +
                          shellQuoted(Out) + " 2>" + shellQuoted(Err);
    int Raw = std::system(Command.c_str());
    RunResult R;
    R.Status = WIFEXITED(Raw) ? WEXITSTATUS(Raw) : -1;
    R.Out = readFile(Out);
    R.Err = readFile(Err);
    return R;
  }

  void fill(const std::string &Path, const std::vector<StoredFunction> &Fs) {
    auto Store = ModelStore::open(Path);
    ASSERT_TRUE(bool(Store)) << llvm::toString(Store.takeError());
    llvm::Error E = (*Store)->save(Fs);
    ASSERT_FALSE(bool(E)) << llvm::toString(std::move(E));
  }

  std::vector<StoredFunction> sample() {
    StoredFunction Cxx = sampleFunction("foo", "src/c.cpp", 4, "_Z3fooPi");
    Cxx.LinkageName = "_Z3fooPi";
    return {sampleFunction("deref_it", "src/a.c", 3),
            sampleFunction("helper", "src/a.c", 9, "src/a.c:helper"),
            sampleFunction("helper", "src/b.c", 2, "src/b.c:helper"), Cxx};
  }
};

TEST_F(ModelsCliTest, ShowPrintsIdentityThenTheModel) {
  fill(DbPath, sample());
  StoredFunction F = sample()[0];
  RunResult R = run("models show deref_it --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, "// deref_it at src/a.c:3\n// key deref_it\n// hash " +
                       F.Hash + "\n" + F.ModelText);
  EXPECT_EQ(R.Err, "");

  R = run("models show helper --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_NE(R.Out.find("// key src/a.c:helper"), std::string::npos);
  EXPECT_LT(R.Out.find("// key src/a.c:helper"),
            R.Out.find("\n\n// helper at src/b.c:2\n// key src/b.c:helper"));

  for (const char *Name : {"foo", "_Z3fooPi"}) {
    R = run(std::string("models show ") + Name + " --db " +
            shellQuoted(DbPath));
    EXPECT_EQ(R.Status, 0) << Name;
    EXPECT_EQ(R.Out.substr(0, 40), "// foo (_Z3fooPi) at src/c.cpp:4\n// key ");
  }
}

TEST_F(ModelsCliTest, ShowFailures) {
  RunResult R = run("models show f --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 2);
  EXPECT_EQ(R.Err, "pathsim: no database '" + DbPath +
                       "'; run 'pathsim analyze' first, or name one with "
                       "--db\n");
  R = run("models show f"); // the default, pathsim.db here, is missing too
  EXPECT_EQ(R.Status, 2);
  EXPECT_NE(R.Err.find("no database 'pathsim.db'"), std::string::npos);

  fill(DbPath, sample());
  R = run("models show nothing --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 2); // an unknown name, as in every command
  EXPECT_EQ(R.Out, "");
  EXPECT_EQ(R.Err, "pathsim: no stored model of a function named 'nothing' "
                   "in '" +
                       DbPath + "'\n");

  R = run("models show");
  EXPECT_EQ(R.Status, 2);
  R = run("models show a b --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 2);

  writeFile(Dir.file("garbage.db"), std::string(4096, 'x'));
  R = run("models show f --db garbage.db");
  EXPECT_EQ(R.Status, 2);
  EXPECT_EQ(R.Err, "pathsim: database 'garbage.db' is not a pathsim database "
                   "(file is not SQLite)\n");
  EXPECT_EQ(readFile(Dir.file("garbage.db")), std::string(4096, 'x'));
}

TEST_F(ModelsCliTest, ShowUsesPathsimDbInTheCurrentDirectory) {
  fill(Dir.file("pathsim.db"), sample());
  RunResult R = run("models show deref_it");
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_NE(R.Out.find("(deref_it \"src/a.c\" 3"), std::string::npos);
}

TEST_F(ModelsCliTest, ShowOnADatabaseWithoutModels) {
  writeFile(Dir.file("empty.db"), ""); // an empty file is an empty database
  RunResult R = run("models show f --db empty.db");
  EXPECT_EQ(R.Status, 2);
  EXPECT_EQ(readFile(Dir.file("empty.db")), ""); // nothing created
}

TEST_F(ModelsCliTest, ExportWritesFilesThatModelsCheckAccepts) {
  fill(DbPath, sample());
  RunResult R = run("models export out --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, "exported 2 models in 3 files to out\n");
  // The two static helpers share a name: comments only, counted in one
  // note; --verbose names each.
  EXPECT_EQ(R.Err, "pathsim: note: 2 functions written as comments only "
                   "(--verbose says which and why)\n");
  for (const char *Name : {"src_a.c.mdl", "src_b.c.mdl", "src_c.cpp.mdl"})
    EXPECT_TRUE(fs::exists(Dir.path() / "out" / Name)) << Name;
  R = run("models check out/*.mdl");
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, "checked 2 models in 3 files\n");
  R = run("models fmt out/src_a.c.mdl");
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, readFile(Dir.file("out/src_a.c.mdl")));

  // A second export into the same directory would mix two exports.
  R = run("models export out --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 2);
  EXPECT_NE(R.Err.find("already holds model files"), std::string::npos);
  writeFile(Dir.file("file"), "");
  R = run("models export file --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 2);
  EXPECT_NE(R.Err.find("not a directory"), std::string::npos);
}

TEST_F(ModelsCliTest, ExportVerboseNamesEachComment) {
  fill(DbPath, sample());
  RunResult R = run("models export out --verbose --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_NE(R.Err.find("pathsim: note: 'src/a.c:helper' (src/a.c:9) written "
                       "as a comment: 2 stored functions are named 'helper'"),
            std::string::npos)
      << R.Err;
  EXPECT_NE(R.Err.find("pathsim: note: 'src/b.c:helper' (src/b.c:2) written "
                       "as a comment"),
            std::string::npos)
      << R.Err;
}

TEST_F(ModelsCliTest, ExportWritesWhatIsAskedFor) {
  fill(DbPath, sample());
  RunResult R =
      run("models export one --function 'deref*' --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 0) << R.Err;
  EXPECT_EQ(R.Out, "exported 1 model in 1 file to one\n");
  EXPECT_EQ(R.Err, "");
  EXPECT_TRUE(fs::exists(Dir.path() / "one" / "src_a.c.mdl"));
  EXPECT_FALSE(fs::exists(Dir.path() / "one" / "src_b.c.mdl"));
  EXPECT_NE(readFile(Dir.file("one/src_a.c.mdl")).find("(deref_it"),
            std::string::npos);

  // The linkage name selects too; --file selects by the definition's file.
  R = run("models export cxx --function _Z3fooPi --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Out, "exported 1 model in 1 file to cxx\n") << R.Err;
  R = run("models export b --file src/b.c --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 0) << R.Err;
  // One helper alone is no longer a shared name: it is exported.
  EXPECT_EQ(R.Out, "exported 1 model in 1 file to b\n") << R.Err;
  R = run("models export both --file '*.c' --function helper --db " +
          shellQuoted(DbPath));
  EXPECT_EQ(R.Out, "exported 0 models in 2 files to both\n") << R.Err;

  // Nothing selected: status 2, the selection said, nothing written.
  R = run("models export none --function nope --file 'x/*.c' --db " +
          shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 2);
  EXPECT_EQ(R.Err, "pathsim: no stored function in '" + DbPath +
                       "' matches --function 'nope' and --file 'x/*.c'\n");
  EXPECT_FALSE(fs::exists(Dir.path() / "none"));
}

TEST_F(ModelsCliTest, ExportFailures) {
  RunResult R = run("models export out --db " + shellQuoted(DbPath));
  EXPECT_EQ(R.Status, 2);
  EXPECT_FALSE(fs::exists(Dir.path() / "out"));
  writeFile(Dir.file("empty.db"), "");
  R = run("models export out --db empty.db");
  EXPECT_EQ(R.Status, 1);
  EXPECT_NE(R.Err.find("no models stored in 'empty.db'"), std::string::npos);
  R = run("models export");
  EXPECT_EQ(R.Status, 2);
}

/// The exported models are loaded by `analyze --models DIR` and used at
/// calls: passing NULL to a function whose model requires a valid pointer is
/// a warning at the call.
TEST_F(ModelsCliTest, AnalyzeUsesTheExportedModels) {
  fill(DbPath, sample());
  ASSERT_EQ(run("models export out --db " + shellQuoted(DbPath)).Status, 0);
  writeFile(Dir.file("use.c"), "int deref_it(int *p);\n"
                               "int use(void) {\n"
                               "  return deref_it(0);\n"
                               "}\n");
  RunResult Without = run("analyze use.c --db run1.db");
  EXPECT_EQ(Without.Status, 0) << Without.Err;
  EXPECT_EQ(Without.Out.find("use.c:3:"), std::string::npos) << Without.Out;
  RunResult With = run("analyze --models out use.c --db run2.db");
  EXPECT_EQ(With.Status, 0) << With.Err;
  EXPECT_NE(With.Out.find("use.c:3:"), std::string::npos) << With.Out;
  EXPECT_NE(With.Out.find("deref_it"), std::string::npos) << With.Out;
}

} // namespace
