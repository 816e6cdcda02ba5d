//===- tests/store/MigrationsTest.cpp - versioned stores, file format -----===//
#include "store/Migrations.h"
#include "tests/store/TestSupport.h"

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
)sql"},
    {2, "two", "CREATE TABLE toy_more (y);"},
};

std::string newerToy(const std::string &Path, int64_t Found, int Known) {
  return Path + ": toy " + std::to_string(Found) + " > " +
         std::to_string(Known);
}

constexpr Schema Toy = {"toy", ToySteps, newerToy};
/// The same store as it was at version 1.
constexpr Schema ToyV1 = {"toy", std::span(ToySteps, 1), newerToy};
/// A version 2 whose step fails.
constexpr Migration BadSteps[] = {ToySteps[0], {2, "bad", "CREATE TABLE ("}};
constexpr Schema BadToy = {"toy", BadSteps, newerToy};

struct Migrations : ::testing::Test {
  TempDir Dir;
  std::string DbPath = Dir.file("pathsim.db");

  sqlite::Database
  open(sqlite::OpenMode Mode = sqlite::OpenMode::ReadWriteCreate) {
    Expected<sqlite::Database> Db = sqlite::Database::open(DbPath, Mode);
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
  sqlite::Database Db = open();
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
  sqlite::Database Db = open();
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
    sqlite::Database Db = open();
    ASSERT_FALSE(migrate(Db, Toy));
  }
  sql(DbPath, "PRAGMA user_version = 0; INSERT INTO toy_things VALUES (5)");
  // Read-only: nothing is written, and a current store needs nothing.
  std::string Before = readAll(DbPath);
  {
    sqlite::Database Reader = open(sqlite::OpenMode::ReadOnly);
    EXPECT_EQ(*schemaVersion(Reader, Toy), 2);
    Error E = migrate(Reader, Toy);
    EXPECT_FALSE(E) << E.message();
  }
  EXPECT_EQ(readAll(DbPath), Before);
  sqlite::Database Db = open();
  ASSERT_FALSE(migrate(Db, Toy));
  EXPECT_EQ(userVersion(), 1);
  EXPECT_EQ(steps(), 2);
  EXPECT_EQ(sqlInt(DbPath, "SELECT x FROM toy_things"), 5);
}

TEST_F(Migrations, ANewerFileFormatIsRefusedUntouched) {
  sqlite::Database Db = open();
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
  sqlite::Database Reader = open(sqlite::OpenMode::ReadOnly);
  EXPECT_EQ(schemaVersion(Reader, Toy).error().message(), Message);
  // Even a file without the store's tables.
  std::string Other = Dir.file("other.db");
  sql(Other, "PRAGMA user_version = 7");
  Expected<sqlite::Database> Fresh =
      sqlite::Database::open(Other, sqlite::OpenMode::ReadWrite);
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
  sqlite::Database Db = open();
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
  sqlite::Database Db = open();
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
  sqlite::Database Db = open();
  ASSERT_FALSE(Db.exec("CREATE TABLE users (name); INSERT INTO users "
                       "VALUES ('alice')"));
  store::Error E = migrate(Db, Toy);
  ASSERT_TRUE(E);
  EXPECT_NE(E.message().find("is not a pathsim database"), std::string::npos)
      << E.message();
  EXPECT_EQ(sqlInt(DbPath, "SELECT COUNT(*) FROM sqlite_master"), 1);
  EXPECT_EQ(sqlInt(DbPath, "PRAGMA user_version"), 0);
}

} // namespace
