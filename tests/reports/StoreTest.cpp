//===- tests/reports/StoreTest.cpp - the warning store on both backends ---===//
//
// Store's tests run on SQLite and on PostgreSQL (the test server of
// scripts/with-test-postgres; skipped without it); SqliteStore's are about
// the file itself (its bytes, its pragmas, SQLite's locks).
//
#include "reports/RunDiff.h"
#include "reports/StorePrune.h"
#include "reports/StoreQueries.h"
#include "reports/StoreSchema.h"
#include "reports/WarningStore.h"
#include "tests/reports/Example1.h"
#include "tests/store/TestDatabase.h"

#include <gtest/gtest.h>

#include <sqlite3.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace pathsim;
using namespace pathsim::reports;

namespace {

std::string readAll(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

using store::test::TestBackend;

/// Runs SQL on the database \p Path through a connection of its own.
void sql(const std::string &Path, const std::string &Text) {
  Expected<store::Database> Db =
      store::Database::open(Path, store::OpenMode::ReadWriteCreate);
  ASSERT_TRUE(Db) << Db.error().message();
  Error E = Db->exec(Text);
  EXPECT_FALSE(E) << E.message();
}

/// Another process's write lock on the warnings, held until destruction:
/// SQLite's lock on the file, or PostgreSQL's on the table.
struct WriteLock {
  explicit WriteLock(const std::string &Path) {
    Expected<store::Database> Opened =
        store::Database::open(Path, store::OpenMode::ReadWrite);
    EXPECT_TRUE(Opened) << Opened.error().message();
    if (!Opened)
      return;
    Db.emplace(std::move(*Opened));
    Error E = Db->backend() == store::Backend::Sqlite
                  ? Db->exec("BEGIN IMMEDIATE")
                  : Db->exec("BEGIN; LOCK TABLE warn_warnings IN EXCLUSIVE "
                             "MODE");
    EXPECT_FALSE(E) << E.message();
  }
  ~WriteLock() {
    if (Db)
      (void)Db->exec("ROLLBACK");
  }
  std::optional<store::Database> Db;
};

struct Store : ::testing::TestWithParam<TestBackend> {
  test::TempDir Dir;
  store::test::TestDatabase Db{GetParam(), Dir.file("pathsim.db")};
  std::string DbPath = Db.name();
  std::string Source = Dir.file("example1.c");
  SourceCache Sources;

  void SetUp() override {
    PATHSIM_REQUIRE_DATABASE(Db);
    test::writeFile(Source, test::example1Source());
  }

  /// example1's three warnings, ranked certain, likely and possible.
  std::vector<ReportedWarning> prepared(uint32_t Shift = 0) {
    std::vector<Warning> Ws =
        test::example1Warnings(Source, "example1.c", Shift);
    for (size_t I = 0; I < Ws.size(); ++I)
      Ws[I].Rank = static_cast<WarningRank>(I % 3);
    return prepareWarnings(Ws, Sources);
  }

  /// Stores one complete run of \p Ws; returns its id.
  int64_t storeRun(WarningStore &S, const std::vector<ReportedWarning> &Ws) {
    Expected<int64_t> Run = S.beginRun(
        {"pathsim analyze example1.c", "{\"max_paths\": 50}", "0.1.0"});
    EXPECT_TRUE(Run) << Run.error().message();
    Error E = S.addFunctions(*Run, {test::example1Stats(Source, "example1.c")});
    EXPECT_FALSE(E) << E.message();
    E = S.addWarnings(*Run, Ws, Sources);
    EXPECT_FALSE(E) << E.message();
    E = S.endRun(*Run);
    EXPECT_FALSE(E) << E.message();
    return *Run;
  }

  std::vector<ReportedWarning> query(WarningStore &S, int64_t Run,
                                     bool All = false) {
    WarningFilter F;
    F.Run = Run;
    F.WithDetails = true;
    F.IncludeSuppressed = All;
    Expected<std::vector<ReportedWarning>> Ws = queryWarnings(S, F);
    EXPECT_TRUE(Ws) << Ws.error().message();
    return Ws ? *Ws : std::vector<ReportedWarning>();
  }
};

TEST_P(Store, RoundTripKeepsEveryDetail) {
  std::vector<ReportedWarning> Ws = prepared();
  // An automatic model's case is kept with the model used.
  Ws[2].W.Models.push_back({Ws[2].W.Loc, "g", "g(size)", "automatic",
                            "function returns 0", "",
                            "case 2 of 3: (guard igt n 10)"});
  int64_t Run;
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S) << S.error().message();
    Run = storeRun(*S, Ws);
  }
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S) << S.error().message();
  std::vector<ReportedWarning> Back = query(*S, Run);
  ASSERT_EQ(Back.size(), 3u);
  for (size_t I = 0; I < 3; ++I) {
    EXPECT_EQ(Back[I].W, Ws[I].W) << I;
    EXPECT_EQ(Back[I].Fingerprint, Ws[I].Fingerprint);
    EXPECT_EQ(Back[I].RunId, Run);
    EXPECT_EQ(Back[I].FunctionLine, 4u);
  }
  Expected<ReportedWarning> One = loadWarning(*S, Back[2].Id);
  ASSERT_TRUE(One);
  EXPECT_EQ(One->W, Ws[2].W);
  EXPECT_FALSE(loadWarning(*S, 999));

  Expected<std::vector<RunRecord>> Runs = listRuns(*S);
  ASSERT_TRUE(Runs);
  ASSERT_EQ(Runs->size(), 1u);
  EXPECT_EQ((*Runs)[0].State, RunState::Complete);
  EXPECT_EQ((*Runs)[0].Functions, 1);
  EXPECT_EQ((*Runs)[0].CompleteFunctions, 1);
  EXPECT_EQ((*Runs)[0].Warnings, 3);
  EXPECT_EQ((*Runs)[0].SettingsJson, "{\"max_paths\": 50}");
  EXPECT_FALSE((*Runs)[0].EndedAt.empty());
  Expected<int64_t> Latest = defaultRun(*S);
  ASSERT_TRUE(Latest);
  EXPECT_EQ(*Latest, Run);
  EXPECT_FALSE(sourceChangedSinceRun(*S, Run, Source, Sources));
  SourceCache Changed;
  Changed.set(Source, "int changed;\n");
  EXPECT_TRUE(sourceChangedSinceRun(*S, Run, Source, Changed));
}

