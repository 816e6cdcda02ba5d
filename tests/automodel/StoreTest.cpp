//===- tests/automodel/StoreTest.cpp - the model store on both backends ---===//
//
// ModelStoreTest's tests run on SQLite and on PostgreSQL (the test server
// of scripts/with-test-postgres; skipped without it); SqliteModelStore's
// are about the file itself (its bytes, its pragmas, SQLite's locks).
//
#include "automodel/ModelStore.h"
#include "automodel/WarningCodec.h"
#include "reports/WarningStore.h"
#include "tests/automodel/TestSupport.h"
#include "tests/store/TestDatabase.h"

#include <gtest/gtest.h>

#include <sqlite3.h>

#include <chrono>
#include <thread>

using namespace pathsim;
using namespace pathsim::test;

namespace {

using store::test::TestBackend;

/// Runs SQL on the database \p Path through a connection of its own.
void sql(const std::string &Path, const std::string &Text) {
  store::Expected<store::Database> Db =
      store::Database::open(Path, store::OpenMode::ReadWriteCreate);
  ASSERT_TRUE(Db) << Db.error().message();
  store::Error E = Db->exec(Text);
  EXPECT_FALSE(E) << E.message();
}

void expectSame(const StoredFunction &A, const StoredFunction &B) {
  EXPECT_EQ(A.Key, B.Key);
  EXPECT_EQ(A.Name, B.Name);
  EXPECT_EQ(A.LinkageName, B.LinkageName);
  EXPECT_EQ(A.File, B.File);
  EXPECT_EQ(A.Line, B.Line);
  EXPECT_EQ(A.Hash, B.Hash);
  EXPECT_EQ(A.ModelText, B.ModelText);
  EXPECT_TRUE(A.Warnings == B.Warnings);
  EXPECT_EQ(A.Stats.Function, B.Stats.Function);
  EXPECT_EQ(A.Stats.LinkageName, B.Stats.LinkageName);
  EXPECT_EQ(A.Stats.Loc, B.Stats.Loc);
  EXPECT_EQ(A.Stats.Paths, B.Stats.Paths);
  EXPECT_EQ(A.Stats.InfeasiblePaths, B.Stats.InfeasiblePaths);
  EXPECT_EQ(A.Stats.AbortedPaths, B.Stats.AbortedPaths);
  EXPECT_EQ(A.Stats.Stop, B.Stats.Stop);
  EXPECT_EQ(A.Stats.Detail, B.Stats.Detail);
  EXPECT_EQ(A.Stats.Seconds, B.Stats.Seconds);
  EXPECT_EQ(A.Stats.Warnings, B.Stats.Warnings);
}

std::vector<std::string> keys(const std::vector<StoredFunction> &Fs) {
  std::vector<std::string> Keys;
  for (const StoredFunction &F : Fs)
    Keys.push_back(F.Key);
  return Keys;
}

struct ModelStoreTest : ::testing::TestWithParam<TestBackend> {
  TempDir Dir;
  store::test::TestDatabase Db{GetParam(), Dir.file("pathsim.db")};
  std::string DbPath = Db.name();

  void SetUp() override { PATHSIM_REQUIRE_DATABASE(Db); }

  std::unique_ptr<ModelStore> open(ModelStoreOptions Options = {}) {
    auto Store = ModelStore::open(DbPath, Options);
    if (!Store) {
      ADD_FAILURE() << llvm::toString(Store.takeError());
      return nullptr;
    }
    return std::move(*Store);
  }

  /// The error open() gives, or "" if it succeeds.
  std::string openError(ModelStoreOptions Options = {}) {
    auto Store = ModelStore::open(DbPath, Options);
    return Store ? "" : llvm::toString(Store.takeError());
  }

  void save(ModelStore &Store, const std::vector<StoredFunction> &Fs) {
    llvm::Error E = Store.save(Fs);
    EXPECT_FALSE(E) << llvm::toString(std::move(E));
  }

