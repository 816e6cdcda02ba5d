//===- cli/CommandLine.cpp - shared option-parsing helpers ----------------===//
#include "cli/CommandLine.h"
#include "reports/WarningStore.h"

#include "llvm/Support/raw_ostream.h"

namespace pathsim::cli {

void resetOptions() { llvm::cl::ResetCommandLineParser(); }

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
  // LLVM reports an error plus suggestions; the first line is the message
  // (a bad option value it prints itself, leaving the stream empty). Then
  // the hint, unless LLVM gave one.
  ErrorStream.flush();
  std::string FirstLine = Errors.substr(0, Errors.find('\n'));
  while (!FirstLine.empty() &&
         (FirstLine.back() == ' ' || FirstLine.back() == '!'))
    FirstLine.pop_back();
  if (FirstLine.empty())
    llvm::errs() << ProgramName << ": try '" << ProgramName << " --help'\n";
  else if (FirstLine.find("Try:") != std::string::npos)
    llvm::errs() << FirstLine << "\n";
  else
    llvm::errs() << FirstLine << "; try '" << ProgramName << " --help'\n";
  return false;
}

bool FileNameParser::parse(llvm::cl::Option &O, llvm::StringRef,
                           llvm::StringRef Arg, std::string &Value) {
  if (Arg.empty())
    return O.error("needs a file name, not an empty string");
  Value = Arg.str();
  return false;
}

std::unique_ptr<DbOption> dbOption(llvm::cl::OptionCategory &Category) {
  return std::make_unique<DbOption>(
      "db",
      llvm::cl::desc("database of runs and models (default: pathsim.db in "
                     "the current directory)"),
      llvm::cl::init(reports::DefaultStorePath), llvm::cl::value_desc("file"),
      llvm::cl::cat(Category));
}

} // namespace pathsim::cli
