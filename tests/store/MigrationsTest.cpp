//===- tests/store/MigrationsTest.cpp - versioned stores, file format -----===//
#include "store/Migrations.h"
#include "store/Postgres.h"
#include "tests/store/TestDatabase.h"
#include "tests/store/TestSupport.h"

#include <thread>
#include <vector>

#include <gtest/gtest.h>

using namespace pathsim;
using namespace pathsim::store;
using namespace pathsim::store::test;

namespace {

constexpr Migration ToySteps[] = {
    {1, "one", R"sql(
CREATE TABLE toy_migrations (version INTEGER PRIMARY KEY,
  description TEXT NOT NULL, applied_at TEXT NOT NULL);
CREATE TABLE toy_things (x);
)sql",
     R"sql(
CREATE TABLE toy_migrations (version BIGINT PRIMARY KEY,
  description TEXT NOT NULL, applied_at TEXT NOT NULL);
CREATE TABLE toy_things (x BIGINT);
)sql"},
    {2, "two", "CREATE TABLE toy_more (y);", "CREATE TABLE toy_more (y TEXT);"},
};

std::string newerToy(const std::string &Path, int64_t Found, int Known) {
  return Path + ": toy " + std::to_string(Found) + " > " +
         std::to_string(Known);
}

constexpr Schema Toy = {"toy", ToySteps, newerToy};
/// The same store as it was at version 1.
constexpr Schema ToyV1 = {"toy", std::span(ToySteps, 1), newerToy};
/// A version 2 whose step fails.
constexpr Migration BadSteps[] = {
    ToySteps[0], {2, "bad", "CREATE TABLE (", "CREATE TABLE ("}};
constexpr Schema BadToy = {"toy", BadSteps, newerToy};

struct Migrations : ::testing::Test {
  TempDir Dir;
  std::string DbPath = Dir.file("pathsim.db");

  store::Database
  open(store::OpenMode Mode = store::OpenMode::ReadWriteCreate) {
    Expected<store::Database> Db = store::Database::open(DbPath, Mode);
    if (!Db)
      throw std::runtime_error(Db.error().message());
    return std::move(*Db);
  }
  int64_t userVersion() { return sqlInt(DbPath, "PRAGMA user_version"); }
  int64_t steps() {
    return sqlInt(DbPath, "SELECT COUNT(*) FROM toy_migrations");
  }
};

TEST_F(Migrations, ANewFileGetsEveryStepAndFileFormat1) {
  store::Database Db = open();
  EXPECT_EQ(*schemaVersion(Db, Toy), 0);
  EXPECT_EQ(*fileFormat(Db), 0);
  Error E = migrate(Db, Toy);
  ASSERT_FALSE(E) << E.message();
  EXPECT_EQ(*schemaVersion(Db, Toy), 2);
  EXPECT_EQ(*fileFormat(Db), CurrentFileFormat);
  EXPECT_EQ(userVersion(), 1);
  EXPECT_EQ(steps(), 2);
  // Current: a second migration writes nothing.
  std::string Before = readAll(DbPath);
  EXPECT_FALSE(migrate(Db, Toy));
  EXPECT_EQ(readAll(DbPath), Before);
}

TEST_F(Migrations, TheFormatIsMarkedWithTheFirstStep) {
  store::Database Db = open();
  ASSERT_FALSE(Db.exec("PRAGMA user_version = 0"));
  ASSERT_FALSE(migrate(Db, ToyV1));
  ASSERT_FALSE(Db.exec("PRAGMA user_version = 0")); // as before formats
  // The step fails: its transaction, marking included, is rolled back.
  Error E = migrate(Db, BadToy);
  EXPECT_TRUE(E);
  EXPECT_EQ(userVersion(), 0);
  EXPECT_EQ(steps(), 1);
  // The step succeeds: both are done.
  E = migrate(Db, Toy);
  ASSERT_FALSE(E) << E.message();
  EXPECT_EQ(userVersion(), 1);
  EXPECT_EQ(steps(), 2);
}

TEST_F(Migrations, ACurrentStoreOfFormat0IsMarkedAtOpenForWrite) {
  {
    store::Database Db = open();
    ASSERT_FALSE(migrate(Db, Toy));
  }
  sql(DbPath, "PRAGMA user_version = 0; INSERT INTO toy_things VALUES (5)");
  // Read-only: nothing is written, and a current store needs nothing.
  std::string Before = readAll(DbPath);
  {
    store::Database Reader = open(store::OpenMode::ReadOnly);
    EXPECT_EQ(*schemaVersion(Reader, Toy), 2);
    Error E = migrate(Reader, Toy);
    EXPECT_FALSE(E) << E.message();
  }
  EXPECT_EQ(readAll(DbPath), Before);
  store::Database Db = open();
  ASSERT_FALSE(migrate(Db, Toy));
  EXPECT_EQ(userVersion(), 1);
  EXPECT_EQ(steps(), 2);
  EXPECT_EQ(sqlInt(DbPath, "SELECT x FROM toy_things"), 5);
}