  /// Makes the store's model_functions what model store version 3 had
  /// (steps 1 and 3: the model as text, every figure's name and file in
  /// its own column), holding \p Fs as version 3 wrote them.
  void makeVersion3(const std::vector<StoredFunction> &Fs) {
    open(); // the file's format, model_migrations, model_units
    std::string Integer = Db.postgres() ? "BIGINT" : "INTEGER";
    sql(DbPath,
        "DROP TABLE model_functions; DELETE FROM model_migrations WHERE "
        "version >= 4; CREATE TABLE model_functions (key TEXT PRIMARY KEY "
        "NOT NULL, name TEXT NOT NULL, linkage_name TEXT NOT NULL, file TEXT "
        "NOT NULL, line " + Integer + " NOT NULL, hash TEXT NOT NULL, model "
        "TEXT NOT NULL, warnings " + (Db.postgres() ? "BYTEA" : "BLOB") +
        " NOT NULL, stats_function TEXT NOT NULL, stats_linkage_name TEXT "
        "NOT NULL, stats_file TEXT NOT NULL, stats_display_file TEXT NOT "
        "NULL, stats_line " + Integer + " NOT NULL, stats_col " + Integer +
        " NOT NULL, paths " + Integer + " NOT NULL, infeasible_paths " +
        Integer + " NOT NULL, aborted_paths " + Integer + " NOT NULL, "
        "termination TEXT NOT NULL, detail TEXT NOT NULL, seconds " +
        (Db.postgres() ? "DOUBLE PRECISION" : "REAL") + " NOT NULL, "
        "warning_count " + Integer + " NOT NULL, saved_at TEXT NOT NULL, "
        "saved_by TEXT NOT NULL DEFAULT ''); CREATE INDEX "
        "model_functions_by_name ON model_functions (name); CREATE INDEX "
        "model_functions_by_linkage_name ON model_functions (linkage_name)");
    store::Expected<store::Database> Conn =
        store::Database::open(DbPath, store::OpenMode::ReadWrite);
    ASSERT_TRUE(Conn) << Conn.error().message();
    store::Expected<store::Statement> Insert = Conn->prepare(
        "INSERT INTO model_functions VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, "
        "?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, "
        "'2026-11-01T00:00:00Z', '')");
    ASSERT_TRUE(Insert) << Insert.error().message();
    for (const StoredFunction &F : Fs) {
      const FunctionStats &St = F.Stats;
      Insert->reset();
      Insert->bind(1, F.Key)
          .bind(2, F.Name)
          .bind(3, F.LinkageName)
          .bind(4, F.File)
          .bind(5, int64_t{F.Line})
          .bind(6, F.Hash)
          .bind(7, F.ModelText)
          .bindBlob(8, encodeWarnings(F.Warnings))
          .bind(9, St.Function)
          .bind(10, St.LinkageName)
          .bind(11, St.Loc.File)
          .bind(12, St.Loc.DisplayFile)
          .bind(13, int64_t{St.Loc.Line})
          .bind(14, int64_t{St.Loc.Col})
          .bind(15, int64_t{St.Paths})
          .bind(16, int64_t{St.InfeasiblePaths})
          .bind(17, int64_t{St.AbortedPaths})
          .bind(18, "path-limit")
          .bind(19, St.Detail)
          .bind(20, St.Seconds)
          .bind(21, int64_t{St.Warnings});
      store::Error E = Insert->run();
      ASSERT_FALSE(E) << E.message();
    }
  }