TEST_P(Store, FiltersAndSuppression) {
  std::vector<ReportedWarning> Ws = prepared();
  Ws[0].Suppressed = true;
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S);
  int64_t Run = storeRun(*S, Ws);
  EXPECT_EQ(query(*S, Run).size(), 2u);
  EXPECT_EQ(query(*S, Run, /*All=*/true).size(), 3u);
  WarningFilter F;
  F.Run = Run;
  F.Kind = WarningKind::NullDeref;
  EXPECT_EQ(queryWarnings(*S, F)->size(), 1u);
  F.Kind.reset();
  F.FileGlob = "*.c";
  EXPECT_EQ(queryWarnings(*S, F)->size(), 2u);
  F.FileGlob = "*.cpp";
  EXPECT_EQ(queryWarnings(*S, F)->size(), 0u);
  F.FileGlob.clear();
  F.FunctionGlob = "g*";
  EXPECT_EQ(queryWarnings(*S, F)->size(), 0u);
  F.FunctionGlob = "f";
  EXPECT_EQ(queryWarnings(*S, F)->size(), 2u);
}

/// The tests of the SQLite file itself.
struct SqliteStore : Store {};

TEST_P(SqliteStore, MigratesVersion1Database) {
  // A version 1 store, as pathsim 0.1 wrote it, beside a model table.
  sql(DbPath, R"sql(
CREATE TABLE models (name TEXT PRIMARY KEY, body TEXT);
INSERT INTO models VALUES ('malloc', '(malloc ...)');
CREATE TABLE warn_migrations (version INTEGER PRIMARY KEY,
  description TEXT NOT NULL, applied_at TEXT NOT NULL);
INSERT INTO warn_migrations VALUES (1, 'v1', '2026-01-01T00:00:00Z');
CREATE TABLE warn_runs (id INTEGER PRIMARY KEY, started_at TEXT NOT NULL,
  ended_at TEXT, command_line TEXT NOT NULL, settings TEXT NOT NULL,
  tool_version TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN
  ('running', 'complete', 'incomplete')), pid INTEGER, pid_start INTEGER,
  host TEXT);
CREATE TABLE warn_files (id INTEGER PRIMARY KEY, path TEXT NOT NULL,
  display_path TEXT NOT NULL, UNIQUE (path, display_path));
CREATE TABLE warn_functions (id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL,
  name TEXT NOT NULL, linkage_name TEXT NOT NULL, file_id INTEGER, line
  INTEGER, col INTEGER, paths INTEGER NOT NULL, infeasible_paths INTEGER NOT
  NULL, aborted_paths INTEGER NOT NULL, termination TEXT NOT NULL, detail TEXT
  NOT NULL, seconds REAL NOT NULL, warnings INTEGER NOT NULL);
CREATE TABLE warn_warnings (id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL,
  kind TEXT NOT NULL, message TEXT NOT NULL, function TEXT NOT NULL,
  linkage_name TEXT NOT NULL, file_id INTEGER, line INTEGER NOT NULL, col
  INTEGER NOT NULL, variable TEXT NOT NULL, fingerprint TEXT NOT NULL,
  suppressed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE warn_notes (warning_id INTEGER NOT NULL, role TEXT NOT NULL,
  seq INTEGER NOT NULL, file_id INTEGER, line INTEGER NOT NULL, col INTEGER
  NOT NULL, text TEXT NOT NULL, PRIMARY KEY (warning_id, role, seq));
CREATE TABLE warn_steps (warning_id INTEGER NOT NULL, seq INTEGER NOT NULL,
  kind TEXT NOT NULL, file_id INTEGER, line INTEGER NOT NULL, col INTEGER NOT
  NULL, depth INTEGER NOT NULL, text TEXT NOT NULL,
  PRIMARY KEY (warning_id, seq));
CREATE TABLE warn_conditions (warning_id INTEGER NOT NULL, seq INTEGER NOT
  NULL, file_id INTEGER, line INTEGER NOT NULL, col INTEGER NOT NULL, text
  TEXT NOT NULL, PRIMARY KEY (warning_id, seq));
CREATE TABLE warn_models (warning_id INTEGER NOT NULL, seq INTEGER NOT NULL,
  file_id INTEGER, line INTEGER NOT NULL, col INTEGER NOT NULL, callee TEXT
  NOT NULL, call_text TEXT NOT NULL, origin TEXT NOT NULL, return_text TEXT
  NOT NULL, reason TEXT NOT NULL, PRIMARY KEY (warning_id, seq));
INSERT INTO warn_runs VALUES (1, '2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z',
  'pathsim analyze old.c', '{}', '0.1.0', 'complete', 1, 1, 'h');
INSERT INTO warn_runs VALUES (2, '2026-01-02T00:00:00Z', NULL,
  'pathsim analyze old.c', '{}', '0.1.0', 'incomplete', 1, 1, 'h');
INSERT INTO warn_files VALUES (1, '/old/old.c', 'old.c');
INSERT INTO warn_functions VALUES (1, 1, 'g', 'g', 1, 2, 1, 3, 0, 0,
  'complete', '', 0.1, 1);
INSERT INTO warn_functions VALUES (2, 1, 'h', 'h', 1, 7, 1, 0, 0, 0,
  'unsupported', 'indirectbr', 0.0, 0);
INSERT INTO warn_warnings VALUES (1, 1, 'div-zero', 'division by zero', 'g',
  'g', 1, 3, 9, 'd', 'ffffffffffffffffffffffffffffffff', 0);
)sql");
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S) << S.error().message();
  Expected<int> Version = storeSchemaVersion(S->db());
  ASSERT_TRUE(Version);
  EXPECT_EQ(*Version, CurrentStoreSchema);
  std::vector<ReportedWarning> Old = query(*S, 1);
  ASSERT_EQ(Old.size(), 1u);
  EXPECT_EQ(Old[0].W.Message, "division by zero");
  EXPECT_EQ(Old[0].W.Loc.DisplayFile, "old.c");
  EXPECT_EQ(Old[0].W.Rank, WarningRank::Likely); // stored before ranks
  // 'incomplete' runs are failed now; unsupported functions not analyzed.
  EXPECT_EQ(findRun(*S, 1)->State, RunState::Complete);
  EXPECT_EQ(findRun(*S, 1)->NotAnalyzedFunctions, 1);
  EXPECT_EQ(findRun(*S, 2)->State, RunState::Failed);
  EXPECT_EQ(findRun(*S, 2)->Reason,
            "its process ended before the run was stored");
  // The new version works on the migrated file.
  int64_t Run = storeRun(*S, prepared());
  EXPECT_EQ(Run, 3);
  EXPECT_FALSE(sourceChangedSinceRun(*S, Run, Source, Sources));
  // The models table is untouched.
  Expected<store::Statement> Q = S->db().prepare("SELECT body FROM models");
  ASSERT_TRUE(Q);
  ASSERT_TRUE(*Q->step());
  EXPECT_EQ(Q->columnText(0), "(malloc ...)");
}