TEST_F(Migrations, ANewerFileFormatIsRefusedUntouched) {
  store::Database Db = open();
  ASSERT_FALSE(migrate(Db, Toy));
  sql(DbPath, "PRAGMA user_version = 2");
  std::string Before = readAll(DbPath);
  std::string Message = "database '" + DbPath +
                        "' was written by a newer pathsim (file format 2, "
                        "this one knows 1); use a newer pathsim or another "
                        "--db";
  EXPECT_EQ(fileFormat(Db).error().message(), Message);
  EXPECT_EQ(schemaVersion(Db, Toy).error().message(), Message);
  EXPECT_EQ(migrate(Db, Toy).message(), Message);
  store::Database Reader = open(store::OpenMode::ReadOnly);
  EXPECT_EQ(schemaVersion(Reader, Toy).error().message(), Message);
  // Even a file without the store's tables.
  std::string Other = Dir.file("other.db");
  sql(Other, "PRAGMA user_version = 7");
  Expected<store::Database> Fresh =
      store::Database::open(Other, store::OpenMode::ReadWrite);
  ASSERT_TRUE(Fresh);
  EXPECT_NE(migrate(*Fresh, Toy).message().find("(file format 7, this one"),
            std::string::npos);
  EXPECT_EQ(sqlInt(Other, "SELECT COUNT(*) FROM sqlite_master"), 0);
  EXPECT_EQ(readAll(DbPath), Before);

  sql(DbPath, "PRAGMA user_version = -1");
  EXPECT_NE(migrate(Db, Toy).message().find("unknown file format"),
            std::string::npos);
}

TEST_F(Migrations, UnknownNewerAndInconsistentStoresAreRefused) {
  store::Database Db = open();
  ASSERT_FALSE(Db.exec("CREATE TABLE toy_things (x)"));
  EXPECT_EQ(migrate(Db, Toy).message(),
            "database '" + DbPath +
                "' has toy_ tables of an unknown layout (no toy_migrations); "
                "refusing to use it");
  ASSERT_FALSE(Db.exec("DROP TABLE toy_things"));
  ASSERT_FALSE(migrate(Db, Toy));
  ASSERT_FALSE(Db.exec("INSERT INTO toy_migrations VALUES (3, 'x', 'x')"));
  EXPECT_EQ(migrate(Db, Toy).message(), DbPath + ": toy 3 > 2");
  ASSERT_FALSE(Db.exec("DELETE FROM toy_migrations WHERE version <> 2"));
  EXPECT_EQ(migrate(Db, Toy).message(),
            "database '" + DbPath +
                "' has an inconsistent toy_migrations table; refusing to use "
                "it");
}

TEST_F(Migrations, OtherPrefixesAreNotTouched) {
  store::Database Db = open();
  ASSERT_FALSE(migrate(Db, ToyV1));
  ASSERT_FALSE(Db.exec("CREATE TABLE toys (x); CREATE TABLE toyXthing (y);"
                       "INSERT INTO toys VALUES (1)"));
  ASSERT_FALSE(migrate(Db, Toy));
  EXPECT_EQ(sqlInt(DbPath, "SELECT x FROM toys"), 1);
  EXPECT_EQ(*schemaVersion(Db, Toy), 2);
}

// Another application's SQLite file (tables, none a store's) is refused,
// untouched: no table added, no file format set.
TEST_F(Migrations, AnotherApplicationsDatabaseIsRefused) {
  store::Database Db = open();
  ASSERT_FALSE(Db.exec("CREATE TABLE users (name); INSERT INTO users "
                       "VALUES ('alice')"));
  store::Error E = migrate(Db, Toy);
  ASSERT_TRUE(E);
  EXPECT_NE(E.message().find("is not a pathsim database"), std::string::npos)
      << E.message();
  EXPECT_EQ(sqlInt(DbPath, "SELECT COUNT(*) FROM sqlite_master"), 1);
  EXPECT_EQ(sqlInt(DbPath, "PRAGMA user_version"), 0);
}

// The same behaviour on either backend: a PostgreSQL database keeps its
// file format in pathsim_database instead of PRAGMA user_version.
struct AnyBackend : ::testing::TestWithParam<TestBackend> {
  TempDir Dir;
  TestDatabase Db{GetParam(), Dir.file("pathsim.db")};
  void SetUp() override { PATHSIM_REQUIRE_DATABASE(Db); }
  store::Database open() {
    Expected<store::Database> Opened =
        store::Database::open(Db.name(), OpenMode::ReadWriteCreate);
    if (!Opened)
      throw std::runtime_error(Opened.error().message());
    return std::move(*Opened);
  }
};

