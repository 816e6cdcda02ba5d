//===- automodel/ModelExport.h - stored models as a directory of .mdl files //
//
// What `pathsim models export DIR` writes: one .mdl file per source file,
// each model named as calls find it (the linkage name, mapped like an IR
// call), so that `pathsim analyze --models DIR` uses the models it loads and
// `pathsim models check DIR/*.mdl` accepts them. A name that several stored
// functions share (static functions of different files) is not exported as
// a model: a model library defines a name once. See docs/model-language.md,
// "Exported models".
//
#pragma once

#include "automodel/ModelStore.h"

#include <string>
#include <vector>

namespace pathsim {

/// One file of an export.
struct ExportFile {
  std::string Name; ///< the file's name in the directory ("src_a.c.mdl")
  std::string Text;
};

/// The files of an export, and what to tell the user about it.
struct ExportPlan {
  std::vector<ExportFile> Files; ///< ordered by source file
  size_t Models = 0;             ///< models written (not as comments)
  /// Functions written as comments only, and why (a shared name, no model).
  std::vector<std::string> Notes;
  /// Stored models that do not read back or are invalid: not written.
  std::vector<std::string> Errors;
};

/// Plans the export of \p Functions (as ModelStore::all() lists them).
ExportPlan planExport(const std::vector<StoredFunction> &Functions);

/// The name under which \p F's model is exported: modelNameFor() of its
/// linkage name when that is an identifier, else \p ModelName.
std::string exportedModelName(const StoredFunction &F,
                              const std::string &ModelName);

/// The export file name for source file \p DisplayPath: its path components
/// joined by '_', other bytes than [A-Za-z0-9._+-] replaced by '_', ".mdl"
/// appended ("src/a.c" -> "src_a.c.mdl"; none -> "unknown-file.mdl").
std::string exportFileName(const std::string &DisplayPath);

} // namespace pathsim