TEST_P(Store, RefusesNewerSchemaWithoutTouchingIt) {
  { ASSERT_TRUE(WarningStore::open(DbPath)); }
  sql(DbPath, "INSERT INTO warn_migrations VALUES (99, 'future', 'x')");
  std::string Before = Db.postgres() ? "" : readAll(DbPath);
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_FALSE(S);
  EXPECT_NE(S.error().message().find("schema version 99, newer than this "
                                     "pathsim understands"),
            std::string::npos)
      << S.error().message();
  EXPECT_EQ(Db.postgres() ? "" : readAll(DbPath), Before);
  EXPECT_EQ(Db.sqlInt("SELECT COUNT(*) FROM warn_migrations"),
            CurrentStoreSchema + 1);
}

TEST_P(Store, RefusesUnknownLayout) {
  sql(DbPath, "CREATE TABLE warn_something (x INTEGER)");
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_FALSE(S);
  EXPECT_NE(S.error().message().find("unknown layout"), std::string::npos);
}

TEST_P(SqliteStore, NotSqliteIsAClearErrorAndUntouched) {
  std::string Text =
      "this is a C file, not a database\n" + std::string(5000, 'x');
  test::writeFile(DbPath, Text);
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_FALSE(S);
  EXPECT_EQ(S.error().message(),
            "'" + DbPath +
                "' is not a database (the file is not SQLite, or is damaged)");
  EXPECT_EQ(readAll(DbPath), Text);
}

