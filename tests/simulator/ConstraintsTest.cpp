//===- tests/simulator/ConstraintsTest.cpp - predicates on symbols --------===//
#include "simulator/state/Constraints.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

Value I32(int64_t X) { return Value::integer(static_cast<uint64_t>(X), 32); }

class ConstraintsTest : public ::testing::Test {
protected:
  Value sym(uint16_t Bits = 32) {
    return Value::symbol(C.newSymbol(Bits), Bits);
  }
  Constraints C;
};

TEST_F(ConstraintsTest, ExactArithmeticNeedsNoSymbols) {
  EXPECT_EQ(C.test(Predicate::Slt, I32(-1), I32(3)), Tri::True);
  EXPECT_EQ(C.test(Predicate::Ult, I32(-1), I32(3)), Tri::False); // 0xffffffff
  EXPECT_EQ(C.test(Predicate::Eq, I32(7), I32(7)), Tri::True);
}

TEST_F(ConstraintsTest, UnknownStaysUnknown) {
  Value X = sym();
  EXPECT_EQ(C.test(Predicate::Sgt, X, I32(3)), Tri::Unknown);
  EXPECT_EQ(C.test(Predicate::Eq, X, I32(0)), Tri::Unknown);
}

TEST_F(ConstraintsTest, AssumptionDecidesLaterTests) {
  Value X = sym();
  ASSERT_TRUE(C.assume(Predicate::Sgt, X, I32(3)));
  EXPECT_EQ(C.test(Predicate::Sgt, X, I32(2)), Tri::True);
  EXPECT_EQ(C.test(Predicate::Slt, X, I32(4)), Tri::False);
  EXPECT_EQ(C.test(Predicate::Sgt, X, I32(10)), Tri::Unknown);
  // The contradiction makes the path infeasible.
  EXPECT_FALSE(C.assume(Predicate::Sle, X, I32(3)));
}

TEST_F(ConstraintsTest, SumsOfRangesAreDecided) {
  // x > 3 && y > 4  =>  x + y > 7
  Value X = sym(), Y = sym();
  ASSERT_TRUE(C.assume(Predicate::Sgt, X, I32(3)));
  ASSERT_TRUE(C.assume(Predicate::Sgt, Y, I32(4)));
  Value Sum =
      Value::symbol(C.newDefined(DefOp::Add, X, Y, 32, /*NoWrap=*/true), 32);
  EXPECT_EQ(C.test(Predicate::Sgt, Sum, I32(7)), Tri::True);
}

TEST_F(ConstraintsTest, StringLengthFollowsItsNextByte) {
  // A length of 2 known bytes or more, tied to the byte at index 2.
  auto Length = [&](Value &Byte) {
    Byte = sym(8);
    Value L = sym(64);
    C.defineLength(L.Id, Byte, 2);
    return L;
  };
  Value Zero8 = Value::integer(0, 8), Two = Value::integer(2, 64);
  Value B1, L1 = Length(B1);
  EXPECT_EQ(C.test(Predicate::Uge, L1, Two), Tri::True);
  EXPECT_EQ(C.test(Predicate::Eq, L1, Two), Tri::Unknown);
  // The byte decides the length...
  ASSERT_TRUE(C.assume(Predicate::Eq, B1, Zero8));
  EXPECT_EQ(C.test(Predicate::Eq, L1, Two), Tri::True);
  Value B2, L2 = Length(B2);
  ASSERT_TRUE(C.assume(Predicate::Ne, B2, Zero8));
  EXPECT_EQ(C.test(Predicate::Ugt, L2, Two), Tri::True);
  // ...and the length the byte.
  Value B3, L3 = Length(B3);
  ASSERT_TRUE(C.assume(Predicate::Eq, L3, Two));
  EXPECT_EQ(C.test(Predicate::Eq, B3, Zero8), Tri::True);
  Value B4, L4 = Length(B4);
  ASSERT_TRUE(C.assume(Predicate::Ugt, L4, Two));
  EXPECT_EQ(C.test(Predicate::Eq, B4, Zero8), Tri::False);
  Value B5, L5 = Length(B5);
  ASSERT_TRUE(C.assume(Predicate::Ne, L5, Two));
  EXPECT_EQ(C.test(Predicate::Ne, B5, Zero8), Tri::True);
}

TEST_F(ConstraintsTest, SumsWithAnOpenSideAreUnknown) {
  // x > 3 && y < 4: nothing follows for x + y > 7
  Value X = sym(), Y = sym();
  ASSERT_TRUE(C.assume(Predicate::Sgt, X, I32(3)));
  ASSERT_TRUE(C.assume(Predicate::Slt, Y, I32(4)));
  Value Sum =
      Value::symbol(C.newDefined(DefOp::Add, X, Y, 32, /*NoWrap=*/true), 32);
  EXPECT_EQ(C.test(Predicate::Sgt, Sum, I32(7)), Tri::Unknown);
}

