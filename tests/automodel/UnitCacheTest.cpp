//===- tests/automodel/UnitCacheTest.cpp - units kept between runs --------===//
//
// A unit stored by one run is taken by the next only while nothing its
// compile depended on changed: the command, this pathsim build, every file
// it read, and every path it looked for and did not find.
//
#include "automodel/UnitLoader.h"
#include "tests/automodel/TestSupport.h"

#include <gtest/gtest.h>

using namespace pathsim;
using namespace pathsim::test;

namespace {

struct UnitCacheTest : ::testing::Test {
  TempDir Dir;
  std::unique_ptr<ModelStore> Store;
  std::vector<std::string> Flags;

  void SetUp() override {
    std::filesystem::create_directories(Dir.file("first"));
    std::filesystem::create_directories(Dir.file("second"));
    writeFile(Dir.file("second/cfg.h"), "#define NAME from_second\n");
    writeFile(Dir.file("a.c"), "#include \"cfg.h\"\nint NAME(void) { return "
                               "0; }\n");
    // "missing" does not exist: Clang drops it from the search path.
    Flags = {"cc", "-I", "missing", "-I", "first", "-I", "second", "-c", "a.c"};
    auto Opened = ModelStore::open(Dir.file("units.db"));
    ASSERT_TRUE(bool(Opened)) << llvm::toString(Opened.takeError());
    Store = std::move(*Opened);
  }

  /// Loads a.c as build \p Identity would; the name of its function.
  std::string load(bool &Reused, const std::string &Identity = "build 1") {
    std::vector<frontend::CompileJob> Jobs{{"a.c", Dir.path().string(), Flags}};
    std::vector<LoadedUnit> L =
        loadUnits(Jobs, 1, nullptr, nullptr, {Store.get(), Identity, true});
    EXPECT_TRUE(L[0].Unit) << L[0].Diagnostics << L[0].Error;
    EXPECT_EQ(L[0].CacheError, "");
    Reused = L[0].Reused;
    if (!L[0].Unit || L[0].Unit->Module.Functions.size() != 1)
      return "";
    return L[0].Unit->Module.Functions[0].Name;
  }
};

TEST_F(UnitCacheTest, AnUnchangedUnitIsTakenFromTheStore) {
  bool Reused = true;
  EXPECT_EQ(load(Reused), "from_second");
  EXPECT_FALSE(Reused);
  EXPECT_EQ(load(Reused), "from_second");
  EXPECT_TRUE(Reused);
}

TEST_F(UnitCacheTest, AnotherBuildOfPathsimCompilesAgain) {
  bool Reused = true;
  load(Reused, "build 1");
  EXPECT_EQ(load(Reused, "build 2"), "from_second");
  EXPECT_FALSE(Reused);
}

TEST_F(UnitCacheTest, AChangedHeaderOrFlagCompilesAgain) {
  bool Reused = true;
  load(Reused);
  writeFile(Dir.file("second/cfg.h"), "#define NAME changed\n");
  EXPECT_EQ(load(Reused), "changed");
  EXPECT_FALSE(Reused);
  Flags.insert(Flags.begin() + 1, "-DOTHER");
  EXPECT_EQ(load(Reused), "changed");
  EXPECT_FALSE(Reused);
}

TEST_F(UnitCacheTest, AHeaderThatNowShadowsAnotherCompilesAgain) {
  bool Reused = true;
  load(Reused);
  // An include directory searched before the one the header was found in.
  writeFile(Dir.file("first/cfg.h"), "#define NAME from_first\n");
  EXPECT_EQ(load(Reused), "from_first");
  EXPECT_FALSE(Reused);
  EXPECT_EQ(load(Reused), "from_first");
  EXPECT_TRUE(Reused);
  // An include directory that did not exist.
  std::filesystem::create_directories(Dir.file("missing"));
  writeFile(Dir.file("missing/cfg.h"), "#define NAME from_missing\n");
  EXPECT_EQ(load(Reused), "from_missing");
  EXPECT_FALSE(Reused);
}

TEST_F(UnitCacheTest, AHasIncludeThatNowFindsItsHeaderCompilesAgain) {
  writeFile(Dir.file("a.c"), "#if __has_include(\"extra.h\")\n#include "
                             "\"extra.h\"\n#else\nint without(void) { "
                             "return 0; }\n#endif\n");
  bool Reused = true;
  EXPECT_EQ(load(Reused), "without");
  writeFile(Dir.file("extra.h"), "int with(void) { return 1; }\n");
  EXPECT_EQ(load(Reused), "with");
  EXPECT_FALSE(Reused);
}

} // namespace
