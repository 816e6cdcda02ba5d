//===- automodel/ModelStore.cpp - automatic models kept across runs -------===//
#include "automodel/ModelStore.h"

#include "automodel/ModelStoreSchema.h"
#include "automodel/StoreCompression.h"
#include "automodel/WarningCodec.h"
#include "store/Migrations.h"
#include "store/Database.h"
#include "store/RowCopy.h"

#include <algorithm>
#include <filesystem>

#include <unistd.h>

namespace pathsim {

namespace {

/// The columns a query reads, in the order rowToFunction() expects.
constexpr const char *Columns =
    "key, name, linkage_name, file, line, hash, model, warnings, "
    "stats_function, stats_linkage_name, stats_file, stats_display_file, "
    "stats_line, stats_col, paths, infeasible_paths, aborted_paths, "
    "termination, detail, seconds, warning_count, saved_by";

/// The kinds of Columns and saved_at, for store::bindRow.
constexpr const char *ColumnKinds = "ttttitbbttttiiiiittritt";

constexpr const char *OrderBy = " ORDER BY file, line, key";

/// This machine's name, as model_functions.saved_by records it.
std::string hostName() {
  char Buffer[256] = {};
  if (gethostname(Buffer, sizeof Buffer - 1) != 0)
    return {};
  return Buffer;
}

/// The ON CONFLICT clause that makes an INSERT of Columns and saved_at
/// replace the row of the same key (both backends run it).
std::string upsert() {
  std::string Set;
  std::string_view Rest = Columns;
  while (!Rest.empty()) {
    size_t Comma = Rest.find(',');
    std::string_view Column = Rest.substr(0, Comma);
    Rest = Comma == std::string_view::npos ? "" : Rest.substr(Comma + 2);
    if (Column == "key")
      continue;
    Set += std::string(Column) + " = excluded." + std::string(Column) + ", ";
  }
  return "ON CONFLICT (key) DO UPDATE SET " + Set +
         "saved_at = excluded.saved_at";
}

std::optional<Termination> terminationFromId(std::string_view Id) {
#define TERMINATION(Enum, Text, Description)                                   \
  if (Id == Text)                                                              \
    return Termination::Enum;
#include "simulator/Terminations.def"
  return std::nullopt;
}

uint32_t column32(const store::Statement &S, int Index) {
  int64_t V = S.columnInt(Index);
  return V < 0 || V > int64_t{UINT32_MAX} ? 0 : static_cast<uint32_t>(V);
}

/// Column \p Index of \p S, or \p Same when it is NULL: a figure's name or
/// file that is the function's own is stored once (bindUnlessSame).
std::string columnOr(const store::Statement &S, int Index,
                     const std::string &Same) {
  return S.columnIsNull(Index) ? Same : S.columnBytes(Index);
}

/// The row \p S is on. Returns false when its model, warnings or figures
/// cannot be read back (then F.Warnings is empty; F.ModelText too when the
/// model is what cannot).
bool rowToFunction(const store::Statement &S, StoredFunction &F) {
  F.Key = S.columnBytes(0);
  F.Name = S.columnBytes(1);
  F.LinkageName = S.columnBytes(2);
  F.File = S.columnBytes(3);
  F.Line = column32(S, 4);
  F.Hash = S.columnBytes(5);
  std::optional<std::string> Model = decompressFromStore(S.columnBytes(6));
  F.ModelText = Model.value_or("");
  std::optional<std::string> WarningBlob =
      decompressFromStore(S.columnBytes(7));
  std::optional<std::vector<Warning>> Ws;
  if (WarningBlob)
    Ws = decodeWarnings(*WarningBlob);
  FunctionStats &St = F.Stats;
  St.Function = columnOr(S, 8, F.Name);
  St.LinkageName = columnOr(S, 9, F.LinkageName);
  St.Loc.File = columnOr(S, 10, F.File);
  St.Loc.DisplayFile = columnOr(S, 11, F.File);
  St.Loc.Line = column32(S, 12);
  St.Loc.Col = column32(S, 13);
  St.Paths = column32(S, 14);
  St.InfeasiblePaths = column32(S, 15);
  St.AbortedPaths = column32(S, 16);
  std::optional<Termination> Stop = terminationFromId(S.columnBytes(17));
  St.Stop = Stop.value_or(Termination::Complete);
  St.Detail = S.columnBytes(18);
  St.Seconds = S.columnDouble(19);
  St.Warnings = column32(S, 20);
  std::string SavedBy = S.columnBytes(21);
  static const std::string Here = hostName();
  F.FromAnotherMachine = !SavedBy.empty() && SavedBy != Here;
  if (Ws)
    F.Warnings = std::move(*Ws);
  return Model && Ws && Stop;
}

/// Whether \p F's model text is a model of \p F: it names the function
/// (its name or linkage name, as ModelBuilder does) after its '('. An
/// empty text, or one naming another function (a damaged or crafted row),
/// is no model of it: the function is simulated again, never given
/// another's model, or none, without a word.
bool modelIsOf(const StoredFunction &F) {
  std::string_view Text = F.ModelText;
  if (Text.size() < 2 || Text.front() != '(')
    return false;
  std::string_view Name = Text.substr(1, Text.find_first_of(" \t\n()", 1) - 1);
  return !Name.empty() && (Name == F.Name || Name == F.LinkageName);
}

/// Binds \p Value, or NULL when it is \p Same (columnOr reads it back).
void bindUnlessSame(store::Statement &S, int Index, const std::string &Value,
                    const std::string &Same) {
  if (Value == Same)
    S.bindNull(Index);
  else
    S.bind(Index, Value);
}

void bindFunction(store::Statement &S, const StoredFunction &F,
                  const std::string &Now) {
  const FunctionStats &St = F.Stats;
  S.bind(1, F.Key)
      .bind(2, F.Name)
      .bind(3, F.LinkageName)
      .bind(4, F.File)
      .bind(5, int64_t{F.Line})
      .bind(6, F.Hash)
      .bindBlob(7, compressForStore(F.ModelText))
      .bindBlob(8, compressForStore(encodeWarnings(F.Warnings)));
  bindUnlessSame(S, 9, St.Function, F.Name);
  bindUnlessSame(S, 10, St.LinkageName, F.LinkageName);
  bindUnlessSame(S, 11, St.Loc.File, F.File);
  bindUnlessSame(S, 12, St.Loc.DisplayFile, F.File);
  S.bind(13, int64_t{St.Loc.Line})
      .bind(14, int64_t{St.Loc.Col})
      .bind(15, int64_t{St.Paths})
      .bind(16, int64_t{St.InfeasiblePaths})
      .bind(17, int64_t{St.AbortedPaths})
      .bind(18, terminationId(St.Stop))
      .bind(19, St.Detail)
      .bind(20, St.Seconds)
      .bind(21, int64_t{St.Warnings})
      .bind(22, hostName())
      .bind(23, Now);
}

llvm::Error message(std::string Text) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Text);
}