TEST_P(SqliteStore, CorruptPagesAreAClearError) {
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S);
    storeRun(*S, prepared());
  }
  std::string Bytes = readAll(DbPath);
  ASSERT_GT(Bytes.size(), 8192u);
  // Keep the header, smash the schema and table pages.
  for (size_t I = 100; I < Bytes.size(); ++I)
    Bytes[I] = static_cast<char>(0xA5);
  test::writeFile(DbPath, Bytes);
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_FALSE(S);
  const std::string &M = S.error().message();
  EXPECT_TRUE(M.find("is corrupt") != std::string::npos ||
              M.find("is not a database") != std::string::npos)
      << M;
}

TEST_P(SqliteStore, LockedDatabaseIsAClearError) {
  int64_t First;
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S);
    First = storeRun(*S, prepared());
  }
  sqlite3 *Holder = nullptr;
  ASSERT_EQ(sqlite3_open(DbPath.c_str(), &Holder), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(Holder, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr),
            SQLITE_OK);
  StoreOptions Quick;
  Quick.BusyTimeoutMs = 50;
  Expected<WarningStore> S = WarningStore::open(DbPath, Quick);
  ASSERT_FALSE(S);
  EXPECT_EQ(S.error().message(),
            "database '" + DbPath +
                "' is locked by another process (waited 0.05 s)");
  sqlite3_exec(Holder, "ROLLBACK", nullptr, nullptr, nullptr);

  // Locked while writing: the batch fails, nothing stored is lost.
  Expected<WarningStore> Open = WarningStore::open(DbPath, Quick);
  ASSERT_TRUE(Open);
  Expected<int64_t> Run = Open->beginRun({"cmd", "{}", "0.1.0"});
  ASSERT_TRUE(Run);
  ASSERT_EQ(sqlite3_exec(Holder, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr),
            SQLITE_OK);
  Error E = Open->addWarnings(*Run, prepared(), Sources);
  EXPECT_TRUE(E);
  EXPECT_NE(E.message().find("is locked by another process"),
            std::string::npos);
  sqlite3_exec(Holder, "ROLLBACK", nullptr, nullptr, nullptr);
  sqlite3_close(Holder);
  // The batch can be retried and earlier runs are intact.
  EXPECT_FALSE(Open->addWarnings(*Run, prepared(), Sources));
  EXPECT_FALSE(Open->endRun(*Run));
  EXPECT_EQ(query(*Open, First).size(), 3u);
  EXPECT_EQ(query(*Open, *Run).size(), 3u);
}

