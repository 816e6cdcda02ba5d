//===- modellang/ModelLibrary.cpp - the models of several files, by name --===//
#include "modellang/ModelLibrary.h"

#include "modellang/Validator.h"

#include <algorithm>
#include <fmt/format.h>

namespace pathsim::modellang {

bool ModelLibrary::loadFile(const std::string &Path, bool AllowOverride) {
  return addFile(readModelFile(Path), Path, AllowOverride);
}

bool ModelLibrary::loadText(std::string_view Text, std::string_view FileName,
                            bool AllowOverride) {
  return addFile(readModels(Text, FileName), std::string(FileName),
                 AllowOverride);
}

bool ModelLibrary::addFile(ReadResult R, const std::string &File,
                           bool AllowOverride) {
  ++FilesRead;
  std::vector<Diagnostic> FileErrors = std::move(R.Errors);
  for (Model &M : R.Models) {
    ++ModelsRead;
    std::vector<Diagnostic> Errors = validateModel(M, File);
    bool Valid = Errors.empty();
    FileErrors.insert(FileErrors.end(), Errors.begin(), Errors.end());
    if (auto Twice = defineName(M, File, AllowOverride)) {
      FileErrors.push_back(std::move(*Twice));
      continue;
    }
    if (Valid)
      store(std::move(M), File, AllowOverride);
  }
  std::stable_sort(FileErrors.begin(), FileErrors.end(),
                   [](const Diagnostic &A, const Diagnostic &B) {
                     return std::pair(A.Loc.Line, A.Loc.Col) <
                            std::pair(B.Loc.Line, B.Loc.Col);
                   });
  Diagnostics.insert(Diagnostics.end(), FileErrors.begin(), FileErrors.end());
  return FileErrors.empty();
}

std::optional<Diagnostic> ModelLibrary::defineName(const Model &M,
                                                   const std::string &File,
                                                   bool AllowOverride) {
  auto [It, Inserted] =
      Defined.try_emplace(M.Name, Definition{File, M.Loc, AllowOverride});
  if (Inserted)
    return std::nullopt;
  Definition &First = It->second;
  if (AllowOverride && !First.Override) {
    First = Definition{File, M.Loc, true};
    return std::nullopt;
  }
  return Diagnostic{File, M.Loc,
                    fmt::format("model '{}' defined twice (first at {})",
                                M.Name, formatLocation(First.File, First.Loc))};
}

bool ModelLibrary::add(Model M, std::string File, bool AllowOverride) {
  if (auto Twice = defineName(M, File, AllowOverride)) {
    Diagnostics.push_back(std::move(*Twice));
    return false;
  }
  return store(std::move(M), std::move(File), AllowOverride);
}

void ModelLibrary::replace(Model M, std::string File) {
  Defined.insert_or_assign(M.Name, Definition{File, M.Loc, true});
  store(std::move(M), std::move(File), /*AllowOverride=*/true);
}

bool ModelLibrary::store(Model M, std::string File, bool AllowOverride) {
  auto It = Models.find(M.Name);
  if (It != Models.end()) {
    It->second = Entry{std::move(M), std::move(File), AllowOverride};
    return true;
  }
  std::string Name = M.Name;
  Models.emplace(std::move(Name),
                 Entry{std::move(M), std::move(File), AllowOverride});
  return false;
}

const ModelLibrary::Entry *ModelLibrary::find(std::string_view Name) const {
  auto It = Models.find(Name);
  return It == Models.end() ? nullptr : &It->second;
}

const Model *ModelLibrary::lookup(std::string_view Name) const {
  const Entry *E = find(Name);
  return E ? &E->M : nullptr;
}

} // namespace pathsim::modellang
