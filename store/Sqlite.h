//===- store/Sqlite.h - the SQLite backend of store::Database -------------===//
//
// An SQLite file behind store::Database (store/Database.h): the embedded
// default. Only store/ includes this header.
//
#pragma once

#include "store/Database.h"

#include <memory>
#include <string>

namespace pathsim::store {

/// Opens the SQLite file \p Path (Database::open says the parameters).
Expected<std::unique_ptr<DatabaseImpl>>
openSqlite(const std::string &Path, OpenMode Mode, int BusyTimeoutMs,
           std::string NotADatabase);

} // namespace pathsim::store
