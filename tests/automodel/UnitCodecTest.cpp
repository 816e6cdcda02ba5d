//===- tests/automodel/UnitCodecTest.cpp - decoded units as blobs ---------===//
//
// A unit read back from its blob equals the unit compiled: every field of
// the decoded module and of the SourceMap (so a field added to either and
// not to automodel/UnitCodec fails here). Damaged blobs read as nothing.
//
#include "automodel/UnitCodec.h"
#include "automodel/UnitLoader.h"
#include "tests/automodel/TestSupport.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace pathsim;
using namespace pathsim::test;

namespace {

/// Every e2e case, and one file with what the cases may lack: globals with
/// pointers in their initializers, floats, a variadic function, a switch.
std::vector<frontend::CompileJob> jobs(const TempDir &Dir) {
  std::string Extra = Dir.file("extra.c");
  writeFile(Extra, R"c(
#include <stdarg.h>
#include <stdio.h>
static int counter = 3;
static const char *names[] = {"a", "bb", 0};
int *where = &counter;
double half(double x) { return x / 2.0f; }
static int sum(int n, ...) {
  va_list ap; va_start(ap, n); int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap); return s;
}
int pick(int k, int *p) {
  switch (k) { case 1: return *where; case -7: return sum(2, k, *p); }
  return names[k & 1] ? counter : (int)half(k);
}
)c");
  std::vector<frontend::CompileJob> Jobs;
  Jobs.push_back({Extra, Dir.path().string(), {"cc", "-c", Extra}});
  namespace fs = std::filesystem;
  for (const auto &E : fs::recursive_directory_iterator(PATHSIM_E2E_CASES)) {
    std::string Ext = E.path().extension().string();
    if (Ext != ".c" && Ext != ".cpp")
      continue;
    std::string F = E.path().string();
    Jobs.push_back(
        {F,
         E.path().parent_path().string(),
         {Ext == ".c" ? "cc" : "c++", "-I", PATHSIM_E2E_INCLUDE, "-c", F}});
  }
  return Jobs;
}

TEST(UnitCodec, AUnitReadBackEqualsTheCompiledOne) {
  TempDir Dir;
  std::vector<frontend::CompileJob> Jobs = jobs(Dir);
  ASSERT_GT(Jobs.size(), 50u);
  std::vector<LoadedUnit> Units = loadUnits(Jobs, 2);
  size_t Compiled = 0;
  for (size_t I = 0; I < Units.size(); ++I) {
    if (!Units[I].Unit)
      continue; // a case that is meant not to compile
    ++Compiled;
    const ProgramUnit &U = *Units[I].Unit;
    std::string Blob = encodeUnit(U);
    std::unique_ptr<ProgramUnit> Back = decodeUnit(Blob);
    ASSERT_TRUE(Back) << Jobs[I].File;
    EXPECT_EQ(Back->MainFile, U.MainFile) << Jobs[I].File;
    EXPECT_TRUE(Back->Module == U.Module) << Jobs[I].File;
    EXPECT_TRUE(Back->Sources == U.Sources) << Jobs[I].File;
    // The blob does not depend on how the SourceMap's hash maps were filled.
    EXPECT_EQ(encodeUnit(*Back), Blob) << Jobs[I].File;
  }
  EXPECT_GT(Compiled, 50u);
  // The extra file has what it is there for.
  const ModuleCode &Extra = Units[0].Unit->Module;
  EXPECT_TRUE(
      std::any_of(Extra.Globals.begin(), Extra.Globals.end(),
                  [](const GlobalInfo &G) { return !G.Relocs.empty(); }));
  EXPECT_TRUE(std::any_of(Extra.Functions.begin(), Extra.Functions.end(),
                          [](const FunctionCode &F) { return F.IsVariadic; }));
}

TEST(UnitCodec, ADamagedBlobReadsAsNothing) {
  TempDir Dir;
  std::vector<frontend::CompileJob> Jobs = jobs(Dir);
  Jobs.resize(1);
  std::vector<LoadedUnit> Units = loadUnits(Jobs, 1);
  ASSERT_TRUE(Units[0].Unit) << Units[0].Diagnostics << Units[0].Error;
  std::string Blob = encodeUnit(*Units[0].Unit);
  EXPECT_FALSE(decodeUnit(""));
  EXPECT_FALSE(decodeUnit("PSU"));
  EXPECT_FALSE(decodeUnit("not a unit at all, not a unit at all"));
  for (size_t Len : {size_t(4), Blob.size() / 2, Blob.size() - 1})
    EXPECT_FALSE(decodeUnit(Blob.substr(0, Len))) << Len;
  std::string Other = Blob;
  Other[3] = static_cast<char>(UnitCodecVersion + 1);
  EXPECT_FALSE(decodeUnit(Other));
  for (size_t At = 0; At < Blob.size(); At += 97) {
    std::string Bad = Blob;
    Bad[At] = static_cast<char>(Bad[At] ^ 0x5a);
    EXPECT_FALSE(decodeUnit(Bad)) << At;
  }
}

} // namespace
