//===- store/RowCopy.h - copying rows between two databases ---------------===//
//
// `reports import` copies a run written beside the store (an SQLite file)
// into the store, which may be a PostgreSQL server: the rows are read from
// one connection and written through another, each value bound as a
// parameter of its column's kind (no ATTACH, which only SQLite has).
//
#pragma once

#include "store/Database.h"

#include <string_view>

namespace pathsim::store {

/// Binds the columns of \p From's current row as parameters \p FirstParam,
/// \p FirstParam + 1... of \p To, column K as \p Kinds[K]: 'i' an integer,
/// 'r' a real, 't' text, 'b' a blob; '-' a column the caller binds itself
/// (an id it maps to the other database's). A NULL stays NULL.
void bindRow(const Statement &From, Statement &To, std::string_view Kinds,
             int FirstParam = 1);

} // namespace pathsim::store
