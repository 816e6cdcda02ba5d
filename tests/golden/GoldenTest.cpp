//===- tests/golden/GoldenTest.cpp ----------------------------------------===//
// Automatic models against golden files.
//
// Each cases/NAME.c is analyzed; the automatic models of the functions that
// cases/NAME.mdl defines must equal it after canonical printing. Paths in
// generated models are made relative to the cases directory.
//
#include "automodel/Analyzer.h"
#include "frontend/CompileJobs.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace pathsim {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> goldenCases() {
  std::vector<std::string> Names;
  for (const auto &E : fs::directory_iterator(PATHSIM_GOLDEN_CASES))
    if (E.path().extension() == ".mdl")
      Names.push_back(E.path().stem().string());
  std::sort(Names.begin(), Names.end());
  return Names;
}

std::string relativize(std::string Text) {
  std::string Dir = std::string(PATHSIM_GOLDEN_CASES) + "/";
  for (size_t At; (At = Text.find(Dir)) != std::string::npos;)
    Text.erase(At, Dir.size());
  return Text;
}

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, GeneratedModelMatches) {
  std::string Base = std::string(PATHSIM_GOLDEN_CASES) + "/" + GetParam();
  modellang::ReadResult Expected = modellang::readModelFile(Base + ".mdl");
  ASSERT_TRUE(Expected.Errors.empty()) << Expected.Errors.front().str();
  ASSERT_FALSE(Expected.Models.empty());

  std::string Diags;
  llvm::raw_string_ostream DiagStream(Diags);
  AnalysisOptions Options;
  Options.SystemModels = PATHSIM_LIBC_MODELS;
  Options.Settings.Sim.MaxPaths = 100;
  AnalysisResult R = analyze(frontend::jobsForFiles({Base + ".c"}, {}), Options,
                             /*Store=*/nullptr, DiagStream);
  ASSERT_TRUE(R.FailedFiles.empty()) << DiagStream.str();
  for (const modellang::Model &Want : Expected.Models) {
    auto It = std::find_if(
        R.Models.begin(), R.Models.end(),
        [&](const modellang::Model &M) { return M.Name == Want.Name; });
    ASSERT_NE(It, R.Models.end()) << "no model generated for " << Want.Name;
    modellang::Model Got = *It;
    if (Got.DocFile)
      Got.DocFile = fs::path(*Got.DocFile).filename().string();
    EXPECT_EQ(relativize(modellang::printModel(Got)),
              modellang::printModel(Want));
  }
}

INSTANTIATE_TEST_SUITE_P(Figures, Golden, ::testing::ValuesIn(goldenCases()));

} // namespace
} // namespace pathsim
