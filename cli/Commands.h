//===- cli/Commands.h - the entry point of each pathsim subcommand --------===//
#pragma once

#include <vector>

namespace pathsim::cli {

/// Each subcommand takes the arguments after its name and returns the exit status.
using CommandArgs = std::vector<const char *>;

int runModelsCheck(const CommandArgs &Args);
int runModelsFmt(const CommandArgs &Args);

} // namespace pathsim::cli
