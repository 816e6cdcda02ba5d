//===- tests/simulator/TimeFormatTest.cpp - what a strftime format produces -===//
#include "simulator/models/TimeFormat.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

TEST(TimeFormat, NumbersHaveFixedLengths) {
  auto L = timeFormatLength("%Y-%m-%d %H:%M:%S");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->Min, 1u + 15u);
  EXPECT_EQ(L->Max, 11u + 15u); // the year is any int
  auto T = timeFormatLength("%T");
  ASSERT_TRUE(T);
  EXPECT_EQ(T->Min, 8u);
  EXPECT_EQ(T->Max, 8u);
}

TEST(TimeFormat, LiteralsAndPercent) {
  auto L = timeFormatLength("at %%");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->Min, 4u);
  EXPECT_EQ(L->Max, 4u);
  auto Empty = timeFormatLength("");
  ASSERT_TRUE(Empty);
  EXPECT_EQ(Empty->Max, 0u);
}

TEST(TimeFormat, FlagsAndWidth) {
  auto W = timeFormatLength("%20Y");
  ASSERT_TRUE(W);
  EXPECT_EQ(W->Min, 20u);
  EXPECT_EQ(W->Max, 20u);
  auto U = timeFormatLength("%-d");
  ASSERT_TRUE(U);
  EXPECT_EQ(U->Min, 1u);
  EXPECT_EQ(U->Max, 2u);
}

TEST(TimeFormat, LocaleAndZoneAreUnknown) {
  EXPECT_FALSE(timeFormatLength("%A"));
  EXPECT_FALSE(timeFormatLength("%d %b"));
  EXPECT_FALSE(timeFormatLength("%c"));
  EXPECT_FALSE(timeFormatLength("%H:%M %Z"));
  EXPECT_FALSE(timeFormatLength("%Ey"));
  EXPECT_FALSE(timeFormatLength("%Od"));
  EXPECT_FALSE(timeFormatLength("50%"));
}

} // namespace
} // namespace pathsim
