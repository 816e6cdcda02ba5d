//===- tests/modellang/ValidatorTest.cpp - one failing case per rule ------===//
#include "modellang/Validator.h"
#include "modellang/Operators.h"
#include "tests/modellang/TestSupport.h"

#include <gtest/gtest.h>

using namespace pathsim::modellang;
using namespace pathsim::modellang::test;

namespace {

using Errors = std::vector<std::string>;

/// The errors of a model whose first line declares p (param), g (global), s
/// (static) and t (temp), followed by \p Body (the cases) on line 2.
Errors check(const std::string &Body) {
  return validationErrors("(f (param p) (global g) (static s) (temp t)\n" +
                          Body + ")");
}

} // namespace

TEST(Validator, ValidModelsHaveNoErrors) {
  EXPECT_EQ(check("(normal return_X (guard ieq p 0) (constraint ine g@ -1)\n"
                  " (result memory_new return 16) (result ieq t s@)\n"
                  " (result peq *return \"lit\") (result ieq *p default)\n"
                  " (result resource_new *return (FILE open)))\n"
                  "(error return_void (constraint memory_valid_pointer ...)\n"
                  " (result memory_freed p@))"),
            Errors{});
}

TEST(Validator, OperatorOnlyInAllowedKinds) {
  EXPECT_EQ(check("(normal (guard memory_new p))"),
            Errors{"t.mdl:2:9: error: 'memory_new' cannot be used in a guard; "
                   "it is allowed only in a result"});
  EXPECT_EQ(check("(normal (constraint memory_freed p))"),
            Errors{"t.mdl:2:9: error: 'memory_freed' cannot be used in a "
                   "constraint; it is allowed only in a result"});
  EXPECT_EQ(check("(normal (result memory_freeable p))"),
            Errors{"t.mdl:2:9: error: 'memory_freeable' cannot be used in a "
                   "result; it is allowed only in a guard or a constraint"});
  EXPECT_EQ(check("(normal (guard resource_new *p (FILE open)))"),
            Errors{"t.mdl:2:9: error: 'resource_new' cannot be used in a "
                   "guard; it is allowed only in a result"});
  EXPECT_EQ(check("(normal (result resource_not_state *p (FILE open)))"),
            Errors{"t.mdl:2:9: error: 'resource_not_state' cannot be used in "
                   "a result; it is allowed only in a guard or a constraint"});
}

TEST(Validator, EveryOperatorIsAcceptedWhereItsRowSays) {
  for (const OperatorInfo &Info : allOperators()) {
    // defect's first operand is a string (a warning kind), not a variable.
    std::string Operands = Info.Accepts[0] & OpVar ? " p" : " \"s\"";
    if (Info.MinOperands == 3) // defect: "KIND" LINE COL
      Operands += " 1 2";
    if (Info.MinOperands == 2)
      Operands += Info.Accepts[1] & OpResource ? " (R s)"
                  : Info.Accepts[1] & OpVar    ? " g"
                                               : " \"s\"";
    // ilinear, ulinear: X Y A B; pdiff: X P Q S; compute: X "OP" Y Z.
    if (Info.MinOperands == 4)
      Operands += Info.Accepts[1] & OpString ? " \"imul\" g 4"
                  : Info.Accepts[2] & OpVar  ? " g p 4"
                                             : " g -1 0";
    for (OperationKind Kind : {OperationKind::Guard, OperationKind::Constraint,
                               OperationKind::Result}) {
      const char *KindName = Kind == OperationKind::Guard        ? "guard"
                             : Kind == OperationKind::Constraint ? "constraint"
                                                                 : "result";
      Errors E = check(std::string("(normal (") + KindName + " " +
                       std::string(Info.Spelling) + Operands + "))");
      EXPECT_EQ(E.empty(), (Info.Kinds & kindBit(Kind)) != 0)
          << Info.Spelling << " in a " << KindName;
    }
  }
}

TEST(Validator, OperandCount) {
  EXPECT_EQ(check("(normal (guard ieq p))"),
            Errors{"t.mdl:2:9: error: 'ieq' takes 2 operands, not 1"});
  EXPECT_EQ(check("(normal (guard ieq p 1 2))"),
            Errors{"t.mdl:2:24: error: 'ieq' takes 2 operands, not 3"});
  EXPECT_EQ(check("(normal (result memory_new_stack return p 1))"),
            Errors{"t.mdl:2:43: error: 'memory_new_stack' takes 1 or 2 "
                   "operands, not 3"});
  EXPECT_EQ(check("(normal (result memory_new return p \"a\" 2 3))"),
            Errors{"t.mdl:2:43: error: 'memory_new' takes 1 to 4 operands, "
                   "not 5"});
  EXPECT_EQ(check("(normal (constraint memory_initialized))"),
            Errors{"t.mdl:2:9: error: 'memory_initialized' takes 1 operand, "
                   "not 0"});
}

