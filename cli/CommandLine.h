//===- cli/CommandLine.h - shared option-parsing helpers for subcommands --===//
#pragma once

#include "llvm/Support/CommandLine.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pathsim::cli {

/// Exit statuses shared by every subcommand.
enum ExitStatus : int {
  ExitOk = 0,       ///< the command ran (an analysis may have found warnings)
  ExitFindings = 1, ///< invalid models, or warnings with --fail-on-warnings
  ExitUsage = 2,    ///< usage error or unusable input
};

/// Starts a subcommand's option parsing from a clean slate: LLVM's own global
/// options are dropped, so only the subcommand's options are accepted.
void resetOptions();

/// \p Args with every @FILE replaced by the arguments FILE holds (GNU
/// quoting, nested @FILEs too), so that every option works in a response
/// file. A file that cannot be read is reported; then nullopt.
std::optional<std::vector<std::string>>
expandResponseFiles(const std::vector<const char *> &Args);

/// Parses argv for the subcommand named \p Command (e.g. "models check").
/// Options must have been declared after resetOptions(), in \p Category.
/// On a usage error prints one line plus a hint and returns false.
bool parseOptions(const std::string &Command,
                  llvm::cl::OptionCategory &Category,
                  const std::vector<const char *> &Args, const char *Overview);

/// A file name option's parser: an empty name ("--db ''") is a usage error,
/// not a file (SQLite would take it for a temporary database, and the run
/// would be lost).
class FileNameParser : public llvm::cl::parser<std::string> {
public:
  using llvm::cl::parser<std::string>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             std::string &Value);
};

/// `--db FILE`'s option.
using DbOption = llvm::cl::opt<std::string, false, FileNameParser>;

/// The database when no --db names one: $PATHSIM_DB if set and not empty,
/// else pathsim.db in the current directory.
std::string defaultDatabase();

/// `--db FILE|URL`: the database of runs and models every subcommand shares
/// (default: defaultDatabase()).
std::unique_ptr<DbOption> dbOption(llvm::cl::OptionCategory &Category);

} // namespace pathsim::cli