TEST_P(AnyBackend, ANewDatabaseGetsEveryStepAndFormat1) {
  store::Database Conn = open();
  EXPECT_EQ(*schemaVersion(Conn, Toy), 0);
  EXPECT_EQ(*fileFormat(Conn), 0);
  Error E = migrate(Conn, Toy);
  ASSERT_FALSE(E) << E.message();
  EXPECT_EQ(*schemaVersion(Conn, Toy), 2);
  EXPECT_EQ(*fileFormat(Conn), CurrentFileFormat);
  EXPECT_EQ(Db.sqlInt("SELECT COUNT(*) FROM toy_migrations"), 2);
  // A failed step leaves the version where it was.
  store::Database Other = open();
  ASSERT_FALSE(Other.exec("DELETE FROM toy_migrations WHERE version = 2; "
                          "DROP TABLE toy_more"));
  EXPECT_TRUE(migrate(Other, BadToy));
  EXPECT_EQ(*schemaVersion(Other, Toy), 1);
  EXPECT_FALSE(migrate(Other, Toy));
  EXPECT_EQ(*schemaVersion(Other, Toy), 2);
}

TEST_P(AnyBackend, NewerUnknownAndForeignDatabasesAreRefused) {
  store::Database Conn = open();
  ASSERT_FALSE(Conn.exec("CREATE TABLE users (name TEXT); INSERT INTO users "
                         "VALUES ('alice')"));
  Error E = migrate(Conn, Toy);
  EXPECT_NE(E.message().find("is not a pathsim database: it holds 1 table "
                             "of another application (users)"),
            std::string::npos)
      << E.message();
  EXPECT_EQ(Db.sqlInt("SELECT COUNT(*) FROM users"), 1);
  ASSERT_FALSE(Conn.exec("DROP TABLE users; CREATE TABLE toy_things "
                         "(x INTEGER)"));
  EXPECT_NE(migrate(Conn, Toy).message().find("unknown layout"),
            std::string::npos);
  ASSERT_FALSE(Conn.exec("DROP TABLE toy_things"));
  ASSERT_FALSE(migrate(Conn, Toy));
  ASSERT_FALSE(
      Conn.exec("INSERT INTO toy_migrations VALUES (3, 'x', 'x')"));
  EXPECT_EQ(migrate(Conn, Toy).message(), Conn.path() + ": toy 3 > 2");
}

TEST_P(AnyBackend, ConcurrentMigrationsApplyEachStepOnce) {
  // Eight connections migrate one new database at once (as eight analyses
  // starting together do): each step is applied and recorded once.
  std::vector<std::thread> Threads;
  std::vector<std::string> Errors(8);
  for (int I = 0; I < 8; ++I)
    Threads.emplace_back([&, I] {
      Expected<store::Database> Conn =
          store::Database::open(Db.name(), OpenMode::ReadWriteCreate);
      if (!Conn) {
        Errors[I] = Conn.error().message();
        return;
      }
      Errors[I] = migrate(*Conn, Toy).message();
    });
  for (std::thread &T : Threads)
    T.join();
  for (const std::string &E : Errors)
    EXPECT_EQ(E, "");
  EXPECT_EQ(Db.sqlInt("SELECT COUNT(*) FROM toy_migrations"), 2);
}

INSTANTIATE_TEST_SUITE_P(Backends, AnyBackend,
                         ::testing::Values(TestBackend::Sqlite,
                                           TestBackend::Postgres),
                         backendName);

TEST(PostgresParameters, NumberedAndBareMarksOutsideQuotes) {
  int Count = 0;
  EXPECT_EQ(postgresParameters("SELECT ?2, '?1', \"a?\" -- ?3\n, ?1", Count),
            "SELECT $2, '?1', \"a?\" -- ?3\n, $1");
  EXPECT_EQ(Count, 2);
  EXPECT_EQ(postgresParameters("INSERT INTO t VALUES (?, ?)", Count),
            "INSERT INTO t VALUES ($1, $2)");
  EXPECT_EQ(Count, 2);
}

TEST(DisplayName, APasswordIsNeverShown) {
  EXPECT_EQ(displayName("postgresql://ci:s3cret@db.example/pathsim"),
            "postgresql://ci:***@db.example/pathsim");
  EXPECT_EQ(displayName("postgres://ci@db/x?sslmode=require"),
            "postgres://ci@db/x?sslmode=require");
  EXPECT_EQ(displayName("pathsim.db"), "pathsim.db");
  EXPECT_TRUE(isPostgresUrl("postgresql://h/d"));
  EXPECT_FALSE(isPostgresUrl("postgresql.db"));
}

} // namespace
