//===- tests/frontend/LibcHeadersTest.cpp - libc models vs the real headers
//===//
//
// Compiles models/libc/headers.c (every header the libc models cover) and
// checks each model against the declaration of its function there: the
// number of parameters, and which are pointers where the model shows it
// (a parameter it dereferences or compares with NULL must be declared a
// pointer; one it compares as a number must not). A model whose function is
// declared in none of the headers is reported too: a misspelt name, or a
// function of a header headers.c does not include.
//
#include "FrontendTestSupport.h"

#include "modellang/ModelLibrary.h"
#include "modellang/Signature.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

namespace pathsim::frontend {
namespace {

/// Models named by a spelling the compiler produces rather than by a C
/// declaration (see modelNameFor), or declared only under
/// _FORTIFY_SOURCE with optimization (__longjmp_chk): checked by the e2e
/// cases instead.
const std::set<std::string> NotDeclaredInC = {
    "operator_new",
    "operator_new_array",
    "operator_new_nothrow",
    "operator_new_array_nothrow",
    "operator_new_aligned",
    "operator_new_array_aligned",
    "operator_new_aligned_nothrow",
    "operator_new_array_aligned_nothrow",
    "operator_delete",
    "operator_delete_array",
    "operator_delete_sized",
    "operator_delete_array_sized",
    "operator_delete_aligned",
    "operator_delete_array_aligned",
    "operator_delete_sized_aligned",
    "operator_delete_array_sized_aligned",
    "operator_delete_nothrow",
    "operator_delete_array_nothrow",
    "operator_delete_aligned_nothrow",
    "operator_delete_array_aligned_nothrow",
    "__longjmp_chk",
};

TEST(LibcHeaders, EveryModelMatchesItsDeclaration) {
  namespace fs = std::filesystem;
  modellang::ModelLibrary Library;
  std::vector<std::string> Files;
  for (const auto &E : fs::directory_iterator(PATHSIM_LIBC_MODELS))
    if (E.path().extension() == ".mdl")
      Files.push_back(E.path().string());
  std::sort(Files.begin(), Files.end());
  for (const std::string &F : Files)
    Library.loadFile(F);
  ASSERT_TRUE(Library.diagnostics().empty());
  ASSERT_GT(Library.size(), 600u);

  CompileJob Job;
  Job.File = std::string(PATHSIM_LIBC_MODELS) + "/headers.c";
  Job.Directory = PATHSIM_LIBC_MODELS;
  Job.Arguments = {"cc", "-c", Job.File};
  std::string Diagnostics;
  llvm::raw_string_ostream Out(Diagnostics);
  CompileOptions Options;
  Options.AllDeclarations = true;
  auto Unit = compileTranslationUnit(Job, Out, Options);
  ASSERT_TRUE(bool(Unit)) << llvm::toString(Unit.takeError()) << "\n"
                          << Out.str();

  // By source name: a declaration with an asm label (strerror_r under
  // _GNU_SOURCE is still "strerror_r") is found by the name users call.
  std::map<std::string, const FunctionDeclaration *> ByName;
  for (const auto &[Key, D] : Unit->Sources.declarations())
    ByName.emplace(D.Name, &D);
  ASSERT_GT(ByName.size(), 1000u);

  size_t Checked = 0;
  for (const auto &[Name, Entry] : Library.models()) {
    // C++ library functions, modelled by their Itanium ABI names
    // (libstdcxx.mdl), are checked by the e2e cases that call them.
    if (NotDeclaredInC.count(Name) || Name.rfind("_Z", 0) == 0)
      continue;
    auto It = ByName.find(Name);
    if (It == ByName.end()) {
      ADD_FAILURE() << Entry.File << ":" << Entry.M.Loc.Line << ": model '"
                    << Name << "' names no function declared in headers.c";
      continue;
    }
    const FunctionDeclaration &D = *It->second;
    modellang::DeclaredSignature Sig;
    Sig.Params = D.Params;
    Sig.Variadic = D.Variadic;
    Sig.Prototype = D.Prototype;
    Sig.Pointer = D.Pointer;
    if (auto Why = modellang::signatureMismatch(Entry.M, Sig, true))
      ADD_FAILURE() << Entry.File << ":" << Entry.M.Loc.Line << ": model '"
                    << Name << "': " << *Why << " (" << D.File << ":" << D.Line
                    << ")";
    ++Checked;
  }
  EXPECT_GT(Checked, 600u);
}

} // namespace
} // namespace pathsim::frontend
