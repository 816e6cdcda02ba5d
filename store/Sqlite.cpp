//===- store/Sqlite.cpp - the SQLite backend of store::Database -----------===//
#include "store/Sqlite.h"

#include <sqlite3.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <utility>

namespace pathsim::store {

namespace {

/// The directory \p Path is in ("." for a bare name).
std::string directoryOf(const std::string &Path) {
  size_t Slash = Path.rfind('/');
  if (Slash == std::string::npos)
    return ".";
  return Slash == 0 ? "/" : Path.substr(0, Slash);
}

/// Why a database file cannot be created or written in its directory, or
/// an empty string when the directory is not the reason.
std::string directoryProblem(const std::string &Path) {
  std::string Dir = directoryOf(Path);
  struct stat St;
  if (stat(Dir.c_str(), &St) != 0 || !S_ISDIR(St.st_mode))
    return "the directory '" + Dir + "' does not exist";
  if (access(Dir.c_str(), W_OK) != 0)
    return "the directory '" + Dir + "' is read-only";
  return {};
}

class SqliteDatabase final : public DatabaseImpl {
public:
  SqliteDatabase(std::string Path, std::string NotADatabase, int BusyTimeoutMs)
      : NotADatabase(std::move(NotADatabase)), BusyTimeoutMs(BusyTimeoutMs) {
    Name = std::move(Path);
  }
  ~SqliteDatabase() override {
    if (Handle)
      sqlite3_close_v2(Handle);
  }

  Error open(OpenMode Mode) {
    struct stat St;
    if (Mode == OpenMode::ReadOnly && stat(Name.c_str(), &St) != 0 &&
        errno == ENOENT)
      return Error::failure("database '" + Name + "' does not exist");
    int Flags = SQLITE_OPEN_FULLMUTEX;
    switch (Mode) {
    case OpenMode::ReadOnly:
      Flags |= SQLITE_OPEN_READONLY;
      break;
    case OpenMode::ReadWrite:
      Flags |= SQLITE_OPEN_READWRITE;
      break;
    case OpenMode::ReadWriteCreate:
      Flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
      break;
    }
    int Rc = sqlite3_open_v2(Name.c_str(), &Handle, Flags, nullptr);
    if (Rc != SQLITE_OK) {
      if (!Handle)
        return Error::failure("cannot open database '" + Name +
                              "': out of memory");
      return fail(Rc, "open");
    }
    sqlite3_extended_result_codes(Handle, 1);
    sqlite3_busy_timeout(Handle, BusyTimeoutMs);
    return Error::success();
  }

  Backend backend() const override { return Backend::Sqlite; }

  Error exec(std::string_view Sql) override {
    std::string Text(Sql);
    int Rc = sqlite3_exec(Handle, Text.c_str(), nullptr, nullptr, nullptr);
    return Rc == SQLITE_OK ? Error::success() : fail(Rc, "statement");
  }

  Expected<std::unique_ptr<StatementImpl>>
  prepare(std::string_view Sql) override;

  int64_t changes() const override { return sqlite3_changes64(Handle); }

  bool readOnly() const override {
    return sqlite3_db_readonly(Handle, "main") == 1;
  }

  Error begin(TransactionKind Kind) override {
    // IMMEDIATE takes the write lock at the start, so a locked database
    // fails early and clearly; a schema change needs no more than that.
    return exec(Kind == TransactionKind::Deferred ? "BEGIN"
                                                  : "BEGIN IMMEDIATE");
  }

  /// A user-facing message for SQLite result \p Code on this connection.
  Error fail(int Code, std::string_view Doing) const;

private:
  sqlite3 *Handle = nullptr;
  std::string NotADatabase;
  int BusyTimeoutMs = 0;
};

Error SqliteDatabase::fail(int Code, std::string_view Doing) const {
  const std::string &Path = Name;
  std::string Db = "database '" + Path + "'";
  // A file that cannot be created, or whose journal cannot be (SQLite keeps
  // it beside the file): say that the directory is the reason.
  if ((Code & 0xff) == SQLITE_CANTOPEN || (Code & 0xff) == SQLITE_READONLY) {
    struct stat St;
    bool Exists = stat(Path.c_str(), &St) == 0;
    std::string Why = directoryProblem(Path);
    if (!Exists && !Why.empty())
      return Error::failure("cannot create " + Db + ": " + Why);
    if (Exists && !Why.empty() && Code == SQLITE_READONLY_DIRECTORY)
      return Error::failure("cannot write " + Db + ": " + Why +
                            " (SQLite writes a journal beside the database)");
  }
  switch (Code & 0xff) {
  case SQLITE_BUSY:
  case SQLITE_LOCKED: {
    char Waited[32];
    std::snprintf(Waited, sizeof Waited, "%g", BusyTimeoutMs / 1000.0);
    return Error::failure(Db + " is locked by another process (waited " +
                          Waited + " s)");
  }
  case SQLITE_NOTADB:
    if (!NotADatabase.empty())
      return Error::failure(NotADatabase);
    return Error::failure(
        "'" + Path +
        "' is not a database (the file is not SQLite, or is damaged)");
  case SQLITE_CORRUPT:
    return Error::failure(Db + " is corrupt");
  case SQLITE_CANTOPEN:
    return Error::failure("cannot open " + Db);
  case SQLITE_READONLY:
    return Error::failure(Db + " is read-only; cannot write to it");
  case SQLITE_FULL:
    return Error::failure("cannot write " + Db + ": the disk is full");
  case SQLITE_IOERR:
    return Error::failure(Db + ": input/output error (" + sqlite3_errstr(Code) +
                          "): the disk or file system failed");
  default:
    break;
  }
  const char *Detail = Handle ? sqlite3_errmsg(Handle) : sqlite3_errstr(Code);
  return Error::failure(Db + ": " + std::string(Doing) +
                        " failed: " + (Detail ? Detail : "unknown error"));
}

class SqliteStatement final : public StatementImpl {
public:
  SqliteStatement(const SqliteDatabase &Db, sqlite3_stmt *Handle)
      : Db(&Db), Handle(Handle) {}
  ~SqliteStatement() override {
    if (Handle)
      sqlite3_finalize(Handle);
  }

