//===- tests/automodel/TestSupport.cpp - fixtures for the store tests -----===//
#include "tests/automodel/TestSupport.h"

#include "modellang/Printer.h"
#include "modellang/Reader.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <unistd.h>

namespace pathsim::test {

TempDir::TempDir() {
  const auto *Info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string Name =
      Info ? std::string(Info->test_suite_name()) + "-" + Info->name() : "none";
  for (char &C : Name)
    if (C == '/')
      C = '_';
  Dir = std::filesystem::temp_directory_path() /
        ("pathsim-automodel-" + std::to_string(getpid()) + "-" + Name);
  std::filesystem::remove_all(Dir);
  std::filesystem::create_directories(Dir);
}

TempDir::~TempDir() {
  std::error_code Ignored;
  std::filesystem::remove_all(Dir, Ignored);
}

std::string TempDir::file(const std::string &Name) const {
  return (Dir / Name).string();
}

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

void writeFile(const std::string &Path, const std::string &Text) {
  std::ofstream(Path, std::ios::binary | std::ios::trunc) << Text;
}

namespace {

SourceLocation loc(unsigned Seed, uint32_t Line) {
  return {"/abs/src/file" + std::to_string(Seed) + ".c",
          "src/file" + std::to_string(Seed) + ".c", Line, Seed % 80 + 1};
}

} // namespace

Warning sampleWarning(unsigned Seed) {
  Warning W;
  W.Kind = allWarningKinds()[Seed % allWarningKinds().size()].Kind;
  W.Rank = static_cast<WarningRank>(Seed % 3);
  if (Seed % 2) {
    W.NullFrom = "lookup" + std::to_string(Seed);
    W.NullFromFieldTest = Seed % 4 == 1;
  }
  W.Message = "dereferencing NULL pointer 'p" + std::to_string(Seed) + "'";
  W.Message += std::string("\0\n\xff\"", 4);
  W.Function = "f" + std::to_string(Seed);
  W.FunctionLinkageName = "_Z1fv" + std::to_string(Seed);
  W.Loc = loc(Seed, 10 + Seed);
  W.Variable = Seed % 2 ? "p" : "";
  W.Pointer = Seed % 3 ? "q" : "";
  W.Related = {{loc(Seed, 2), "variable declared here"},
               {loc(Seed + 1, 3), "value comes from `malloc' here"}};
  if (Seed % 3 == 0)
    W.AllocationStack = {{loc(Seed, 4), "example1.c(9) : f"}};
  W.Conditions = {{loc(Seed, 5), "size > 0"}, {loc(Seed, 6), ""}};
  W.OccursWhen = {"memory exhausted", std::string(1, '\0')};
  for (unsigned I = 0; I < 3 + Seed % 4; ++I)
    W.Path.push_back({static_cast<PathStep::Kind>(I % 5), loc(Seed, 20 + I),
                      "step " + std::to_string(I), I % 2});
  W.Models = {{loc(Seed, 7), "malloc", "malloc(size)", "system",
               "function returns 0", "memory exhausted",
               "case 1 of 2 (no guard)"}};
  return W;
}

StoredFunction sampleFunction(const std::string &Name, const std::string &File,
                              uint32_t Line, const std::string &Key) {
  StoredFunction F;
  F.Key = Key.empty() ? Name : Key;
  F.Name = Name;
  F.LinkageName = Name;
  F.File = File;
  F.Line = Line;
  F.Hash = "hash-of-" + Name;
  modellang::ReadResult R = modellang::readModels(
      "(" + Name + " \"" + File + "\" " + std::to_string(Line) +
          " (param p) (alternate return_X"
          " (constraint memory_valid_pointer p)"
          " (constraint memory_initialized *p)"
          " (result peq return *p)))",
      "sample");
  EXPECT_TRUE(R.Errors.empty() && R.Models.size() == 1) << Name;
  if (!R.Models.empty())
    F.ModelText = modellang::printModel(R.Models.front());
  F.Warnings = {sampleWarning(Line), sampleWarning(Line + 1)};
  F.Stats.Function = Name;
  F.Stats.LinkageName = Name;
  F.Stats.Loc = {"/abs/" + File, File, Line, 1};
  F.Stats.Paths = 3;
  F.Stats.InfeasiblePaths = 1;
  F.Stats.AbortedPaths = 0;
  F.Stats.Stop = Termination::PathLimit;
  F.Stats.Detail = "detail";
  F.Stats.Seconds = 0.25;
  F.Stats.Warnings = 2;
  return F;
}

} // namespace pathsim::test
