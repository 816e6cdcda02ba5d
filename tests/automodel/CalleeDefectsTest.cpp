// Where a defect on a function's inputs is shown (automodel/CalleeDefects.h),
// on hand-built warnings: at the calls that reach it when every caller is in
// the program, in the function otherwise.
#include "automodel/CalleeDefects.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

Warning defect(const std::string &Function, uint32_t Line,
               WarningRank Rank = WarningRank::Likely) {
  Warning W;
  W.Kind = WarningKind::UninitUse;
  W.Rank = Rank;
  W.Message = "returning uninitialized value 'level'";
  W.Function = W.FunctionLinkageName = Function;
  W.Loc.File = "f.c";
  W.Loc.Line = Line;
  W.Loc.Col = 3;
  W.OnInputs = true;
  W.Path.push_back({PathStep::Kind::Event, W.Loc, W.Message, 0});
  return W;
}

Warning raised(const std::string &Caller, const std::string &Callee,
               uint32_t CalleeLine, uint32_t Line, bool Forced = true,
               WarningRank Rank = WarningRank::Certain) {
  Warning W;
  W.Kind = WarningKind::UninitUse;
  W.Rank = Rank;
  W.Message = "the call of '" + Callee + "' reaches a defect in it";
  W.Function = W.FunctionLinkageName = Caller;
  W.Loc.File = "f.c";
  W.Loc.Line = Line;
  W.Loc.Col = 10;
  W.CalleeDefect = Callee + '\x1f' + std::to_string(CalleeLine) + '\x1f' + "3";
  W.CalleeForced = Forced;
  W.Path.push_back({PathStep::Kind::Statement, W.Loc, "", 0});
  W.Path.push_back({PathStep::Kind::Event, W.Loc, W.Message, 0});
  return W;
}

std::map<std::string, Callers> census(bool Internal, bool Taken = false) {
  std::map<std::string, Callers> C;
  C["level_of"] = Callers{1, Taken, Internal, false, {}};
  C["caller"] = Callers{0, false, false, false, {}};
  return C;
}

TEST(CalleeDefects, AStaticFunctionsDefectIsShownAtTheCallThatReachesIt) {
  std::vector<Warning> Ws{defect("level_of", 5),
                          raised("caller", "level_of", 5, 20)};
  settleCalleeDefects(Ws, census(/*Internal=*/true), false);
  ASSERT_EQ(Ws.size(), 1u);
  EXPECT_EQ(Ws[0].Function, "caller");
  EXPECT_EQ(Ws[0].Message, "returning uninitialized value 'level' in "
                           "'level_of'");
  EXPECT_EQ(Ws[0].Rank, WarningRank::Certain); // the call decided the case
  ASSERT_EQ(Ws[0].Path.size(), 2u);            // the caller's, the callee's
  EXPECT_EQ(Ws[0].Path[1].Depth, 1u);
  EXPECT_EQ(Ws[0].Path[1].Loc.Line, 5u);
}

TEST(CalleeDefects, ADefectSeveralCallsReachIsShownOnceInItsFunction) {
  std::vector<Warning> Ws{defect("level_of", 5),
                          raised("caller", "level_of", 5, 20),
                          raised("caller", "level_of", 5, 30)};
  settleCalleeDefects(Ws, census(true), false);
  ASSERT_EQ(Ws.size(), 1u);
  EXPECT_EQ(Ws[0].Function, "level_of");
  EXPECT_EQ(Ws[0].Rank, WarningRank::Likely);
}

TEST(CalleeDefects, NoCallThatReachesItIsNoWarning) {
  std::vector<Warning> Ws{defect("level_of", 5)};
  settleCalleeDefects(Ws, census(true), false);
  EXPECT_TRUE(Ws.empty());
}

TEST(CalleeDefects, ASampledCallerMayHaveLeftOutTheCaseThatReachesIt) {
  std::vector<Warning> Ws{defect("level_of", 5),
                          raised("caller", "level_of", 5, 20)};
  auto C = census(true);
  C["level_of"].From = {"caller"};
  settleCalleeDefects(Ws, C, false, {"caller"});
  ASSERT_EQ(Ws.size(), 1u);
  EXPECT_EQ(Ws[0].Function, "level_of");
  EXPECT_EQ(Ws[0].Rank, WarningRank::Likely);
}

TEST(CalleeDefects, AnUndecidedCallIsNoSurerThanTheCallee) {
  std::vector<Warning> Ws{defect("level_of", 5),
                          raised("caller", "level_of", 5, 20, false)};
  settleCalleeDefects(Ws, census(true), false);
  ASSERT_EQ(Ws.size(), 1u);
  EXPECT_EQ(Ws[0].Rank, WarningRank::Likely);
}

TEST(CalleeDefects, ALibrarysFunctionKeepsItsDefectPossibleUnlessReached) {
  std::vector<Warning> Ws{defect("level_of", 5)};
  settleCalleeDefects(Ws, census(/*Internal=*/false), false);
  ASSERT_EQ(Ws.size(), 1u);
  EXPECT_EQ(Ws[0].Rank, WarningRank::Possible);
  Ws = {defect("level_of", 5), raised("caller", "level_of", 5, 20)};
  settleCalleeDefects(Ws, census(false), false);
  ASSERT_EQ(Ws.size(), 1u); // in the function, not at the call
  EXPECT_EQ(Ws[0].Function, "level_of");
  EXPECT_EQ(Ws[0].Rank, WarningRank::Likely);
}

TEST(CalleeDefects, AWholeProgramsCallersDecide) {
  std::vector<Warning> Ws{defect("level_of", 5)};
  settleCalleeDefects(Ws, census(false), /*WholeProgram=*/true);
  EXPECT_TRUE(Ws.empty());
}

TEST(CalleeDefects, AFunctionWhoseAddressIsTakenKeepsItsDefect) {
  std::vector<Warning> Ws{defect("level_of", 5),
                          raised("caller", "level_of", 5, 20)};
  settleCalleeDefects(Ws, census(true, /*Taken=*/true), false);
  ASSERT_EQ(Ws.size(), 1u);
  EXPECT_EQ(Ws[0].Function, "level_of");
  EXPECT_EQ(Ws[0].Rank, WarningRank::Likely);
}

TEST(CalleeDefects, ACallWhoseCalleesDefectIsUnknownIsDropped) {
  std::vector<Warning> Ws{raised("caller", "level_of", 7, 20)};
  settleCalleeDefects(Ws, census(true), false);
  EXPECT_TRUE(Ws.empty());
}

} // namespace
} // namespace pathsim