  void bindInt(int Index, int64_t Value) override {
    check(sqlite3_bind_int64(Handle, Index, Value));
  }
  void bindDouble(int Index, double Value) override {
    check(sqlite3_bind_double(Handle, Index, Value));
  }
  void bindText(int Index, std::string_view Value) override {
    check(sqlite3_bind_text64(Handle, Index, Value.data(), Value.size(),
                              SQLITE_TRANSIENT, SQLITE_UTF8));
  }
  void bindBlob(int Index, std::string_view Value) override {
    check(sqlite3_bind_blob64(Handle, Index, Value.data(), Value.size(),
                              SQLITE_TRANSIENT));
  }
  void bindNull(int Index) override {
    check(sqlite3_bind_null(Handle, Index));
  }

  Expected<bool> step() override {
    if (BindError)
      return std::exchange(BindError, Error::success());
    int Rc = sqlite3_step(Handle);
    if (Rc == SQLITE_ROW)
      return true;
    if (Rc == SQLITE_DONE)
      return false;
    Error E = Db->fail(Rc, "query");
    sqlite3_reset(Handle);
    return E;
  }

  void reset() override {
    sqlite3_reset(Handle);
    sqlite3_clear_bindings(Handle);
  }

  int64_t columnInt(int Index) const override {
    return sqlite3_column_int64(Handle, Index);
  }
  double columnDouble(int Index) const override {
    return sqlite3_column_double(Handle, Index);
  }
  std::string columnText(int Index) const override {
    const unsigned char *Text = sqlite3_column_text(Handle, Index);
    if (!Text)
      return {};
    return std::string(
        reinterpret_cast<const char *>(Text),
        static_cast<size_t>(sqlite3_column_bytes(Handle, Index)));
  }
  std::string columnBytes(int Index) const override {
    const void *Bytes = sqlite3_column_blob(Handle, Index);
    int Size = sqlite3_column_bytes(Handle, Index);
    if (!Bytes || Size <= 0)
      return {};
    return std::string(static_cast<const char *>(Bytes),
                       static_cast<size_t>(Size));
  }
  bool columnIsNull(int Index) const override {
    return sqlite3_column_type(Handle, Index) == SQLITE_NULL;
  }

private:
  // A failed bind is remembered and reported by the next step().
  void check(int Rc) {
    if (Rc != SQLITE_OK && !BindError)
      BindError = Db->fail(Rc, "bind");
  }

  const SqliteDatabase *Db;
  sqlite3_stmt *Handle;
  Error BindError = Error::success();
};

Expected<std::unique_ptr<StatementImpl>>
SqliteDatabase::prepare(std::string_view Sql) {
  sqlite3_stmt *Stmt = nullptr;
  int Rc = sqlite3_prepare_v2(Handle, Sql.data(), static_cast<int>(Sql.size()),
                              &Stmt, nullptr);
  if (Rc != SQLITE_OK)
    return fail(Rc, "query");
  return std::unique_ptr<StatementImpl>(
      std::make_unique<SqliteStatement>(*this, Stmt));
}

} // namespace

Expected<std::unique_ptr<DatabaseImpl>>
openSqlite(const std::string &Path, OpenMode Mode, int BusyTimeoutMs,
           std::string NotADatabase) {
  auto Db = std::make_unique<SqliteDatabase>(Path, std::move(NotADatabase),
                                             BusyTimeoutMs);
  if (Error E = Db->open(Mode))
    return E;
  return std::unique_ptr<DatabaseImpl>(std::move(Db));
}

} // namespace pathsim::store