/// store/'s failures as automodel reports them.
llvm::Error toLlvm(store::Error E) {
  return E ? message(E.message()) : llvm::Error::success();
}

} // namespace

ModelStore::ModelStore(std::unique_ptr<store::Database> Db, bool HasTables,
                       bool ReadOnly)
    : Db(std::move(Db)), HasTables(HasTables), ReadOnly(ReadOnly) {}

ModelStore::~ModelStore() {
  FindStatement.reset(); // before the connection it belongs to
}

const std::string &ModelStore::path() const { return Db->path(); }

llvm::Expected<std::unique_ptr<ModelStore>>
ModelStore::open(const std::string &Path, const ModelStoreOptions &Options) {
  store::Expected<store::Database> Conn = store::Database::open(
      Path,
      Options.ReadOnly ? store::OpenMode::ReadOnly
                       : store::OpenMode::ReadWriteCreate,
      Options.BusyTimeoutMs,
      "database '" + Path + "' is not a pathsim database (file is not SQLite)");
  if (!Conn)
    return toLlvm(Conn.takeError());
  auto Db = std::make_unique<store::Database>(std::move(*Conn));
  bool HasTables = true;
  if (Options.ReadOnly) {
    if (store::Error E = store::checkPathsimDatabase(*Db, false))
      return toLlvm(std::move(E));
    store::Expected<int> Version = modelStoreVersion(*Db);
    if (!Version)
      return toLlvm(Version.takeError());
    if (*Version != 0 && *Version < CurrentModelStoreVersion)
      return message("database '" + Path +
                     "' has an older model store; run pathsim analyze on "
                     "it to upgrade it");
    HasTables = *Version != 0;
  } else if (store::Error E = migrateModelStore(*Db)) {
    return toLlvm(std::move(E));
  }
  std::unique_ptr<ModelStore> Store(
      new ModelStore(std::move(Db), HasTables, Options.ReadOnly));
  if (HasTables) {
    store::Expected<store::Statement> Find = Store->Db->prepare(
        std::string("SELECT ") + Columns +
        " FROM model_functions WHERE key = ?1 AND hash = ?2");
    if (!Find)
      return toLlvm(Find.takeError());
    Store->FindStatement =
        std::make_unique<store::Statement>(std::move(*Find));
  }
  return std::move(Store);
}

