//===- tests/reports/Example1.cpp - the PREfix paper's Figure 1 as test data =//
#include "tests/reports/Example1.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace pathsim::reports::test {

TempDir::TempDir() {
  std::string Template =
      (std::filesystem::temp_directory_path() / "pathsim-reports-XXXXXX")
          .string();
  if (!mkdtemp(Template.data()))
    throw std::runtime_error("mkdtemp failed");
  Path = Template;
}

TempDir::~TempDir() {
  std::error_code EC;
  std::filesystem::remove_all(Path, EC);
}

InDirectory::InDirectory(const std::string &Dir)
    : Before(std::filesystem::current_path().string()) {
  std::filesystem::current_path(Dir);
}

InDirectory::~InDirectory() {
  std::error_code EC;
  std::filesystem::current_path(Before, EC);
}

void writeFile(const std::string &Path, const std::string &Text) {
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  Out << Text;
}

std::string example1Source() {
  return "/* example1.c: Figure 1 of the PREfix paper */\n" // 1
         "#include <stdlib.h>\n"                            // 2
         "\n"                                               // 3
         "char *f(int size)\n"                              // 4
         "{\n"                                              // 5
         "    char *result;\n"                              // 6
         "\n"                                               // 7
         "    if (size > 0)\n"                              // 8
         "        result = (char *)malloc(size);\n"         // 9
         "    if (size == 1)\n"                             // 10
         "        return NULL;\n"                           // 11
         "    result[0] = 0;\n"                             // 12
         "    return result;\n"                             // 13
         "}\n";                                             // 14
}

std::vector<Warning> example1Warnings(const std::string &Path,
                                      const std::string &Display,
                                      uint32_t LineShift) {
  auto At = [&](uint32_t Line, uint32_t Col) {
    return SourceLocation{Path, Display, Line + LineShift, Col};
  };
  auto Stmt = [&](uint32_t Line, uint32_t Col) {
    return PathStep{PathStep::Kind::Statement, At(Line, Col), "", 0};
  };
  auto Step = [&](PathStep::Kind K, uint32_t Line, uint32_t Col,
                  std::string Text) {
    return PathStep{K, At(Line, Col), std::move(Text), 0};
  };
  using K = PathStep::Kind;

  Warning Leak;
  Leak.Kind = WarningKind::Leak;
  Leak.Message = "leaking memory";
  Leak.Function = "f";
  Leak.FunctionLinkageName = "f";
  Leak.Loc = At(11, 9);
  Leak.AllocationStack = {{At(9, 26), "f"}};
  Leak.Conditions = {{At(8, 9), "size > 0"}, {At(10, 9), "size == 1"}};
  Leak.Path = {Stmt(8, 5),
               Step(K::Condition, 8, 9, "size > 0"),
               Stmt(9, 9),
               Step(K::Call, 9, 26, "malloc(size)"),
               Step(K::ModelOutcome, 9, 26, "memory allocated"),
               Stmt(10, 5),
               Step(K::Condition, 10, 9, "size == 1"),
               Stmt(11, 9),
               Step(K::Event, 11, 9, "memory allocated on line 9 is leaked")};
  Leak.Models = {{At(9, 26), "malloc", "malloc(size)", "system",
                  "function returns a new memory block", "memory allocated", ""}};

  Warning Uninit;
  Uninit.Kind = WarningKind::UninitDeref;
  Uninit.Message = "dereferencing uninitialized pointer 'result'";
  Uninit.Function = "f";
  Uninit.FunctionLinkageName = "f";
  Uninit.Loc = At(12, 5);
  Uninit.Variable = "result";
  Uninit.Related = {{At(6, 11), "variable declared here"}};
  Uninit.Conditions = {{At(8, 9), "size <= 0"}};
  Uninit.Path = {Stmt(8, 5), Step(K::Condition, 8, 9, "size <= 0"), Stmt(10, 5),
                 Stmt(12, 5),
                 Step(K::Event, 12, 5, "'result' is dereferenced")};

  Warning Null;
  Null.Kind = WarningKind::NullDeref;
  Null.Message = "dereferencing NULL pointer 'result'";
  Null.Function = "f";
  Null.FunctionLinkageName = "f";
  Null.Loc = At(12, 5);
  Null.Variable = "result";
  Null.Related = {
      {At(9, 26), "value comes from return value of 'malloc' here"}};
  Null.Conditions = {{At(8, 9), "size > 0"}, {At(10, 9), "size != 1"}};
  Null.OccursWhen = {"memory exhausted"};
  Null.Path = {Stmt(8, 5),
               Step(K::Condition, 8, 9, "size > 0"),
               Stmt(9, 9),
               Step(K::Call, 9, 26, "malloc(size)"),
               Step(K::ModelOutcome, 9, 26, "memory exhausted"),
               Stmt(10, 5),
               Step(K::Condition, 10, 9, "size != 1"),
               Stmt(12, 5),
               Step(K::Event, 12, 5, "'result' is dereferenced")};
  Null.Models = {{At(9, 26), "malloc", "malloc(size)", "system",
                  "function returns 0", "memory exhausted", ""}};
  return {Leak, Uninit, Null};
}

FunctionStats example1Stats(const std::string &Path,
                            const std::string &Display) {
  FunctionStats S;
  S.Function = "f";
  S.LinkageName = "f";
  S.Loc = {Path, Display, 4, 7};
  S.Paths = 4;
  S.Stop = Termination::Complete;
  S.Seconds = 0.01;
  S.Warnings = 3;
  return S;
}

} // namespace pathsim::reports::test
