//===- tests/simulator/MemoryTest.cpp - regions, cells, bytes -------------===//
#include "simulator/state/Memory.h"

#include <gtest/gtest.h>

namespace pathsim {
namespace {

TEST(MemoryTest, FreshLocalIsUninitialized) {
  Memory M;
  RegionId R = M.create(RegionKind::Local, Fill::Uninit, 8);
  EXPECT_TRUE(M.read(R, 0, 4, 32).V.isUninit());
  EXPECT_TRUE(M.allUninit(R, 0, 8));
}

TEST(MemoryTest, WrittenValueReadsBack) {
  Memory M;
  RegionId R = M.create(RegionKind::Local, Fill::Uninit, 8);
  M.write(R, 4, 4, Value::integer(0x11223344, 32));
  ReadResult RR = M.read(R, 4, 4, 32);
  ASSERT_TRUE(RR.V.isInt());
  EXPECT_EQ(RR.V.bits(), 0x11223344u);
  // Bytes of it, little-endian.
  EXPECT_EQ(M.read(R, 5, 1, 8).V.bits(), 0x33u);
  // Half initialized: some bits uninitialized.
  ReadResult Wide = M.read(R, 0, 8, 64);
  EXPECT_EQ(Wide.V.K, Value::Kind::Partial);
  EXPECT_EQ(Wide.V.UninitMask, 0xffffffffULL);
}

TEST(MemoryTest, OverwritingPartOfACellSplitsIt) {
  Memory M;
  RegionId R = M.create(RegionKind::Local, Fill::Uninit, 8);
  M.write(R, 0, 8, Value::integer(0x0102030405060708ULL, 64));
  M.write(R, 2, 2, Value::integer(0xaabb, 16));
  EXPECT_EQ(M.read(R, 0, 8, 64).V.bits(), 0x01020304aabb0708ULL);
}

TEST(MemoryTest, BitFieldStoreKeepsOtherBitsUninitialized) {
  // t.a = 1 for `unsigned a:3, b:5`: load byte, and, or, store.
  Memory M;
  RegionId R = M.create(RegionKind::Local, Fill::Uninit, 8);
  Value P;
  P.K = Value::Kind::Partial;
  P.Bits = 8;
  P.B = 1;
  P.KnownMask = 0x07;
  P.UninitMask = 0xf8;
  M.write(R, 0, 1, P);
  Value Back = M.read(R, 0, 1, 8).V;
  EXPECT_EQ(Back.K, Value::Kind::Partial);
  EXPECT_EQ(Back.KnownMask, 0x07u);
  EXPECT_EQ(Back.UninitMask, 0xf8u);
}

TEST(MemoryTest, FillsAndCopies) {
  Memory M;
  RegionId A = M.create(RegionKind::Local, Fill::Uninit, 24);
  RegionId B = M.create(RegionKind::Local, Fill::Uninit, 24);
  M.fill(A, 0, 24, 0);
  M.write(A, 8, 4, Value::integer(7, 32));
  M.copy(B, 0, A, 0, 24);
  EXPECT_EQ(M.read(B, 8, 4, 32).V.bits(), 7u);
  EXPECT_EQ(M.read(B, 16, 8, 64).V.bits(), 0u);
  EXPECT_FALSE(M.allUninit(B, 0, 24));
  // Copying uninitialized bytes copies their state.
  RegionId C = M.create(RegionKind::Local, Fill::Uninit, 24);
  M.copy(B, 0, C, 0, 4);
  EXPECT_TRUE(M.read(B, 0, 4, 32).V.isUninit());
}

TEST(MemoryTest, UnknownContentAsksForASymbol) {
  Memory M;
  RegionId R = M.create(RegionKind::External, Fill::Unknown, -1);
  EXPECT_TRUE(M.read(R, 0, 4, 32).NeedsSymbol);
  M.havoc(R);
  EXPECT_TRUE(M.read(R, 0, 4, 32).NeedsSymbol);
}

} // namespace
} // namespace pathsim
