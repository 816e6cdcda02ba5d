//===- frontend/CompilationDatabaseCheck.h - compile_commands.json, strictly //
//
// A compilation database is read whole or not at all: Clang's own reader
// stops at the first syntax error and keeps the entries before it, which
// would analyze half a project without a word. This check runs first and
// names the place of any problem (FILE:LINE:COL, the entry and its key).
//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace pathsim::frontend {

/// Checks the text of a compilation database: valid JSON, an array of at
/// least one entry, each an object with a string "directory" and "file", a
/// string "command" or an array of strings "arguments" (not empty), an
/// optional string "output", and no other key. The Error's message is
/// "PATH:LINE:COL: error: ..." (a JSON syntax error at its place; a bad
/// entry at the entry's opening brace, naming its index in the array and
/// the key).
llvm::Error checkCompilationDatabase(llvm::StringRef Path,
                                     llvm::StringRef Text);

} // namespace pathsim::frontend