TEST_P(Store, CrashedRunIsMarkedFailed) {
  int64_t First;
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S);
    First = storeRun(*S, prepared());
  }
  pid_t Child = fork();
  ASSERT_GE(Child, 0);
  if (Child == 0) {
    // The child begins a run, stores a batch, then dies as on a crash.
    Expected<WarningStore> S = WarningStore::open(DbPath);
    if (!S)
      _exit(2);
    Expected<int64_t> Run =
        S->beginRun({"pathsim analyze big.c", "{}", "0.1.0"});
    if (!Run || S->addWarnings(*Run, prepared(), Sources))
      _exit(3);
    kill(getpid(), SIGKILL);
    _exit(4);
  }
  int Status = 0;
  ASSERT_EQ(waitpid(Child, &Status, 0), Child);
  ASSERT_TRUE(WIFSIGNALED(Status)) << "child exited " << WEXITSTATUS(Status);

  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S) << S.error().message();
  EXPECT_EQ(S->abandonedRuns().size(), 1u);
  Expected<std::vector<RunRecord>> Runs = listRuns(*S);
  ASSERT_TRUE(Runs);
  ASSERT_EQ(Runs->size(), 2u);
  EXPECT_EQ((*Runs)[0].State, RunState::Complete);
  EXPECT_EQ((*Runs)[1].State, RunState::Failed);
  EXPECT_EQ((*Runs)[1].Warnings, 3); // what it stored before dying is kept
  // The default run is still the last complete one.
  EXPECT_EQ(*defaultRun(*S), First);
  // A run of a live process (this one) is left running.
  Expected<int64_t> Mine = S->beginRun({"cmd", "{}", "0.1.0"});
  ASSERT_TRUE(Mine);
  Expected<WarningStore> Again = WarningStore::open(DbPath);
  ASSERT_TRUE(Again);
  EXPECT_EQ(Again->abandonedRuns().size(), 0u);
  EXPECT_EQ(findRun(*Again, *Mine)->State, RunState::Running);
}

