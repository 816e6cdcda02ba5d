//===- tests/simulator/ModelEmulationTest.cpp - calls emulated from models ===//
//
// Functions written as LLVM IR text (no compiler), simulated with models read
// from model-language text: the warnings each call gives and the outcomes
// (cases of the function's own model) it leads to.
//
#include "modellang/Printer.h"
#include "modellang/Reader.h"
#include "simulator/exec/Explorer.h"
#include "simulator/ir/Decoder.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

/// A module decoded from IR text, the models its calls use, and what
/// simulating one of its functions gives.
class Emulation {
public:
  Emulation(const std::string &IR, const std::string &Models) {
    llvm::SMDiagnostic Error;
    std::unique_ptr<llvm::Module> M =
        llvm::parseAssemblyString(IR, Error, Context);
    if (!M) {
      ADD_FAILURE() << "IR: " << Error.getMessage().str() << " at line "
                    << Error.getLineNo();
      return;
    }
    Module = decodeModule(*M);
    Read = modellang::readModels(Models, "<models>");
    EXPECT_TRUE(Read.Errors.empty());
    for (const modellang::Model &Model : Read.Models)
      Compiled.emplace(Model.Name,
                       std::make_unique<CompiledModel>(compileModel(Model)));
    Set.addLayer(Compiled, ModelOrigin::System);
  }

  /// Simulates the function named Name.
  FunctionResult run(const std::string &Name) {
    for (const FunctionCode &F : Module.Functions)
      if (F.Name == Name || F.LinkageName == Name)
        return simulateFunction(Module, F, nullptr, Config, &Set);
    ADD_FAILURE() << "no function " << Name;
    return {};
  }

  /// The messages of what simulating Name reports, in order.
  std::vector<std::string> messages(const std::string &Name) {
    std::vector<std::string> Out;
    for (const Warning &W : run(Name).Warnings)
      Out.push_back(std::string(kindInfo(W.Kind).Id) + ": " + W.Message);
    return Out;
  }

  /// The outcomes of Name's paths, printed as cases, sorted.
  std::vector<std::string> outcomes(const std::string &Name) {
    std::vector<std::string> Out;
    for (const Outcome &O : run(Name).Outcomes) {
      modellang::Model M;
      M.Name = "o";
      M.Cases.push_back(O.Case);
      std::string Text = modellang::printModel(M);
      // Only the case: drop `(o` and the last parenthesis.
      Text = Text.substr(Text.find('\n') + 1);
      Out.push_back(Text.substr(0, Text.rfind(')')));
    }
    std::sort(Out.begin(), Out.end());
    return Out;
  }

  Settings Config;

private:
  llvm::LLVMContext Context;
  ModuleCode Module;
  modellang::ReadResult Read;
  CompiledModels Compiled;
  ModelSet Set;
};

const char *const Malloc = R"(
(malloc (param size)
  (normal return_X "memory allocated"
    (result memory_new return size))
  (error return_0 "memory exhausted"
    (result peq return NULL))))";

TEST(ModelEmulationTest, EachCaseIsAPathAndItsNullIsDereferenced) {
  Emulation E(R"(
declare ptr @malloc(i64)
define void @f() {
  %p = call ptr @malloc(i64 4)
  store i32 1, ptr %p
  ret void
}
)",
              Malloc);
  // The first case: a new block, lost at the return; the second: NULL.
  EXPECT_EQ(E.messages("f"), (std::vector<std::string>{
                                 "leak: memory allocated by 'malloc' is leaked",
                                 "null-deref: dereferencing NULL pointer "
                                 "'malloc()'"}));
  FunctionResult R = E.run("f");
  ASSERT_EQ(R.Warnings.size(), 2u);
  const Warning &Null = R.Warnings[1];
  ASSERT_EQ(Null.Models.size(), 1u);
  EXPECT_EQ(Null.Models[0].Callee, "malloc");
  EXPECT_EQ(Null.Models[0].Origin, "system");
  EXPECT_EQ(Null.Models[0].ReturnText, "function returns 0");
  EXPECT_EQ(Null.Models[0].Reason, "memory exhausted");
  ASSERT_EQ(Null.OccursWhen.size(), 1u);
  EXPECT_EQ(Null.OccursWhen[0], "memory exhausted");
}