std::optional<StoredFunction> ModelStore::find(const std::string &Key,
                                               const std::string &Hash) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!FindStatement)
    return std::nullopt;
  store::Statement &S = *FindStatement;
  S.bind(1, Key).bind(2, Hash);
  store::Expected<bool> Row = S.step();
  std::optional<StoredFunction> Found;
  // An unreadable row (an error) is a miss: the function is simulated again.
  if (Row && *Row) {
    StoredFunction F;
    if (rowToFunction(S, F) && modelIsOf(F))
      Found = std::move(F);
  }
  S.reset();
  return Found;
}

llvm::Error ModelStore::save(const std::vector<StoredFunction> &Functions) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (ReadOnly)
    return message("database '" + path() + "' was opened read-only");
  store::Expected<store::Transaction> T = store::Transaction::begin(*Db);
  if (!T)
    return toLlvm(T.takeError());
  store::Expected<store::Statement> Insert = Db->prepare(
      std::string("INSERT INTO model_functions (") + Columns +
      ", saved_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
      "?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23) " +
      upsert());
  if (!Insert)
    return toLlvm(Insert.takeError());
  std::string Now = store::utcTimestamp();
  // In the order of their keys: concurrent saves into one PostgreSQL
  // database then lock the rows they share in the same order, and none
  // waits for another that waits for it.
  std::vector<const StoredFunction *> ByKey;
  for (const StoredFunction &F : Functions)
    ByKey.push_back(&F);
  std::sort(ByKey.begin(), ByKey.end(),
            [](const StoredFunction *A, const StoredFunction *B) {
              return A->Key < B->Key;
            });
  for (const StoredFunction *F : ByKey) {
    bindFunction(*Insert, *F, Now);
    if (store::Error E = Insert->run())
      return toLlvm(std::move(E));
  }
  return toLlvm(T->commit());
}

llvm::Expected<std::vector<StoredFunction>>
ModelStore::select(const std::string &Where, const std::string &Arg) {
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<StoredFunction> Found;
  if (!HasTables)
    return Found;
  store::Expected<store::Statement> S =
      Db->prepare(std::string("SELECT ") + Columns + " FROM model_functions" +
                  Where + OrderBy);
  if (!S)
    return toLlvm(S.takeError());
  if (!Where.empty())
    S->bind(1, Arg);
  while (true) {
    store::Expected<bool> Row = S->step();
    if (!Row)
      return toLlvm(Row.takeError());
    if (!*Row)
      break;
    StoredFunction F;
    rowToFunction(*S, F); // listed even when its warnings are unreadable
    Found.push_back(std::move(F));
  }
  return Found;
}

