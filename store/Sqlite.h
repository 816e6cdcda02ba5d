//===- store/Sqlite.h - a small RAII wrapper over the SQLite C API --------===//
//
// The one access to SQLite of pathsim's stores (reports/, automodel/).
// Every failure is a store::Error whose message names the file and says the
// common cases (locked, not SQLite, corrupt, read-only, disk full) plainly.
//
#pragma once

#include "store/Expected.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

struct sqlite3;
struct sqlite3_stmt;

namespace pathsim::sqlite {

using store::Error;
using store::Expected;

/// How long a connection waits for another process's lock before giving up
/// (`--db-timeout`, 60 s): long enough for a concurrent run to store its
/// results, short enough that a stuck holder is reported.
inline constexpr int DefaultBusyTimeoutMs = 60000;

/// How a database file is opened.
enum class OpenMode {
  ReadOnly,        ///< the file must exist; nothing is written
  ReadWrite,       ///< the file must exist
  ReadWriteCreate, ///< created if missing
};

class Statement;

/// One connection, in SQLite's serialized mode (it may be shared by threads,
/// one call at a time). Every failure is turned into a message naming the
/// file, with the common cases (locked, not a database, corrupt) said
/// plainly.
class Database {
public:
  /// Opens \p Path. \p BusyTimeoutMs is how long to wait for another
  /// process's lock before reporting the database as locked ("database
  /// 'x.db' is locked by another process (waited 60 s)").
  /// \p NotADatabase, when not empty, is the whole message for a file that
  /// is not SQLite (each store keeps its own wording); by default it is
  /// "'PATH' is not a database (the file is not SQLite, or is damaged)".
  static Expected<Database> open(const std::string &Path, OpenMode Mode,
                                 int BusyTimeoutMs = DefaultBusyTimeoutMs,
                                 std::string NotADatabase = {});
  Database(Database &&Other) noexcept;
  Database &operator=(Database &&Other) noexcept;
  Database(const Database &) = delete;
  Database &operator=(const Database &) = delete;
  ~Database();

  /// Runs one or more statements that return no rows.
  Error exec(std::string_view Sql);
  /// Compiles one statement.
  Expected<Statement> prepare(std::string_view Sql);
  /// The rowid of the last row inserted on this connection.
  int64_t lastInsertRowId() const;
  /// The rows the last INSERT, UPDATE or DELETE changed.
  int64_t changes() const;
  /// The file name as given to open().
  const std::string &path() const { return Path; }
  /// True when nothing can be written: opened ReadOnly, or a file the
  /// operating system protects (SQLite then opens it for reading only).
  bool readOnly() const;
  /// A user-facing message for SQLite result \p Code on this connection.
  Error fail(int Code, std::string_view Doing) const;

private:
  Database() = default;
  sqlite3 *Handle = nullptr;
  std::string Path;
  std::string NotADatabase;
  int BusyTimeoutMs = 0;
};

/// A compiled statement: bind parameters (1-based), step, read columns
/// (0-based). Reset and rebind to reuse it.
class Statement {
public:
  Statement(Statement &&Other) noexcept;
  Statement &operator=(Statement &&Other) noexcept;
  Statement(const Statement &) = delete;
  Statement &operator=(const Statement &) = delete;
  ~Statement();

  Statement &bind(int Index, int64_t Value);
  Statement &bind(int Index, double Value);
  /// Binds text (any bytes, stored as TEXT).
  Statement &bind(int Index, std::string_view Value);
  Statement &bind(int Index, const char *Value) {
    return bind(Index, std::string_view(Value));
  }
  /// Binds bytes stored as a BLOB.
  Statement &bindBlob(int Index, std::string_view Value);
  Statement &bindNull(int Index);
  /// Advances: true when a row is available, false when done.
  Expected<bool> step();
  /// Steps a statement that returns no rows, then resets it.
  Error run();
  /// Makes the statement ready to run again and clears its bindings.
  void reset();

  int64_t columnInt(int Index) const;
  double columnDouble(int Index) const;
  /// A column as text (a BLOB's bytes, a number's decimal form).
  std::string columnText(int Index) const;
  /// A TEXT or BLOB column's bytes, as stored (NUL bytes included).
  std::string columnBytes(int Index) const;
  bool columnIsNull(int Index) const;

private:
  friend class Database;
  Statement(const Database &Db, sqlite3_stmt *Handle)
      : Db(&Db), Handle(Handle) {}
  const Database *Db = nullptr;
  sqlite3_stmt *Handle = nullptr;
  Error BindError = Error::success();
};

/// A transaction rolled back unless commit() succeeds. IMMEDIATE takes the
/// write lock at the start, so a locked database fails early and clearly.
class Transaction {
public:
  enum class Kind { Deferred, Immediate };
  static Expected<Transaction> begin(Database &Db, Kind K = Kind::Immediate);
  Transaction(Transaction &&Other) noexcept
      : Db(Other.Db), Open(std::exchange(Other.Open, false)) {}
  Transaction(const Transaction &) = delete;
  Transaction &operator=(const Transaction &) = delete;
  Transaction &operator=(Transaction &&) = delete;
  ~Transaction();
  /// Commits; on failure the transaction is rolled back.
  Error commit();

private:
  explicit Transaction(Database &Db) : Db(&Db), Open(true) {}
  Database *Db;
  bool Open;
};

} // namespace pathsim::sqlite
