//===- automodel/ModelStoreSchema.h - the model store's tables, migrations ===//
#pragma once

#include "store/Migrations.h"
#include "store/Database.h"

namespace pathsim {

/// The model store's schema version in \p Db: 0 when it has no model_ tables
/// yet. A newer file format, model_ tables of an unknown layout, or a
/// version newer than this pathsim knows, are an Error that says so; nothing
/// is written.
store::Expected<int> modelStoreVersion(store::Database &Db);

/// Creates or migrates the model_ tables to CurrentModelStoreVersion, one
/// transaction per step, each recorded in model_migrations, and marks a file
/// of format 0 with the current file format (store/Migrations.h). A
/// database it refuses is not written. Tables of other prefixes (warn_) are
/// never touched.
store::Error migrateModelStore(store::Database &Db);

} // namespace pathsim