llvm::Expected<size_t> ModelStore::importFrom(const std::string &Path,
                                              int BusyTimeoutMs) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (ReadOnly)
    return message("database '" + path() + "' was opened read-only");
  // Row by row through a second connection (no ATTACH, which PostgreSQL
  // lacks): the file written beside the store is SQLite, the store either.
  store::Expected<store::Database> Src =
      store::Database::open(Path, store::OpenMode::ReadOnly, BusyTimeoutMs);
  if (!Src)
    return toLlvm(Src.takeError());
  store::Expected<store::Statement> Has = Src->prepare(
      "SELECT 1 FROM sqlite_master WHERE name = 'model_functions'");
  if (!Has)
    return toLlvm(Has.takeError());
  store::Expected<bool> HasRow = Has->step();
  if (!HasRow)
    return toLlvm(HasRow.takeError());
  if (!*HasRow)
    return 0;
  size_t Taken = 0;
  store::Error Failed = [&]() -> store::Error {
    store::Expected<store::Statement> List =
        Src->prepare(std::string("SELECT ") + Columns +
                     ", saved_at FROM model_functions ORDER BY key");
    if (!List)
      return List.takeError();
    // A model is taken unless the store's is as new or newer.
    std::string Update;
    for (std::string_view Rest = Columns; !Rest.empty();) {
      size_t Comma = Rest.find(',');
      std::string_view Column = Rest.substr(0, Comma);
      Rest = Comma == std::string_view::npos ? std::string_view()
                                             : Rest.substr(Comma + 2);
      if (Column != "key")
        Update += std::string(Column) + " = excluded." + std::string(Column) +
                  ", ";
    }
    store::Expected<store::Statement> Insert = Db->prepare(
        std::string("INSERT INTO model_functions (") + Columns +
        ", saved_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
        "?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23) "
        "ON CONFLICT (key) DO UPDATE SET " +
        Update +
        "saved_at = excluded.saved_at WHERE model_functions.saved_at < "
        "excluded.saved_at");
    if (!Insert)
      return Insert.takeError();
    store::Expected<store::Transaction> T = store::Transaction::begin(*Db);
    if (!T)
      return T.takeError();
    for (;;) {
      store::Expected<bool> Row = List->step();
      if (!Row)
        return Row.takeError();
      if (!*Row)
        break;
      Insert->reset();
      store::bindRow(*List, *Insert, ColumnKinds);
      if (store::Error E = Insert->run())
        return E;
      Taken += static_cast<size_t>(Db->changes());
    }
    return T->commit();
  }();
  if (Failed)
    return toLlvm(std::move(Failed));
  return Taken;
}

/// The column \p Column of the unit stored under \p Key.
static std::optional<std::string>
unitColumn(store::Database &Db, const char *Column, const std::string &Key) {
  store::Expected<store::Statement> S = Db.prepare(
      std::string("SELECT ") + Column + " FROM model_units WHERE key = ?1");
  if (!S)
    return std::nullopt;
  S->bind(1, Key);
  store::Expected<bool> Row = S->step();
  if (!Row || !*Row)
    return std::nullopt;
  return decompressFromStore(S->columnBytes(0));
}

std::optional<std::string> ModelStore::unitInputs(const std::string &Key) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!HasTables)
    return std::nullopt;
  return unitColumn(*Db, "inputs", Key);
}

std::optional<std::string> ModelStore::unitBlob(const std::string &Key) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!HasTables)
    return std::nullopt;
  return unitColumn(*Db, "unit", Key);
}

llvm::Error ModelStore::saveUnit(const StoredUnit &U) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (ReadOnly)
    return message("database '" + path() + "' was opened read-only");
  store::Expected<store::Statement> Insert =
      Db->prepare("INSERT INTO model_units (key, file, inputs, unit, "
                  "saved_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (key) "
                  "DO UPDATE SET file = excluded.file, inputs = "
                  "excluded.inputs, unit = excluded.unit, saved_at = "
                  "excluded.saved_at");
  if (!Insert)
    return toLlvm(Insert.takeError());
  Insert->bind(1, U.Key)
      .bind(2, U.File)
      .bindBlob(3, compressForStore(U.Inputs))
      .bindBlob(4, compressForStore(U.Unit))
      .bind(5, store::utcTimestamp());
  return toLlvm(Insert->run());
}

llvm::Expected<std::vector<StoredFunction>>
ModelStore::byName(const std::string &Name) {
  return select(" WHERE name = ?1 OR linkage_name = ?1", Name);
}

llvm::Expected<std::vector<StoredFunction>> ModelStore::all() {
  return select("", "");
}

} // namespace pathsim
