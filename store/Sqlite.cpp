//===- store/Sqlite.cpp - RAII wrapper over the SQLite C API --------------===//
#include "store/Sqlite.h"

#include <sqlite3.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <utility>

namespace pathsim::sqlite {

Expected<Database> Database::open(const std::string &Path, OpenMode Mode,
                                  int BusyTimeoutMs, std::string NotADatabase) {
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
  Database Db;
  Db.Path = Path;
  Db.NotADatabase = std::move(NotADatabase);
  Db.BusyTimeoutMs = BusyTimeoutMs;
  int Rc = sqlite3_open_v2(Path.c_str(), &Db.Handle, Flags, nullptr);
  if (Rc != SQLITE_OK) {
    if (!Db.Handle)
      return Error::failure("cannot open database '" + Path +
                            "': out of memory");
    return Db.fail(Rc, "open");
  }
  sqlite3_extended_result_codes(Db.Handle, 1);
  sqlite3_busy_timeout(Db.Handle, BusyTimeoutMs);
  return Db;
}

Database::Database(Database &&Other) noexcept
    : Handle(std::exchange(Other.Handle, nullptr)), Path(std::move(Other.Path)),
      NotADatabase(std::move(Other.NotADatabase)),
      BusyTimeoutMs(Other.BusyTimeoutMs) {}

Database &Database::operator=(Database &&Other) noexcept {
  if (this != &Other) {
    if (Handle)
      sqlite3_close_v2(Handle);
    Handle = std::exchange(Other.Handle, nullptr);
    Path = std::move(Other.Path);
    NotADatabase = std::move(Other.NotADatabase);
    BusyTimeoutMs = Other.BusyTimeoutMs;
  }
  return *this;
}

Database::~Database() {
  if (Handle)
    sqlite3_close_v2(Handle);
}

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

} // namespace

Error Database::fail(int Code, std::string_view Doing) const {
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

Error Database::exec(std::string_view Sql) {
  std::string Text(Sql);
  int Rc = sqlite3_exec(Handle, Text.c_str(), nullptr, nullptr, nullptr);
  return Rc == SQLITE_OK ? Error::success() : fail(Rc, "statement");
}

Expected<Statement> Database::prepare(std::string_view Sql) {
  sqlite3_stmt *Stmt = nullptr;
  int Rc = sqlite3_prepare_v2(Handle, Sql.data(), static_cast<int>(Sql.size()),
                              &Stmt, nullptr);
  if (Rc != SQLITE_OK)
    return fail(Rc, "query");
  return Statement(*this, Stmt);
}

int64_t Database::lastInsertRowId() const {
  return sqlite3_last_insert_rowid(Handle);
}

int64_t Database::changes() const { return sqlite3_changes64(Handle); }

bool Database::readOnly() const {
  return sqlite3_db_readonly(Handle, "main") == 1;
}

Statement::Statement(Statement &&Other) noexcept
    : Db(Other.Db), Handle(std::exchange(Other.Handle, nullptr)),
      BindError(std::move(Other.BindError)) {}

Statement &Statement::operator=(Statement &&Other) noexcept {
  if (this != &Other) {
    if (Handle)
      sqlite3_finalize(Handle);
    Db = Other.Db;
    Handle = std::exchange(Other.Handle, nullptr);
    BindError = std::move(Other.BindError);
  }
  return *this;
}

Statement::~Statement() {
  if (Handle)
    sqlite3_finalize(Handle);
}

// A failed bind is remembered and reported by the next step().
#define PATHSIM_BIND(Call)                                                     \
  do {                                                                         \
    int Rc = (Call);                                                           \
    if (Rc != SQLITE_OK && !BindError)                                         \
      BindError = Db->fail(Rc, "bind");                                        \
  } while (false)

Statement &Statement::bind(int Index, int64_t Value) {
  PATHSIM_BIND(sqlite3_bind_int64(Handle, Index, Value));
  return *this;
}

Statement &Statement::bind(int Index, double Value) {
  PATHSIM_BIND(sqlite3_bind_double(Handle, Index, Value));
  return *this;
}

Statement &Statement::bind(int Index, std::string_view Value) {
  PATHSIM_BIND(sqlite3_bind_text64(Handle, Index, Value.data(), Value.size(),
                                   SQLITE_TRANSIENT, SQLITE_UTF8));
  return *this;
}

Statement &Statement::bindBlob(int Index, std::string_view Value) {
  PATHSIM_BIND(sqlite3_bind_blob64(Handle, Index, Value.data(), Value.size(),
                                   SQLITE_TRANSIENT));
  return *this;
}

Statement &Statement::bindNull(int Index) {
  PATHSIM_BIND(sqlite3_bind_null(Handle, Index));
  return *this;
}

#undef PATHSIM_BIND

Expected<bool> Statement::step() {
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

Error Statement::run() {
  Expected<bool> Row = step();
  reset();
  return Row ? Error::success() : Row.takeError();
}

void Statement::reset() {
  sqlite3_reset(Handle);
  sqlite3_clear_bindings(Handle);
}

int64_t Statement::columnInt(int Index) const {
  return sqlite3_column_int64(Handle, Index);
}

double Statement::columnDouble(int Index) const {
  return sqlite3_column_double(Handle, Index);
}

std::string Statement::columnText(int Index) const {
  const unsigned char *Text = sqlite3_column_text(Handle, Index);
  if (!Text)
    return {};
  return std::string(reinterpret_cast<const char *>(Text),
                     static_cast<size_t>(sqlite3_column_bytes(Handle, Index)));
}

std::string Statement::columnBytes(int Index) const {
  const void *Bytes = sqlite3_column_blob(Handle, Index);
  int Size = sqlite3_column_bytes(Handle, Index);
  if (!Bytes || Size <= 0)
    return {};
  return std::string(static_cast<const char *>(Bytes),
                     static_cast<size_t>(Size));
}

bool Statement::columnIsNull(int Index) const {
  return sqlite3_column_type(Handle, Index) == SQLITE_NULL;
}

Expected<Transaction> Transaction::begin(Database &Db, Kind K) {
  if (Error E = Db.exec(K == Kind::Immediate ? "BEGIN IMMEDIATE" : "BEGIN"))
    return E;
  return Transaction(Db);
}

Transaction::~Transaction() {
  if (Open)
    (void)Db->exec("ROLLBACK");
}

Error Transaction::commit() {
  Open = false;
  if (Error E = Db->exec("COMMIT")) {
    (void)Db->exec("ROLLBACK");
    return E;
  }
  return Error::success();
}

} // namespace pathsim::sqlite
