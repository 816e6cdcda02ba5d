//===- store/Database.h - one database connection, whatever its backend ---===//
//
// The one access to a database of pathsim's stores (reports/, automodel/):
// a Database is an SQLite file (`--db pathsim.db`) or a PostgreSQL database
// (`--db postgresql://user@host/dbname`); the stores above see the same
// connection, statements and transactions either way and never learn which.
//
// SQL is written once, in the subset both backends run: parameters as ?1,
// ?2... (the PostgreSQL backend sends them as $1, $2...), INSERT ... ON
// CONFLICT, INSERT ... RETURNING id, COALESCE, no ATTACH or PRAGMA (those
// live behind backend() checks in store/ only). Values are always bound as
// parameters, never spliced into the text: a database is untrusted input
// and its text may come back as anything.
//
// Every failure is a store::Error whose message names the database and says
// the common cases (locked, not a database, corrupt, read-only, disk full,
// unreachable server) plainly.
//
#pragma once

#include "store/Expected.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

namespace pathsim::store {

/// How long a connection waits for another process's lock before giving up
/// (`--db-timeout`, 60 s): long enough for a concurrent run to store its
/// results, short enough that a stuck holder is reported.
inline constexpr int DefaultBusyTimeoutMs = 60000;

/// Which database a connection talks to.
enum class Backend {
  Sqlite,   ///< a file, embedded
  Postgres, ///< a server, through libpq
};

/// How a database is opened.
enum class OpenMode {
  ReadOnly,        ///< it must exist; nothing is written
  ReadWrite,       ///< it must exist
  ReadWriteCreate, ///< a file is created if missing (a PostgreSQL database
                   ///< must exist: pathsim creates tables, not databases)
};

/// Whether \p Name names a PostgreSQL database (postgresql://... or
/// postgres://..., libpq's connection URIs) rather than an SQLite file.
bool isPostgresUrl(std::string_view Name);

/// \p Name as messages show it: a PostgreSQL URL without its password
/// (postgresql://user:***@host/db); a file name as it is.
std::string displayName(std::string_view Name);

/// What a backend implements for one compiled statement. Parameters are
/// 1-based, columns 0-based; a failed bind is reported by the next step().
class StatementImpl {
public:
  virtual ~StatementImpl();
  virtual void bindInt(int Index, int64_t Value) = 0;
  virtual void bindDouble(int Index, double Value) = 0;
  virtual void bindText(int Index, std::string_view Value) = 0;
  virtual void bindBlob(int Index, std::string_view Value) = 0;
  virtual void bindNull(int Index) = 0;
  virtual Expected<bool> step() = 0;
  virtual void reset() = 0;
  virtual int64_t columnInt(int Index) const = 0;
  virtual double columnDouble(int Index) const = 0;
  virtual std::string columnText(int Index) const = 0;
  virtual std::string columnBytes(int Index) const = 0;
  virtual bool columnIsNull(int Index) const = 0;
};

/// How a transaction takes its locks.
enum class TransactionKind {
  Deferred,  ///< reads; SQLite takes the write lock at the first write
  Immediate, ///< writes: SQLite takes the file's write lock at the start, so
             ///< a locked file fails early; PostgreSQL writers run at once
  Exclusive, ///< schema changes: one at a time on either backend
};

/// What a backend implements for one connection.
class DatabaseImpl {
public:
  virtual ~DatabaseImpl();
  virtual Backend backend() const = 0;
  virtual Error exec(std::string_view Sql) = 0;
  virtual Expected<std::unique_ptr<StatementImpl>>
  prepare(std::string_view Sql) = 0;
  virtual int64_t changes() const = 0;
  virtual bool readOnly() const = 0;
  virtual Error begin(TransactionKind Kind) = 0;
  /// The name given to open(), for messages (a URL without its password).
  const std::string &path() const { return Name; }

protected:
  std::string Name;
};

class Statement;

/// One connection. Not for concurrent use: the stores above serialize their
/// calls (ModelStore by a mutex, WarningStore by being used from one thread).
class Database {
public:
  /// Opens \p Name: a PostgreSQL URL (isPostgresUrl) or an SQLite file.
  /// \p BusyTimeoutMs is how long to wait for another process's lock before
  /// reporting the database as locked ("database 'x.db' is locked by
  /// another process (waited 60 s)").
  /// \p NotADatabase, when not empty, is the whole message for a file that
  /// is not SQLite (each store keeps its own wording); by default it is
  /// "'PATH' is not a database (the file is not SQLite, or is damaged)".
  static Expected<Database> open(const std::string &Name, OpenMode Mode,
                                 int BusyTimeoutMs = DefaultBusyTimeoutMs,
                                 std::string NotADatabase = {});
  explicit Database(std::unique_ptr<DatabaseImpl> Impl)
      : Impl(std::move(Impl)) {}

