//===- tests/simulator/RulesTest.cpp - the rules on a hand-built state ----===//
//
// Each consistency rule of simulator/rules/ applied to a State built by hand
// (no compiler, no IR): the warning it raises, what it assumes or defers.
//
#include "simulator/rules/Rules.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

/// A function `f` with one pointer parameter, its module, and the warnings
/// its rules raise.
struct RulesFixture : ::testing::Test {
  ModuleCode Module;
  Settings Config;
  FunctionCode F;
  State S;
  std::vector<Warning> Warnings;
  RunContext Ctx{Module,
                 nullptr,
                 Config,
                 {},
                 nullptr,
                 nullptr,
                 nullptr,
                 [this](Warning W, const DefectKey &) {
                   Warnings.push_back(std::move(W));
                 }};
  Rules Check{Ctx, F, S};
  CodeLoc Here{0, 7, 3};

  RulesFixture() {
    Module.Files.push_back(CodeFile{"/src/f.c", "f.c"});
    F.Name = F.LinkageName = "f";
    F.Names.push_back("");
  }

  /// The value of parameter 0: an input symbol.
  Value param(bool Pointer = true) {
    SymbolOrigin O;
    O.K = SymbolOrigin::Kind::Param;
    O.Pointer = Pointer;
    return Value::symbol(S.newSymbol(64, O), 64);
  }
  Value local() {
    SymbolId Sym = S.newSymbol(64);
    return Value::symbol(Sym, 64);
  }
  PointerUse deref(LazyName Name) {
    PointerUse U;
    U.Loc = Here;
    U.Name = Name;
    return U;
  }
  PointerUse argument(LazyName Name, std::string Callee) {
    PointerUse U = deref(Name);
    U.K = PointerUse::Kind::Argument;
    U.Callee = std::move(Callee);
    return U;
  }
};

const auto P = [] { return std::string("p"); };

TEST_F(RulesFixture, NullDereferenceIsReportedOnceAndThePathGoesOn) {
  PointerVerdict V = Check.validPointer(Value::integer(0, 64), deref(P));
  EXPECT_EQ(V.V, Verdict::Violated);
  ASSERT_EQ(Warnings.size(), 1u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::NullDeref);
  EXPECT_EQ(Warnings[0].Message, "dereferencing NULL pointer 'p'");
  EXPECT_EQ(Warnings[0].Variable, "p");
  EXPECT_EQ(Warnings[0].Loc.DisplayFile, "f.c");
  EXPECT_EQ(Warnings[0].Loc.Line, 7u);
  // Taken as valid from there: memory nothing is known of.
  ASSERT_TRUE(V.At);
  EXPECT_EQ(S.Mem.region(V.At->R).Kind, RegionKind::Unknown);
  // The same pointer again: the same defect, and the same memory.
  PointerVerdict Again = Check.validPointer(Value::integer(0, 64), deref(P));
  EXPECT_EQ(Again.V, Verdict::Holds);
  ASSERT_TRUE(Again.At);
  EXPECT_EQ(Again.At->R, V.At->R);
  EXPECT_EQ(Warnings.size(), 1u);
}

TEST_F(RulesFixture, NullArgumentNamesTheCallee) {
  PointerVerdict V =
      Check.validPointer(Value::integer(0, 64), argument(P, "strlen"));
  EXPECT_EQ(V.V, Verdict::Violated);
  ASSERT_EQ(Warnings.size(), 1u);
  EXPECT_EQ(Warnings[0].Message, "passing NULL pointer 'p' to 'strlen'");
  EXPECT_EQ(Warnings[0].Variable, "");
}

TEST_F(RulesFixture, SmallConstantsAreInvalidLargeOnesMayBeAddresses) {
  EXPECT_EQ(Check.validPointer(Value::integer(4095, 64), deref(P)).V,
            Verdict::Violated);
  EXPECT_EQ(Check
                .validPointer(Value::integer(static_cast<uint64_t>(-1), 64),
                              argument(P, "fclose"))
                .V,
            Verdict::Violated);
  ASSERT_EQ(Warnings.size(), 2u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::InvalidDeref);
  EXPECT_EQ(Warnings[1].Message, "passing invalid pointer 'p' to 'fclose'");
  // 4096 and above: a real address, perhaps (memory-mapped I/O).
  PointerVerdict High = Check.validPointer(Value::integer(4096, 64), deref(P));
  EXPECT_EQ(High.V, Verdict::Holds);
  EXPECT_TRUE(High.At);
  EXPECT_EQ(Warnings.size(), 2u);
}

