//===- reports/StoreSchema.h - the warning store's tables and migrations --===//
#pragma once

#include "reports/Expected.h"
#include "store/Migrations.h"
#include "store/Database.h"

namespace pathsim::reports {

/// The schema version this pathsim writes. Every step from 1 up to it is in
/// StoreSchema.cpp's migration list.
inline constexpr int CurrentStoreSchema = 7;

/// The warning store's schema version in \p Db: 0 when it has no warn_
/// tables yet. A newer file format, an unknown layout or a version newer
/// than this pathsim is an Error that says so; nothing is written.
Expected<int> storeSchemaVersion(store::Database &Db);

/// Creates or migrates the warn_ tables to CurrentStoreSchema, one
/// transaction per step, recording each step in warn_migrations, and marks
/// a file of format 0 with the current file format (store/Migrations.h).
/// Refuses (without writing) a database it does not know. Other tables in
/// the file (models) are never touched.
Error migrateStore(store::Database &Db);

} // namespace pathsim::reports