TEST(ModelEmulationTest, MallocNeverFailsDropsTheErrorCase) {
  Emulation E(R"(
declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 4)
  store i32 1, ptr %p
  ret ptr %p
}
)",
              Malloc);
  E.Config.MallocNeverFails = true;
  EXPECT_TRUE(E.messages("f").empty());
}

TEST(ModelEmulationTest, ConstraintViolationNamesTheCalleeAndParameter) {
  Emulation E(R"(
declare i64 @strlen(ptr)
define i64 @f() {
  %n = call i64 @strlen(ptr null)
  ret i64 %n
}
)",
              R"((strlen (param s)
  (normal return_X (constraint memory_valid_pointer s)
    (result ige return 0))))");
  EXPECT_EQ(E.messages("f"),
            (std::vector<std::string>{
                "null-deref: passing NULL pointer 's' to 'strlen'"}));
}

TEST(ModelEmulationTest, ConstraintOnTheCallersValueBecomesItsConstraint) {
  Emulation E(R"(
declare i64 @strlen(ptr)
define i64 @f(ptr %s) {
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}
)",
              R"((strlen (param s)
  (normal return_X (constraint memory_valid_pointer s)
    (result ige return 0))))");
  EXPECT_TRUE(E.messages("f").empty());
  std::vector<std::string> Cases = E.outcomes("f");
  ASSERT_EQ(Cases.size(), 1u);
  EXPECT_NE(Cases[0].find("(constraint memory_valid_pointer arg1@<8:0>)"),
            std::string::npos)
      << Cases[0];
  EXPECT_NE(Cases[0].find("(result ige return<8:0> 0)"), std::string::npos)
      << Cases[0];
}

TEST(ModelEmulationTest, GuardsChooseTheCasesAndBecomeTheCallersGuards) {
  Emulation E(R"(
declare i32 @sign(i32)
define i32 @f(i32 %n) {
  %r = call i32 @sign(i32 %n)
  ret i32 %r
}
)",
              R"((sign (param n)
  (normal return_0 (guard ieq n 0))
  (normal return_1 (guard igt n 0))
  (normal return_minus1 (guard ilt n 0))))");
  EXPECT_EQ(E.outcomes("f"),
            (std::vector<std::string>{
                "  (alternate return_0\n    (guard ieq arg1@<4:0> 0)\n"
                "    (constraint memory_initialized arg1@<4:0>)\n"
                "    (result ieq return<4:0> 0))",
                "  (alternate return_1\n    (guard igt arg1@<4:0> 0)\n"
                "    (constraint memory_initialized arg1@<4:0>)\n"
                "    (result ieq return<4:0> 1))",
                "  (alternate return_minus1\n    (guard ilt arg1@<4:0> 0)\n"
                "    (constraint memory_initialized arg1@<4:0>)\n"
                "    (result ieq return<4:0> -1))"}));
}

TEST(ModelEmulationTest, ResultsApplyByDepthAndResourcesChangeState) {
  // fopen's FILE is created on *return, which exists once return does;
  // closing it twice breaks fclose's constraint. (Without debug info the
  // argument is named after the call that made it.)
  Emulation E(R"(
declare ptr @fopen(ptr, ptr)
declare i32 @fclose(ptr)
@path = constant [2 x i8] c"a\00"
define void @f() {
  %fp = call ptr @fopen(ptr @path, ptr @path)
  %ok = icmp ne ptr %fp, null
  br i1 %ok, label %open, label %done
open:
  %a = call i32 @fclose(ptr %fp)
  %b = call i32 @fclose(ptr %fp)
  br label %done
done:
  ret void
}
)",
              R"((fopen (param path mode)
  (normal return_X "file opened"
    (result resource_new *return (FILE open))
    (result memory_valid_pointer return))
  (error return_0 "cannot open" (result peq return NULL)))
(fclose (param stream)
  (normal return_0 "closed"
    (constraint memory_valid_pointer stream)
    (constraint resource_state *stream (FILE open))
    (result resource_state *stream (FILE closed)))))");
  EXPECT_EQ(E.messages("f"),
            (std::vector<std::string>{
                "resource-state: 'fclose' needs FILE 'fopen()' to be open, "
                "but it is closed"}));
}

