//===- store/Sizes.h - how much room a database and its rows take ---------===//
//
// `pathsim reports runs` says what each run holds and what the database
// takes. Bytes are counted differently by each backend (SQLite's LENGTH of
// a text counts characters, PostgreSQL's CAST of a text to BYTEA reads
// backslashes as escapes), so the SQL for them lives here, behind
// Database::backend().
//
#pragma once

#include "store/Database.h"
#include "store/Expected.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace pathsim::store {

/// An SQL expression: the bytes of the TEXT or BLOB column (or expression)
/// \p Column, 0 for NULL. \p Column is the caller's own SQL, never data.
std::string byteLength(const Database &Db, std::string_view Column);

/// The bytes the database takes: an SQLite file's pages (what the file
/// holds, free pages included); the tables of pathsim's stores in a
/// PostgreSQL database's schema, with their indexes and TOAST.
Expected<int64_t> databaseSize(Database &Db);

} // namespace pathsim::store
