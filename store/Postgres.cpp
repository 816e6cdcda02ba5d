//===- store/Postgres.cpp - the PostgreSQL backend of store::Database -----===//
//
// Statements are sent with PQexecParams when they are stepped: parameters
// travel apart from the SQL (text, or binary for BLOBs), never inside it,
// and results come back as text, which is parsed by the column's reader.
//
#include "store/Postgres.h"

#include <libpq-fe.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

namespace pathsim::store {

namespace {

// Type OIDs are fixed in PostgreSQL's catalog (pg_type.dat).
constexpr Oid Int8Oid = 20;
constexpr Oid Float8Oid = 701;
constexpr Oid ByteaOid = 17;
constexpr Oid BoolOid = 16;

/// The advisory lock schema changes hold (TransactionKind::Exclusive): one
/// migration at a time per database, whatever store it migrates.
constexpr const char *SchemaLock = "SELECT pg_advisory_xact_lock(5052414853)";

/// \p Text as PostgreSQL's text accepts it: UTF-8 without NUL. Other bytes
/// (a file name or source line in another encoding) become U+FFFD, so that
/// storing never fails on them; docs/store.md says so.
std::string validUtf8(std::string_view Text) {
  std::string Out;
  Out.reserve(Text.size());
  const auto *P = reinterpret_cast<const unsigned char *>(Text.data());
  size_t N = Text.size();
  for (size_t I = 0; I < N;) {
    unsigned char C = P[I];
    size_t Len = C < 0x80 ? 1 : (C >> 5) == 6 ? 2 : (C >> 4) == 14 ? 3
                          : (C >> 3) == 30   ? 4
                                             : 0;
    bool Valid = Len != 0 && C != 0 && I + Len <= N;
    for (size_t K = 1; Valid && K < Len; ++K)
      Valid = (P[I + K] & 0xC0) == 0x80;
    if (Valid && Len > 1) {
      uint32_t Cp = C & (0x7F >> Len);
      for (size_t K = 1; K < Len; ++K)
        Cp = (Cp << 6) | (P[I + K] & 0x3F);
      static constexpr uint32_t Least[] = {0, 0, 0x80, 0x800, 0x10000};
      Valid = Cp >= Least[Len] && Cp <= 0x10FFFF &&
              !(Cp >= 0xD800 && Cp <= 0xDFFF);
    }
    if (!Valid) {
      Out += "\xEF\xBF\xBD";
      ++I;
      continue;
    }
    Out.append(Text.substr(I, Len));
    I += Len;
  }
  return Out;
}

/// A BYTEA column's text form (hex: \x0a1b...) as its bytes.
std::string fromHex(std::string_view Text) {
  if (Text.size() < 2 || Text[0] != '\\' || Text[1] != 'x')
    return std::string(Text);
  auto Digit = [](char C) -> int {
    if (C >= '0' && C <= '9')
      return C - '0';
    if (C >= 'a' && C <= 'f')
      return C - 'a' + 10;
    if (C >= 'A' && C <= 'F')
      return C - 'A' + 10;
    return 0;
  };
  std::string Out;
  Out.reserve((Text.size() - 2) / 2);
  for (size_t I = 2; I + 1 < Text.size(); I += 2)
    Out += static_cast<char>(Digit(Text[I]) * 16 + Digit(Text[I + 1]));
  return Out;
}

class PostgresDatabase final : public DatabaseImpl {
public:
  PostgresDatabase(const std::string &Url, OpenMode Mode, int BusyTimeoutMs)
      : Mode(Mode), BusyTimeoutMs(BusyTimeoutMs) {
    Name = displayName(Url);
  }
  ~PostgresDatabase() override {
    if (Conn)
      PQfinish(Conn);
  }

  Error connect(const std::string &Url);

