//===- tests/automodel/StoreCompressionTest.cpp - the store's compression --===//
#include "automodel/StoreCompression.h"

#include <gtest/gtest.h>

#include <string>

using namespace pathsim;

namespace {

/// A model text's size and repetitions, smaller.
std::string modelLike() {
  std::string Text = "(f \"/src/a.c\" 3\n  (param p)\n";
  for (int I = 0; I < 500; ++I)
    Text += "  (alternate return_X (guard peq *<8:" + std::to_string(I % 7) +
            ">p@<8:0> NULL) (constraint memory_valid_pointer p@<8:0>))\n";
  return Text + ")\n";
}

TEST(StoreCompression, ValuesComeBackByteForByte) {
  std::string Binary("\0\x01PSZ\xff\0tail", 11);
  for (const std::string &V :
       {std::string(), std::string("("), std::string("PSZ"),
        std::string("PSZ\x01 not compressed"), modelLike(), Binary,
        std::string(100000, '\0')}) {
    std::string Stored = compressForStore(V);
    std::optional<std::string> Back = decompressFromStore(Stored);
    ASSERT_TRUE(Back) << V.size();
    EXPECT_EQ(*Back, V);
  }
}

TEST(StoreCompression, ALargeTextIsStoredSmallAndASmallOneAsItIs) {
  std::string Text = modelLike();
  std::string Stored = compressForStore(Text);
  EXPECT_EQ(Stored.substr(0, 3), "PSZ");
  EXPECT_LT(Stored.size() * 10, Text.size());
  // Compression would not make it smaller: written as it is.
  EXPECT_EQ(compressForStore("(f)"), "(f)");
  // A value that begins as a compressed one is never written as it is.
  EXPECT_EQ(compressForStore("PSZ").substr(0, 3), "PSZ");
  EXPECT_NE(compressForStore("PSZ"), "PSZ");
}

TEST(StoreCompression, ValuesWrittenBeforeCompressionReadAsTheyAre) {
  // What model store version 3 held: the text itself, a codec's blob.
  EXPECT_EQ(decompressFromStore("(f \"a.c\" 1)"), "(f \"a.c\" 1)");
  EXPECT_EQ(decompressFromStore(std::string("PSW\x02\0", 5)),
            std::string("PSW\x02\0", 5));
}

TEST(StoreCompression, DamagedValuesAreMissingNotWrong) {
  std::string Stored = compressForStore(modelLike());
  // Truncated, a byte changed, another version, a size that lies, no size.
  std::string Changed = Stored;
  Changed[Changed.size() / 2] ^= 0x20;
  std::string Version = Stored;
  Version[3] = 2;
  std::string Huge = std::string("PSZ\x01", 4) + "\xff\xff\xff\xff\x7f" +
                     Stored.substr(6);
  for (const std::string &Bad :
       {Stored.substr(0, Stored.size() - 5), Changed, Version, Huge,
        std::string("PSZ\x01", 4), std::string("PSZ")})
    EXPECT_FALSE(decompressFromStore(Bad)) << Bad.size();
  // A size one less than the value's.
  std::string Short = compressForStore(std::string(1000, 'a'));
  ASSERT_EQ(static_cast<uint8_t>(Short[4]), 0xe8); // 1000 = 0xe8 0x07
  Short[4] = static_cast<char>(0xe7);
  EXPECT_FALSE(decompressFromStore(Short));
}

} // namespace