  Backend backend() const { return Impl->backend(); }
  /// Runs one or more statements that take no parameters and return no
  /// rows (schema steps, BEGIN...).
  Error exec(std::string_view Sql) { return Impl->exec(Sql); }
  /// Compiles one statement.
  Expected<Statement> prepare(std::string_view Sql);
  /// The rows the last INSERT, UPDATE or DELETE changed.
  int64_t changes() const { return Impl->changes(); }
  /// The name as given to open() (a URL's password left out).
  const std::string &path() const { return Impl->path(); }
  /// True when nothing can be written: opened ReadOnly, or a file the
  /// operating system protects (SQLite then opens it for reading only).
  bool readOnly() const { return Impl->readOnly(); }
  DatabaseImpl &impl() { return *Impl; }

private:
  std::unique_ptr<DatabaseImpl> Impl;
};

/// A compiled statement: bind parameters (1-based), step, read columns
/// (0-based). Reset and rebind to reuse it.
class Statement {
public:
  explicit Statement(std::unique_ptr<StatementImpl> Impl)
      : Impl(std::move(Impl)) {}

  Statement &bind(int Index, int64_t Value) {
    Impl->bindInt(Index, Value);
    return *this;
  }
  Statement &bind(int Index, double Value) {
    Impl->bindDouble(Index, Value);
    return *this;
  }
  /// Binds text (any bytes, stored as TEXT; see docs/store.md for what
  /// PostgreSQL does with bytes that are not UTF-8).
  Statement &bind(int Index, std::string_view Value) {
    Impl->bindText(Index, Value);
    return *this;
  }
  Statement &bind(int Index, const char *Value) {
    return bind(Index, std::string_view(Value));
  }
  /// Binds bytes stored as a BLOB (BYTEA in PostgreSQL).
  Statement &bindBlob(int Index, std::string_view Value) {
    Impl->bindBlob(Index, Value);
    return *this;
  }
  Statement &bindNull(int Index) {
    Impl->bindNull(Index);
    return *this;
  }
  /// Advances: true when a row is available, false when done.
  Expected<bool> step() { return Impl->step(); }
  /// Steps a statement that returns no rows, then resets it.
  Error run();
  /// Makes the statement ready to run again and clears its bindings.
  void reset() { Impl->reset(); }

  int64_t columnInt(int Index) const { return Impl->columnInt(Index); }
  double columnDouble(int Index) const { return Impl->columnDouble(Index); }
  /// A column as text (a BLOB's bytes, a number's decimal form).
  std::string columnText(int Index) const { return Impl->columnText(Index); }
  /// A TEXT or BLOB column's bytes, as stored (NUL bytes included).
  std::string columnBytes(int Index) const { return Impl->columnBytes(Index); }
  bool columnIsNull(int Index) const { return Impl->columnIsNull(Index); }

private:
  std::unique_ptr<StatementImpl> Impl;
};

/// A transaction rolled back unless commit() succeeds.
class Transaction {
public:
  using Kind = TransactionKind;
  static Expected<Transaction> begin(Database &Db,
                                     Kind K = Kind::Immediate);
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

} // namespace pathsim::store
