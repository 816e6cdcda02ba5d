//===- cli/CommandLine.cpp - shared option-parsing helpers ----------------===//
#include "cli/CommandLine.h"

#include "reports/WarningStore.h"

#include <cstdlib>

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace pathsim::cli {

void resetOptions() {
  // LLVM registers its common options (-stats, -debug-counter, ...) the first
  // time a command line is parsed, where they would clash with ours or be
  // accepted silently. Parse an empty command line first, so that they are
  // registered now and dropped below with the rest; the help options are put
  // back.
  static std::vector<llvm::cl::Option *> HelpOptions;
  static bool CommonOptionsRegistered = false;
  if (!CommonOptionsRegistered) {
    const char *Argv[] = {"pathsim"};
    llvm::cl::ParseCommandLineOptions(1, Argv, "", &llvm::nulls());
    for (const char *Name :
         {"help", "help-hidden", "help-list", "help-list-hidden", "h"})
      if (llvm::cl::Option *O = llvm::cl::getRegisteredOptions().lookup(Name))
        HelpOptions.push_back(O);
    CommonOptionsRegistered = true;
  }
  llvm::cl::ResetCommandLineParser();
  for (llvm::cl::Option *O : HelpOptions)
    O->addArgument();
}

std::optional<std::vector<std::string>>
expandResponseFiles(const std::vector<const char *> &Args) {
  llvm::BumpPtrAllocator Allocator;
  llvm::cl::ExpansionContext Expander(Allocator,
                                      llvm::cl::TokenizeGNUCommandLine);
  llvm::SmallVector<const char *, 32> Argv(Args.begin(), Args.end());
  if (llvm::Error E = Expander.expandResponseFiles(Argv)) {
    llvm::errs() << "pathsim: " << llvm::toString(std::move(E)) << "\n";
    return std::nullopt;
  }
  return std::vector<std::string>(Argv.begin(), Argv.end());
}

bool parseOptions(const std::string &Command,
                  llvm::cl::OptionCategory &Category,
                  const std::vector<const char *> &Args, const char *Overview) {
  llvm::cl::HideUnrelatedOptions(Category);
  std::string ProgramName = "pathsim " + Command;
  std::vector<const char *> Argv{ProgramName.c_str()};
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  std::string Errors;
  llvm::raw_string_ostream ErrorStream(Errors);
  if (llvm::cl::ParseCommandLineOptions(static_cast<int>(Argv.size()),
                                        Argv.data(), Overview, &ErrorStream))
    return true;
  // LLVM reports an error, then perhaps "Did you mean '--max-paths'?" (a
  // bad option value it prints itself, leaving the stream empty). One line:
  // the message, the suggestion, the hint.
  ErrorStream.flush();
  llvm::SmallVector<llvm::StringRef, 4> Lines;
  llvm::StringRef(Errors).split(Lines, '\n', -1, /*KeepEmpty=*/false);
  std::string Message, Suggestion;
  for (llvm::StringRef Line : Lines) {
    size_t Did = Line.find("Did you mean ");
    if (Did != llvm::StringRef::npos) {
      Suggestion = Line.substr(Did + 4).rtrim().str(); // "you mean '...'?"
      Suggestion[0] = 'y';
    } else if (Message.empty()) {
      Message = Line.split("  Try:").first.rtrim(" .!").str();
    }
  }
  if (Message.empty()) // LLVM printed the message itself
    llvm::errs() << ProgramName << ": try '" << ProgramName << " --help'\n";
  else if (!Suggestion.empty())
    llvm::errs() << Message << "; did " << Suggestion << " Try '" << ProgramName
                 << " --help'\n";
  else
    llvm::errs() << Message << "; try '" << ProgramName << " --help'\n";
  return false;
}

bool FileNameParser::parse(llvm::cl::Option &O, llvm::StringRef,
                           llvm::StringRef Arg, std::string &Value) {
  if (Arg.empty())
    return O.error("needs a file name, not an empty string");
  Value = Arg.str();
  return false;
}

std::string defaultDatabase() {
  const char *FromEnvironment = std::getenv("PATHSIM_DB");
  return FromEnvironment && *FromEnvironment ? FromEnvironment
                                             : reports::DefaultStorePath;
}

std::unique_ptr<DbOption> dbOption(llvm::cl::OptionCategory &Category) {
  return std::make_unique<DbOption>(
      "db",
      llvm::cl::desc("database of runs and models: a file, or "
                     "postgresql://user@host/dbname (default: $PATHSIM_DB, "
                     "else pathsim.db in the current directory)"),
      llvm::cl::init(defaultDatabase()), llvm::cl::value_desc("file|url"),
      llvm::cl::cat(Category));
}

} // namespace pathsim::cli
