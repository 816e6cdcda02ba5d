//===- reports/LineHash.cpp - GitHub's primaryLocationLineHash ------------===//
#include "reports/LineHash.h"

#include <array>
#include <cstdint>
#include <fmt/format.h>
#include <map>

namespace pathsim::reports {

namespace {

constexpr size_t BlockSize = 100;
constexpr uint64_t Base = 37;
constexpr uint32_t EndOfFile = 65535;

/// The UTF-16 code units of UTF-8 text; malformed bytes become U+FFFD as a
/// JavaScript UTF-8 decoder makes them.
std::vector<uint16_t> toUtf16(std::string_view Text) {
  std::vector<uint16_t> Units;
  Units.reserve(Text.size());
  for (size_t I = 0; I < Text.size();) {
    auto B = static_cast<unsigned char>(Text[I]);
    uint32_t CP = 0xFFFD;
    size_t Len = 1;
    if (B < 0x80) {
      CP = B;
    } else {
      size_t Need = (B & 0xE0) == 0xC0   ? 2
                    : (B & 0xF0) == 0xE0 ? 3
                    : (B & 0xF8) == 0xF0 ? 4
                                         : 0;
      uint32_t V = Need == 2 ? B & 0x1F : Need == 3 ? B & 0x0F : B & 0x07;
      size_t K = 1;
      for (; Need && K < Need && I + K < Text.size(); ++K) {
        auto C = static_cast<unsigned char>(Text[I + K]);
        if ((C & 0xC0) != 0x80)
          break;
        V = (V << 6) | (C & 0x3F);
      }
      if (Need && K == Need && V <= 0x10FFFF && !(V >= 0xD800 && V <= 0xDFFF))
        CP = V, Len = Need;
    }
    if (CP >= 0x10000) {
      CP -= 0x10000;
      Units.push_back(static_cast<uint16_t>(0xD800 + (CP >> 10)));
      Units.push_back(static_cast<uint16_t>(0xDC00 + (CP & 0x3FF)));
    } else {
      Units.push_back(static_cast<uint16_t>(CP));
    }
    I += Len;
  }
  return Units;
}

class RollingHasher {
public:
  explicit RollingHasher(std::vector<std::string> &Out) : Out(Out) {
    Window.fill(0);
    LineAt.fill(0);
    for (size_t I = 0; I < BlockSize; ++I)
      FirstMod *= Base;
  }

  void process(uint32_t C) {
    if (C == ' ' || C == '\t' || (PrevCR && C == '\n')) {
      PrevCR = false;
      return;
    }
    PrevCR = C == '\r';
    if (PrevCR)
      C = '\n';
    if (LineAt[Index])
      output();
    if (LineStart) {
      LineStart = false;
      LineAt[Index] = ++LineNumber;
    }
    if (C == '\n')
      LineStart = true;
    update(C);
  }

  void flush() {
    for (size_t I = 0; I < BlockSize; ++I) {
      if (LineAt[Index])
        output();
      update(0);
    }
  }

private:
  void update(uint32_t C) {
    uint32_t Begin = Window[Index];
    Window[Index] = C;
    Hash = Base * Hash + C - FirstMod * Begin;
    Index = (Index + 1) % BlockSize;
  }

  void output() {
    std::string Hex = fmt::format("{:x}", Hash);
    uint32_t Count = ++Counts[Hex];
    uint32_t Line = LineAt[Index];
    if (Out.size() < Line)
      Out.resize(Line);
    Out[Line - 1] = fmt::format("{}:{}", Hex, Count);
    LineAt[Index] = 0;
  }

  std::vector<std::string> &Out;
  std::array<uint32_t, BlockSize> Window;
  std::array<uint32_t, BlockSize> LineAt; ///< 0: not the start of a line
  std::map<std::string, uint32_t> Counts;
  uint64_t Hash = 0, FirstMod = 1;
  size_t Index = 0;
  uint32_t LineNumber = 0;
  bool LineStart = true, PrevCR = false;
};

} // namespace

std::vector<std::string> lineHashes(std::string_view Text) {
  std::vector<std::string> Out;
  RollingHasher Hasher(Out);
  for (uint16_t Unit : toUtf16(Text))
    Hasher.process(Unit);
  Hasher.process(EndOfFile);
  Hasher.flush();
  return Out;
}

} // namespace pathsim::reports