TEST_P(Store, AFinishedRunIsStoredWholeOrNotAtAll) {
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S);
  int64_t First = storeRun(*S, prepared());
  Expected<int64_t> Run = S->beginRun({"cmd", "{}", "0.1.0"});
  ASSERT_TRUE(Run);
  std::vector<FunctionStats> Stats = {
      test::example1Stats(Source, "example1.c")};
  std::vector<ReportedWarning> Ws = prepared();
  RunContents Contents{{}, Stats, Ws, RunState::Complete, ""};
  // Another process holds the write lock: nothing of the run is stored.
  StoreOptions Quick;
  Quick.BusyTimeoutMs = 50;
  Expected<WarningStore> Writer = WarningStore::open(DbPath, Quick);
  ASSERT_TRUE(Writer);
  Error E = Error::success();
  {
    WriteLock Holder(DbPath);
    E = Writer->storeRun(*Run, Contents, Sources);
  }
  EXPECT_NE(E.message().find("is locked by another process"), std::string::npos)
      << E.message();
  EXPECT_EQ(findRun(*Writer, *Run)->State, RunState::Running);
  EXPECT_EQ(findRun(*Writer, *Run)->Functions, 0);
  EXPECT_EQ(query(*Writer, *Run).size(), 0u);
  // Retried, it is stored whole; the first run is untouched.
  E = Writer->storeRun(*Run, Contents, Sources);
  ASSERT_FALSE(E) << E.message();
  EXPECT_EQ(findRun(*Writer, *Run)->State, RunState::Complete);
  EXPECT_EQ(query(*Writer, *Run).size(), 3u);
  EXPECT_EQ(query(*Writer, First).size(), 3u);
}

TEST_P(Store, PartialRunsRecordWhatWasNotAnalyzed) {
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S);
  int64_t Complete = storeRun(*S, prepared());
  // Run 2: example1.c's function could not be simulated, other.c did not
  // compile.
  FunctionStats Unsupported = test::example1Stats(Source, "example1.c");
  Unsupported.Stop = Termination::Unsupported;
  Unsupported.Paths = 0;
  Unsupported.Detail = "'indirectbr'";
  UnitRecord Broken;
  Broken.File = {Dir.file("other.c"), "other.c", 0, 0};
  Broken.Is = UnitRecord::State::NotCompiled;
  Broken.Detail = "3 errors";
  std::vector<UnitRecord> Units = {Broken};
  std::vector<FunctionStats> Stats = {Unsupported};
  Expected<int64_t> Partial = S->beginRun({"cmd", "{}", "0.1.0"});
  ASSERT_TRUE(Partial);
  ASSERT_FALSE(S->storeRun(*Partial, {Units, Stats, {}, RunState::Partial, ""},
                           Sources));
  Expected<RunRecord> R = findRun(*S, *Partial);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->State, RunState::Partial);
  EXPECT_EQ(R->NotAnalyzedFunctions, 1);
  EXPECT_EQ(R->NotAnalyzedUnits, 1);
  Expected<NotAnalyzed> N = notAnalyzed(*S, *Partial);
  ASSERT_TRUE(N);
  ASSERT_EQ(N->Units.size(), 1u);
  EXPECT_EQ(N->Units[0].File.DisplayFile, "other.c");
  EXPECT_EQ(N->Units[0].State, "not-compiled");
  ASSERT_EQ(N->Functions.size(), 1u);
  EXPECT_EQ(N->Functions[0].Name, "f");
  EXPECT_EQ(N->Functions[0].Termination, "unsupported");
  // A partial run is the default; an interrupted or failed one is not.
  EXPECT_EQ(*defaultRun(*S), *Partial);
  Expected<int64_t> Stopped = S->beginRun({"cmd", "{}", "0.1.0"});
  ASSERT_TRUE(Stopped);
  ASSERT_FALSE(S->storeRun(
      *Stopped, {{}, {}, {}, RunState::Interrupted, "SIGINT"}, Sources));
  EXPECT_EQ(*defaultRun(*S), *Partial);
  EXPECT_EQ(findRun(*S, *Stopped)->Reason, "SIGINT");

  // The diff does not call the warnings of the function not analyzed
  // fixed, in either direction.
  Expected<RunCoverage> InComplete = runCoverage(*S, Complete);
  Expected<RunCoverage> InPartial = runCoverage(*S, *Partial);
  Expected<RunCoverage> InStopped = runCoverage(*S, *Stopped);
  ASSERT_TRUE(InComplete && InPartial && InStopped);
  auto Covered = [](const RunCoverage &C) {
    return [&C](const ReportedWarning &R) { return C.analyzed(R); };
  };
  RunDiff D = diffRuns(query(*S, Complete), query(*S, *Partial),
                       Covered(*InComplete), Covered(*InPartial));
  EXPECT_EQ(D.Fixed.size(), 0u);
  EXPECT_EQ(D.NotAnalyzedInB.size(), 3u);
  D = diffRuns(query(*S, *Partial), query(*S, Complete), Covered(*InPartial),
               Covered(*InComplete));
  EXPECT_EQ(D.New.size(), 0u);
  EXPECT_EQ(D.NotAnalyzedInA.size(), 3u);
  // An interrupted run that did not reach the function did not analyze it.
  D = diffRuns(query(*S, Complete), query(*S, *Stopped), Covered(*InComplete),
               Covered(*InStopped));
  EXPECT_EQ(D.Fixed.size(), 0u);
  EXPECT_EQ(D.NotAnalyzedInB.size(), 3u);
  // Without what the runs covered, they would be fixed.
  EXPECT_EQ(diffRuns(query(*S, Complete), query(*S, *Partial)).Fixed.size(),
            3u);
}

