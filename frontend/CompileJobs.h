//===- frontend/CompileJobs.h - what to compile: database or files + flags ===//
#pragma once

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace pathsim::frontend {

/// One translation unit to compile, as a build would compile it.
struct CompileJob {
  std::string File;      ///< the source file, as given (maybe relative)
  std::string Directory; ///< working directory of the compile (absolute)
  /// Full command line, Arguments[0] = the compiler ("gcc", "/usr/bin/c++").
  std::vector<std::string> Arguments;
};

/// Reads a compilation database. Path is a directory containing
/// compile_commands.json or the JSON file itself. One job per entry, in file
/// order; a relative "directory" is taken relative to the database's own
/// directory. An llvm::Error with a clear message if the file is missing or
/// malformed.
llvm::Expected<std::vector<CompileJob>>
loadCompilationDatabase(const std::string &Path);

/// Jobs for source files compiled with Flags (the arguments after "--", like
/// Clang tools' fixed database); Directory is the current directory and
/// Arguments[0] is "clang" for C, "clang++" for C++ sources.
std::vector<CompileJob> jobsForFiles(const std::vector<std::string> &Files,
                                     const std::vector<std::string> &Flags);

/// True if Path names a C++ source or header by its extension (.cc, .cpp,
/// .cxx, .c++, .C, .cp, .hh, .hpp, .hxx, .H).
bool isCXXFileName(const std::string &Path);

} // namespace pathsim::frontend
