//===- tests/store/TestSupport.h - scratch files for the store tests ------===//
#pragma once

#include <gtest/gtest.h>

#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace pathsim::store::test {

/// A fresh directory under the system's temp dir, removed at destruction.
class TempDir {
public:
  TempDir() {
    std::string Template =
        (std::filesystem::temp_directory_path() / "pathsim-store-XXXXXX")
            .string();
    if (!mkdtemp(Template.data()))
      throw std::runtime_error("mkdtemp failed");
    Path = Template;
  }
  ~TempDir() {
    std::error_code EC;
    std::filesystem::remove_all(Path, EC);
  }
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  /// Path + "/" + Name.
  std::string file(const std::string &Name) const { return Path + "/" + Name; }

private:
  std::string Path;
};

inline std::string readAll(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

inline void writeAll(const std::string &Path, const std::string &Text) {
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  Out << Text;
}

/// Runs SQL on \p Path through a connection of its own.
inline void sql(const std::string &Path, const std::string &Text) {
  sqlite3 *Db = nullptr;
  ASSERT_EQ(sqlite3_open(Path.c_str(), &Db), SQLITE_OK);
  char *Err = nullptr;
  int Rc = sqlite3_exec(Db, Text.c_str(), nullptr, nullptr, &Err);
  EXPECT_EQ(Rc, SQLITE_OK) << (Err ? Err : "");
  sqlite3_free(Err);
  sqlite3_close(Db);
}

/// The first column of the first row of \p Query on \p Path, read through a
/// read-only connection of its own; -1 when there is no row.
inline int64_t sqlInt(const std::string &Path, const std::string &Query) {
  sqlite3 *Db = nullptr;
  int64_t Value = -1;
  if (sqlite3_open_v2(Path.c_str(), &Db, SQLITE_OPEN_READONLY, nullptr) ==
      SQLITE_OK) {
    sqlite3_stmt *S = nullptr;
    if (sqlite3_prepare_v2(Db, Query.c_str(), -1, &S, nullptr) == SQLITE_OK &&
        sqlite3_step(S) == SQLITE_ROW)
      Value = sqlite3_column_int64(S, 0);
    sqlite3_finalize(S);
  }
  sqlite3_close(Db);
  return Value;
}

} // namespace pathsim::store::test
