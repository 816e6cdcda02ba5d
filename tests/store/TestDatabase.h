//===- tests/store/TestDatabase.h - one test's database on either backend -===//
//
// The store tests run on both backends (docs/store.md): a test fixture
// parameterized by TestBackend gets a TestDatabase, an SQLite file in its
// temporary directory or a schema of its own in the PostgreSQL server that
// scripts/with-test-postgres started (PATHSIM_TEST_POSTGRES, its URL).
// Without that server the PostgreSQL instances are skipped, and say why.
//
#pragma once

#include "store/Database.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <string>
#include <unistd.h>

namespace pathsim::store::test {

enum class TestBackend { Sqlite, Postgres };

inline std::string backendName(
    const ::testing::TestParamInfo<TestBackend> &Info) {
  return Info.param == TestBackend::Sqlite ? "Sqlite" : "Postgres";
}

/// The test server's URL, or empty when there is none.
inline std::string testServer() {
  const char *Url = std::getenv("PATHSIM_TEST_POSTGRES");
  return Url ? Url : "";
}

/// One test's database: \p File on SQLite; on PostgreSQL a new schema,
/// dropped at destruction, named in the URL's search_path so that every
/// table the stores make lands there.
class TestDatabase {
public:
  TestDatabase(TestBackend Backend, std::string File) : Backend(Backend) {
    if (Backend == TestBackend::Sqlite) {
      Name = std::move(File);
      return;
    }
    Server = testServer();
    if (Server.empty())
      return;
    static std::atomic<int> Counter{0};
    Schema = "t" + std::to_string(getpid()) + "_" +
             std::to_string(Counter++);
    // (Our own identifier, not data: the one SQL the tests build.)
    EXPECT_FALSE(admin("DROP SCHEMA IF EXISTS " + Schema +
                       " CASCADE; CREATE SCHEMA " + Schema));
    Name = Server + (Server.find('?') == std::string::npos ? "?" : "&") +
           "options=-csearch_path%3D" + Schema;
  }
  ~TestDatabase() {
    if (!Schema.empty())
      (void)admin("DROP SCHEMA IF EXISTS " + Schema + " CASCADE");
  }
  TestDatabase(const TestDatabase &) = delete;
  TestDatabase &operator=(const TestDatabase &) = delete;

  /// False for PostgreSQL without a test server: the test is skipped.
  bool available() const { return !Name.empty(); }
  /// What --db and the stores' open() take.
  const std::string &name() const { return Name; }
  bool postgres() const { return Backend == TestBackend::Postgres; }

  /// Runs \p Sql (no parameters, no rows) on this database through a
  /// connection of its own.
  Error sql(const std::string &Sql) const {
    Expected<Database> Db = Database::open(Name, OpenMode::ReadWriteCreate);
    if (!Db)
      return Db.takeError();
    return Db->exec(Sql);
  }

  /// The first column of the first row of \p Query, through a connection of
  /// its own; -1 when there is no row or it fails.
  int64_t sqlInt(const std::string &Query) const {
    Expected<Database> Db = Database::open(Name, OpenMode::ReadWriteCreate);
    if (!Db)
      return -1;
    Expected<Statement> S = Db->prepare(Query);
    if (!S)
      return -1;
    Expected<bool> Row = S->step();
    return Row && *Row ? S->columnInt(0) : -1;
  }

private:
  Error admin(const std::string &Sql) const {
    Expected<Database> Db = Database::open(Server, OpenMode::ReadWrite);
    if (!Db)
      return Db.takeError();
    return Db->exec(Sql);
  }

  TestBackend Backend;
  std::string Server, Schema, Name;
};

/// Skips the test when its database is not available (no test server).
#define PATHSIM_REQUIRE_DATABASE(Db)                                           \
  do {                                                                         \
    if (!(Db).available())                                                     \
      GTEST_SKIP() << "no PostgreSQL test server (PATHSIM_TEST_POSTGRES is "   \
                      "set by scripts/with-test-postgres)";                    \
  } while (false)

} // namespace pathsim::store::test
