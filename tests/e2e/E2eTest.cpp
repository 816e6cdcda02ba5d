//===- tests/e2e/E2eTest.cpp - every case file under tests/e2e/cases ------===//
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
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

namespace pathsim::e2e {
namespace {

namespace fs = std::filesystem;

bool isSource(const fs::path &P) {
  return P.extension() == ".c" || P.extension() == ".cpp";
}

/// A case is a source file, or a directory named *.multi whose sources are
/// analyzed together (several translation units of one program).
std::vector<std::string> caseFiles() {
  std::vector<std::string> Files;
  for (auto It = fs::recursive_directory_iterator(PATHSIM_E2E_CASES);
       It != fs::recursive_directory_iterator(); ++It) {
    const fs::path &P = It->path();
    if (It->is_directory() && P.extension() == ".multi") {
      Files.push_back(fs::relative(P, PATHSIM_E2E_CASES).string());
      It.disable_recursion_pending();
    } else if (It->is_regular_file() && isSource(P)) {
      Files.push_back(fs::relative(P, PATHSIM_E2E_CASES).string());
    }
  }
  std::sort(Files.begin(), Files.end());
  return Files;
}

/// The sources of a case, sorted.
std::vector<std::string> sourcesOf(const std::string &Path) {
  if (!fs::is_directory(Path))
    return {Path};
  std::vector<std::string> Out;
  for (const auto &E : fs::directory_iterator(Path))
    if (E.is_regular_file() && isSource(E.path()))
      Out.push_back(E.path().string());
  std::sort(Out.begin(), Out.end());
  return Out;
}

AnalysisOptions optionsFor(const CaseFile &C, std::string &Error) {
  AnalysisOptions O;
  O.SystemModels = PATHSIM_LIBC_MODELS; // the sources', not an installation's
  // Fixed settings, so that the cases do not depend on the defaults.
  O.Settings.Sim.MaxPaths = 100;
  O.Settings.Sim.LoopBound = 3;
  O.Settings.Sim.FunctionTimeout = 30;
  // Any setting, as on the command line: --KEY=VALUE or --FLAG.
  for (const std::string &A : C.Args) {
    auto Setting = settingFromArgument(A);
    if (auto *Message = std::get_if<std::string>(&Setting)) {
      Error = "pathsim-args: " + *Message;
      continue;
    }
    auto &[Id, Value] = std::get<0>(Setting);
    O.Settings.apply(Id, Value);
  }
  return O;
}

/// "... [null-deref, likely]" as "... [null-deref]": an expectation need
/// not say the rank; one that does ("[null-deref, possible]") is matched
/// whole.
std::string withoutRank(const std::string &Text) {
  size_t Comma = Text.rfind(", ");
  if (Comma == std::string::npos || Text.empty() || Text.back() != ']' ||
      !rankFromId(Text.substr(Comma + 2, Text.size() - Comma - 3)))
    return Text;
  return Text.substr(0, Comma) + "]";
}

class E2e : public ::testing::TestWithParam<std::string> {};

TEST_P(E2e, MatchesExpectations) {
  std::string Path = std::string(PATHSIM_E2E_CASES) + "/" + GetParam();
  std::vector<std::string> Sources = sourcesOf(Path);
  // Expectations of every source, each tagged with its file's name.
  CaseFile Case;
  std::vector<std::string> ExpectationFile;
  for (const std::string &Source : Sources) {
    std::ifstream In(Source);
    std::stringstream Buffer;
    Buffer << In.rdbuf();
    CaseFile One = parseExpectations(Buffer.str());
    for (const std::string &E : One.Errors)
      ADD_FAILURE() << Source << ": malformed expectation: " << E;
    for (Expectation &E : One.Expected) {
      Case.Expected.push_back(E);
      ExpectationFile.push_back(fs::path(Source).filename().string());
    }
    Case.NoDiagnostics |= One.NoDiagnostics;
    Case.Args.insert(Case.Args.end(), One.Args.begin(), One.Args.end());
  }
  std::string OptError;
  AnalysisOptions Options = optionsFor(Case, OptError);
  ASSERT_TRUE(OptError.empty()) << Path << ": " << OptError;
  ASSERT_TRUE(!Case.Expected.empty() || Case.NoDiagnostics)
      << Path
      << ": a case must expect diagnostics or say expected-no-diagnostics";

  std::string CompilerOutput;
  llvm::raw_string_ostream Diags(CompilerOutput);
  auto Jobs = frontend::jobsForFiles(Sources, {"-I", PATHSIM_E2E_INCLUDE});
  AnalysisResult R = analyze(Jobs, Options, /*Store=*/nullptr, Diags);
  Diags.flush();
  ASSERT_TRUE(R.FailedFiles.empty()) << Path << " does not compile:\n"
                                     << CompilerOutput;

  // What `pathsim analyze` prints: the warnings of the ranks it shows.
  std::ostringstream Out;
  for (const Warning &W : R.Warnings)
    if (W.Rank <=
        rankFromId(Options.Settings.Rank).value_or(WarningRank::Likely))
      reports::renderText(Out, W);
  std::vector<Diagnostic> Actual = parseDiagnostics(Out.str());
  auto InFile = [&](const Diagnostic &D, const std::string &FileName) {
    return fs::path(D.File).filename().string() == FileName;
  };
  auto InCase = [&](const Diagnostic &D) {
    for (const std::string &Source : Sources)
      if (InFile(D, fs::path(Source).filename().string()))
        return true;
    return false;
  };
  bool CheckNotes = std::any_of(
      Case.Expected.begin(), Case.Expected.end(),
      [](const Expectation &E) { return E.K == Expectation::Kind::Note; });
  std::vector<bool> Used(Actual.size(), false);
  auto Match = [&](size_t Index, bool Note) -> bool {
    const Expectation &E = Case.Expected[Index];
    for (size_t K = 0; K < Actual.size(); ++K)
      if (!Used[K] && Actual[K].IsNote == Note &&
          InFile(Actual[K], ExpectationFile[Index]) &&
          Actual[K].Line == E.Line &&
          (Actual[K].Text.find(E.Text) != std::string::npos ||
           withoutRank(Actual[K].Text).find(E.Text) != std::string::npos)) {
        Used[K] = true;
        return true;
      }
    return false;
  };
  for (size_t I = 0; I < Case.Expected.size(); ++I) {
    const Expectation &E = Case.Expected[I];
    if (E.K == Expectation::Kind::Todo)
      continue;
    if (!Match(I, E.K == Expectation::Kind::Note))
      ADD_FAILURE() << ExpectationFile[I] << ":" << E.Line << ": expected "
                    << (E.K == Expectation::Kind::Note ? "note" : "warning")
                    << " not seen: " << E.Text;
  }
  for (size_t I = 0; I < Case.Expected.size(); ++I)
    if (Case.Expected[I].K == Expectation::Kind::Todo && Match(I, false))
      ADD_FAILURE() << ExpectationFile[I] << ":" << Case.Expected[I].Line
                    << ": todo-warning is now reported (make it an "
                       "expected-warning): "
                    << Case.Expected[I].Text;
  for (size_t K = 0; K < Actual.size(); ++K) {
    if (Used[K] || (Actual[K].IsNote && !CheckNotes) || !InCase(Actual[K]))
      continue;
    ADD_FAILURE() << fs::path(Actual[K].File).filename().string() << ":"
                  << Actual[K].Line << ": unexpected "
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
