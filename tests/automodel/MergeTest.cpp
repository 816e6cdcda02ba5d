//===- tests/automodel/MergeTest.cpp --------------------------------------===//
// Folding a function's outcomes into cases.
#include "automodel/ModelBuilder.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

/// The cases of the one model in Text, merged, printed back.
std::string merged(const std::string &Text, MergeStats &Stats) {
  modellang::ReadResult R = modellang::readModels(Text, "merge.mdl");
  EXPECT_TRUE(R.Errors.empty());
  EXPECT_EQ(R.Models.size(), 1u);
  modellang::Model M = R.Models.at(0);
  mergeCases(M.Cases, Stats);
  return modellang::printModel(M);
}

TEST(Merge, EqualOutcomesFoldIntoOne) {
  MergeStats Stats;
  std::string Out =
      merged("(f (param x)"
             " (alternate return_0 (guard ieq x 0) (result ieq return 0))"
             " (alternate return_0 (guard ieq x 0) (result ieq return 0)))",
             Stats);
  EXPECT_EQ(Stats.ExactMerges, 1u);
  EXPECT_EQ(Out.find("alternate", Out.find("alternate") + 1), std::string::npos)
      << Out;
}

TEST(Merge, OppositeGuardsFoldAndDropTheGuard) {
  MergeStats Stats;
  std::string Out =
      merged("(f (param x)"
             " (alternate return_0 (guard ieq x 0) (result ieq return 0))"
             " (alternate return_0 (guard ine x 0) (result ieq return 0)))",
             Stats);
  EXPECT_EQ(Stats.OppositeMerges, 1u);
  EXPECT_EQ(Out.find("guard"), std::string::npos) << Out;
}

// A path that states its conditions and one that could not, with the same
// outcome: the case holds whenever its guards do; no reason is left.
TEST(Merge, AStatedPathDropsTheUnstatedReason) {
  MergeStats Stats;
  std::string Out =
      merged("(f (param x)"
             " (alternate return_0 \"under conditions this model cannot state\""
             "   (guard ieq x 0) (result ieq return 0))"
             " (alternate return_0 (guard ieq x 0) (result ieq return 0)))",
             Stats);
  EXPECT_EQ(Stats.ExactMerges, 1u);
  EXPECT_EQ(Out.find("cannot state"), std::string::npos) << Out;
}

// Opposite halves, one of which holds under unstated conditions: so does
// their union, whichever half comes first.
TEST(Merge, AnUnstatedHalfKeepsItsReason) {
  for (bool UnstatedFirst : {true, false}) {
    std::string Unstated =
        " (alternate return_0 \"under conditions this model cannot state\""
        "   (guard ieq x 0) (result ieq return 0))";
    std::string Stated =
        " (alternate return_0 (guard ine x 0) (result ieq return 0))";
    MergeStats Stats;
    std::string Out = merged(
        "(f (param x)" +
            (UnstatedFirst ? Unstated + Stated : Stated + Unstated) + ")",
        Stats);
    EXPECT_EQ(Stats.OppositeMerges, 1u);
    EXPECT_NE(Out.find("cannot state"), std::string::npos) << Out;
  }
}

} // namespace
} // namespace pathsim