  /// The bytes of column \p Column of model_functions' row \p Key; -1 for
  /// NULL.
  int64_t storedSize(const std::string &Column, const std::string &Key) {
    store::Expected<store::Database> Conn =
        store::Database::open(DbPath, store::OpenMode::ReadOnly);
    EXPECT_TRUE(Conn);
    if (!Conn)
      return -2;
    store::Expected<store::Statement> S = Conn->prepare(
        "SELECT LENGTH(CAST(" + Column +
        " AS BLOB)) FROM model_functions WHERE key = ?1");
    if (Db.postgres())
      S = Conn->prepare("SELECT LENGTH(" + Column +
                        ") FROM model_functions WHERE key = ?1");
    EXPECT_TRUE(S);
    if (!S)
      return -2;
    S->bind(1, Key);
    store::Expected<bool> Row = S->step();
    EXPECT_TRUE(Row && *Row);
    if (!Row || !*Row)
      return -2;
    return S->columnIsNull(0) ? -1 : S->columnInt(0);
  }
};

/// \p F with a model of \p Cases cases: the size of real ones.
StoredFunction withLargeModel(StoredFunction F, int Cases) {
  std::string Text = "(" + F.Name + " \"" + F.File + "\" " +
                     std::to_string(F.Line) + "\n  (param p)";
  for (int I = 0; I < Cases; ++I)
    Text += "\n  (alternate return_X\n    (guard peq *<8:" +
            std::to_string(8 * (I % 5)) +
            ">p@<8:0> NULL)\n    (constraint memory_valid_pointer p@<8:0>))";
  F.ModelText = Text + ")\n";
  return F;
}

TEST_P(ModelStoreTest, SavedFunctionsAreFoundAfterReopening) {
  StoredFunction F = sampleFunction("f"), G = sampleFunction("g", "b.c", 9);
  G.Warnings.clear();
  G.Stats.Stop = Termination::Unsupported;
  save(*open(), {F, G});

  auto Store = open();
  std::optional<StoredFunction> Found = Store->find("f", F.Hash);
  ASSERT_TRUE(Found);
  expectSame(*Found, F);
  Found = Store->find("g", G.Hash);
  ASSERT_TRUE(Found);
  expectSame(*Found, G);
  EXPECT_FALSE(Store->find("f", "another hash"));
  EXPECT_FALSE(Store->find("h", F.Hash));
}

TEST_P(ModelStoreTest, SavingAKeyAgainReplacesIt) {
  auto Store = open();
  StoredFunction Old = sampleFunction("f"), New = sampleFunction("f", "a.c", 7);
  New.Hash = "new hash";
  save(*Store, {Old, sampleFunction("g")});
  save(*Store, {New});
  EXPECT_FALSE(Store->find("f", Old.Hash));
  std::optional<StoredFunction> Found = Store->find("f", "new hash");
  ASSERT_TRUE(Found);
  expectSame(*Found, New);
  EXPECT_TRUE(Store->find("g", sampleFunction("g").Hash)); // untouched
  auto All = Store->all();
  ASSERT_TRUE(bool(All));
  EXPECT_EQ(keys(*All), (std::vector<std::string>{"f", "g"}));
}

TEST_P(ModelStoreTest, UnitsAreKeptByKeyAndReplaced) {
  auto Store = open();
  EXPECT_FALSE(Store->unitInputs("k"));
  EXPECT_FALSE(Store->unitBlob("k"));
  std::string Bytes("in\0puts\xff", 9);
  ASSERT_FALSE(bool(Store->saveUnit({"k", "/src/a.c", Bytes, "unit 1"})));
  ASSERT_FALSE(bool(Store->saveUnit({"other", "/src/b.c", "i", "unit 2"})));
  ASSERT_FALSE(bool(Store->saveUnit({"k", "/src/a.c", Bytes, "unit 3"})));
  Store = open();
  EXPECT_EQ(Store->unitInputs("k"), Bytes);
  EXPECT_EQ(Store->unitBlob("k"), "unit 3");
  EXPECT_EQ(Store->unitBlob("other"), "unit 2");
}

TEST_P(ModelStoreTest, AStoreOfVersion1GetsTheUnitsTableAndKeepsItsModels) {
  StoredFunction F = sampleFunction("f");
  makeVersion3({F});
  // What pathsim wrote before step 2.
  sql(DbPath, "ALTER TABLE model_functions DROP COLUMN saved_by; "
              "DROP TABLE model_units; DELETE FROM model_migrations WHERE "
              "version >= 2");
  auto Store = open();
  ASSERT_TRUE(Store);
  EXPECT_TRUE(Store->find("f", F.Hash));
  EXPECT_FALSE(Store->unitBlob("k"));
  EXPECT_FALSE(bool(Store->saveUnit({"k", "/src/a.c", "i", "u"})));
  EXPECT_EQ(Store->unitBlob("k"), "u");
}

TEST_P(ModelStoreTest, AStoreOfVersion3IsMigratedAndReadsAsItWas) {
  StoredFunction F = withLargeModel(sampleFunction("f"), 200);
  StoredFunction G = sampleFunction("g", "b.c", 9, "b.c:g");
  G.Stats.Function = "g(int)"; // a figure's own name, kept
  makeVersion3({F, G});
  auto Store = open();
  ASSERT_TRUE(Store);
  // Rows of version 3 are reused as they were, not compressed yet.
  std::optional<StoredFunction> Found = Store->find("f", F.Hash);
  ASSERT_TRUE(Found);
  expectSame(*Found, F);
  Found = Store->find("b.c:g", G.Hash);
  ASSERT_TRUE(Found);
  expectSame(*Found, G);
  auto Named = Store->byName("f");
  ASSERT_TRUE(Named && Named->size() == 1);
  expectSame(Named->front(), F);
  EXPECT_EQ(storedSize("model", "f"), int64_t(F.ModelText.size()));
  // Saved again, a row is written compressed and reads back the same.
  save(*Store, {F, G});
  EXPECT_LT(storedSize("model", "f") * 10, int64_t(F.ModelText.size()));
  Store = open();
  Found = Store->find("f", F.Hash);
  ASSERT_TRUE(Found);
  expectSame(*Found, F);
  Found = Store->find("b.c:g", G.Hash);
  ASSERT_TRUE(Found);
  expectSame(*Found, G);
}

TEST_P(ModelStoreTest, ModelsAndUnitsAreStoredCompressedAndNamesOnce) {
  StoredFunction F = withLargeModel(sampleFunction("f"), 200);
  auto Store = open();
  save(*Store, {F});
  std::string Unit;
  for (int I = 0; I < 2000; ++I)
    Unit += "PSU unit bytes " + std::to_string(I % 10) + '\0';
  ASSERT_FALSE(bool(Store->saveUnit({"k", "/src/a.c", "inputs", Unit})));
  // A fifth of the text or less; the figure's name and linkage name, the
  // function's own, are not stored again.
  EXPECT_LT(storedSize("model", "f") * 5, int64_t(F.ModelText.size()));
  EXPECT_EQ(storedSize("stats_function", "f"), -1);
  EXPECT_EQ(storedSize("stats_linkage_name", "f"), -1);
  Store = open();
  std::optional<StoredFunction> Found = Store->find("f", F.Hash);
  ASSERT_TRUE(Found);
  expectSame(*Found, F);
  EXPECT_EQ(Store->unitBlob("k"), Unit);
  EXPECT_EQ(Store->unitInputs("k"), "inputs");
}

TEST_P(ModelStoreTest, ADamagedCompressedModelOrUnitIsNotReused) {
  StoredFunction F = withLargeModel(sampleFunction("f"), 200);
  auto Store = open();
  save(*Store, {F});
  ASSERT_FALSE(bool(
      Store->saveUnit({"k", "/src/a.c", "inputs", std::string(5000, 'u')})));
  // The compressed stream cut short (its header kept).
  sql(DbPath, Db.postgres()
                  ? "UPDATE model_functions SET model = substring(model from "
                    "1 for 20); UPDATE model_units SET unit = substring(unit "
                    "from 1 for 12)"
                  : "UPDATE model_functions SET model = substr(model, 1, 20); "
                    "UPDATE model_units SET unit = substr(unit, 1, 12)");
  Store = open();
  EXPECT_FALSE(Store->find("f", F.Hash));
  EXPECT_FALSE(Store->unitBlob("k"));
  auto All = Store->all();
  ASSERT_TRUE(All && All->size() == 1);
  EXPECT_EQ((*All)[0].ModelText, "");
}

TEST_P(ModelStoreTest, FunctionsSavedByAnotherMachineAreMarked) {
  StoredFunction F = sampleFunction("f");
  save(*open(), {F, sampleFunction("g")});
  auto Store = open();
  ASSERT_TRUE(Store);
  EXPECT_FALSE(Store->find("f", F.Hash)->FromAnotherMachine);
  // As a second machine sharing the database saved it.
  sql(DbPath, "UPDATE model_functions SET saved_by = 'another-machine' "
              "WHERE key = 'f'");
  EXPECT_TRUE(Store->find("f", F.Hash)->FromAnotherMachine);
  EXPECT_FALSE(Store->find("g", sampleFunction("g").Hash)->FromAnotherMachine);
  // Saved again here, it is this machine's.
  save(*Store, {F});
  EXPECT_FALSE(Store->find("f", F.Hash)->FromAnotherMachine);
}

TEST_P(ModelStoreTest, ByNameMatchesSourceAndLinkageNames) {
  StoredFunction A = sampleFunction("helper", "a.c", 5, "a.c:helper");
  StoredFunction B = sampleFunction("helper", "b.c", 2, "b.c:helper");
  StoredFunction Cxx = sampleFunction("foo", "c.cpp", 1, "_Z3fooi");
  Cxx.LinkageName = "_Z3fooi";
  auto Store = open();
  save(*Store, {B, Cxx, A});
  auto Helpers = Store->byName("helper");
  ASSERT_TRUE(bool(Helpers));
  EXPECT_EQ(keys(*Helpers),
            (std::vector<std::string>{"a.c:helper", "b.c:helper"}));
  for (const char *Name : {"foo", "_Z3fooi"}) {
    auto Found = Store->byName(Name);
    ASSERT_TRUE(bool(Found));
    EXPECT_EQ(keys(*Found), std::vector<std::string>{"_Z3fooi"}) << Name;
  }
  auto None = Store->byName("a.c:helper"); // keys are not names
  ASSERT_TRUE(bool(None));
  EXPECT_TRUE(None->empty());
}

TEST_P(ModelStoreTest, AllIsOrderedByFileLineKey) {
  auto Store = open();
  save(*Store, {sampleFunction("z", "b.c", 1), sampleFunction("y", "a.c", 20),
                sampleFunction("x", "a.c", 3), sampleFunction("w", "a.c", 20),
                sampleFunction("v", "", 0)});
  auto All = Store->all();
  ASSERT_TRUE(bool(All));
  EXPECT_EQ(keys(*All), (std::vector<std::string>{"v", "x", "w", "y", "z"}));
}

TEST_P(ModelStoreTest, AFailedSaveLeavesThePreviousStateIntact) {
  StoredFunction Old = sampleFunction("f");
  auto Store = open();
  save(*Store, {Old});
  // The second row of the next save is refused by the database.
  sql(DbPath, Db.postgres()
                  ? "ALTER TABLE model_functions ADD CONSTRAINT "
                    "model_test_refuse CHECK (key <> 'bad')"
                  : "CREATE TRIGGER model_test_refuse BEFORE INSERT ON "
                    "model_functions WHEN NEW.key = 'bad' BEGIN SELECT "
                    "RAISE(ABORT, 'refused'); END;");
  StoredFunction New = Old;
  New.Hash = "new";
  llvm::Error E = Store->save({New, sampleFunction("bad")});
  EXPECT_TRUE(bool(E));
  llvm::consumeError(std::move(E));
  EXPECT_TRUE(Store->find("f", Old.Hash));
  EXPECT_FALSE(Store->find("f", "new"));
  // The store still works afterwards.
  save(*Store, {New});
  EXPECT_TRUE(Store->find("f", "new"));
}

TEST_P(ModelStoreTest, DamagedWarningsAreNotReused) {
  StoredFunction F = sampleFunction("f");
  save(*open(), {F});
  sql(DbPath, Db.postgres() ? "UPDATE model_functions SET warnings = "
                              "'\\x505357010000'::bytea"
                            : "UPDATE model_functions SET warnings = "
                              "x'505357010000'");
  auto Store = open();
  EXPECT_FALSE(Store->find("f", F.Hash));
  auto All = Store->all();
  ASSERT_TRUE(bool(All));
  ASSERT_EQ(All->size(), 1u);
  EXPECT_EQ((*All)[0].ModelText, F.ModelText);
  EXPECT_TRUE((*All)[0].Warnings.empty());
}

/// The tests of the SQLite file itself.
struct SqliteModelStore : ModelStoreTest {};

TEST_P(SqliteModelStore, AFileThatIsNotSqliteIsRefusedUntouched) {
  std::string Garbage(8192, '\0');
  for (size_t I = 0; I < Garbage.size(); ++I)
    Garbage[I] = static_cast<char>(I * 7919 % 251);
  writeFile(DbPath, Garbage);
  EXPECT_EQ(openError(), "database '" + DbPath +
                             "' is not a pathsim database (file is not "
                             "SQLite)");
  ModelStoreOptions ReadOnly;
  ReadOnly.ReadOnly = true;
  EXPECT_NE(openError(ReadOnly).find("is not a pathsim database"),
            std::string::npos);
  EXPECT_EQ(readFile(DbPath), Garbage);
  EXPECT_FALSE(std::filesystem::exists(DbPath + "-journal"));
}

TEST_P(SqliteModelStore, ADamagedDatabaseIsRefusedUntouched) {
  save(*open(), {sampleFunction("f")});
  std::string Bytes = readFile(DbPath);
  ASSERT_GT(Bytes.size(), 100u);
  // Page 1's b-tree header (after the 100-byte file header) made invalid.
  for (size_t I = 100; I < 112; ++I)
    Bytes[I] = '\x7f';
  writeFile(DbPath, Bytes);
  std::string Error = openError();
  EXPECT_NE(Error.find("database '" + DbPath + "'"), std::string::npos);
  EXPECT_TRUE(Error.find("corrupt") != std::string::npos ||
              Error.find("not a pathsim database") != std::string::npos)
      << Error;
  EXPECT_EQ(readFile(DbPath), Bytes);
}

TEST_P(SqliteModelStore, ALockedDatabaseIsReportedWithinTheBusyTimeout) {
  save(*open(), {sampleFunction("f")});
  sqlite3 *Holder = nullptr;
  ASSERT_EQ(sqlite3_open(DbPath.c_str(), &Holder), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(Holder, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr),
            SQLITE_OK);
  ModelStoreOptions Options;
  Options.BusyTimeoutMs = 300;
  auto Start = std::chrono::steady_clock::now();
  EXPECT_EQ(openError(Options),
            "database '" + DbPath +
                "' is locked by another process (waited 0.3 s)");
  auto Waited = std::chrono::steady_clock::now() - Start;
  EXPECT_GE(Waited, std::chrono::milliseconds(250));
  EXPECT_LT(Waited, std::chrono::seconds(5));
  sqlite3_exec(Holder, "ROLLBACK", nullptr, nullptr, nullptr);
  sqlite3_close(Holder);
  EXPECT_TRUE(open()->find("f", sampleFunction("f").Hash));
}

TEST_P(SqliteModelStore, ASaveIntoALockedDatabaseFailsAndLosesNothing) {
  ModelStoreOptions Options;
  Options.BusyTimeoutMs = 200;
  auto Store = open(Options);
  StoredFunction F = sampleFunction("f");
  save(*Store, {F});
  sqlite3 *Holder = nullptr;
  ASSERT_EQ(sqlite3_open(DbPath.c_str(), &Holder), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(Holder, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr),
            SQLITE_OK);
  StoredFunction New = F;
  New.Hash = "new";
  llvm::Error E = Store->save({New});
  EXPECT_EQ(llvm::toString(std::move(E)),
            "database '" + DbPath +
                "' is locked by another process (waited 0.2 s)");
  EXPECT_FALSE(Store->find("f", F.Hash)); // unreadable while locked: a miss
  sqlite3_exec(Holder, "ROLLBACK", nullptr, nullptr, nullptr);
  sqlite3_close(Holder);
  EXPECT_TRUE(Store->find("f", F.Hash));
  EXPECT_FALSE(Store->find("f", "new"));
}

TEST_P(SqliteModelStore, ANewerSchemaIsRefusedUntouched) {
  save(*open(), {sampleFunction("f")});
  int Known = CurrentModelStoreVersion;
  sql(DbPath, "INSERT INTO model_migrations VALUES (" +
                  std::to_string(Known + 1) + ", 'next', 'x'), (" +
                  std::to_string(Known + 2) + ", 'after', 'x')");
  std::string Before = readFile(DbPath);
  std::string Expected =
      "database '" + DbPath +
      "' was written by a newer pathsim (model store version " +
      std::to_string(Known + 2) + ", this one knows " + std::to_string(Known) +
      ")";
  EXPECT_EQ(openError().substr(0, Expected.size()), Expected);
  ModelStoreOptions ReadOnly;
  ReadOnly.ReadOnly = true;
  EXPECT_EQ(openError(ReadOnly).substr(0, Expected.size()), Expected);
  EXPECT_EQ(readFile(DbPath), Before);
}

TEST_P(ModelStoreTest, ModelTablesOfAnUnknownLayoutAreRefused) {
  sql(DbPath, "CREATE TABLE model_functions (x INTEGER)");
  std::string Before = readFile(DbPath);
  EXPECT_NE(openError().find("unknown layout"), std::string::npos);
  EXPECT_EQ(readFile(DbPath), Before);
}

TEST_P(SqliteModelStore, ReadOnlyNeverWrites) {
  ModelStoreOptions ReadOnly;
  ReadOnly.ReadOnly = true;
  EXPECT_EQ(openError(ReadOnly), "database '" + DbPath + "' does not exist");
  EXPECT_FALSE(std::filesystem::exists(DbPath));
  // Another application's database is refused, untouched.
  sql(DbPath, "CREATE TABLE other (x)");
  std::string Before = readFile(DbPath);
  EXPECT_NE(openError(ReadOnly).find("is not a pathsim database"),
            std::string::npos);
  EXPECT_EQ(readFile(DbPath), Before);
  // A pathsim database without model tables reads as an empty store.
  sql(DbPath, "DROP TABLE other; CREATE TABLE warn_other (x)");
  Before = readFile(DbPath);
  auto Store = open(ReadOnly);
  ASSERT_TRUE(Store);
  auto All = Store->all();
  ASSERT_TRUE(bool(All));
  EXPECT_TRUE(All->empty());
  EXPECT_FALSE(Store->find("f", "h"));
  llvm::Error E = Store->save({sampleFunction("f")});
  EXPECT_EQ(llvm::toString(std::move(E)),
            "database '" + DbPath + "' was opened read-only");
  Store.reset();
  EXPECT_EQ(readFile(DbPath), Before);
}

TEST_P(ModelStoreTest, SharesItsFileWithTheWarningStore) {
  {
    auto Warnings = reports::WarningStore::open(DbPath);
    ASSERT_TRUE(bool(Warnings)) << Warnings.error().message();
    auto Run = Warnings->beginRun({"pathsim analyze a.c", "{}", "0.1.0"});
    ASSERT_TRUE(bool(Run));
    EXPECT_FALSE(Warnings->endRun(*Run));
  }
  StoredFunction F = sampleFunction("f");
  save(*open(), {F});
  {
    auto Warnings = reports::WarningStore::open(DbPath);
    ASSERT_TRUE(bool(Warnings)) << Warnings.error().message();
  }
  EXPECT_TRUE(open()->find("f", F.Hash));

  // The other way round: models first, then warnings.
  std::string Other = Dir.file("other.db");
  {
    auto Store = ModelStore::open(Other);
    ASSERT_TRUE(bool(Store));
    llvm::consumeError((*Store)->save({F}));
  }
  auto Warnings = reports::WarningStore::open(Other);
  ASSERT_TRUE(bool(Warnings)) << Warnings.error().message();
  auto Store = ModelStore::open(Other);
  ASSERT_TRUE(bool(Store));
  EXPECT_TRUE((*Store)->find("f", F.Hash));
}

TEST_P(ModelStoreTest, ThreadsMayShareAStore) {
  auto Store = open();
  std::vector<StoredFunction> Fs;
  for (int I = 0; I < 20; ++I)
    Fs.push_back(sampleFunction("f" + std::to_string(I)));
  save(*Store, Fs);
  std::vector<std::thread> Threads;
  std::atomic<int> Hits = 0;
  for (int T = 0; T < 4; ++T)
    Threads.emplace_back([&, T] {
      for (int I = 0; I < 50; ++I) {
        const StoredFunction &F = Fs[(I + T) % Fs.size()];
        if (Store->find(F.Key, F.Hash))
          ++Hits;
      }
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(Hits, 200);
}

/// PRAGMA user_version of \p Path, read through a connection of its own.
int64_t userVersion(const std::string &Path) {
  sqlite3 *Db = nullptr;
  int64_t Version = -1;
  if (sqlite3_open_v2(Path.c_str(), &Db, SQLITE_OPEN_READONLY, nullptr) ==
      SQLITE_OK) {
    sqlite3_stmt *S = nullptr;
    if (sqlite3_prepare_v2(Db, "PRAGMA user_version", -1, &S, nullptr) ==
            SQLITE_OK &&
        sqlite3_step(S) == SQLITE_ROW)
      Version = sqlite3_column_int64(S, 0);
    sqlite3_finalize(S);
  }
  sqlite3_close(Db);
  return Version;
}

TEST_P(SqliteModelStore, ANewDatabaseIsFileFormat1) {
  save(*open(), {sampleFunction("f")});
  EXPECT_EQ(userVersion(DbPath), 1);
}

TEST_P(SqliteModelStore, AnOlderFileGetsFileFormat1WhenOpenedForWriting) {
  StoredFunction F = sampleFunction("f");
  save(*open(), {F});
  sql(DbPath, "PRAGMA user_version = 0"); // as before file formats
  std::string Before = readFile(DbPath);
  ModelStoreOptions ReadOnly;
  ReadOnly.ReadOnly = true;
  auto Reader = open(ReadOnly);
  ASSERT_TRUE(Reader);
  EXPECT_TRUE(Reader->find("f", F.Hash));
  Reader.reset();
  EXPECT_EQ(readFile(DbPath), Before); // read-only opens never write
  auto Store = open();
  ASSERT_TRUE(Store);
  EXPECT_EQ(userVersion(DbPath), 1);
  EXPECT_TRUE(Store->find("f", F.Hash));
}

TEST_P(SqliteModelStore, ANewerFileFormatIsRefusedUntouched) {
  save(*open(), {sampleFunction("f")});
  sql(DbPath, "PRAGMA user_version = 2");
  std::string Before = readFile(DbPath);
  std::string Expected = "database '" + DbPath +
                         "' was written by a newer pathsim (file format 2, "
                         "this one knows 1); use a newer pathsim or another "
                         "--db";
  EXPECT_EQ(openError(), Expected);
  ModelStoreOptions ReadOnly;
  ReadOnly.ReadOnly = true;
  EXPECT_EQ(openError(ReadOnly), Expected);
  EXPECT_EQ(readFile(DbPath), Before);
}

INSTANTIATE_TEST_SUITE_P(Backends, ModelStoreTest,
                         ::testing::Values(TestBackend::Sqlite,
                                           TestBackend::Postgres),
                         store::test::backendName);
INSTANTIATE_TEST_SUITE_P(File, SqliteModelStore,
                         ::testing::Values(TestBackend::Sqlite),
                         store::test::backendName);

} // namespace
