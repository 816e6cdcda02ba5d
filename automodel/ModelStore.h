//===- automodel/ModelStore.h - automatic models kept across runs (SQLite) =//
//
// The model store lives in the run's SQLite file (--db, default pathsim.db),
// next to the warning store: its tables are prefixed model_ and its schema
// version is kept in model_migrations; PRAGMA user_version holds the file
// format of the whole file (store/Migrations.h). One row per function, keyed
// by Key and replaced when saved again.
//
#pragma once

#include "simulator/FunctionStats.h"
#include "simulator/Warning.h"
#include "store/Database.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace pathsim {

/// The model store's schema version this pathsim writes.
inline constexpr int CurrentModelStoreVersion = 4;

/// What the store keeps for one function, so that a later run can reuse it.
struct StoredFunction {
  /// Unique in a run: the linkage name, or "unitfile:name" for a static
  /// function.
  std::string Key;
  /// The source name (what `models show NAME` matches; the linkage name
  /// matches too).
  std::string Name;
  std::string LinkageName;
  std::string File; ///< display path of its definition
  uint32_t Line = 0;
  /// The content hash: the function's code, its callees' models, the
  /// settings. A stored function is reused only under the same hash.
  std::string Hash;
  /// The automatic model, canonically printed (modellang::printModel).
  std::string ModelText;
  /// What simulating it reported, replayed when it is reused.
  std::vector<Warning> Warnings;
  FunctionStats Stats;
  /// Set by find(): the row was saved by another machine (another host
  /// name) into a store they share; false for rows saved before hosts
  /// were recorded.
  bool FromAnotherMachine = false;
};

/// A translation unit as the simulator needs it, kept so that a later run
/// does not compile it again while the files it read are unchanged.
struct StoredUnit {
  /// The compile job and this pathsim build (automodel/UnitLoader.cpp).
  std::string Key;
  std::string File;   ///< the unit's main file, for people reading the store
  std::string Inputs; ///< the files the compile read and their hashes
  std::string Unit;   ///< the decoded unit (automodel/UnitCodec.h)
};

/// How the store is opened.
struct ModelStoreOptions {
  /// Never write: the file must exist, nothing is created or migrated, and a
  /// file without model tables reads as an empty store (models show/export).
  bool ReadOnly = false;
  /// How long to wait for another process's lock before reporting the
  /// database as locked.
  int BusyTimeoutMs = store::DefaultBusyTimeoutMs;
};

/// The automatic models of earlier runs. Calls are serialized by a mutex, so
/// one store may be shared by threads.
class ModelStore {
public:
  /// Opens or creates \p Path and creates or migrates the model_ tables. A
  /// corrupt file, a locked one (after the busy timeout), a database whose
  /// model_ schema is newer than this pathsim understands: an Error with a
  /// message naming the file ("database 'x.db' is locked by another
  /// process", "database 'x.db' is not a pathsim database (file is not
  /// SQLite)", "database 'x.db' was written by a newer pathsim (model store
  /// version 3, this one knows 1)", the same with "file format 2" for a
  /// newer file); the file is never modified then.
  static llvm::Expected<std::unique_ptr<ModelStore>>
  open(const std::string &Path, const ModelStoreOptions &Options = {});
  ~ModelStore();

  /// The function stored under \p Key if its Hash is \p Hash: a reusable
  /// result. A row that cannot be read back whole (damaged warnings, a
  /// database error) is not reusable: nullopt.
  std::optional<StoredFunction> find(const std::string &Key,
                                     const std::string &Hash);

  /// Replaces the stored functions with these keys (and adds the new ones)
  /// in one transaction: an interrupted or failed save leaves the previous
  /// state intact.
  llvm::Error save(const std::vector<StoredFunction> &Functions);

  /// The functions whose Name or LinkageName is \p Name, ordered as all().
  /// A row whose warnings cannot be read back is listed without them.
  llvm::Expected<std::vector<StoredFunction>> byName(const std::string &Name);

  /// Every stored function, ordered by File, then Line, then Key.
  llvm::Expected<std::vector<StoredFunction>> all();

  /// The files the unit stored under \p Key read (StoredUnit::Inputs);
  /// nullopt when there is none (or it cannot be read).
  std::optional<std::string> unitInputs(const std::string &Key);
  /// The decoded unit stored under \p Key (StoredUnit::Unit); nullopt when
  /// there is none.
  std::optional<std::string> unitBlob(const std::string &Key);
  /// Stores \p U, replacing the unit of the same key.
  llvm::Error saveUnit(const StoredUnit &U);

  /// Merges the stored functions of the database \p Path (a current model
  /// store, e.g. one `analyze` wrote beside a locked database) in one
  /// transaction: a function is taken unless this store saved it at the
  /// same time or later.
  /// Returns how many were taken; a file without model tables gives 0.
  /// \p Path is an SQLite file (waited for up to \p BusyTimeoutMs); this
  /// store may be either backend.
  llvm::Expected<size_t>
  importFrom(const std::string &Path,
             int BusyTimeoutMs = store::DefaultBusyTimeoutMs);

  /// The file, as given to open().
  const std::string &path() const;

private:
  ModelStore(std::unique_ptr<store::Database> Db, bool HasTables,
             bool ReadOnly);
  llvm::Expected<std::vector<StoredFunction>> select(const std::string &Where,
                                                     const std::string &Arg);

  std::mutex Lock;
  std::unique_ptr<store::Database> Db;
  /// False for a read-only store over a file without model_ tables.
  bool HasTables;
  bool ReadOnly;
  std::unique_ptr<store::Statement> FindStatement;
};

} // namespace pathsim