TEST_P(Store, DiffOfTwoStoredRuns) {
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S);
  std::vector<ReportedWarning> Before = prepared();
  int64_t A = storeRun(*S, {Before[0], Before[1]});
  // Three lines added above f, re-indented: the same defects, moved.
  std::string Moved = "int a;\nint b;\nint c;\n" + test::example1Source();
  test::writeFile(Source, Moved);
  SourceCache Fresh;
  std::vector<ReportedWarning> After =
      prepareWarnings(test::example1Warnings(Source, "example1.c", 3), Fresh);
  int64_t B = storeRun(*S, {After[1], After[2]});
  RunDiff D = diffRuns(query(*S, A), query(*S, B));
  ASSERT_EQ(D.New.size(), 1u);
  EXPECT_EQ(D.New[0].W.Kind, WarningKind::NullDeref);
  ASSERT_EQ(D.Fixed.size(), 1u);
  EXPECT_EQ(D.Fixed[0].W.Kind, WarningKind::Leak);
  ASSERT_EQ(D.Unchanged.size(), 1u);
  EXPECT_EQ(D.Unchanged[0].W.Kind, WarningKind::UninitDeref);
  EXPECT_EQ(D.Unchanged[0].W.Loc.Line, 15u);
}

TEST_P(Store, MissingRunAndNoCompleteRun) {
  Expected<WarningStore> S = WarningStore::open(DbPath);
  ASSERT_TRUE(S);
  Expected<int64_t> None = defaultRun(*S);
  ASSERT_FALSE(None);
  EXPECT_NE(None.error().message().find("no finished run"), std::string::npos);
  EXPECT_FALSE(findRun(*S, 7));
}

TEST_P(SqliteStore, ReadOnlyOpenOfMissingFileFails) {
  StoreOptions NoCreate;
  NoCreate.Create = false;
  Expected<WarningStore> S = WarningStore::open(Dir.file("none.db"), NoCreate);
  ASSERT_FALSE(S);
  EXPECT_NE(S.error().message().find("does not exist"),
            std::string::npos);
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

TEST_P(SqliteStore, ANewStoreIsFileFormat1) {
  { ASSERT_TRUE(WarningStore::open(DbPath)); }
  EXPECT_EQ(userVersion(DbPath), 1);
}

TEST_P(SqliteStore, AnOlderFileGetsFileFormat1) {
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S);
    storeRun(*S, prepared());
  }
  sql(DbPath, "PRAGMA user_version = 0"); // as before file formats
  StoreOptions Existing;
  Existing.Create = false; // as `pathsim reports` opens it
  Expected<WarningStore> S = WarningStore::open(DbPath, Existing);
  ASSERT_TRUE(S) << S.error().message();
  EXPECT_EQ(userVersion(DbPath), 1);
  EXPECT_EQ(query(*S, 1).size(), 3u);
}

