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

} // namespace

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
