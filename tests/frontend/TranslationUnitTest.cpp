//===- tests/frontend/TranslationUnitTest.cpp - Clang -> IR + SourceMap ---===//
#include "FrontendTestSupport.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

using namespace pathsim::frontend;
using namespace pathsim::frontend::test;

namespace {

/// Figure 1 of the PREfix paper, laid out as printed (lines 1-14).
const char *const Figure1 = "#include <stdlib.h>\n"
                            "#include <stdio.h>\n"
                            "\n"
                            "char *f(int size)\n"
                            "{\n"
                            "     char *result;\n"
                            "\n"
                            "     if (size > 0)\n"
                            "         result = (char *)malloc(size);\n"
                            "     if (size == 1)\n"
                            "         return NULL;\n"
                            "     result[0] = 0;\n"
                            "     return result;\n"
                            "}\n";

TEST(TranslationUnit, CompilesCToIRWithDebugInfo) {
  TempDir Dir;
  Compiled C =
      compileCode(Dir, "a.c", "int add(int a, int b) { return a + b; }\n");
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  EXPECT_EQ(C.Unit->MainFile, Dir.path() + "/a.c");
  llvm::Function *Add = C.Unit->Module->getFunction("add");
  ASSERT_TRUE(Add && !Add->isDeclaration());
  EXPECT_TRUE(Add->getSubprogram());
  EXPECT_TRUE(C.Diagnostics.empty()) << C.Diagnostics;
}

TEST(TranslationUnit, CompilesCXX) {
  TempDir Dir;
  Compiled C =
      compileCode(Dir, "a.cpp",
                  "#include <vector>\n"
                  "namespace ns { struct C { int m(std::vector<int> &v); }; }\n"
                  "int ns::C::m(std::vector<int> &v) {\n"
                  "  if (v.empty()) return 0;\n"
                  "  return v[0];\n"
                  "}\n");
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  const FunctionSource *M =
      C.Unit->Sources.function("_ZN2ns1C1mERSt6vectorIiSaIiEE");
  ASSERT_TRUE(M);
  EXPECT_EQ(M->Name, "ns::C::m");
  EXPECT_EQ(M->File, Dir.path() + "/a.cpp");
  EXPECT_EQ(M->Line, 3u);
  EXPECT_EQ(M->BodyBegin, 3u);
  EXPECT_EQ(M->BodyEnd, 6u);
  const ConditionText *Empty =
      C.Unit->Sources.condition(Dir.path() + "/a.cpp", {4, 9});
  ASSERT_TRUE(Empty);
  EXPECT_EQ(Empty->Text, "v.empty()");
  EXPECT_EQ(Empty->Negated, "!v.empty()");
  // Functions instantiated from headers are covered too.
  const FunctionSource *Size =
      C.Unit->Sources.function("_ZNKSt6vectorIiSaIiEE5emptyEv");
  ASSERT_TRUE(Size);
  EXPECT_NE(Size->File.find("/include/c++/"), std::string::npos);
  EXPECT_TRUE(C.Unit->Sources.isStatementLine(Size->File, Size->BodyBegin) ||
              C.Unit->Sources.isStatementLine(Size->File, Size->BodyBegin + 1));
}

TEST(TranslationUnit, Figure1OfThePaper) {
  TempDir Dir;
  Compiled C = compileCode(Dir, "example1.c", Figure1);
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  const SourceMap &S = C.Unit->Sources;
  std::string File = Dir.path() + "/example1.c";

  const ConditionText *Positive = S.condition(File, {8, 15});
  ASSERT_TRUE(Positive);
  EXPECT_EQ(Positive->Text, "size > 0");
  EXPECT_EQ(Positive->Negated, "size <= 0");
  const ConditionText *One = S.condition(File, {10, 15});
  ASSERT_TRUE(One);
  EXPECT_EQ(One->Text, "size == 1");
  EXPECT_EQ(One->Negated, "size != 1");

  const std::string *Malloc = S.callText(File, {9, 27});
  ASSERT_TRUE(Malloc);
  EXPECT_EQ(*Malloc, "malloc(size)");

  std::vector<uint32_t> Lines = S.statementLines(File);
  EXPECT_EQ(Lines, (std::vector<uint32_t>{8, 9, 10, 11, 12, 13}));
  EXPECT_TRUE(S.isStatementLine(File, 12));
  EXPECT_FALSE(S.isStatementLine(File, 6));

  const FunctionSource *F = S.function("f");
  ASSERT_TRUE(F);
  EXPECT_EQ(F->Name, "f");
  EXPECT_EQ(F->LinkageName, "f");
  EXPECT_EQ(F->File, File);
  EXPECT_EQ(F->Line, 4u);
  EXPECT_EQ(F->BodyBegin, 5u);
  EXPECT_EQ(F->BodyEnd, 14u);
  EXPECT_EQ(S.lineText(File, 9), "         result = (char *)malloc(size);");
  EXPECT_EQ(S.lineText(File, 99), "");
}

TEST(TranslationUnit, SyntaxErrorIsReportedWithItsMessage) {
  TempDir Dir;
  Compiled C = compileCode(Dir, "bad.c", "int f(void) {\n  return 1 +;\n}\n");
  ASSERT_FALSE(C.Unit);
  EXPECT_NE(C.Error.find("bad.c"), std::string::npos) << C.Error;
  EXPECT_NE(C.Error.find("1 error"), std::string::npos) << C.Error;
  EXPECT_NE(C.Diagnostics.find("bad.c:2:13: error: expected expression"),
            std::string::npos)
      << C.Diagnostics;
}

TEST(TranslationUnit, MissingFileIsAClearError) {
  TempDir Dir;
  Compiled C = compile(Dir.path(), "nowhere.c");
  ASSERT_FALSE(C.Unit);
  EXPECT_EQ(C.Error, "cannot compile '" + Dir.path() +
                         "/nowhere.c': no such file or directory");
}

TEST(TranslationUnit, NonCSourcesAreRefused) {
  TempDir Dir;
  Compiled Asm = compileCode(Dir, "start.S", ".text\nstart: ret\n");
  ASSERT_FALSE(Asm.Unit);
  EXPECT_EQ(Asm.Error,
            "cannot compile '" + Dir.path() + "/start.S': it is not C or C++");
  Compiled Text = compileCode(Dir, "notes.txt", "hello\n");
  ASSERT_FALSE(Text.Unit);
  EXPECT_NE(Text.Error.find("compiles no C or C++ source"), std::string::npos)
      << Text.Error;
}

TEST(TranslationUnit, OptimizationFlagsAreDropped) {
  TempDir Dir;
  Compiled C = compileCode(Dir, "opt.c",
                           "#ifdef __OPTIMIZE__\n#error optimized\n#endif\n"
                           "int f(int x) { return x; }\n",
                           {"-O2", "-D_FORTIFY_SOURCE=2", "-Werror"});
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
}

TEST(TranslationUnit, GccOnlyFlagsDoNotBreakTheCompile) {
  TempDir Dir;
  Compiled C = compileCode(
      Dir, "gcc.c", "int f(int x) { return x; }\n",
      {"-fno-tree-vectorize", "-fconserve-stack", "-fno-allow-store-data-races",
       "-Wno-maybe-uninitialized", "-fstack-clash-protection",
       "-fno-semantic-interposition", "-Wl,-z,relro",
       "-mindirect-branch=thunk-extern", "-fno-var-tracking-assignments",
       "-ffile-prefix-map=/build=.",
       "-specs=/usr/share/dpkg/no-pie-compile.specs", "-MD", "-MF", "gcc.d",
       "-o", "gcc.o", "-fsanitize=address", "-flto=auto", "-pg"});
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  EXPECT_TRUE(C.Diagnostics.empty()) << C.Diagnostics;
}

TEST(TranslationUnit, BuiltinHeadersAreFound) {
  TempDir Dir;
  Compiled C = compileCode(Dir, "builtin.c",
                           "#include <stddef.h>\n#include <stdarg.h>\n"
                           "struct pair { int x, y; };\n"
                           "size_t f(int n, ...) { va_list a; va_start(a, n);"
                           " va_end(a); return offsetof(struct pair, y); }\n");
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
}

TEST(TranslationUnit, OldCThatGccAcceptsCompiles) {
  TempDir Dir;
  Compiled C = compileCode(Dir, "old.c",
                           "f(x) { return g(x); }\n"
                           "int h(void) { int *p = 1; return *p; }\n");
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  EXPECT_TRUE(C.Diagnostics.empty()) << C.Diagnostics;
}

TEST(TranslationUnit, HeaderFunctionsAreKeyedByTheirFile) {
  TempDir Dir;
  Dir.write("include/util.h", "static inline int pos(int x) {\n"
                              "  if (x > 0)\n"
                              "    return 1;\n"
                              "  return 0;\n"
                              "}\n");
  Dir.write("src/main.c", "#include \"util.h\"\n"
                          "int main(void) { return pos(3); }\n");
  Compiled C = compile(Dir.path() + "/src", "main.c", {"-I../include"});
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  std::string Header = Dir.path() + "/include/util.h";
  const ConditionText *X = C.Unit->Sources.condition(Header, {2, 9});
  ASSERT_TRUE(X);
  EXPECT_EQ(X->Text, "x > 0");
  const FunctionSource *Pos = C.Unit->Sources.function("pos");
  ASSERT_TRUE(Pos);
  EXPECT_EQ(Pos->File, Header);
  // The keys are exactly what the debug info names.
  llvm::Function *F = C.Unit->Module->getFunction("pos");
  ASSERT_TRUE(F && F->getSubprogram());
  EXPECT_EQ(normalizePath(F->getSubprogram()->getDirectory().str(),
                          F->getSubprogram()->getFilename().str()),
            Header);
}

TEST(TranslationUnit, ACrashOfClangIsAnErrorAndTheNextUnitCompiles) {
  TempDir Dir;
  Compiled Crash =
      compileCode(Dir, "crash.c", "#pragma clang __debug crash\nint f;\n");
  ASSERT_FALSE(Crash.Unit);
  EXPECT_NE(Crash.Error.find("Clang crashed"), std::string::npos)
      << Crash.Error;
  Compiled Next = compileCode(Dir, "next.c", "int g(void) { return 1; }\n");
  EXPECT_TRUE(Next.Unit) << Next.Error << Next.Diagnostics;
}

// gflags 2.2.2's mutex.h without threads puts every lock operation inside
// an assert, compiled out (NDEBUG); in C++20 the library's construct_at,
// which a std::vector uses, declares its type with decltype(::new ...) and
// noexcept(noexcept(::new ...)). Collecting the SourceMap asked that
// unevaluated new expression of the template for its operator new: a crash.
TEST(TranslationUnit, AssertsWithSideEffectsAndConstructAtCompileInCXX20) {
  TempDir Dir;
  const char *Code = "#include <cassert>\n"
                     "#include <memory>\n"
                     "#include <string>\n"
                     "#include <vector>\n"
                     "class Mutex {\n"
                     " public:\n"
                     "  void Lock() { assert(--mutex_ == -1); }\n"
                     "  void Unlock() { assert(mutex_++ == -1); }\n"
                     "  void ReaderLock() { assert(++mutex_ > 0); }\n"
                     " private:\n"
                     "  int mutex_ = 0;\n"
                     "};\n"
                     "struct S { int x; };\n"
                     "#if __cplusplus > 201703L\n"
                     "S *make(S *p) { return std::construct_at(p, S{1}); }\n"
                     "#endif\n"
                     "int f(Mutex &m, std::vector<std::string> &v) {\n"
                     "  m.Lock(); v.push_back(\"x\"); m.Unlock();\n"
                     "  return (int)v.size();\n"
                     "}\n";
  for (const char *Std : {"-std=c++20", "-std=c++17"}) {
    Compiled C = compileCode(Dir, "gflags_mutex.cc", Code, {Std, "-DNDEBUG",
                                                          "-DNO_THREADS"});
    ASSERT_TRUE(C.Unit) << Std << ": " << C.Error << C.Diagnostics;
  }
}

// A unit deep enough to overflow any stack: recovered as a crash of Clang,
// reported with its file; the compile of the next unit is unharmed.
TEST(TranslationUnit, AStackOverflowIsAnErrorAndTheNextUnitCompiles) {
  TempDir Dir;
  std::string Deep = "int f(int x) { return ";
  for (int I = 0; I < 400000; ++I)
    Deep += "(x+";
  Deep += "x";
  for (int I = 0; I < 400000; ++I)
    Deep += ")";
  Deep += "; }\n";
  Compiled Crash = compileCode(Dir, "deep.c", Deep, {"-fbracket-depth=1000000"});
  ASSERT_FALSE(Crash.Unit);
  EXPECT_NE(Crash.Error.find("deep.c"), std::string::npos) << Crash.Error;
  Compiled Next = compileCode(Dir, "next.c", "int g(void) { return 1; }\n");
  EXPECT_TRUE(Next.Unit) << Next.Error << Next.Diagnostics;
}

// A compile database is untrusted: no flag makes the compile write a file.
TEST(TranslationUnit, FlagsThatWriteFilesWriteNothing) {
  TempDir Dir;
  Compiled C = compileCode(
      Dir, "w.c", "int f(int x) { return x; }\n",
      {"--serialize-diagnostics", "diag.dia",
       "-foptimization-record-file=record.yaml", "-fsave-optimization-record",
       "-MD", "-MF", "deps.d", "-ftime-trace", "-gsplit-dwarf", "-o", "w.o",
       "-fstack-usage", "-ftest-coverage", "-Xclang", "-diagnostic-log-file",
       "-Xclang", "log.txt"});
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  for (const char *Name : {"diag.dia", "record.yaml", "w.opt.yaml", "deps.d",
                           "w.json", "w.dwo", "w.o", "w.su", "w.gcno",
                           "log.txt"})
    EXPECT_FALSE(llvm::sys::fs::exists(Dir.path() + "/" + Name)) << Name;
}

TEST(TranslationUnit, ValueNamesAreDiscardedUnlessAskedFor) {
  TempDir Dir;
  Dir.write("v.c", "int f(int size) { return size; }\n");
  CompileJob Job = jobsForFiles({"v.c"}, {}).front();
  Job.Directory = Dir.path();
  std::string Diagnostics;
  llvm::raw_string_ostream OS(Diagnostics);
  auto Plain = compileTranslationUnit(Job, OS);
  ASSERT_TRUE(bool(Plain));
  EXPECT_FALSE(Plain->Module->getFunction("f")->getArg(0)->hasName());
  CompileOptions Named;
  Named.KeepValueNames = true;
  auto WithNames = compileTranslationUnit(Job, OS, Named);
  ASSERT_TRUE(bool(WithNames));
  EXPECT_EQ(WithNames->Module->getFunction("f")->getArg(0)->getName(), "size");
}

} // namespace
