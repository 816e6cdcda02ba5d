//===- tests/automodel/WarningCodecTest.cpp - the warnings blob -----------===//
#include "automodel/WarningCodec.h"
#include "tests/automodel/TestSupport.h"

#include <gtest/gtest.h>

#include <random>

using namespace pathsim;
using namespace pathsim::test;

namespace {

std::vector<Warning> samples(unsigned N) {
  std::vector<Warning> Ws;
  for (unsigned I = 0; I < N; ++I)
    Ws.push_back(sampleWarning(I));
  return Ws;
}

/// \p Payload (magic, version, body) with its checksum appended.
std::string sealed(std::string Payload) {
  uint64_t Sum = warningBlobChecksum(Payload);
  for (int I = 0; I < 8; ++I)
    Payload.push_back(static_cast<char>((Sum >> (8 * I)) & 0xff));
  return Payload;
}

TEST(WarningCodec, RoundTripIsExact) {
  for (unsigned N : {0u, 1u, 2u, 17u}) {
    std::vector<Warning> Ws = samples(N);
    std::optional<std::vector<Warning>> Back =
        decodeWarnings(encodeWarnings(Ws));
    ASSERT_TRUE(Back) << N;
    EXPECT_TRUE(*Back == Ws) << N;
  }
  Warning Empty; // every field at its default
  auto Back = decodeWarnings(encodeWarnings({Empty}));
  ASSERT_TRUE(Back);
  EXPECT_TRUE(*Back == std::vector<Warning>{Empty});
  Warning Big = sampleWarning(3);
  Big.Message = std::string(100000, 'x');
  Big.Loc.Line = UINT32_MAX;
  Big.Path.back().Depth = UINT32_MAX;
  Back = decodeWarnings(encodeWarnings({Big}));
  ASSERT_TRUE(Back);
  EXPECT_TRUE(*Back == std::vector<Warning>{Big});
}

TEST(WarningCodec, EveryKindSurvives) {
  std::vector<Warning> Ws;
  for (const WarningKindInfo &Info : allWarningKinds()) {
    Warning W;
    W.Kind = Info.Kind;
    for (int K = 0; K <= static_cast<int>(PathStep::Kind::Event); ++K)
      W.Path.push_back({static_cast<PathStep::Kind>(K), {}, "", 0});
    Ws.push_back(W);
  }
  auto Back = decodeWarnings(encodeWarnings(Ws));
  ASSERT_TRUE(Back);
  EXPECT_TRUE(*Back == Ws);
}

TEST(WarningCodec, EveryRankSurvives) {
  std::vector<Warning> Ws(3);
  Ws[0].Rank = WarningRank::Certain;
  Ws[1].Rank = WarningRank::Likely;
  Ws[2].Rank = WarningRank::Possible;
  auto Back = decodeWarnings(encodeWarnings(Ws));
  ASSERT_TRUE(Back);
  EXPECT_TRUE(*Back == Ws);
  // A rank byte past the last rank is refused, not read as some rank.
  Warning Bad;
  Bad.Kind = WarningKind::NullDeref;
  std::string Blob = encodeWarnings({Bad});
  std::string Payload = Blob.substr(0, Blob.size() - 8);
  // Magic and version (4 bytes), a string table holding "" (2), one warning
  // (1), its kind (1): then its rank.
  size_t RankAt = 8;
  ASSERT_EQ(Payload[RankAt - 1], static_cast<char>(WarningKind::NullDeref));
  ASSERT_EQ(Payload[RankAt], static_cast<char>(WarningRank::Likely));
  Payload[RankAt] = 3;
  EXPECT_FALSE(decodeWarnings(sealed(Payload)));
}

TEST(WarningCodec, RepeatedStringsAreStoredOnce) {
  std::vector<Warning> One = {sampleWarning(1)};
  std::vector<Warning> Many(100, sampleWarning(1));
  // Each copy costs its indices only, not its strings again.
  EXPECT_LT(encodeWarnings(Many).size(), 100 * encodeWarnings(One).size() / 4);
}

TEST(WarningCodec, BlobsNotMadeByTheEncoderAreRefused) {
  EXPECT_FALSE(decodeWarnings(""));
  EXPECT_FALSE(decodeWarnings("PSW"));
  EXPECT_FALSE(decodeWarnings("not a blob of warnings at all"));
  std::string Good = encodeWarnings(samples(2));
  std::string OtherVersion = Good;
  OtherVersion[3] = WarningCodecVersion - 1; // an older layout
  EXPECT_FALSE(decodeWarnings(OtherVersion));
  OtherVersion[3] = WarningCodecVersion + 1;
  EXPECT_FALSE(decodeWarnings(OtherVersion));
  // Well sealed, but claiming 2^62 warnings: refused at once.
  std::string Huge = std::string("PSW\x03", 4) + '\0' +
                     std::string("\x80\x80\x80\x80\x80\x80\x80\x80\x40", 9);
  EXPECT_FALSE(decodeWarnings(sealed(Huge)));
  // A string index out of the table.
  std::string BadIndex =
      std::string("PSW\x03", 4) + '\0' + '\x01' + '\0' + '\x01' + '\x05';
  EXPECT_FALSE(decodeWarnings(sealed(BadIndex)));
  // Trailing bytes after the last warning.
  std::string Empty = encodeWarnings({});
  std::string Trailing = Empty.substr(0, Empty.size() - 8) + '\0';
  EXPECT_FALSE(decodeWarnings(sealed(Trailing)));
  EXPECT_TRUE(decodeWarnings(Empty));
}

TEST(WarningCodec, EveryTruncationAndEveryByteFlipIsDetected) {
  std::string Good = encodeWarnings(samples(3));
  for (size_t N = 0; N < Good.size(); ++N)
    EXPECT_FALSE(decodeWarnings(Good.substr(0, N))) << N;
  for (size_t I = 0; I < Good.size(); ++I)
    for (int Bit = 0; Bit < 8; ++Bit) {
      std::string Bad = Good;
      Bad[I] = static_cast<char>(Bad[I] ^ (1 << Bit));
      EXPECT_FALSE(decodeWarnings(Bad)) << I << ":" << Bit;
    }
}

/// Random damage: flips, insertions, deletions, truncation, each either left
/// as is (the checksum catches it) or resealed (the parser must cope).
TEST(WarningCodec, RandomMutationsNeverCrash) {
  std::mt19937 Rng(20240611);
  std::vector<Warning> Original = samples(4);
  std::string Good = encodeWarnings(Original);
  for (int Round = 0; Round < 20000; ++Round) {
    std::string Payload = Good.substr(0, Good.size() - 8);
    int Edits = 1 + Rng() % 4;
    for (int E = 0; E < Edits && !Payload.empty(); ++E) {
      size_t At = Rng() % Payload.size();
      switch (Rng() % 4) {
      case 0:
        Payload[At] = static_cast<char>(Rng());
        break;
      case 1:
        Payload.insert(Payload.begin() + At, static_cast<char>(Rng()));
        break;
      case 2:
        Payload.erase(At, 1 + Rng() % 8);
        break;
      case 3:
        Payload.resize(At);
        break;
      }
    }
    bool Reseal = Rng() % 2;
    std::string Blob =
        Reseal ? sealed(Payload) : Payload + Good.substr(Good.size() - 8);
    std::optional<std::vector<Warning>> Back = decodeWarnings(Blob);
    if (Blob == Good) {
      EXPECT_TRUE(Back);
      continue;
    }
    if (!Reseal)
      EXPECT_FALSE(Back) << Round;
    if (Back) // a well-sealed blob that parses: it re-encodes consistently
      EXPECT_TRUE(decodeWarnings(encodeWarnings(*Back)) == Back);
  }
}

} // namespace
