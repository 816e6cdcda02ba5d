//===- automodel/ModelStoreSchema.h - the model store's tables, migrations ===//
#pragma once

#include "automodel/SqliteConnection.h"

#include "llvm/Support/Error.h"

#include <string>

namespace pathsim {

/// The time now as the store records it: ISO 8601 UTC, "2026-11-26T03:12:33Z".
std::string storeTimestamp();

/// The model store's schema version in \p Db: 0 when it has no model_ tables
/// yet. model_ tables of an unknown layout, or a version newer than this
/// pathsim knows, are an Error that says so; nothing is written.
llvm::Expected<int> modelStoreVersion(SqliteConnection &Db);

/// Creates or migrates the model_ tables to CurrentModelStoreVersion, one
/// transaction per step, each recorded in model_migrations. A database it
/// refuses is not written. Tables of other prefixes (warn_) are never
/// touched.
llvm::Error migrateModelStore(SqliteConnection &Db);

} // namespace pathsim
