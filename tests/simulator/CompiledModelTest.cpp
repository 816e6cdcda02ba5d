//===- tests/simulator/CompiledModelTest.cpp - models resolved for calls --===//
#include "simulator/models/CompiledModel.h"

#include "modellang/Reader.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

using modellang::Operator;

CompiledModel compile(const std::string &Text) {
  modellang::ReadResult R = modellang::readModels(Text, "<test>");
  EXPECT_TRUE(R.Errors.empty());
  EXPECT_EQ(R.Models.size(), 1u);
  return compileModel(R.Models.at(0));
}

TEST(CompiledModelTest, VariablesBecomeSlotsWithTheirBaseAndFields) {
  CompiledModel M = compile(R"((f (param p n) (global g) (temp t)
    (normal return_0
      (guard ieq *<4:8>p 0)
      (constraint ige n 0)
      (result ieq *<4:8>p@ 1)
      (result ieq g<4:16> t)
      (result memory_initialized **<8:24>return))))");
  ASSERT_EQ(M.Cases.size(), 1u);
  // *<4:8>p@ is a slot of its own: results read it as it was on entry,
  // before any of them wrote *<4:8>p.
  std::vector<std::string> Names;
  for (const ModelVariable &V : M.Variables)
    Names.push_back(V.Name);
  EXPECT_EQ(Names,
            (std::vector<std::string>{"p", "n", "p", "g", "t", "return"}));
  EXPECT_FALSE(M.Variables[0].Input);
  EXPECT_TRUE(M.Variables[2].Input);
  EXPECT_EQ(M.Variables[2].Fields, "*<4:8>");
  M.Variables.erase(M.Variables.begin() + 2);
  const ModelVariable &P = M.Variables[0];
  EXPECT_EQ(P.B, ModelVariable::Base::Param);
  EXPECT_EQ(P.Index, 0u);
  ASSERT_EQ(P.Derefs.size(), 1u);
  EXPECT_EQ(P.Derefs[0].Offset, 8);
  EXPECT_EQ(P.Derefs[0].Size, 4);
  EXPECT_EQ(P.Fields, "*<4:8>");
  EXPECT_EQ(M.Variables[1].Index, 1u);
  EXPECT_EQ(M.Variables[2].B, ModelVariable::Base::Global);
  EXPECT_EQ(M.Variables[2].Offset, 16);
  EXPECT_EQ(M.Globals, (std::vector<std::string>{"g"}));
  EXPECT_EQ(M.Variables[3].B, ModelVariable::Base::Temp);
  EXPECT_EQ(M.Temps, 1u);
  // **<8:24>return: the inner '*' first, then the one written first.
  const ModelVariable &R = M.Variables[4];
  EXPECT_EQ(R.B, ModelVariable::Base::Return);
  ASSERT_EQ(R.Derefs.size(), 2u);
  EXPECT_EQ(R.Derefs[0].Offset, 24);
  EXPECT_EQ(R.Derefs[0].Size, 8);
  EXPECT_EQ(R.Derefs[1].Size, -1);
  EXPECT_EQ(M.Work, 5u);
}

TEST(CompiledModelTest, FieldsReadThroughTheSamePointersShareAChain) {
  CompiledModel M = compile(R"((f (param p q) (global g) (temp t)
    (normal return_0
      (guard ieq *<4:92>*<8:296>p 0)
      (guard ieq *<4:96>*<8:296>p 1)
      (guard ieq *<4:92>*<8:300>p 0)
      (guard ieq *<4:0>p 2)
      (guard ieq *<1:8>p 2)
      (guard ieq *<4:0>q 0)
      (guard ieq *<4:0>g 3)
      (guard ieq p 0)
      (guard ieq *<4:0>t 0)
      (guard ieq *<4:0>return 0))))");
  std::vector<uint32_t> Chains;
  for (const ModelVariable &V : M.Variables)
    Chains.push_back(V.Chain);
  // The last '*' selects the field; what comes before it is the chain: the
  // two fields of *<8:296>p share one, *<8:300>p and p itself have their
  // own. A variable without '*', and bases a call may set (a temporary,
  // the return value), have none.
  EXPECT_EQ(Chains, (std::vector<uint32_t>{1, 1, 2, 3, 3, 4, 5, 0, 0, 0}));
  EXPECT_EQ(M.Chains, 5u);
}