TEST(Validator, OperandClasses) {
  EXPECT_EQ(check("(normal (guard ieq 0 p))"),
            Errors{"t.mdl:2:20: error: operand 1 of 'ieq' must be a variable, "
                   "not the integer 0"});
  EXPECT_EQ(check("(normal (result memory_new return NULL))"),
            Errors{"t.mdl:2:35: error: operand 2 of 'memory_new' must be a "
                   "variable, an integer or a string, not 'NULL'"});
  EXPECT_EQ(check("(normal (result memory_new return 4 5))"),
            Errors{"t.mdl:2:37: error: the offset of 'memory_new' (an "
                   "integer) must follow its allocation sites (a string)"});
  EXPECT_EQ(check("(normal (result memory_new return p \"a\" \"b\"))"),
            Errors{"t.mdl:2:41: error: operand 4 of 'memory_new' must be an "
                   "integer, not the string \"b\""});
  EXPECT_EQ(check("(normal (result memory_new return 4 \"a\" 2))"), Errors{});
  EXPECT_EQ(check("(normal (guard peq_addr p 0))"),
            Errors{"t.mdl:2:27: error: operand 2 of 'peq_addr' must be a "
                   "variable, not the integer 0"});
}

TEST(Validator, ResourceSpecificationsOnlyWithResourceOperators) {
  EXPECT_EQ(check("(normal (result ieq *p (FILE open)))"),
            Errors{"t.mdl:2:24: error: a resource specification can only be "
                   "an operand of resource_new, resource_state or "
                   "resource_not_state"});
  EXPECT_EQ(check("(normal (result resource_new *return p))"),
            Errors{"t.mdl:2:38: error: operand 2 of 'resource_new' must be a "
                   "resource specification such as (FILE open), not the "
                   "variable 'p'"});
  EXPECT_EQ(check("(normal (constraint resource_state (FILE open) p))"),
            (Errors{"t.mdl:2:36: error: operand 1 of 'resource_state' must be "
                    "a variable, not the resource specification (FILE open)",
                    "t.mdl:2:48: error: operand 2 of 'resource_state' must be "
                    "a resource specification such as (FILE open), not the "
                    "variable 'p'"}));
}

TEST(Validator, StringsOnlyWhereAccepted) {
  EXPECT_EQ(check("(normal (result ieq *p \"x\"))"),
            Errors{"t.mdl:2:24: error: a string can only be an operand of "
                   "memory_new, memory_family, defect, compute, peq or pne"});
}

TEST(Validator, ComputeOnlyWhatItComputes) {
  EXPECT_EQ(check("(normal (result compute *p \"ine\" p 0))"), Errors{});
  EXPECT_EQ(check("(normal (result compute *p \"idiv\" p 2))"),
            Errors{"t.mdl:2:28: error: 'compute' cannot compute \"idiv\"; it "
                   "computes iadd, isub, imul or a comparison (ieq, ine, ilt, "
                   "ile, igt, ige, ueq, une, ult, ule, ugt, uge, peq, pne)"});
}

TEST(Validator, DefaultOnlyInResults) {
  EXPECT_EQ(check("(normal (guard ieq p default))"),
            Errors{"t.mdl:2:22: error: 'default' (an unspecified value) can "
                   "only be used in a result"});
}

TEST(Validator, NamesMustBeDeclared) {
  EXPECT_EQ(check("(normal (guard ieq *q 0))"),
            Errors{"t.mdl:2:20: error: undeclared name 'q'; declare it in "
                   "(param ...), (global ...), (static ...) or (temp ...)"});
  EXPECT_EQ(check("(normal (result ieq p NULL@))"),
            Errors{"t.mdl:2:23: error: 'NULL' is a constant; it cannot be "
                   "dereferenced or take '@' or a byte field"});
}

TEST(Validator, InputValuesOnlyOfInputs) {
  EXPECT_EQ(check("(normal (result ieq p t@))"),
            Errors{"t.mdl:2:23: error: 't' is a temporary; only parameters, "
                   "globals and statics have an input value ('@')"});
  EXPECT_EQ(check("(normal (result ieq p return@))"),
            Errors{"t.mdl:2:23: error: 'return' has no input value; remove "
                   "the '@'"});
}

TEST(Validator, ReturnOnlyInResults) {
  EXPECT_EQ(check("(normal (guard peq return NULL))"),
            Errors{"t.mdl:2:20: error: 'return' cannot be used in a guard: "
                   "guards are evaluated before the call, when there is no "
                   "return value"});
  EXPECT_EQ(check("(normal (constraint ine *return 0))"),
            Errors{"t.mdl:2:25: error: 'return' cannot be used in a "
                   "constraint: constraints are evaluated before the call, "
                   "when there is no return value"});
}