TEST(ModelEmulationTest, AResourceLeftOpenLeaks) {
  Emulation E(R"(
declare ptr @fopen(ptr, ptr)
@path = constant [2 x i8] c"a\00"
define void @f() {
  %fp = call ptr @fopen(ptr @path, ptr @path)
  ret void
}
)",
              R"((fopen (param path mode)
  (normal return_X "file opened"
    (result memory_valid_pointer return)
    (result resource_new *return (FILE open)))
  (error return_0 "cannot open" (result peq return NULL))))");
  std::vector<std::string> Messages = E.messages("f");
  ASSERT_EQ(Messages.size(), 1u);
  EXPECT_EQ(Messages[0].rfind("resource-leak: leaking FILE resource", 0), 0u)
      << Messages[0];
}

TEST(ModelEmulationTest, UnstatedCaseIsRuledOutByAConstraintOthersLack) {
  // get(p) reads *p only in a case whose conditions its model cannot state:
  // passing NULL takes the other case, no warning.
  Emulation E(R"(
declare i32 @get(ptr)
define i32 @f() {
  %r = call i32 @get(ptr null)
  ret i32 %r
}
)",
              R"((get (param p)
  (alternate return_0)
  (alternate return_X "under conditions this model cannot state"
    (constraint memory_valid_pointer p))))");
  EXPECT_TRUE(E.messages("f").empty());
  // Both cases are eligible; the unstated one is ruled out on that path.
  FunctionResult R = E.run("f");
  EXPECT_EQ(R.Outcomes.size(), 1u);
  EXPECT_EQ(R.Stats.InfeasiblePaths, 1u);
}

TEST(ModelEmulationTest, AConstraintEveryEligibleCaseHasIsChecked) {
  Emulation E(R"(
declare i32 @get(ptr)
define i32 @f() {
  %r = call i32 @get(ptr null)
  ret i32 %r
}
)",
              R"((get (param p)
  (alternate return_0 (constraint memory_valid_pointer p))
  (alternate return_X "under conditions this model cannot state"
    (constraint memory_valid_pointer p))))");
  EXPECT_EQ(E.messages("f"),
            (std::vector<std::string>{
                "null-deref: passing NULL pointer 'p' to 'get'"}));
}

TEST(ModelEmulationTest, VariadicOperationAppliesToEachExtraArgument) {
  // scan("%d %d", &a, &b) initializes a and b: reading them is no defect.
  Emulation E(R"(
declare i32 @scan(ptr, ...)
@fmt = constant [6 x i8] c"%d %d\00"
define i32 @f() {
  %a = alloca i32
  %b = alloca i32
  %n = call i32 (ptr, ...) @scan(ptr @fmt, ptr %a, ptr %b)
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %s = add i32 %x, %y
  ret i32 %s
}
)",
              R"((scan (param format)
  (normal return_X (result memory_initialized *...))))");
  EXPECT_TRUE(E.messages("f").empty());
}

TEST(ModelEmulationTest, UninitializedArgumentIsReportedWhateverTheModel) {
  Emulation E(R"(
declare void @use(i32)
define void @f() {
  %x = alloca i32
  %v = load i32, ptr %x
  call void @use(i32 %v)
  ret void
}
)",
              R"((use (param v) (normal return_void)))");
  EXPECT_EQ(E.messages("f"),
            (std::vector<std::string>{
                "uninit-use: passing uninitialized value to 'use'"}));
}

TEST(ModelEmulationTest, ModelGlobalIsTheProgramsGlobal) {
  // fail() sets the program's `status` to 1; f returns what it holds.
  Emulation E(R"(
@status = global i32 0
declare void @fail()
define i32 @f() {
  call void @fail()
  %s = load i32, ptr @status
  ret i32 %s
}
)",
              R"((fail (global status)
  (normal return_void (result ieq status<4:0> 1))))");
  std::vector<std::string> Cases = E.outcomes("f");
  ASSERT_EQ(Cases.size(), 1u);
  EXPECT_NE(Cases[0].find("(result ieq return<4:0> 1)"), std::string::npos)
      << Cases[0];
}

TEST(ModelEmulationTest, ExitEndsThePathWithoutLeaks) {
  Emulation E(R"(
declare ptr @malloc(i64)
declare void @exit(i32)
define void @f() {
  %p = call ptr @malloc(i64 4)
  call void @exit(i32 1)
  ret void
}
)",
              std::string(Malloc) + R"(
(exit (param status) (normal exit)))");
  EXPECT_TRUE(E.messages("f").empty());
  for (const std::string &Case : E.outcomes("f"))
    EXPECT_EQ(Case.rfind("  (alternate exit", 0), 0u) << Case;
}

} // namespace
} // namespace pathsim
