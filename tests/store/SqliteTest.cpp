//===- tests/store/SqliteTest.cpp - the RAII wrapper over SQLite ----------===//
#include "store/Database.h"
#include "tests/store/TestSupport.h"

#include <gtest/gtest.h>

using namespace pathsim;
using namespace pathsim::store::test;

namespace {

struct Sqlite : ::testing::Test {
  TempDir Dir;
  std::string DbPath = Dir.file("pathsim.db");
};

TEST_F(Sqlite, TextAndBlobsKeepEveryByte) {
  store::Expected<store::Database> Db =
      store::Database::open(DbPath, store::OpenMode::ReadWriteCreate);
  ASSERT_TRUE(Db) << Db.error().message();
  ASSERT_FALSE(Db->exec("CREATE TABLE t (a TEXT, b BLOB, c INTEGER)"));
  std::string Bytes("a\0b\xff\n'\"", 7);
  store::Expected<store::Statement> Insert =
      Db->prepare("INSERT INTO t VALUES (?1, ?2, ?3)");
  ASSERT_TRUE(Insert);
  Insert->bind(1, std::string_view(Bytes))
      .bindBlob(2, Bytes)
      .bind(3, int64_t{-7});
  ASSERT_FALSE(Insert->run());
  Insert->bind(1, "").bindBlob(2, "").bindNull(3);
  ASSERT_FALSE(Insert->run());

  store::Expected<store::Statement> Select =
      Db->prepare("SELECT a, b, c, typeof(a), typeof(b) FROM t ORDER BY rowid");
  ASSERT_TRUE(Select);
  ASSERT_TRUE(*Select->step());
  EXPECT_EQ(Select->columnBytes(0), Bytes);
  EXPECT_EQ(Select->columnBytes(1), Bytes);
  EXPECT_EQ(Select->columnText(1), Bytes);
  EXPECT_EQ(Select->columnInt(2), -7);
  EXPECT_EQ(Select->columnText(3), "text");
  EXPECT_EQ(Select->columnText(4), "blob");
  ASSERT_TRUE(*Select->step());
  EXPECT_EQ(Select->columnBytes(0), "");
  EXPECT_EQ(Select->columnBytes(1), "");
  EXPECT_TRUE(Select->columnIsNull(2));
  EXPECT_FALSE(*Select->step());
}

TEST_F(Sqlite, NotADatabaseIsWordedByTheCaller) {
  writeAll(DbPath, "not a database\n" + std::string(4096, 'x'));
  auto Check = [&](std::string NotADatabase) {
    store::Expected<store::Database> Db = store::Database::open(
        DbPath, store::OpenMode::ReadWrite, 2000, NotADatabase);
    store::Error E =
        Db ? Db->exec("SELECT * FROM sqlite_master") : Db.takeError();
    return E.message();
  };
  EXPECT_EQ(Check(""),
            "'" + DbPath +
                "' is not a database (the file is not SQLite, or is damaged)");
  EXPECT_EQ(Check("no pathsim database"), "no pathsim database");
}

TEST_F(Sqlite, ReadOnlyConnectionsSayWhy) {
  sql(DbPath, "CREATE TABLE t (x)");
  store::Expected<store::Database> Db =
      store::Database::open(DbPath, store::OpenMode::ReadOnly);
  ASSERT_TRUE(Db);
  EXPECT_TRUE(Db->readOnly());
  store::Error E = Db->exec("INSERT INTO t VALUES (1)");
  EXPECT_EQ(E.message(),
            "database '" + DbPath + "' is read-only; cannot write to it");
  store::Expected<store::Database> Writable =
      store::Database::open(DbPath, store::OpenMode::ReadWrite);
  ASSERT_TRUE(Writable);
  EXPECT_FALSE(Writable->readOnly());
}

TEST_F(Sqlite, AFailedTransactionLeavesNothing) {
  store::Expected<store::Database> Db =
      store::Database::open(DbPath, store::OpenMode::ReadWriteCreate);
  ASSERT_TRUE(Db);
  ASSERT_FALSE(Db->exec("CREATE TABLE t (x INTEGER PRIMARY KEY)"));
  {
    store::Expected<store::Transaction> T = store::Transaction::begin(*Db);
    ASSERT_TRUE(T);
    ASSERT_FALSE(Db->exec("INSERT INTO t VALUES (1)"));
  } // not committed: rolled back
  EXPECT_EQ(sqlInt(DbPath, "SELECT COUNT(*) FROM t"), 0);
  store::Expected<store::Transaction> T = store::Transaction::begin(*Db);
  ASSERT_TRUE(T);
  ASSERT_FALSE(Db->exec("INSERT INTO t VALUES (2)"));
  EXPECT_FALSE(T->commit());
  EXPECT_EQ(sqlInt(DbPath, "SELECT x FROM t"), 2);
}

} // namespace
