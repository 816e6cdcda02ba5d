//===- modellang/Lexer.cpp - the tokens of the model language -------------===//
#include "modellang/Lexer.h"

#include "modellang/CharClass.h"
#include "modellang/Keywords.h"

#include <fmt/format.h>

#include <limits>

namespace pathsim::modellang {

using Iter = const char *;

void expected(Iter Where, std::string What) {
  throw LexError{Where, std::move(What), {}};
}

void fail(Iter Where, std::string Message) {
  throw LexError{Where, {}, std::move(Message)};
}

Iter lexIdentifier(Iter P, Iter End) {
  if (P == End || !isIdentStart(*P))
    return P;
  while (P != End && isIdentChar(*P))
    ++P;
  return P;
}

bool startsWithWord(Iter P, Iter End, std::string_view W) {
  return static_cast<size_t>(End - P) >= W.size() &&
         std::string_view(P, W.size()) == W &&
         (P + W.size() == End || !isIdentChar(P[W.size()]));
}

uint64_t lexDecimal(Iter &P, Iter End) {
  Iter Start = P;
  uint64_t Value = 0;
  bool Overflow = false;
  for (; P != End && isDigit(*P); ++P) {
    unsigned D = *P - '0';
    if (Value > (std::numeric_limits<uint64_t>::max() - D) / 10)
      Overflow = true;
    Value = Value * 10 + D;
  }
  if (Overflow)
    fail(Start, fmt::format("number '{}' is too large (the limit is {})",
                            std::string_view(Start, P - Start),
                            std::numeric_limits<uint64_t>::max()));
  return Value;
}

ByteField lexByteField(Iter &P, Iter End) {
  ++P; // '<'
  ByteField F;
  auto Offset = [&] {
    if (P == End || !isDigit(*P))
      expected(P, "byte field offset (a number)");
    F.Offset = lexDecimal(P, End);
  };
  if (P != End && *P == ':') {
    ++P;
    Offset();
  } else {
    if (startsWithWord(P, End, "all")) {
      F.Size = ByteField::SizeKind::All;
      P += 3;
    } else if (P != End && isDigit(*P)) {
      F.Size = ByteField::SizeKind::Bytes;
      F.Bytes = lexDecimal(P, End);
    } else {
      expected(P, "byte field size (a number or 'all') or ':'");
    }
    if (P != End && *P == ':') {
      ++P;
      if (P != End && *P == ':') // the paper's BNF writes <SIZE>::<OFFSET>
        ++P;
      Offset();
    } else if (P == End || *P != '>') {
      expected(P, "':' or '>'");
    }
  }
  if (P == End || *P != '>')
    expected(P, "'>'");
  ++P;
  return F;
}

std::string lexString(Iter &P, Iter End) {
  std::string Value;
  ++P;
  while (true) {
    if (P == End || *P == '\n')
      expected(P, "'\"' to end the string");
    char C = *P++;
    if (C == '"')
      return Value;
    if (C != '\\') {
      Value += C;
      continue;
    }
    Iter Escape = P - 1;
    if (P == End)
      expected(P, "'\"' to end the string");
    C = *P++;
    switch (C) {
    case 'n':
      Value += '\n';
      break;
    case 't':
      Value += '\t';
      break;
    case 'r':
      Value += '\r';
      break;
    case 'a':
      Value += '\a';
      break;
    case 'b':
      Value += '\b';
      break;
    case 'f':
      Value += '\f';
      break;
    case 'v':
      Value += '\v';
      break;
    case '\\':
    case '"':
    case '\'':
    case '?':
      Value += C;
      break;
    case 'x': {
      if (P == End || !isHexDigit(*P))
        expected(P, "hexadecimal digit after '\\x'");
      unsigned Code = 0;
      for (; P != End && isHexDigit(*P); ++P) {
        Code = Code * 16 + (isDigit(*P) ? *P - '0' : (*P | 0x20) - 'a' + 10);
        if (Code > 0xff)
          fail(Escape, "escape sequence out of range (more than 0xff)");
      }
      Value += static_cast<char>(Code);
      break;
    }
    default:
      if (C >= '0' && C <= '7') {
        unsigned Code = C - '0';
        for (int I = 0; I < 2 && P != End && *P >= '0' && *P <= '7'; ++I)
          Code = Code * 8 + (*P++ - '0');
        if (Code > 0xff)
          fail(Escape, "escape sequence out of range (more than 0xff)");
        Value += static_cast<char>(Code);
        break;
      }
      fail(Escape, fmt::format("unknown escape sequence '\\{}' in string",
                               isPrintable(C)
                                   ? std::string(1, C)
                                   : fmt::format("x{:02x}", (unsigned char)C)));
    }
  }
}

bool lexInteger(Iter &P, Iter End, IntegerConst &Out) {
  Iter Start = P;
  Iter Q = P;
  bool Negative = Q != End && *Q == '-';
  if (Negative)
    ++Q;
  if (Q == End || !isDigit(*Q))
    return false;
  auto Text = [&](Iter To) { return std::string_view(Start, To - Start); };
  if (*Q == '0' && End - Q >= 2 && (Q[1] == 'x' || Q[1] == 'X')) {
    Q += 2;
    if (Q == End || !isHexDigit(*Q))
      expected(Q, "hexadecimal digit after '0x'");
    uint64_t Bits = 0;
    bool Overflow = false;
    for (; Q != End && isHexDigit(*Q); ++Q) {
      Overflow |= Bits >> 60 != 0;
      Bits = Bits * 16 + (isDigit(*Q) ? *Q - '0' : (*Q | 0x20) - 'a' + 10);
    }
    if (Overflow)
      fail(Start, fmt::format("integer constant '{}' does not fit in 64 bits",
                              Text(Q)));
    Out.Hex = true;
    Out.Value = static_cast<int64_t>(Negative ? 0 - Bits : Bits);
  } else {
    if (*Q == '0' && End - Q >= 2 && isDigit(Q[1])) {
      Iter E = Q;
      while (E != End && isDigit(*E))
        ++E;
      fail(Start, fmt::format("octal constant '{}' is not supported; write it "
                              "in decimal or hexadecimal (0x...)",
                              Text(E)));
    }
    uint64_t Magnitude = 0;
    bool Overflow = false;
    const uint64_t Limit =
        Negative ? uint64_t(1) << 63 : (uint64_t(1) << 63) - 1;
    for (; Q != End && isDigit(*Q); ++Q) {
      unsigned D = *Q - '0';
      if (Magnitude > (Limit - D) / 10)
        Overflow = true;
      else
        Magnitude = Magnitude * 10 + D;
    }
    if (Overflow)
      fail(Start, fmt::format("integer constant '{}' does not fit in 64 bits",
                              Text(Q)));
    Out.Hex = false;
    Out.Value = Negative ? static_cast<int64_t>(0 - Magnitude)
                         : static_cast<int64_t>(Magnitude);
  }
  P = Q;
  return true;
}

bool lexVariable(Iter &P, Iter End, decltype(Operand::V) &Out) {
  Variable V;
  Iter Chain = P;
  while (P != End && *P == '*') {
    // A model reads through a few pointers; a chain of thousands is no
    // model, and every use of it costs its length again.
    if (V.Derefs.size() == MaxDereferences)
      fail(Chain, fmt::format("a dereference chain longer than {} '*'",
                              MaxDereferences));
    ++P;
    Deref D;
    if (P != End && *P == '<')
      D.Field = lexByteField(P, End);
    V.Derefs.push_back(D);
  }
  if (Iter E = lexIdentifier(P, End); E != P) {
    V.Name.assign(P, E);
    P = E;
  } else if (End - P >= 3 && std::string_view(P, 3) == "...") {
    V.Name = "...";
    P += 3;
  } else if (!V.Derefs.empty()) {
    expected(P, "variable name");
  } else {
    return false;
  }
  if (P != End && *P == '@') {
    V.Input = true;
    ++P;
  }
  if (P != End && *P == '<')
    V.Field = lexByteField(P, End);
  if (P != End && *P == '.' && End - P >= 2 && P[1] == '<') {
    // `.<WIDTH:LSB>`: bits of the value denoted.
    P += 2;
    BitField B;
    if (P == End || !isDigit(*P))
      expected(P, "bit field width (a number)");
    B.Width = lexDecimal(P, End);
    if (P == End || *P != ':')
      expected(P, "':'");
    ++P;
    if (P == End || !isDigit(*P))
      expected(P, "bit field's lowest bit (a number)");
    B.Lsb = lexDecimal(P, End);
    if (P == End || *P != '>')
      expected(P, "'>'");
    ++P;
    V.Bits = B;
  }
  auto Special = specialConstFromSpelling(V.Name);
  if (Special && V.Derefs.empty() && !V.Input && !V.Field && !V.Bits)
    Out = SpecialConst{*Special};
  else
    Out = std::move(V);
  return true;
}
} // namespace pathsim::modellang