TEST_F(ConstraintsTest, LinearFormsCascade) {
  // a = b + 5; assume a == 2  =>  b == -3
  Value B = sym();
  Value A = Value::symbol(B.Id, 32, 1, 5);
  ASSERT_TRUE(C.assume(Predicate::Eq, A, I32(2)));
  Value R = C.resolve(B);
  ASSERT_TRUE(R.isInt());
  EXPECT_EQ(R.signedValue(), -3);
}

TEST_F(ConstraintsTest, DefinitionsCascade) {
  // t = x + y with x known: assuming t == 10 makes y exact.
  Value X = sym(), Y = sym();
  Value T =
      Value::symbol(C.newDefined(DefOp::Add, X, Y, 32, /*NoWrap=*/true), 32);
  ASSERT_TRUE(C.assume(Predicate::Eq, X, I32(4)));
  ASSERT_TRUE(C.assume(Predicate::Eq, T, I32(10)));
  Value R = C.resolve(Y);
  ASSERT_TRUE(R.isInt());
  EXPECT_EQ(R.signedValue(), 6);
}

TEST_F(ConstraintsTest, ComparisonSymbolsCarryTheirTest) {
  Value X = sym();
  Value B = Value::symbol(C.newComparison(Predicate::Sgt, X, I32(3)), 1);
  EXPECT_EQ(C.test(Predicate::Ne, B, Value::integer(0, 1)), Tri::Unknown);
  ASSERT_TRUE(C.assume(Predicate::Ne, B, Value::integer(0, 1)));
  EXPECT_EQ(C.test(Predicate::Sgt, X, I32(3)), Tri::True);
}

TEST_F(ConstraintsTest, ExcludedValues) {
  Value X = sym();
  ASSERT_TRUE(C.assume(Predicate::Sgt, X, I32(0)));
  ASSERT_TRUE(C.assume(Predicate::Ne, X, I32(1)));
  EXPECT_EQ(C.test(Predicate::Eq, X, I32(1)), Tri::False);
  EXPECT_EQ(C.test(Predicate::Sgt, X, I32(1)),
            Tri::True); // 1 excluded at the edge
  ASSERT_TRUE(C.assume(Predicate::Ne, X, I32(5)));
  EXPECT_EQ(C.test(Predicate::Eq, X, I32(5)), Tri::False);
  EXPECT_EQ(C.test(Predicate::Eq, X, I32(6)), Tri::Unknown);
}

TEST_F(ConstraintsTest, UnsignedComparisons) {
  Value N = sym(64);
  auto U64 = [](uint64_t X) { return Value::integer(X, 64); };
  ASSERT_TRUE(C.assume(Predicate::Ult, N, U64(10)));
  EXPECT_EQ(C.test(Predicate::Sge, N, U64(0)),
            Tri::True); // n < 10 unsigned: 0 <= n
  EXPECT_EQ(C.test(Predicate::Ult, N, U64(11)), Tri::True);
  Value M = sym(64);
  // The negation of an unsigned test is a union of ranges: kept as a fact.
  ASSERT_TRUE(C.assume(Predicate::Uge, M, U64(10)));
  EXPECT_EQ(C.test(Predicate::Ult, M, U64(10)), Tri::False);
  EXPECT_EQ(C.test(Predicate::Uge, M, U64(10)), Tri::True);
}

TEST_F(ConstraintsTest, RelationsBetweenSymbols) {
  Value X = sym(), Y = sym();
  ASSERT_TRUE(C.assume(Predicate::Slt, X, Y));
  EXPECT_EQ(C.test(Predicate::Slt, X, Y), Tri::True);
  EXPECT_EQ(C.test(Predicate::Sge, X, Y), Tri::False);
  EXPECT_EQ(C.test(Predicate::Sgt, Y, X), Tri::True);
}

TEST_F(ConstraintsTest, AKnownRelationDecidesTheOthersItImplies) {
  // Pointers compare unsigned: p == q makes p < q false, p < q makes
  // p != q and p <= q true; a signed order says nothing of an unsigned one.
  Value P = sym(64), Q = sym(64), R = sym(64);
  ASSERT_TRUE(C.assume(Predicate::Eq, P, Q));
  EXPECT_EQ(C.test(Predicate::Ult, P, Q), Tri::False);
  EXPECT_EQ(C.test(Predicate::Ugt, Q, P), Tri::False);
  EXPECT_EQ(C.test(Predicate::Uge, P, Q), Tri::True);
  EXPECT_FALSE(C.assume(Predicate::Ult, Q, P));
  ASSERT_TRUE(C.assume(Predicate::Ult, P, R));
  EXPECT_EQ(C.test(Predicate::Ne, R, P), Tri::True);
  EXPECT_EQ(C.test(Predicate::Ule, P, R), Tri::True);
  EXPECT_EQ(C.test(Predicate::Eq, P, R), Tri::False);
  EXPECT_EQ(C.test(Predicate::Slt, P, R), Tri::Unknown);
}

