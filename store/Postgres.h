//===- store/Postgres.h - the PostgreSQL backend of store::Database -------===//
//
// A PostgreSQL database behind store::Database (store/Database.h), through
// libpq, for a team's shared store. Only store/ includes this header.
//
#pragma once

#include "store/Database.h"

#include <memory>
#include <string>

namespace pathsim::store {

/// Connects to the database \p Url names (postgresql://user@host/dbname, as
/// libpq reads it; the password from ~/.pgpass or PGPASSWORD, or in the
/// URL). \p BusyTimeoutMs becomes the session's lock_timeout.
Expected<std::unique_ptr<DatabaseImpl>>
openPostgres(const std::string &Url, OpenMode Mode, int BusyTimeoutMs);

/// \p Sql with SQLite's numbered parameters ?1, ?2... written as
/// PostgreSQL's $1, $2... (a bare ? is numbered after the others); quoted
/// text, quoted names and comments are left as they are. \p Count is set to
/// the highest parameter number.
std::string postgresParameters(std::string_view Sql, int &Count);

} // namespace pathsim::store