TEST_P(SqliteStore, ANewerFileFormatIsRefusedUntouched) {
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S);
    storeRun(*S, prepared());
  }
  sql(DbPath, "PRAGMA user_version = 2");
  std::string Before = readAll(DbPath);
  for (bool Create : {true, false}) {
    StoreOptions Options;
    Options.Create = Create;
    Expected<WarningStore> S = WarningStore::open(DbPath, Options);
    ASSERT_FALSE(S);
    EXPECT_EQ(S.error().message(),
              "database '" + DbPath +
                  "' was written by a newer pathsim (file format 2, this one "
                  "knows 1); use a newer pathsim or another --db");
  }
  EXPECT_EQ(readAll(DbPath), Before);
}

TEST_P(Store, PruneNeverRemovesARunStillRunning) {
  // Two finished runs of another file, then a run this process has begun
  // and not stored yet (its process is alive: it stays `running`).
  std::string Old = Dir.file("old.c");
  test::writeFile(Old, test::example1Source());
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S);
    for (int I = 0; I < 2; ++I)
      storeRun(*S,
               prepareWarnings(test::example1Warnings(Old, "old.c"), Sources));
  }
  Expected<WarningStore> Runner = WarningStore::open(DbPath);
  ASSERT_TRUE(Runner);
  Expected<int64_t> Running = Runner->beginRun({"cmd", "{}", "0.1.0"});
  ASSERT_TRUE(Running);
  {
    Expected<WarningStore> S = WarningStore::open(DbPath);
    ASSERT_TRUE(S);
    Expected<PruneResult> R = pruneRuns(*S, 1);
    ASSERT_TRUE(R) << R.error().message();
    EXPECT_EQ(R->Removed, std::vector<int64_t>{1});
    EXPECT_EQ(R->Kept, std::vector<int64_t>{2});
    EXPECT_EQ(R->Running, std::vector<int64_t>{*Running});
    EXPECT_EQ(R->RemovedWarnings, 3);
    EXPECT_FALSE(compactStore(*S));
    EXPECT_FALSE(findRun(*S, 1));
    EXPECT_EQ(query(*S, 2).size(), 3u);
  }
  // The running run is stored after the prune, whole.
  std::vector<ReportedWarning> Ws = prepared();
  FunctionStats Stats = test::example1Stats(Source, "example1.c");
  EXPECT_FALSE(Runner->storeRun(
      *Running, {{}, {&Stats, 1}, Ws, RunState::Complete, ""}, Sources));
  std::vector<ReportedWarning> Stored = query(*Runner, *Running);
  ASSERT_EQ(Stored.size(), 3u);
  EXPECT_EQ(Stored[0].W.Loc.File, Source);
  EXPECT_FALSE(Stored[0].W.Path.empty());
  // Keeping one run now removes run 2 and its file.
  Expected<PruneResult> R = pruneRuns(*Runner, 1);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Removed, std::vector<int64_t>{2});
  Expected<store::Statement> Files =
      Runner->db().prepare("SELECT path FROM warn_files ORDER BY path");
  ASSERT_TRUE(Files);
  std::vector<std::string> Paths;
  while (*Files->step())
    Paths.push_back(Files->columnText(0));
  EXPECT_EQ(Paths, std::vector<std::string>{Source});
}

INSTANTIATE_TEST_SUITE_P(Backends, Store,
                         ::testing::Values(TestBackend::Sqlite,
                                           TestBackend::Postgres),
                         store::test::backendName);
INSTANTIATE_TEST_SUITE_P(File, SqliteStore,
                         ::testing::Values(TestBackend::Sqlite),
                         store::test::backendName);

} // namespace
