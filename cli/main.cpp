//===- cli/main.cpp - the pathsim command: dispatch to subcommands --------===//
#include "cli/CommandLine.h"
#include "automodel/RunSettings.h"
#include "cli/Commands.h"
#include "frontend/TranslationUnit.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstring>
#include <unistd.h>
#include <functional>
#include <string>

#ifndef PATHSIM_VERSION
#define PATHSIM_VERSION "unknown"
#endif

using namespace pathsim::cli;

namespace {

struct Subcommand {
  const char
      *Group; ///< first word ("models"), or nullptr for one-word commands
  const char *Name;
  const char *Summary;
  std::function<int(const CommandArgs &)> Run;
};

const Subcommand Subcommands[] = {
    {nullptr, "analyze", "simulate every function's paths and report defects",
     runAnalyze},
    {"models", "check",
     "validate model files (exit 1 if any is invalid), warn about likely "
     "mistakes",
     runModelsCheck},
    {"models", "fmt", "print model files in canonical form", runModelsFmt},
    {"models", "show", "print a function's stored automatic model",
     runModelsShow},
    {"models", "export", "write the stored models as .mdl files",
     runModelsExport},
    {"reports", "list", "list a stored run's warnings", runReportsList},
    {"reports", "show", "show one warning in the long form, with its path",
     runReportsShow},
    {"reports", "runs", "list the stored runs and their state", runReportsRuns},
    {"reports", "diff", "new, fixed and unchanged warnings between two runs",
     runReportsDiff},
    {"reports", "not-analyzed",
     "list the units and functions a run did not analyze",
     runReportsNotAnalyzed},
    {"reports", "sarif", "write a run as SARIF 2.1.0", runReportsSarif},
    {"reports", "html", "write a run as a static HTML site", runReportsHtml},
    {"reports", "baseline", "write a run's fingerprints as a baseline",
     runReportsBaseline},
    {"reports", "import",
     "merge the runs and models of another database (one 'analyze' wrote "
     "beside a locked store)",
     runReportsImport},
    {"reports", "review",
     "mark a warning confirmed, false-positive or intentional, in every run",
     runReportsReview},
    {"reports", "prune",
     "remove all but the N most recent runs and compact the file",
     runReportsPrune},
    {nullptr, "serve",
     "serve the runs and warnings to a browser and as a JSON API; reviews",
     runServe},
};

/// The commands, or only those of one group ("models") when \p Group is set.
void printHelp(llvm::raw_ostream &OS, const std::string &Group = "") {
  OS << "pathsim " PATHSIM_VERSION
        " - finds dynamic programming errors in C and C++ by simulating "
        "paths\n\nUSAGE: pathsim "
     << (Group.empty() ? "<command>" : Group + " <action>")
     << " [options] ...\n\nCOMMANDS:\n";
  for (const Subcommand &S : Subcommands) {
    if (!Group.empty() && (!S.Group || Group != S.Group))
      continue;
    std::string Name = S.Group ? std::string(S.Group) + " " + S.Name : S.Name;
    OS << "  " << Name
       << std::string(Name.size() < 18 ? 18 - Name.size() : 1, ' ') << S.Summary
       << "\n";
  }
  OS << "\nRun 'pathsim <command> --help' for a command's options.\n"
        "  --help      show this help\n  --version   show the version\n";
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    llvm::errs() << "pathsim: missing command; try 'pathsim --help'\n";
    return ExitUsage;
  }
  std::string First = argv[1];
  if (First == "--help" || First == "-help" || First == "-h") {
    printHelp(llvm::outs());
    return ExitOk;
  }
  if (First == "--version" || First == "-version") {
    llvm::outs() << "pathsim " PATHSIM_VERSION "\n";
    return ExitOk;
  }
  for (const Subcommand &S : Subcommands) {
    int Skip = 0;
    if (S.Group) {
      if (First != S.Group || argc < 3 || std::strcmp(argv[2], S.Name) != 0)
        continue;
      Skip = 3;
    } else {
      if (First != S.Name)
        continue;
      Skip = 2;
    }
    auto Expanded = expandResponseFiles(
        std::vector<const char *>(argv + Skip, argv + argc));
    if (!Expanded)
      return ExitUsage;
    CommandArgs Args;
    for (const std::string &A : *Expanded)
      Args.push_back(A.c_str());
    int Status = S.Run(Args);
    if (pathsim::frontend::compilesAbandoned()) {
      // A compile left running after an interrupt: no static destructor
      // may run under it.
      llvm::outs().flush();
      llvm::errs().flush();
      std::fflush(nullptr);
      _exit(Status);
    }
    return Status;
  }
  bool KnownGroup = false;
  for (const Subcommand &S : Subcommands)
    KnownGroup |= S.Group && First == S.Group;
  if (KnownGroup && argc == 3 &&
      (std::strcmp(argv[2], "--help") == 0 ||
       std::strcmp(argv[2], "-h") == 0)) {
    printHelp(llvm::outs(), First);
    return ExitOk;
  }
  // The nearest command or action, for a misspelled one.
  std::vector<std::string_view> Names;
  for (const Subcommand &S : Subcommands)
    if (KnownGroup ? S.Group && First == S.Group : true)
      Names.push_back(KnownGroup ? S.Name : S.Group ? S.Group : S.Name);
  std::string Given = KnownGroup ? (argc > 2 ? argv[2] : "") : First;
  std::string Near = Given.empty() ? "" : pathsim::closestKey(Given, Names);
  // As an option's: "...; did you mean 'list'? Try ...".
  std::string Try =
      Near.empty() ? "; try" : "; did you mean '" + Near + "'? Try";
  if (KnownGroup)
    llvm::errs() << "pathsim " << First << ": missing or unknown action"
                 << (argc > 2 ? std::string(" '") + argv[2] + "'" : "")
                 << Try << " 'pathsim " << First << " --help'\n";
  else
    llvm::errs() << "pathsim: unknown command '" << First << "'" << Try
                 << " 'pathsim --help'\n";
  return ExitUsage;
}