TEST_F(ConstraintsTest, APointerDifferenceHasItsPointersOrder) {
  Value P = sym(64), Q = sym(64);
  // last - p, tested: the pointers' order follows.
  Value D = sym(64);
  C.defineDifference(D.Id, Q, P, 1);
  ASSERT_TRUE(C.assume(Predicate::Sgt, D, Value::integer(0, 64)));
  EXPECT_EQ(C.test(Predicate::Ult, P, Q), Tri::True);
  EXPECT_EQ(C.test(Predicate::Eq, P, Q), Tri::False);
  EXPECT_FALSE(C.assume(Predicate::Uge, P, Q));
  // The pointers tested: their difference's sign follows, whenever it is
  // made.
  Value A = sym(64), B = sym(64);
  ASSERT_TRUE(C.assume(Predicate::Ult, A, B));
  Value E = sym(64);
  C.defineDifference(E.Id, B, A, 8);
  EXPECT_EQ(C.test(Predicate::Sgt, E, Value::integer(0, 64)), Tri::True);
  Value F = sym(64), G = sym(64), H = sym(64);
  C.defineDifference(H.Id, G, F, 1);
  ASSERT_TRUE(C.assume(Predicate::Eq, F, G));
  EXPECT_EQ(C.test(Predicate::Eq, H, Value::integer(0, 64)), Tri::True);
}

TEST_F(ConstraintsTest, FloatTestsRememberTheirChoice) {
  Value F = Value::unknownFloat(C.newSymbol(64), 64);
  Value Zero = Value::floating(0, 64);
  EXPECT_EQ(C.test(Predicate::FOrdLt, F, Zero), Tri::Unknown);
  ASSERT_TRUE(C.assume(Predicate::FOrdLt, F, Zero));
  EXPECT_EQ(C.test(Predicate::FOrdLt, F, Zero), Tri::True);
  EXPECT_EQ(C.test(Predicate::FOrdGe, F, Zero), Tri::False);
}

} // namespace
} // namespace pathsim

namespace pathsim {
namespace {

TEST_F(ConstraintsTest, OrderOfTwoSymbolsFollowsANarrowedOne) {
  // n <= cap of two unsigned values, then cap == 0: n is 0.
  Value N = sym(64), Cap = sym(64);
  ASSERT_TRUE(C.assume(Predicate::Ule, N, Cap));
  ASSERT_TRUE(C.assume(Predicate::Eq, Cap, Value::integer(0, 64)));
  EXPECT_EQ(C.test(Predicate::Eq, N, Value::integer(0, 64)), Tri::True);
  // Signed: len <= cap, then cap < 1024: len < 1024.
  Value Len = sym(), Room = sym();
  ASSERT_TRUE(C.assume(Predicate::Sle, Len, Room));
  ASSERT_TRUE(C.assume(Predicate::Slt, Room, I32(1024)));
  EXPECT_EQ(C.test(Predicate::Slt, Len, I32(1024)), Tri::True);
}

TEST_F(ConstraintsTest, OrderThroughOneFact) {
  // len <= cap and cap >= 1: len + 1 <= 2 * cap, and not above it.
  SymbolId L = C.newSymbol(32), R = C.newSymbol(32);
  Value Len = Value::symbol(L, 32), Cap = Value::symbol(R, 32);
  ASSERT_TRUE(C.assume(Predicate::Sle, Len, Cap));
  ASSERT_TRUE(C.assume(Predicate::Sge, Cap, I32(1)));
  Value Next = Value::symbol(L, 32, 1, 1), Double = Value::symbol(R, 32, 2, 0);
  EXPECT_EQ(C.test(Predicate::Sle, Next, Double), Tri::True);
  EXPECT_EQ(C.test(Predicate::Sgt, Next, Double), Tri::False);
  // len < cap: len + 1 <= cap.
  SymbolId A = C.newSymbol(32), B = C.newSymbol(32);
  ASSERT_TRUE(C.assume(Predicate::Slt, Value::symbol(A, 32),
                       Value::symbol(B, 32)));
  EXPECT_EQ(C.test(Predicate::Sle, Value::symbol(A, 32, 1, 1),
                   Value::symbol(B, 32)),
            Tri::True);
  // Without a fact nothing follows.
  SymbolId X = C.newSymbol(32), Y = C.newSymbol(32);
  EXPECT_EQ(C.test(Predicate::Sle, Value::symbol(X, 32, 1, 1),
                   Value::symbol(Y, 32, 2, 0)),
            Tri::Unknown);
}

TEST(ConstraintsWrapTest, WrappingProductWithAZeroFactorIsZero) {
  // size_t len = nitems * size; size == 0  =>  len == 0, though it may wrap.
  Constraints C;
  Value N = Value::symbol(C.newSymbol(64), 64),
        S = Value::symbol(C.newSymbol(64), 64);
  Value Len = Value::symbol(C.newDefined(DefOp::Mul, N, S, 64), 64);
  Value Zero = Value::integer(0, 64);
  EXPECT_EQ(C.test(Predicate::Eq, Len, Zero), Tri::Unknown);
  ASSERT_TRUE(C.assume(Predicate::Eq, S, Zero));
  EXPECT_EQ(C.test(Predicate::Eq, Len, Zero), Tri::True);
}

} // namespace
} // namespace pathsim