TEST_F(RulesFixture, FreedMemoryIsReportedWithWhereItWasFreed) {
  RegionId R = S.Mem.create(RegionKind::Heap, Fill::Uninit, 16);
  S.Mem.region(R).Freed = true;
  S.Mem.region(R).FreeLoc = CodeLoc{0, 5, 3};
  EXPECT_EQ(Check.validPointer(Value::pointer(R, 0), deref(P)).V,
            Verdict::Violated);
  ASSERT_EQ(Warnings.size(), 1u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::FreedDeref);
  ASSERT_EQ(Warnings[0].Related.size(), 1u);
  EXPECT_EQ(Warnings[0].Related[0].Text, "memory freed here");
  EXPECT_EQ(Warnings[0].Related[0].Loc.Line, 5u);
}

TEST_F(RulesFixture, CallersPointerIsDeferredAndLaidOut) {
  Value Ptr = param();
  PointerVerdict V = Check.validPointer(Ptr, deref(P));
  EXPECT_EQ(V.V, Verdict::Holds);
  ASSERT_TRUE(V.At);
  EXPECT_EQ(S.Mem.region(V.At->R).Kind, RegionKind::External);
  // Not NULL from now on; valid is a constraint of f's model.
  EXPECT_EQ(S.Cons.test(Predicate::Eq, Ptr, Value::integer(0, 64)), Tri::False);
  ASSERT_EQ(S.Deferred.size(), 1u);
  EXPECT_EQ(S.Deferred[0].K, DeferredTest::Kind::ValidPointer);
  EXPECT_TRUE(Warnings.empty());
}

TEST_F(RulesFixture, NullOnlyByACalleesCheckIsNoDefect) {
  Value Ptr = local();
  S.Cons.assume(Predicate::Eq, Ptr, Value::integer(0, 64));
  S.WeakNull.insert(Ptr.Id);
  EXPECT_EQ(Check.validPointer(Ptr, deref(P)).V, Verdict::Infeasible);
  EXPECT_EQ(Check.validPointer(Ptr, argument(P, "g")).V, Verdict::Holds);
  EXPECT_TRUE(Warnings.empty());
}

TEST_F(RulesFixture, UninitializedPointerKindDependsOnTheUse) {
  // Two pointers: a second use of one is the same defect.
  const auto Q = [] { return std::string("q"); };
  Check.validPointer(Value::uninit(64), deref(P));
  Check.validPointer(Value::uninit(64), argument(Q, "g"));
  ASSERT_EQ(Warnings.size(), 2u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::UninitDeref);
  EXPECT_EQ(Warnings[1].Kind, WarningKind::UninitUse);
  EXPECT_EQ(Warnings[1].Message, "passing uninitialized pointer 'q' to 'g'");
}

TEST_F(RulesFixture, DivisorZeroUnknownOrInput) {
  NonZeroUse U;
  U.Loc = Here;
  const auto N = [] { return std::string("n"); };
  U.Name = N;
  EXPECT_EQ(Check.nonZero(Value::integer(0, 32), U), Verdict::Violated);
  ASSERT_EQ(Warnings.size(), 1u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::DivZero);
  EXPECT_EQ(Warnings[0].Message, "division by zero ('n' is 0)");
  // An input: not 0 from now on, and a constraint of the model.
  Value In = param(false);
  EXPECT_EQ(Check.nonZero(In, U), Verdict::Holds);
  EXPECT_EQ(S.Cons.test(Predicate::Eq, In, Value::integer(0, 64)), Tri::False);
  ASSERT_EQ(S.Deferred.size(), 1u);
  EXPECT_EQ(S.Deferred[0].K, DeferredTest::Kind::NonZero);
  // The same rule for a model's int_non_zero, another message.
  U.K = NonZeroUse::Kind::Argument;
  U.Callee = "div";
  EXPECT_EQ(Check.nonZero(Value::integer(0, 32), U), Verdict::Violated);
  EXPECT_EQ(Warnings.back().Kind, WarningKind::BadArgument);
  EXPECT_EQ(Warnings.back().Message, "argument 'n' of 'div' must not be 0");
}

