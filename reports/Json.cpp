//===- reports/Json.cpp - a small streaming JSON writer -------------------===//
#include "reports/Json.h"

#include <cassert>
#include <cmath>
#include <fmt/format.h>

namespace pathsim::reports {

namespace {

/// Decodes one UTF-8 sequence at \p I; returns its length, or 0 if malformed
/// (overlong forms, surrogates and values past U+10FFFF are malformed).
size_t utf8Length(std::string_view Text, size_t I, uint32_t &CodePoint) {
  auto Byte = [&](size_t K) { return static_cast<unsigned char>(Text[K]); };
  unsigned char B = Byte(I);
  size_t Len;
  uint32_t Min;
  if (B < 0x80) {
    CodePoint = B;
    return 1;
  }
  if ((B & 0xE0) == 0xC0) {
    Len = 2, CodePoint = B & 0x1F, Min = 0x80;
  } else if ((B & 0xF0) == 0xE0) {
    Len = 3, CodePoint = B & 0x0F, Min = 0x800;
  } else if ((B & 0xF8) == 0xF0) {
    Len = 4, CodePoint = B & 0x07, Min = 0x10000;
  } else {
    return 0;
  }
  if (I + Len > Text.size())
    return 0;
  for (size_t K = 1; K < Len; ++K) {
    if ((Byte(I + K) & 0xC0) != 0x80)
      return 0;
    CodePoint = (CodePoint << 6) | (Byte(I + K) & 0x3F);
  }
  if (CodePoint < Min || CodePoint > 0x10FFFF ||
      (CodePoint >= 0xD800 && CodePoint <= 0xDFFF))
    return 0;
  return Len;
}

} // namespace

void appendJsonEscaped(std::string &Out, std::string_view Text, bool ForHtml) {
  for (size_t I = 0; I < Text.size();) {
    uint32_t CodePoint = 0;
    size_t Len = utf8Length(Text, I, CodePoint);
    if (Len == 0) {
      Out += "\\ufffd";
      ++I;
      continue;
    }
    if (Len > 1) {
      if (ForHtml && (CodePoint == 0x2028 || CodePoint == 0x2029))
        Out += fmt::format("\\u{:04x}", CodePoint);
      else
        Out.append(Text.substr(I, Len));
      I += Len;
      continue;
    }
    char C = Text[I++];
    switch (C) {
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    case '\n':
      Out += "\\n";
      break;
    case '\r':
      Out += "\\r";
      break;
    case '\t':
      Out += "\\t";
      break;
    case '\b':
      Out += "\\b";
      break;
    case '\f':
      Out += "\\f";
      break;
    default:
      if (static_cast<unsigned char>(C) < 0x20 || C == 0x7f ||
          (ForHtml && (C == '<' || C == '>' || C == '&')))
        Out += fmt::format("\\u{:04x}", static_cast<unsigned>(C));
      else
        Out += C;
    }
  }
}

void JsonWriter::newline() {
  if (!Pretty)
    return;
  OS << '\n';
  for (size_t I = 0; I < HasMembers.size(); ++I)
    OS << "  ";
}

void JsonWriter::beforeValue() {
  if (AfterKey) {
    AfterKey = false;
    return;
  }
  if (HasMembers.empty())
    return;
  if (HasMembers.back())
    OS << ',';
  HasMembers.back() = true;
  newline();
}

void JsonWriter::open(char Bracket) {
  beforeValue();
  OS << Bracket;
  HasMembers.push_back(false);
}

void JsonWriter::close(char Bracket) {
  assert(!HasMembers.empty() && "unbalanced JsonWriter");
  bool Had = HasMembers.back();
  HasMembers.pop_back();
  if (Had)
    newline();
  OS << Bracket;
  if (HasMembers.empty() && Pretty)
    OS << '\n';
}

void JsonWriter::key(std::string_view Name) {
  beforeValue();
  std::string Out = "\"";
  appendJsonEscaped(Out, Name, ForHtml);
  OS << Out << (Pretty ? "\": " : "\":");
  AfterKey = true;
}

void JsonWriter::value(std::string_view Text) {
  beforeValue();
  std::string Out = "\"";
  appendJsonEscaped(Out, Text, ForHtml);
  Out += '"';
  OS << Out;
}

void JsonWriter::value(int64_t Number) {
  beforeValue();
  OS << Number;
}

void JsonWriter::value(double Number) {
  beforeValue();
  if (std::isfinite(Number))
    OS << fmt::format("{}", Number);
  else
    OS << "null";
}

void JsonWriter::value(bool Flag) {
  beforeValue();
  OS << (Flag ? "true" : "false");
}

void JsonWriter::null() {
  beforeValue();
  OS << "null";
}

void JsonWriter::raw(std::string_view Json) {
  beforeValue();
  OS << Json;
}

} // namespace pathsim::reports
