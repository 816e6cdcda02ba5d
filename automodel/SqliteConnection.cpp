//===- automodel/SqliteConnection.cpp - a minimal RAII wrapper over SQLite ===//
#include "automodel/SqliteConnection.h"

#include <sqlite3.h>

namespace pathsim {

namespace {

llvm::Error message(std::string Text) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Text);
}

} // namespace

llvm::Expected<SqliteConnection> SqliteConnection::open(const std::string &Path,
                                                        bool ReadOnly,
                                                        int BusyTimeoutMs) {
  int Flags = SQLITE_OPEN_FULLMUTEX |
              (ReadOnly ? SQLITE_OPEN_READONLY
                        : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  SqliteConnection Db;
  Db.Path = Path;
  int Rc = sqlite3_open_v2(Path.c_str(), &Db.Handle, Flags, nullptr);
  if (Rc != SQLITE_OK) {
    if (!Db.Handle)
      return message("cannot open database '" + Path + "': out of memory");
    return Db.fail(Rc, "open");
  }
  sqlite3_extended_result_codes(Db.Handle, 1);
  sqlite3_busy_timeout(Db.Handle, BusyTimeoutMs);
  return std::move(Db);
}

SqliteConnection::SqliteConnection(SqliteConnection &&Other) noexcept
    : Handle(std::exchange(Other.Handle, nullptr)),
      Path(std::move(Other.Path)) {}

SqliteConnection &
SqliteConnection::operator=(SqliteConnection &&Other) noexcept {
  if (this != &Other) {
    if (Handle)
      sqlite3_close_v2(Handle);
    Handle = std::exchange(Other.Handle, nullptr);
    Path = std::move(Other.Path);
  }
  return *this;
}

SqliteConnection::~SqliteConnection() {
  if (Handle)
    sqlite3_close_v2(Handle);
}

llvm::Error SqliteConnection::fail(int Code, std::string_view Doing) const {
  std::string Db = "database '" + Path + "'";
  switch (Code & 0xff) {
  case SQLITE_BUSY:
  case SQLITE_LOCKED:
    return message(Db + " is locked by another process");
  case SQLITE_NOTADB:
    return message(Db + " is not a pathsim database (file is not SQLite)");
  case SQLITE_CORRUPT:
    return message(Db + " is corrupt");
  case SQLITE_CANTOPEN:
    return message("cannot open " + Db);
  case SQLITE_READONLY:
    return message(Db + " is read-only; cannot write to it");
  case SQLITE_FULL:
    return message("cannot write " + Db + ": the disk is full");
  default:
    break;
  }
  const char *Detail = Handle ? sqlite3_errmsg(Handle) : sqlite3_errstr(Code);
  return message(Db + ": " + std::string(Doing) +
                 " failed: " + (Detail ? Detail : "unknown error"));
}

llvm::Error SqliteConnection::exec(std::string_view Sql) {
  std::string Text(Sql);
  int Rc = sqlite3_exec(Handle, Text.c_str(), nullptr, nullptr, nullptr);
  return Rc == SQLITE_OK ? llvm::Error::success() : fail(Rc, "statement");
}

llvm::Expected<SqliteStatement>
SqliteConnection::prepare(std::string_view Sql) {
  sqlite3_stmt *Stmt = nullptr;
  int Rc = sqlite3_prepare_v2(Handle, Sql.data(), static_cast<int>(Sql.size()),
                              &Stmt, nullptr);
  if (Rc != SQLITE_OK)
    return fail(Rc, "query");
  return SqliteStatement(*this, Stmt);
}

SqliteStatement::SqliteStatement(SqliteStatement &&Other) noexcept
    : Db(Other.Db), Handle(std::exchange(Other.Handle, nullptr)),
      BindRc(Other.BindRc) {}

SqliteStatement &SqliteStatement::operator=(SqliteStatement &&Other) noexcept {
  if (this != &Other) {
    if (Handle)
      sqlite3_finalize(Handle);
    Db = Other.Db;
    Handle = std::exchange(Other.Handle, nullptr);
    BindRc = Other.BindRc;
  }
  return *this;
}

SqliteStatement::~SqliteStatement() {
  if (Handle)
    sqlite3_finalize(Handle);
}

void SqliteStatement::noteBind(int Rc) {
  if (Rc != SQLITE_OK && BindRc == SQLITE_OK)
    BindRc = Rc;
}

SqliteStatement &SqliteStatement::bind(int Index, int64_t Value) {
  noteBind(sqlite3_bind_int64(Handle, Index, Value));
  return *this;
}

SqliteStatement &SqliteStatement::bind(int Index, double Value) {
  noteBind(sqlite3_bind_double(Handle, Index, Value));
  return *this;
}

SqliteStatement &SqliteStatement::bind(int Index, std::string_view Value) {
  noteBind(sqlite3_bind_text64(Handle, Index, Value.data(), Value.size(),
                               SQLITE_TRANSIENT, SQLITE_UTF8));
  return *this;
}

SqliteStatement &SqliteStatement::bindBlob(int Index, std::string_view Value) {
  noteBind(sqlite3_bind_blob64(Handle, Index, Value.data(), Value.size(),
                               SQLITE_TRANSIENT));
  return *this;
}

llvm::Expected<bool> SqliteStatement::step() {
  if (int Rc = std::exchange(BindRc, SQLITE_OK))
    return Db->fail(Rc, "bind");
  int Rc = sqlite3_step(Handle);
  if (Rc == SQLITE_ROW)
    return true;
  if (Rc == SQLITE_DONE)
    return false;
  llvm::Error E = Db->fail(Rc, "query");
  sqlite3_reset(Handle);
  return std::move(E);
}

llvm::Error SqliteStatement::run() {
  llvm::Expected<bool> Row = step();
  reset();
  return Row ? llvm::Error::success() : Row.takeError();
}

void SqliteStatement::reset() {
  sqlite3_reset(Handle);
  sqlite3_clear_bindings(Handle);
}

int64_t SqliteStatement::columnInt(int Index) const {
  return sqlite3_column_int64(Handle, Index);
}

double SqliteStatement::columnDouble(int Index) const {
  return sqlite3_column_double(Handle, Index);
}

std::string SqliteStatement::columnBytes(int Index) const {
  const void *Bytes = sqlite3_column_blob(Handle, Index);
  int Size = sqlite3_column_bytes(Handle, Index);
  if (!Bytes || Size <= 0)
    return {};
  return std::string(static_cast<const char *>(Bytes),
                     static_cast<size_t>(Size));
}

llvm::Expected<SqliteTransaction>
SqliteTransaction::begin(SqliteConnection &Db) {
  if (llvm::Error E = Db.exec("BEGIN IMMEDIATE"))
    return std::move(E);
  return SqliteTransaction(Db);
}

SqliteTransaction::~SqliteTransaction() {
  if (Open)
    llvm::consumeError(Db->exec("ROLLBACK"));
}

llvm::Error SqliteTransaction::commit() {
  Open = false;
  if (llvm::Error E = Db->exec("COMMIT")) {
    llvm::consumeError(Db->exec("ROLLBACK"));
    return E;
  }
  return llvm::Error::success();
}

} // namespace pathsim