TEST_F(RulesFixture, InitializedReadsEveryBitCopiesOnlyWholeValues) {
  Value Half;
  Half.K = Value::Kind::Partial;
  Half.Bits = 8;
  Half.KnownMask = 0x0f;
  Half.UninitMask = 0xf0;
  ValueUse Read;
  Read.Loc = Here;
  EXPECT_FALSE(Check.initialized(Half, Read));
  ValueUse Copy = Read;
  Copy.K = ValueUse::Kind::Returned;
  Copy.EveryBit = false;
  EXPECT_TRUE(Check.initialized(Half, Copy));
  EXPECT_FALSE(Check.initialized(Value::uninit(8), Copy));
  ASSERT_EQ(Warnings.size(), 2u);
  EXPECT_EQ(Warnings[0].Message, "using uninitialized memory");
  EXPECT_EQ(Warnings[1].Message, "returning uninitialized value");
}

TEST_F(RulesFixture, FreeingTwiceAndFreeingALocal) {
  RegionId Heap = S.Mem.create(RegionKind::Heap, Fill::Uninit, 8);
  S.Mem.region(Heap).Freed = true;
  FreeUse U;
  U.Loc = Here;
  const auto Buf = [] { return std::string("buf"); };
  U.Name = Buf;
  EXPECT_EQ(Check.freeable(Value::pointer(Heap, 0), U), Verdict::Violated);
  RegionId Local = S.Mem.create(RegionKind::Local, Fill::Uninit, 8);
  const auto Addr = [] { return std::string("&x"); };
  U.Name = Addr;
  EXPECT_EQ(Check.freeable(Value::pointer(Local, 0), U), Verdict::Violated);
  ASSERT_EQ(Warnings.size(), 2u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::DoubleFree);
  EXPECT_EQ(Warnings[1].Kind, WarningKind::FreeNonHeap);
  EXPECT_EQ(Warnings[1].Message,
            "freeing memory not from the heap: 'x' is a local variable");
}

TEST_F(RulesFixture, ASuppositionRulesOutInsteadOfReporting) {
  Check.suppose(true);
  EXPECT_EQ(Check.validPointer(Value::integer(0, 64), argument(P, "g")).V,
            Verdict::Violated);
  EXPECT_TRUE(Check.contradicted());
  Check.suppose(false);
  EXPECT_FALSE(Check.contradicted());
  EXPECT_TRUE(Warnings.empty());
}

TEST_F(RulesFixture, UnreachableBlockLeaksAtTheEndOfThePath) {
  RegionId Lost = S.Mem.create(RegionKind::Heap, Fill::Uninit, 8);
  S.Mem.region(Lost).AllocLoc = CodeLoc{0, 3, 9};
  RegionId Kept = S.Mem.create(RegionKind::Heap, Fill::Uninit, 8);
  S.ReturnValue = Value::pointer(Kept, 0);
  Check.endOfPath(CodeLoc{0, 9, 1});
  ASSERT_EQ(Warnings.size(), 1u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::Leak);
  EXPECT_EQ(Warnings[0].Loc.Line, 9u);
  ASSERT_FALSE(Warnings[0].AllocationStack.empty());
  EXPECT_EQ(Warnings[0].AllocationStack[0].Loc.Line, 3u);
}

TEST_F(RulesFixture, ReturningALocalsAddress) {
  RegionId Local = S.Mem.create(RegionKind::Local, Fill::Uninit, 4);
  S.ReturnValue = Value::pointer(Local, 0);
  Check.endOfPath(CodeLoc{0, 9, 1});
  ASSERT_EQ(Warnings.size(), 1u);
  EXPECT_EQ(Warnings[0].Kind, WarningKind::ReturnStackAddress);
}

} // namespace
} // namespace pathsim
