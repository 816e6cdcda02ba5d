//===- tests/frontend/FrontendTestSupport.cpp -----------------------------===//
// Temp files, compile helpers.
#include "FrontendTestSupport.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace pathsim::frontend::test {

TempDir::TempDir() {
  std::string Template =
      (std::filesystem::temp_directory_path() / "pathsim-frontend-XXXXXX")
          .string();
  if (!mkdtemp(Template.data()))
    std::abort();
  Path = Template;
}

TempDir::~TempDir() {
  std::error_code EC;
  std::filesystem::remove_all(Path, EC);
}

std::string TempDir::write(const std::string &Name,
                           const std::string &Text) const {
  std::filesystem::path File = std::filesystem::path(Path) / Name;
  std::filesystem::create_directories(File.parent_path());
  std::ofstream(File, std::ios::binary) << Text;
  return File.lexically_normal().string();
}

Compiled compile(const std::string &Dir, const std::string &File,
                 const std::vector<std::string> &Flags,
                 const std::string &Compiler) {
  CompileJob Job = jobsForFiles({File}, Flags).front();
  Job.Directory = Dir;
  if (!Compiler.empty())
    Job.Arguments.front() = Compiler;
  Compiled Result;
  llvm::raw_string_ostream Diagnostics(Result.Diagnostics);
  llvm::Expected<TranslationUnit> Unit =
      compileTranslationUnit(Job, Diagnostics);
  Diagnostics.flush();
  if (Unit)
    Result.Unit = std::move(*Unit);
  else
    Result.Error = llvm::toString(Unit.takeError());
  return Result;
}

Compiled compileCode(const TempDir &Dir, const std::string &Name,
                     const std::string &Code,
                     const std::vector<std::string> &Flags) {
  Dir.write(Name, Code);
  return compile(Dir.path(), Name, Flags);
}

} // namespace pathsim::frontend::test
