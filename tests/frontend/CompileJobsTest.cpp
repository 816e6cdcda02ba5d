//===- tests/frontend/CompileJobsTest.cpp - compilation databases, files --===//
#include "FrontendTestSupport.h"

#include "frontend/CompileJobs.h"

#include <gtest/gtest.h>

using namespace pathsim::frontend;
using namespace pathsim::frontend::test;

namespace {

const char *const Database = R"([
  {"directory": "/build/proj", "file": "src/a.c",
   "arguments": ["/usr/bin/gcc", "-Iinclude", "-O2", "-c", "src/a.c", "-o", "a.o"]},
  {"directory": "/build/proj", "file": "/build/proj/b.cpp",
   "command": "c++ -DNAME=\"x y\" -c /build/proj/b.cpp"},
  {"directory": "sub", "file": "c.c", "arguments": ["cc", "c.c"]}
])";

TEST(CompilationDatabase, LoadsFromADirectory) {
  TempDir Dir;
  Dir.write("compile_commands.json", Database);
  auto Jobs = loadCompilationDatabase(Dir.path());
  ASSERT_TRUE(bool(Jobs)) << llvm::toString(Jobs.takeError());
  ASSERT_EQ(Jobs->size(), 3u);
  EXPECT_EQ((*Jobs)[0].File, "src/a.c");
  EXPECT_EQ((*Jobs)[0].Directory, "/build/proj");
  EXPECT_EQ((*Jobs)[0].Arguments,
            (std::vector<std::string>{"/usr/bin/gcc", "-Iinclude", "-O2", "-c",
                                      "src/a.c", "-o", "a.o"}));
  EXPECT_EQ((*Jobs)[1].Arguments,
            (std::vector<std::string>{"c++", "-DNAME=x y", "-c",
                                      "/build/proj/b.cpp"}));
  // A relative directory is relative to the database's.
  EXPECT_EQ((*Jobs)[2].Directory, Dir.path() + "/sub");
}

TEST(CompilationDatabase, LoadsFromTheJsonPath) {
  TempDir Dir;
  std::string Path = Dir.write("out/compile_commands.json", Database);
  auto Jobs = loadCompilationDatabase(Path);
  ASSERT_TRUE(bool(Jobs)) << llvm::toString(Jobs.takeError());
  EXPECT_EQ(Jobs->size(), 3u);
}

TEST(CompilationDatabase, MalformedJsonIsAnError) {
  TempDir Dir;
  Dir.write("compile_commands.json", "[{\"directory\": \"/x\", \"file\": ");
  auto Jobs = loadCompilationDatabase(Dir.path());
  ASSERT_FALSE(bool(Jobs));
  std::string Message = llvm::toString(Jobs.takeError());
  EXPECT_NE(Message.find("compile_commands.json"), std::string::npos)
      << Message;
}

TEST(CompilationDatabase, ASyntaxErrorIsNamedAtItsPlaceAndNothingIsRead) {
  TempDir Dir;
  // The third entry lacks the comma before it: Clang's reader would keep
  // the first two.
  std::string Path = Dir.write("compile_commands.json",
                               "[\n"
                               "{\"directory\": \"/x\", \"file\": \"a.c\", "
                               "\"arguments\": [\"cc\", \"a.c\"]},\n"
                               "{\"directory\": \"/x\", \"file\": \"b.c\", "
                               "\"arguments\": [\"cc\", \"b.c\"]}\n"
                               "{\"directory\": \"/x\", \"file\": \"c.c\", "
                               "\"arguments\": [\"cc\", \"c.c\"]}\n"
                               "]\n");
  auto Jobs = loadCompilationDatabase(Path);
  ASSERT_FALSE(bool(Jobs));
  EXPECT_EQ(llvm::toString(Jobs.takeError()),
            Path + ":4:1: error: invalid JSON: Expected , or ] after array "
                   "element");
}

TEST(CompilationDatabase, AValueOfTheWrongTypeNamesTheEntryAndKey) {
  TempDir Dir;
  std::string Path = Dir.write(
      "compile_commands.json",
      "[{\"directory\": \"/x\", \"file\": \"a.c\", \"command\": \"cc a.c\"},\n"
      "  {\"directory\": \"/x\", \"file\": [\"b.c\"], \"command\": \"cc\"}]");
  auto Jobs = loadCompilationDatabase(Path);
  ASSERT_FALSE(bool(Jobs));
  EXPECT_EQ(llvm::toString(Jobs.takeError()),
            Path + ":2:3: error: entry 1: \"file\" must be a string, not an "
                   "array");
}

TEST(CompilationDatabase, EntryWithoutFileIsAnError) {
  TempDir Dir;
  Dir.write("compile_commands.json",
            R"([{"directory": "/x", "arguments": ["cc", "a.c"]}])");
  auto Jobs = loadCompilationDatabase(Dir.path());
  ASSERT_FALSE(bool(Jobs));
  std::string Message = llvm::toString(Jobs.takeError());
  EXPECT_NE(Message.find("file"), std::string::npos) << Message;
}

TEST(CompilationDatabase, MissingIsAnError) {
  TempDir Dir;
  auto InDir = loadCompilationDatabase(Dir.path());
  ASSERT_FALSE(bool(InDir));
  EXPECT_EQ(llvm::toString(InDir.takeError()),
            Dir.path() + ": error: the directory has no compile_commands.json");
  auto Nowhere = loadCompilationDatabase(Dir.path() + "/none.json");
  ASSERT_FALSE(bool(Nowhere));
  EXPECT_EQ(llvm::toString(Nowhere.takeError()),
            Dir.path() + "/none.json: error: no such file or directory");
}

TEST(JobsForFiles, UsesTheFlagsAndTheCurrentDirectory) {
  auto Jobs = jobsForFiles({"a.c", "b.cc"}, {"-Iinc", "-DX"});
  ASSERT_EQ(Jobs.size(), 2u);
  EXPECT_EQ(Jobs[0].File, "a.c");
  EXPECT_EQ(Jobs[0].Directory, normalizePath("", "."));
  EXPECT_EQ(Jobs[0].Arguments,
            (std::vector<std::string>{"clang", "-Iinc", "-DX", "a.c"}));
  EXPECT_EQ(Jobs[1].Arguments.front(), "clang++");
  EXPECT_TRUE(isCXXFileName("x.C"));
  EXPECT_TRUE(isCXXFileName("x.cxx"));
  EXPECT_FALSE(isCXXFileName("x.c"));
}

} // namespace