TEST(Validator, NoReturnValueInCasesThatDoNotReturnOne) {
  EXPECT_EQ(check("(normal return_void (result ieq return 0))"),
            Errors{"t.mdl:2:33: error: 'return' is set in a case that returns "
                   "void (return_void)"});
  EXPECT_EQ(check("(error exit (result ieq g return))"),
            Errors{"t.mdl:2:27: error: 'return' is set in a case that does "
                   "not return (exit)"});
}

TEST(Validator, ReturnTypeConsistentWithResults) {
  EXPECT_EQ(check("(normal return_0 (result ieq return 5))"),
            Errors{"t.mdl:2:37: error: this result makes the return value 5 "
                   "but the case's return type is return_0"});
  EXPECT_EQ(check("(normal return_1 (result peq return NULL))"),
            Errors{"t.mdl:2:37: error: this result makes the return value "
                   "NULL but the case's return type is return_1"});
  EXPECT_EQ(check("(normal return_X (result ieq return<4> -1))"),
            Errors{"t.mdl:2:40: error: this result makes the return value -1 "
                   "but the case's return type is return_X"});
  EXPECT_EQ(check("(normal return_minus1 (result ieq return EOF))\n"
                  "(normal return_minus1 (result ueq return<4> 0xffffffff))\n"
                  "(normal return_0 (result peq return NULL))\n"
                  "(normal return_X (result ieq return 7))\n"
                  "(normal return_type_unknown (result ieq return 0))"),
            Errors{});
}

TEST(Validator, Declarations) {
  EXPECT_EQ(validationErrors("(f (param a b) (temp a) (normal))"),
            Errors{"t.mdl:1:22: error: 'a' is declared twice (first at 1:11)"});
  EXPECT_EQ(validationErrors("(f (param fmt ...) (global EOF) (normal))"),
            (Errors{"t.mdl:1:15: error: '...' is a special name and cannot be "
                    "declared",
                    "t.mdl:1:28: error: 'EOF' is a special name and cannot be "
                    "declared"}));
}

TEST(Validator, ByteFieldSizes) {
  EXPECT_EQ(validationErrors("(f (param a<0:4>) (normal (guard ieq *<0>a 0)))"),
            (Errors{"t.mdl:1:11: error: byte field size must be at least 1",
                    "t.mdl:1:38: error: byte field size must be at least 1"}));
}

TEST(Validator, BitFieldsLieWithinTheirValue) {
  EXPECT_EQ(validationErrors("(f (param a) (normal (guard ieq *<2:8>a.<1:8> 0) "
                             "(guard ieq *<2:8>a.<8:9> 0) (guard ieq a.<0:0> "
                             "0) (guard ieq *a.<64:0> 0)))"),
            (Errors{"t.mdl:1:61: error: bit field .<8:9> lies outside the 16 "
                    "bits of the value it selects from",
                    "t.mdl:1:89: error: bit field width must be at least 1"}));
}

TEST(Validator, ModelNeedsACase) {
  EXPECT_EQ(validationErrors("(f (param a))"),
            Errors{"t.mdl:1:1: error: model 'f' has no cases; it needs at "
                   "least one (normal ...), (error ...) or (alternate ...)"});
}

TEST(Validator, ModelDefinedTwiceInOneFile) {
  EXPECT_EQ(validationErrors("(f (normal))\n(g (normal))\n  (f (error))"),
            Errors{"t.mdl:3:3: error: model 'f' defined twice (first at "
                   "t.mdl:1:1)"});
}

TEST(Validator, BuiltModelsWithInvalidNames) {
  Model M;
  M.Name = "not a name";
  M.Params = {VariableDef{"", std::nullopt, {2, 3}}};
  Case C;
  Operation O;
  O.Kind = OperationKind::Result;
  O.Op = Operator::ResourceNew;
  O.Operands = {Operand{Variable{{}, "return", false, {}, {}}, {4, 5}},
                Operand{ResourceSpec{"FILE", "not open"}, {4, 9}}};
  C.Operations.push_back(O);
  M.Cases.push_back(C);
  std::vector<std::string> E;
  for (const Diagnostic &D : validateModel(M, "b.mdl"))
    E.push_back(D.str());
  EXPECT_EQ(E, (Errors{"b.mdl: error: 'not a name' is not a valid model "
                       "name (a C identifier)",
                       "b.mdl:2:3: error: '' is not a valid name (a C "
                       "identifier)",
                       "b.mdl:4:9: error: a resource type and state must be "
                       "names (C identifiers)"}));
}
