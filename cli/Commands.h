//===- cli/Commands.h - the entry point of each pathsim subcommand --------===//
#pragma once

#include <vector>

namespace pathsim::cli {

/// Each subcommand takes the arguments after its name and returns the exit
/// status.
using CommandArgs = std::vector<const char *>;

int runAnalyze(const CommandArgs &Args);
int runModelsCheck(const CommandArgs &Args);
int runModelsFmt(const CommandArgs &Args);
// pathsim models show|export (cli/ModelsStoreCommand.cpp)
int runModelsShow(const CommandArgs &Args);
int runModelsExport(const CommandArgs &Args);

// pathsim reports ... (cli/ReportsCommand.cpp, cli/ReportsExport.cpp)
int runReportsList(const CommandArgs &Args);
int runReportsShow(const CommandArgs &Args);
int runReportsRuns(const CommandArgs &Args);
int runReportsDiff(const CommandArgs &Args);
int runReportsNotAnalyzed(const CommandArgs &Args);
int runReportsSarif(const CommandArgs &Args);
int runReportsHtml(const CommandArgs &Args);
int runReportsBaseline(const CommandArgs &Args);
// pathsim reports import (cli/ReportsImport.cpp)
int runReportsImport(const CommandArgs &Args);
// pathsim reports prune (cli/ReportsPrune.cpp)
int runReportsPrune(const CommandArgs &Args);
int runReportsReview(const CommandArgs &Args);
// pathsim serve (cli/ServeCommand.cpp)
int runServe(const CommandArgs &Args);

} // namespace pathsim::cli
