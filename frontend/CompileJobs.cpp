//===- frontend/CompileJobs.cpp - compilation database and files + flags --===//
#include "frontend/CompileJobs.h"

#include "frontend/CompilationDatabaseCheck.h"
#include "sourcemap/SourceMap.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace pathsim::frontend {

static llvm::Error databaseError(const std::string &Path,
                                 const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 Path + ": error: " + Message);
}

llvm::Expected<std::vector<CompileJob>>
loadCompilationDatabase(const std::string &Path) {
  std::string File = normalizePath("", Path);
  if (!llvm::sys::fs::exists(File))
    return databaseError(Path, "no such file or directory");
  // Messages name the file as the user did.
  std::string Shown = Path;
  if (llvm::sys::fs::is_directory(File)) {
    File += "/compile_commands.json";
    if (!llvm::sys::fs::exists(File))
      return databaseError(Path, "the directory has no compile_commands.json");
    Shown = (llvm::StringRef(Path).rtrim('/') + "/compile_commands.json").str();
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text =
      llvm::MemoryBuffer::getFile(File);
  if (!Text)
    return databaseError(Shown, "cannot be read: " + Text.getError().message());
  // Checked whole first: Clang's reader keeps the entries before a syntax
  // error and drops the rest without a word.
  if (llvm::Error E = checkCompilationDatabase(Shown, (*Text)->getBuffer()))
    return E;
  std::string Message;
  std::unique_ptr<clang::tooling::JSONCompilationDatabase> Database =
      clang::tooling::JSONCompilationDatabase::loadFromBuffer(
          (*Text)->getBuffer(), Message,
          clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Database)
    return databaseError(Shown, Message.empty() ? "cannot be read" : Message);

  std::string DatabaseDir = llvm::sys::path::parent_path(File).str();
  std::vector<CompileJob> Jobs;
  for (clang::tooling::CompileCommand &Command :
       Database->getAllCompileCommands()) {
    CompileJob Job;
    Job.File = std::move(Command.Filename);
    Job.Directory = normalizePath(DatabaseDir, Command.Directory);
    Job.Arguments = std::move(Command.CommandLine);
    if (Job.Arguments.empty())
      return databaseError(Shown,
                           "entry for '" + Job.File + "' has an empty command");
    Jobs.push_back(std::move(Job));
  }
  return Jobs;
}

bool isCXXFileName(const std::string &Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  if (Ext == ".C" || Ext == ".H")
    return true;
  std::string Lower = Ext.lower();
  for (const char *CXX : {".cc", ".cpp", ".cxx", ".c++", ".cp", ".hh", ".hpp",
                          ".hxx", ".h++", ".ii", ".ixx", ".cppm", ".tcc"})
    if (Lower == CXX)
      return true;
  return false;
}

std::vector<CompileJob> jobsForFiles(const std::vector<std::string> &Files,
                                     const std::vector<std::string> &Flags) {
  std::string Directory = normalizePath("", ".");
  std::vector<CompileJob> Jobs;
  for (const std::string &File : Files) {
    CompileJob Job;
    Job.File = File;
    Job.Directory = Directory;
    Job.Arguments.push_back(isCXXFileName(File) ? "clang++" : "clang");
    Job.Arguments.insert(Job.Arguments.end(), Flags.begin(), Flags.end());
    Job.Arguments.push_back(File);
    Jobs.push_back(std::move(Job));
  }
  return Jobs;
}

} // namespace pathsim::frontend