TEST(CompiledModelTest, GuardsKnowWhatTheyTest) {
  CompiledModel M = compile(R"((f (param p) (global g)
    (normal return_0
      (guard ieq *<4:0>p 2)
      (guard ieq *<4:0>g 0)
      (guard ieq p 0)
      (guard ieq *<4:0>p *<4:4>p))))");
  auto Flags = [&](size_t K) {
    const ModelOperation &Op = M.Operations[M.Cases[0].guards()[K]];
    return std::make_pair(Op.ReadsGlobal, Op.TestsFieldAgainstConstant);
  };
  EXPECT_EQ(Flags(0), std::make_pair(false, true));
  EXPECT_EQ(Flags(1), std::make_pair(true, true));
  EXPECT_EQ(Flags(2), std::make_pair(false, false));
  EXPECT_EQ(Flags(3), std::make_pair(false, false));
}

TEST(CompiledModelTest, OperationsSortedByKindResultsByDepth) {
  CompiledModel M = compile(R"((f (param p)
    (normal return_X
      (result resource_new **p (FILE open))
      (constraint memory_valid_pointer p)
      (result memory_valid_pointer *p)
      (guard ine p 0)
      (result memory_new return 8))))");
  const CompiledCase &C = M.Cases[0];
  ASSERT_EQ(C.guards().size(), 1u);
  EXPECT_EQ(M.Operations[C.guards()[0]].Op, Operator::Ine);
  EXPECT_EQ(M.Operations[C.guards()[0]].Pred, Predicate::Ne);
  ASSERT_EQ(C.constraints().size(), 1u);
  std::vector<Operator> Results;
  for (uint32_t Op : C.results())
    Results.push_back(M.Operations[Op].Op);
  // return is set before *p, and *p before **p.
  EXPECT_EQ(Results, (std::vector<Operator>{Operator::MemoryNew,
                                            Operator::MemoryValidPointer,
                                            Operator::ResourceNew}));
  EXPECT_TRUE(C.Allocates);
  EXPECT_TRUE(M.AnyAllocation);
  EXPECT_STREQ(C.ReturnText, "function returns a new memory block");
}

TEST(CompiledModelTest, EqualOperationsAreStoredOnce) {
  CompiledModel M = compile(R"((f (param p n)
    (alternate return_0 (guard ieq n 0) (constraint memory_valid_pointer p))
    (alternate return_1 (guard ine n 0) (constraint memory_valid_pointer p)
      (constraint ige n 0))
    (alternate return_X "under conditions this model cannot state"
      (guard ine n 0))))");
  ASSERT_EQ(M.Cases.size(), 3u);
  EXPECT_EQ(M.Operations.size(), 4u);
  uint32_t Valid = M.Cases[0].constraints()[0];
  EXPECT_TRUE(M.Cases[1].hasConstraint(Valid));
  EXPECT_FALSE(M.Cases[2].hasConstraint(Valid));
  EXPECT_FALSE(M.Cases[0].Unstated);
  EXPECT_TRUE(M.Cases[2].Unstated);
  EXPECT_EQ(M.reason(M.Cases[2]), "under conditions this model cannot state");
  EXPECT_EQ(M.reason(M.Cases[0]), "");
}

TEST(CompiledModelTest, AllocationSitesAreParsedOnce) {
  CompiledModel M = compile(R"((f (param n)
    (normal return_X
      (result memory_new return n "xmalloc@/src/a.c:10:5"))))");
  ASSERT_EQ(M.Sites.size(), 1u);
  ASSERT_EQ(M.Sites[0].size(), 1u);
  EXPECT_EQ(M.Sites[0][0].Text, "xmalloc");
  EXPECT_EQ(M.Sites[0][0].Loc.Line, 10u);
}

TEST(CompiledModelTest, GlobalsAreBoundOncePerModule) {
  CompiledModel M = compile(R"((f (global errno other)
    (normal return_0 (result ieq errno 0) (result ieq other 0))))");
  ModuleCode Module;
  Module.GlobalByName["errno"] = 3;
  GlobalBindings Bound(Module);
  EXPECT_EQ(Bound.of(M), (std::vector<int32_t>{3, -1}));
  EXPECT_EQ(&Bound.of(M), &Bound.of(M));
}

} // namespace
} // namespace pathsim