  Backend backend() const override { return Backend::Postgres; }
  Error exec(std::string_view Sql) override;
  Expected<std::unique_ptr<StatementImpl>>
  prepare(std::string_view Sql) override;
  int64_t changes() const override { return Changes; }
  bool readOnly() const override { return Mode == OpenMode::ReadOnly; }
  Error begin(TransactionKind Kind) override {
    if (Error E = exec("BEGIN"))
      return E;
    if (Kind == TransactionKind::Exclusive)
      if (Error E = exec(SchemaLock)) {
        (void)exec("ROLLBACK");
        return E;
      }
    return Error::success();
  }

  /// A user-facing message for the failed result \p Res (may be null).
  Error fail(const PGresult *Res, std::string_view Doing) const;
  /// Runs \p Res's checks: success when it is a command or rows.
  bool succeeded(const PGresult *Res) const {
    ExecStatusType S = Res ? PQresultStatus(Res) : PGRES_FATAL_ERROR;
    return S == PGRES_COMMAND_OK || S == PGRES_TUPLES_OK;
  }
  void noteChanges(const PGresult *Res) {
    const char *Tuples = PQcmdTuples(const_cast<PGresult *>(Res));
    Changes = Tuples && *Tuples ? std::atoll(Tuples) : 0;
  }
  PGconn *connection() const { return Conn; }

private:
  PGconn *Conn = nullptr;
  OpenMode Mode;
  int BusyTimeoutMs;
  int64_t Changes = 0;
};

void ignoreNotice(void *, const char *) {}

Error PostgresDatabase::connect(const std::string &Url) {
  // The URL's own settings win over these defaults (they come after).
  const char *Keys[] = {"connect_timeout", "fallback_application_name",
                        "dbname", nullptr};
  const char *Values[] = {"10", "pathsim", Url.c_str(), nullptr};
  Conn = PQconnectdbParams(Keys, Values, /*expand_dbname=*/1);
  if (!Conn)
    return Error::failure("cannot connect to database '" + Name +
                          "': out of memory");
  if (PQstatus(Conn) != CONNECTION_OK) {
    std::string Why = PQerrorMessage(Conn);
    while (!Why.empty() && (Why.back() == '\n' || Why.back() == ' '))
      Why.pop_back();
    return Error::failure("cannot connect to database '" + Name +
                          "': " + Why);
  }
  PQsetNoticeProcessor(Conn, ignoreNotice, nullptr);
  if (PQsetClientEncoding(Conn, "UTF8") != 0)
    return Error::failure("database '" + Name +
                          "': cannot use the UTF8 client encoding");
  // Settings of this session only; the numbers are ours, not the user's.
  std::string Setup = "SET lock_timeout = " + std::to_string(BusyTimeoutMs) +
                      "; SET bytea_output = 'hex'; SET client_min_messages "
                      "= warning";
  if (Mode == OpenMode::ReadOnly)
    Setup += "; SET default_transaction_read_only = on";
  return exec(Setup);
}

Error PostgresDatabase::fail(const PGresult *Res, std::string_view Doing) const {
  std::string Db = "database '" + Name + "'";
  const char *State =
      Res ? PQresultErrorField(Res, PG_DIAG_SQLSTATE) : nullptr;
  std::string Code = State ? State : "";
  const char *Primary =
      Res ? PQresultErrorField(Res, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
  std::string Detail = Primary ? Primary : PQerrorMessage(Conn);
  while (!Detail.empty() && (Detail.back() == '\n' || Detail.back() == ' '))
    Detail.pop_back();
  if (PQstatus(Conn) == CONNECTION_BAD || Code.starts_with("08"))
    return Error::failure(Db + ": the connection to the server was lost (" +
                          Detail + ")");
  if (Code == "55P03") {
    char Waited[32];
    std::snprintf(Waited, sizeof Waited, "%g", BusyTimeoutMs / 1000.0);
    return Error::failure(Db + " is locked by another process (waited " +
                          Waited + " s)");
  }
  if (Code == "25006")
    return Error::failure(Db + " is read-only; cannot write to it");
  if (Code == "53100")
    return Error::failure("cannot write " + Db +
                          ": the server's disk is full");
  if (Code == "42501")
    return Error::failure(Db + ": permission denied (" + Detail + ")");
  if (Code == "40001" || Code == "40P01")
    return Error::failure(Db + ": a concurrent writer conflicted (" + Detail +
                          ")");
  return Error::failure(Db + ": " + std::string(Doing) + " failed: " + Detail);
}

Error PostgresDatabase::exec(std::string_view Sql) {
  std::string Text(Sql);
  PGresult *Res = PQexec(Conn, Text.c_str());
  Error E = succeeded(Res) ? Error::success() : fail(Res, "statement");
  if (!E)
    noteChanges(Res);
  PQclear(Res);
  return E;
}

class PostgresStatement final : public StatementImpl {
public:
  PostgresStatement(PostgresDatabase &Db, std::string Sql, int Count)
      : Db(&Db), Sql(std::move(Sql)), Values(Count), Types(Count, 0),
        Formats(Count, 0) {}
  ~PostgresStatement() override { clearResult(); }

  void bindInt(int Index, int64_t Value) override {
    set(Index, std::to_string(Value), Int8Oid, 0);
  }
  void bindDouble(int Index, double Value) override {
    char Text[40];
    if (std::isnan(Value))
      std::snprintf(Text, sizeof Text, "NaN");
    else if (std::isinf(Value))
      std::snprintf(Text, sizeof Text, Value > 0 ? "Infinity" : "-Infinity");
    else
      std::snprintf(Text, sizeof Text, "%.17g", Value);
    set(Index, Text, Float8Oid, 0);
  }
  void bindText(int Index, std::string_view Value) override {
    // Typed by the server from where the parameter stands (0: unknown).
    set(Index, validUtf8(Value), 0, 0);
  }
  void bindBlob(int Index, std::string_view Value) override {
    set(Index, std::string(Value), ByteaOid, 1);
  }
  void bindNull(int Index) override {
    if (inRange(Index)) {
      Values[Index - 1].reset();
      Types[Index - 1] = 0;
      Formats[Index - 1] = 0;
    }
  }

  Expected<bool> step() override;

  void reset() override {
    clearResult();
    for (size_t I = 0; I < Values.size(); ++I) {
      Values[I].reset();
      Types[I] = 0;
      Formats[I] = 0;
    }
  }

  int64_t columnInt(int Index) const override {
    const char *V = value(Index);
    if (!V)
      return 0;
    if (PQftype(Result, Index) == BoolOid)
      return *V == 't';
    return std::strtoll(V, nullptr, 10);
  }
  double columnDouble(int Index) const override {
    const char *V = value(Index);
    return V ? std::strtod(V, nullptr) : 0.0;
  }
  std::string columnText(int Index) const override {
    return columnBytes(Index);
  }
  std::string columnBytes(int Index) const override {
    const char *V = value(Index);
    if (!V)
      return {};
    std::string_view Text(V, static_cast<size_t>(
                                 PQgetlength(Result, Row, Index)));
    if (PQftype(Result, Index) == ByteaOid)
      return fromHex(Text);
    return std::string(Text);
  }
  bool columnIsNull(int Index) const override { return !value(Index); }

private:
  bool inRange(int Index) const {
    return Index >= 1 && static_cast<size_t>(Index) <= Values.size();
  }
  void set(int Index, std::string Value, Oid Type, int Format) {
    if (!inRange(Index)) {
      if (!BindError)
        BindError = Error::failure("database '" + Db->path() +
                                   "': bind failed: no parameter " +
                                   std::to_string(Index) + " in the query");
      return;
    }
    Values[Index - 1] = std::move(Value);
    Types[Index - 1] = Type;
    Formats[Index - 1] = Format;
  }
  const char *value(int Index) const {
    if (!Result || Row < 0 || Row >= Rows || Index < 0 ||
        Index >= PQnfields(Result) || PQgetisnull(Result, Row, Index))
      return nullptr;
    return PQgetvalue(Result, Row, Index);
  }
  void clearResult() {
    if (Result)
      PQclear(Result);
    Result = nullptr;
    Row = -1;
    Rows = 0;
  }

  PostgresDatabase *Db;
  std::string Sql;
  std::vector<std::optional<std::string>> Values;
  std::vector<Oid> Types;
  std::vector<int> Formats;
  Error BindError = Error::success();
  PGresult *Result = nullptr;
  int Row = -1, Rows = 0;
};

Expected<bool> PostgresStatement::step() {
  if (BindError)
    return std::exchange(BindError, Error::success());
  if (!Result) {
    size_t N = Values.size();
    std::vector<const char *> Pointers(N);
    std::vector<int> Lengths(N);
    for (size_t I = 0; I < N; ++I) {
      Pointers[I] = Values[I] ? Values[I]->data() : nullptr;
      Lengths[I] = Values[I] ? static_cast<int>(Values[I]->size()) : 0;
    }
    PGresult *Res = PQexecParams(
        Db->connection(), Sql.c_str(), static_cast<int>(N), Types.data(),
        Pointers.data(), Lengths.data(), Formats.data(), /*text results*/ 0);
    if (!Db->succeeded(Res)) {
      Error E = Db->fail(Res, "query");
      PQclear(Res);
      return E;
    }
    Db->noteChanges(Res);
    Result = Res;
    Rows = PQntuples(Res);
    Row = 0;
    return Row < Rows;
  }
  if (Row < Rows)
    ++Row;
  return Row < Rows;
}

Expected<std::unique_ptr<StatementImpl>>
PostgresDatabase::prepare(std::string_view Sql) {
  int Count = 0;
  std::string Text = postgresParameters(Sql, Count);
  return std::unique_ptr<StatementImpl>(
      std::make_unique<PostgresStatement>(*this, std::move(Text), Count));
}

} // namespace

std::string postgresParameters(std::string_view Sql, int &Count) {
  std::string Out;
  Out.reserve(Sql.size() + 8);
  int Highest = 0, Bare = 0;
  std::vector<size_t> BareAt; // where bare ?s go, numbered after the others
  for (size_t I = 0; I < Sql.size();) {
    char C = Sql[I];
    if (C == '\'' || C == '"') {
      size_t End = I + 1;
      while (End < Sql.size() && Sql[End] != C)
        ++End;
      End = std::min(End + 1, Sql.size());
      Out.append(Sql.substr(I, End - I));
      I = End;
    } else if (C == '-' && I + 1 < Sql.size() && Sql[I + 1] == '-') {
      size_t End = Sql.find('\n', I);
      End = End == std::string_view::npos ? Sql.size() : End;
      Out.append(Sql.substr(I, End - I));
      I = End;
    } else if (C == '?') {
      size_t End = I + 1;
      while (End < Sql.size() && Sql[End] >= '0' && Sql[End] <= '9')
        ++End;
      if (End == I + 1) {
        BareAt.push_back(Out.size());
        ++Bare;
      } else {
        Highest = std::max(
            Highest, std::atoi(std::string(Sql.substr(I + 1, End - I - 1))
                                   .c_str()));
        Out += '$';
        Out.append(Sql.substr(I + 1, End - I - 1));
      }
      I = End;
    } else {
      Out += C;
      ++I;
    }
  }
  // Bare ?s, numbered after the numbered ones, from the end so that the
  // offsets stay right.
  for (size_t K = BareAt.size(); K-- > 0;)
    Out.insert(BareAt[K], "$" + std::to_string(Highest + 1 + int(K)));
  Count = Highest + Bare;
  return Out;
}

Expected<std::unique_ptr<DatabaseImpl>>
openPostgres(const std::string &Url, OpenMode Mode, int BusyTimeoutMs) {
  auto Db = std::make_unique<PostgresDatabase>(Url, Mode, BusyTimeoutMs);
  if (Error E = Db->connect(Url))
    return E;
  return std::unique_ptr<DatabaseImpl>(std::move(Db));
}

} // namespace pathsim::store
