//===- modellang/ModelLibrary.h - the models of several files, by name ----===//
#pragma once

#include "modellang/Diagnostic.h"
#include "modellang/Model.h"
#include "modellang/Reader.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim::modellang {

/// The models of a set of model files, looked up by function name. Files are
/// read and validated as they are loaded; only valid models are kept, and every
/// problem (syntax, validation, a name defined twice) is collected in
/// diagnostics(). A later library (the user's) may override the models of an
/// earlier one (libc) by loading its files with AllowOverride.
class ModelLibrary {
public:
  /// A model with the file it came from.
  struct Entry {
    Model M;
    std::string File;
    bool Override = false; ///< added with AllowOverride
  };

  /// Reads, validates and adds the models of the file at \p Path. Returns
  /// whether the file was free of errors.
  bool loadFile(const std::string &Path, bool AllowOverride = false);

  /// loadFile() for text already in memory; \p FileName names it in messages.
  bool loadText(std::string_view Text, std::string_view FileName,
                bool AllowOverride = false);

  /// Adds \p M, which should be valid (see validateModel). A model of the same
  /// name added earlier without AllowOverride is replaced when \p AllowOverride
  /// is set; any other repeated name is reported ("model 'malloc' defined
  /// twice (first at FILE:L:C)") and the first model is kept. Returns whether a
  /// model was replaced.
  bool add(Model M, std::string File, bool AllowOverride);

  /// Adds \p M, replacing any model of the same name (a later --models
  /// directory over an earlier one).
  void replace(Model M, std::string File);

  /// The model named \p Name, or nullptr.
  const Model *lookup(std::string_view Name) const;
  /// The entry of \p Name (the model and where it came from), or nullptr.
  const Entry *find(std::string_view Name) const;

  /// The valid models kept, by name.
  const std::map<std::string, Entry, std::less<>> &models() const {
    return Models;
  }
  size_t size() const { return Models.size(); }

  /// Every problem found so far, in the order found (by file, then position).
  const std::vector<Diagnostic> &diagnostics() const { return Diagnostics; }

  /// How many models were read, valid or not, and from how many files.
  size_t modelsRead() const { return ModelsRead; }
  size_t filesRead() const { return FilesRead; }

private:
  /// Where a name was first defined, valid or not: repeated names are reported
  /// even when the first definition had errors.
  struct Definition {
    std::string File;
    SourceLoc Loc;
    bool Override;
  };

  /// Validates and adds the models of one file.
  bool addFile(ReadResult R, const std::string &File, bool AllowOverride);
  /// Records the name of \p M; if it was defined before in the same layer,
  /// returns the diagnostic that says so.
  std::optional<Diagnostic> defineName(const Model &M, const std::string &File,
                                       bool AllowOverride);
  /// Stores \p M; returns whether it replaced a model.
  bool store(Model M, std::string File, bool AllowOverride);

  std::map<std::string, Entry, std::less<>> Models;
  std::map<std::string, Definition, std::less<>> Defined;
  std::vector<Diagnostic> Diagnostics;
  size_t ModelsRead = 0, FilesRead = 0;
};

} // namespace pathsim::modellang
