//===- simulator/rules/ReadableNames.cpp - C++ names as the user writes them //
#include "simulator/rules/ReadableNames.h"

#include "llvm/Demangle/Demangle.h"

#include <cctype>
#include <cstdlib>

namespace pathsim {

namespace {

bool identifierChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '$' ||
         C == '.';
}

/// The function's qualified name without its parameters, or the whole
/// demangled name for what is not a function; empty if Name is not mangled.
std::string demangled(const std::string &Name) {
  llvm::ItaniumPartialDemangler D;
  if (!D.partialDemangle(Name.c_str())) {
    if (D.isFunction()) {
      size_t N = 0;
      if (char *Buf = D.getFunctionName(nullptr, &N)) {
        std::string Out(Buf);
        std::free(Buf);
        return Out;
      }
    }
  }
  std::string Full = llvm::demangle(Name);
  return Full == Name ? std::string() : Full;
}

/// Whether Text[At...] starts an identifier the implementation reserves.
bool reservedAt(const std::string &Text, size_t At) {
  return At + 1 < Text.size() && Text[At] == '_' &&
         (Text[At + 1] == '_' ||
          std::isupper(static_cast<unsigned char>(Text[At + 1])));
}

bool nameChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

} // namespace

std::string withoutLibraryInternals(std::string Text) {
  for (size_t At = 0; At < Text.size(); ++At) {
    size_t Member = Text[At] == '.'                                  ? At + 1
                    : Text.compare(At, 2, "->") == 0                 ? At + 2
                                                                     : 0;
    if (!Member || At == 0 || !reservedAt(Text, Member))
      continue;
    char Before = Text[At - 1];
    if (!nameChar(Before) && Before != ']' && Before != ')')
      continue;
    // The member and every access after it: `.x`, `->x`, `[...]`.
    size_t End = Member;
    for (;;) {
      while (End < Text.size() && nameChar(Text[End]))
        ++End;
      if (End < Text.size() && Text[End] == '.' && End + 1 < Text.size() &&
          nameChar(Text[End + 1]))
        End += 1;
      else if (Text.compare(End, 2, "->") == 0)
        End += 2;
      else if (End < Text.size() && Text[End] == '[') {
        size_t Close = Text.find(']', End);
        if (Close == std::string::npos)
          break;
        End = Close + 1;
        continue;
      } else
        break;
    }
    Text.erase(At, End - At);
  }
  return Text;
}

std::string readableNames(std::string Text) {
  for (size_t At = Text.find("_Z"); At != std::string::npos;
       At = Text.find("_Z", At)) {
    if (At > 0 && identifierChar(Text[At - 1])) {
      At += 2;
      continue;
    }
    size_t End = At;
    while (End < Text.size() && identifierChar(Text[End]))
      ++End;
    std::string Readable = demangled(Text.substr(At, End - At));
    if (Readable.empty()) {
      At = End;
      continue;
    }
    Text.replace(At, End - At, Readable);
    At += Readable.size();
  }
  return Text;
}

} // namespace pathsim
