//===- tests/e2e/E2eTest.cpp - every case file under tests/e2e/cases -------===//
//
// Each case is analyzed in-process with fixed settings; its compiler-style
// output (what a user sees) is compared with the expectations written in it:
// a missing diagnostic and an unexpected one both fail, reported as
// file:line.
//
#include "automodel/Analyzer.h"
#include "frontend/CompileJobs.h"
#include "reports/TextRenderer.h"
#include "tests/e2e/Expectations.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <iostream>
#include <optional>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace pathsim::e2e {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> caseFiles() {
  std::vector<std::string> Files;
  for (const auto &E : fs::recursive_directory_iterator(PATHSIM_E2E_CASES)) {
    std::string Ext = E.path().extension().string();
    if (E.is_regular_file() && (Ext == ".c" || Ext == ".cpp"))
      Files.push_back(fs::relative(E.path(), PATHSIM_E2E_CASES).string());
  }
  std::sort(Files.begin(), Files.end());
  return Files;
}

AnalysisOptions optionsFor(const CaseFile &C, std::string &Error) {
  AnalysisOptions O;
  // Fixed settings, so that the cases do not depend on the defaults.
  O.Sim.MaxPaths = 100;
  O.Sim.LoopBound = 3;
  O.Sim.FunctionTimeout = 30;
  for (const std::string &A : C.Args) {
    auto Value = [&](const char *Prefix) -> std::optional<unsigned> {
      if (A.rfind(Prefix, 0) != 0)
        return std::nullopt;
      return static_cast<unsigned>(std::stoul(A.substr(std::strlen(Prefix))));
    };
    if (auto V = Value("--max-paths="))
      O.Sim.MaxPaths = *V;
    else if (auto V = Value("--loop-bound="))
      O.Sim.LoopBound = *V;
    else if (A == "--no-leaks")
      O.Sim.Leaks = false;
    else if (A == "--malloc-never-fails")
      O.Sim.MallocNeverFails = true;
    else
      Error = "unknown pathsim-args option '" + A + "'";
  }
  return O;
}

class E2e : public ::testing::TestWithParam<std::string> {};

TEST_P(E2e, MatchesExpectations) {
  std::string Path = std::string(PATHSIM_E2E_CASES) + "/" + GetParam();
  std::ifstream In(Path);
  std::stringstream Buffer;
  Buffer << In.rdbuf();
  CaseFile Case = parseExpectations(Buffer.str());
  for (const std::string &E : Case.Errors)
    ADD_FAILURE() << Path << ": malformed expectation: " << E;
  std::string OptError;
  AnalysisOptions Options = optionsFor(Case, OptError);
  ASSERT_TRUE(OptError.empty()) << Path << ": " << OptError;
  ASSERT_TRUE(!Case.Expected.empty() || Case.NoDiagnostics)
      << Path << ": a case must expect diagnostics or say expected-no-diagnostics";

  std::string CompilerOutput;
  llvm::raw_string_ostream Diags(CompilerOutput);
  auto Jobs = frontend::jobsForFiles({Path}, {"-I", PATHSIM_E2E_INCLUDE});
  AnalysisResult R = analyze(Jobs, Options, Diags);
  Diags.flush();
  ASSERT_TRUE(R.FailedFiles.empty()) << Path << " does not compile:\n" << CompilerOutput;

  std::ostringstream Out;
  for (const Warning &W : R.Warnings)
    reports::renderText(Out, W);
  std::vector<Diagnostic> Actual = parseDiagnostics(Out.str());
  std::string FileName = fs::path(Path).filename().string();
  auto InFile = [&](const Diagnostic &D) {
    return fs::path(D.File).filename().string() == FileName;
  };
  bool CheckNotes = std::any_of(Case.Expected.begin(), Case.Expected.end(),
                                [](const Expectation &E) {
                                  return E.K == Expectation::Kind::Note;
                                });
  std::vector<bool> Used(Actual.size(), false);
  auto Match = [&](const Expectation &E, bool Note) -> bool {
    for (size_t K = 0; K < Actual.size(); ++K)
      if (!Used[K] && Actual[K].IsNote == Note && InFile(Actual[K]) &&
          Actual[K].Line == E.Line &&
          Actual[K].Text.find(E.Text) != std::string::npos) {
        Used[K] = true;
        return true;
      }
    return false;
  };
  for (const Expectation &E : Case.Expected) {
    if (E.K == Expectation::Kind::Todo)
      continue;
    if (!Match(E, E.K == Expectation::Kind::Note))
      ADD_FAILURE() << GetParam() << ":" << E.Line << ": expected "
                    << (E.K == Expectation::Kind::Note ? "note" : "warning")
                    << " not seen: " << E.Text;
  }
  for (const Expectation &E : Case.Expected)
    if (E.K == Expectation::Kind::Todo && Match(E, false))
      ADD_FAILURE() << GetParam() << ":" << E.Line
                    << ": todo-warning is now reported (make it an "
                       "expected-warning): "
                    << E.Text;
  for (size_t K = 0; K < Actual.size(); ++K) {
    if (Used[K] || (Actual[K].IsNote && !CheckNotes))
      continue;
    ADD_FAILURE() << GetParam() << ":" << Actual[K].Line << ": unexpected "
                  << (Actual[K].IsNote ? "note" : "warning") << ": "
                  << Actual[K].Text;
  }
  if (HasFailure())
    std::cerr << "--- pathsim output for " << GetParam() << ":\n" << Out.str();
}

INSTANTIATE_TEST_SUITE_P(Cases, E2e, ::testing::ValuesIn(caseFiles()),
                         [](const ::testing::TestParamInfo<std::string> &Info) {
                           std::string Name = Info.param;
                           for (char &C : Name)
                             if (!isalnum(static_cast<unsigned char>(C)))
                               C = '_';
                           return Name;
                         });

} // namespace
} // namespace pathsim::e2e
