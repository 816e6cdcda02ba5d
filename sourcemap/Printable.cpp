//===- sourcemap/Printable.cpp - names made safe to print on a terminal ---===//
#include "sourcemap/Printable.h"

namespace pathsim {

std::string printable(std::string_view Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (char C : Text) {
    unsigned char U = static_cast<unsigned char>(C);
    if (U >= 0x20 && U != 0x7f) {
      Out += C;
      continue;
    }
    switch (C) {
    case '\n':
      Out += "\\n";
      break;
    case '\t':
      Out += "\\t";
      break;
    case '\r':
      Out += "\\r";
      break;
    case '\0':
      Out += "\\0";
      break;
    default: {
      static const char Hex[] = "0123456789abcdef";
      Out += "\\x";
      Out += Hex[U >> 4];
      Out += Hex[U & 15];
    }
    }
  }
  return Out;
}

} // namespace pathsim
