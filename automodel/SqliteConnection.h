//===- automodel/SqliteConnection.h - a minimal RAII wrapper over SQLite --===//
//
// The model store's own access to SQLite (automodel may not use reports/).
// Every failure is an llvm::Error whose message names the file and says the
// common cases (locked, not SQLite, corrupt, read-only, disk full) plainly.
//
#pragma once

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

struct sqlite3;
struct sqlite3_stmt;

namespace pathsim {

class SqliteStatement;

/// One connection to an SQLite file.
class SqliteConnection {
public:
  /// Opens \p Path; when \p ReadOnly the file must exist and is never
  /// written, otherwise it is created if missing. Another process's lock is
  /// waited for \p BusyTimeoutMs before the database is reported locked.
  static llvm::Expected<SqliteConnection>
  open(const std::string &Path, bool ReadOnly, int BusyTimeoutMs);
  SqliteConnection(SqliteConnection &&Other) noexcept;
  SqliteConnection &operator=(SqliteConnection &&Other) noexcept;
  SqliteConnection(const SqliteConnection &) = delete;
  SqliteConnection &operator=(const SqliteConnection &) = delete;
  ~SqliteConnection();

  /// Runs statements that return no rows.
  llvm::Error exec(std::string_view Sql);
  /// Compiles one statement.
  llvm::Expected<SqliteStatement> prepare(std::string_view Sql);
  /// The file as given to open().
  const std::string &path() const { return Path; }
  /// A user-facing error for SQLite result \p Code while \p Doing something.
  llvm::Error fail(int Code, std::string_view Doing) const;

private:
  SqliteConnection() = default;
  sqlite3 *Handle = nullptr;
  std::string Path;
};

/// A compiled statement: bind (1-based), step, read columns (0-based).
class SqliteStatement {
public:
  SqliteStatement(SqliteStatement &&Other) noexcept;
  SqliteStatement &operator=(SqliteStatement &&Other) noexcept;
  SqliteStatement(const SqliteStatement &) = delete;
  SqliteStatement &operator=(const SqliteStatement &) = delete;
  ~SqliteStatement();

  SqliteStatement &bind(int Index, int64_t Value);
  SqliteStatement &bind(int Index, double Value);
  /// Binds text (any bytes, stored as TEXT).
  SqliteStatement &bind(int Index, std::string_view Value);
  /// Binds bytes stored as a BLOB.
  SqliteStatement &bindBlob(int Index, std::string_view Value);
  /// Advances: true when a row is available, false when done.
  llvm::Expected<bool> step();
  /// Steps a statement that returns no rows, then resets it.
  llvm::Error run();
  /// Makes the statement ready to run again, with its bindings cleared.
  void reset();

  int64_t columnInt(int Index) const;
  double columnDouble(int Index) const;
  /// A TEXT or BLOB column's bytes.
  std::string columnBytes(int Index) const;

private:
  friend class SqliteConnection;
  SqliteStatement(const SqliteConnection &Db, sqlite3_stmt *Handle)
      : Db(&Db), Handle(Handle) {}
  void noteBind(int Rc);
  const SqliteConnection *Db = nullptr;
  sqlite3_stmt *Handle = nullptr;
  int BindRc = 0; ///< the first failed bind's code, reported by step()
};

/// Begins an IMMEDIATE transaction (the write lock is taken at once, so a
/// locked database fails early); rolled back unless commit() succeeds.
class SqliteTransaction {
public:
  static llvm::Expected<SqliteTransaction> begin(SqliteConnection &Db);
  SqliteTransaction(SqliteTransaction &&Other) noexcept
      : Db(Other.Db), Open(std::exchange(Other.Open, false)) {}
  SqliteTransaction(const SqliteTransaction &) = delete;
  SqliteTransaction &operator=(const SqliteTransaction &) = delete;
  SqliteTransaction &operator=(SqliteTransaction &&) = delete;
  ~SqliteTransaction();
  /// Commits; on failure rolls back and returns the error.
  llvm::Error commit();

private:
  explicit SqliteTransaction(SqliteConnection &Db) : Db(&Db), Open(true) {}
  SqliteConnection *Db;
  bool Open;
};

} // namespace pathsim
