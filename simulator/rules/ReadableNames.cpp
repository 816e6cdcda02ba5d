//===- simulator/rules/ReadableNames.cpp - C++ names as the user writes them //
#include "simulator/rules/ReadableNames.h"

#include "llvm/Demangle/Demangle.h"

#include <cctype>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace pathsim {

namespace {

bool identifierChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '$' ||
         C == '.';
}

bool nameChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Text[At..] ends an `operator` keyword: the `<`, `*` or `&` after it is
/// the operator's name, not a template's arguments or a pointer.
bool afterOperator(const std::string &Text, size_t At) {
  size_t K = At;
  while (K > 0 && std::string_view("<>=*&-!|+/%^~").find(Text[K - 1]) !=
                      std::string_view::npos)
    --K;
  return K >= 8 && Text.compare(K - 8, 8, "operator") == 0;
}

/// Where the template argument list opened at \p Open ends (its `>`), or
/// npos.
size_t closingAngle(const std::string &Text, size_t Open) {
  int Depth = 0;
  for (size_t K = Open; K < Text.size(); ++K) {
    char C = Text[K];
    if (C == '(' || C == '[' || (C == '<' && !afterOperator(Text, K)))
      ++Depth;
    else if (C == ')' || C == ']' || (C == '>' && Text[K - 1] != '-' &&
                                      !afterOperator(Text, K)))
      if (--Depth == 0)
        return C == '>' ? K : std::string::npos;
  }
  return std::string::npos;
}

std::vector<std::string> splitArgs(const std::string &List) {
  std::vector<std::string> Args;
  int Depth = 0;
  size_t Start = 0;
  for (size_t K = 0; K < List.size(); ++K) {
    char C = List[K];
    if (C == '<' || C == '(' || C == '[')
      ++Depth;
    else if (C == '>' || C == ')' || C == ']')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Args.push_back(List.substr(Start, K - Start));
      Start = K + 1;
    }
  }
  Args.push_back(List.substr(Start));
  for (std::string &A : Args) {
    size_t B = A.find_first_not_of(' ');
    A = B == std::string::npos ? "" : A.substr(B);
  }
  return Args;
}

bool startsWith(const std::string &T, std::string_view P) {
  return T.compare(0, P.size(), P) == 0;
}

/// A template argument as Clang's diagnostics write a type: `const char *`,
/// not the demangler's `char const*`.
std::string cleanType(std::string A) {
  size_t Ptr = A.size();
  while (Ptr > 0 && (A[Ptr - 1] == '*' || A[Ptr - 1] == '&'))
    --Ptr;
  std::string Suffix = A.substr(Ptr);
  A.resize(Ptr);
  if (A.size() > 6 && A.compare(A.size() - 6, 6, " const") == 0 &&
      A.find(' ') == A.size() - 6)
    A = "const " + A.substr(0, A.size() - 6);
  return Suffix.empty() ? A : A + " " + Suffix;
}

/// The standard library's default template arguments, which Clang's
/// diagnostics leave out (`std::vector<int>`, not `std::vector<int,
/// std::allocator<int>>`): an allocator, character traits, a comparison,
/// a hash, a deleter, a container adaptor's default container.
bool defaultArgument(const std::string &Template,
                     const std::vector<std::string> &Args, size_t K) {
  if (K == 0)
    return false;
  const std::string &A = Args[K];
  for (std::string_view D :
       {"std::allocator<", "std::char_traits<", "std::less<",
        "std::equal_to<", "std::hash<", "std::default_delete<"})
    if (startsWith(A, D))
      return true;
  return (Template == "std::stack" || Template == "std::queue") &&
         A == "std::deque<" + Args[0] + ">";
}

/// Demangled text with the standard library's names as Clang's diagnostics
/// print them: no inline namespace (`std::__cxx11::`), no default template
/// arguments, `std::string` for `std::basic_string<char>`.
std::string clangStyle(std::string Text) {
  for (std::string_view Inline : {"std::__cxx11::", "std::__1::"})
    for (size_t At = Text.find(Inline); At != std::string::npos;
         At = Text.find(Inline, At))
      Text.replace(At, Inline.size(), "std::");
  std::string Out;
  size_t K = 0;
  while (K < Text.size()) {
    char C = Text[K];
    if (C != '<' || K == 0 || afterOperator(Text, K) ||
        !(nameChar(Text[K - 1]))) {
      Out += C;
      ++K;
      continue;
    }
    size_t Close = closingAngle(Text, K);
    if (Close == std::string::npos) {
      Out += Text.substr(K);
      break;
    }
    size_t NameStart = Out.size();
    while (NameStart > 0 &&
           (nameChar(Out[NameStart - 1]) || Out[NameStart - 1] == ':'))
      --NameStart;
    std::string Template = Out.substr(NameStart);
    std::vector<std::string> Args =
        splitArgs(Text.substr(K + 1, Close - K - 1));
    for (std::string &A : Args)
      A = cleanType(clangStyle(A));
    if (startsWith(Template, "std::"))
      while (Args.size() > 1 && defaultArgument(Template, Args, Args.size() - 1))
        Args.pop_back();
    std::string List;
    for (const std::string &A : Args)
      List += (List.empty() ? "" : ", ") + A;
    if (Template == "std::basic_string" && (List == "char" || List == "wchar_t")) {
      Out.resize(NameStart);
      Out += List == "char" ? "std::string" : "std::wstring";
    } else {
      Out += "<" + List + ">";
    }
    K = Close + 1;
  }
  return Out;
}

/// Whether Text[At...] starts an identifier the implementation reserves.
bool reservedAt(const std::string &Text, size_t At) {
  return At + 1 < Text.size() && Text[At] == '_' &&
         (Text[At + 1] == '_' ||
          std::isupper(static_cast<unsigned char>(Text[At + 1])));
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
        return clangStyle(Out);
      }
    }
  }
  std::string Full = llvm::demangle(Name);
  return Full == Name ? std::string() : clangStyle(Full);
}

/// The public member of the standard library that reads the internal
/// members \p Access (`._M_impl._M_start`), or "" if there is none.
std::string publicName(const std::string &Access) {
  std::string Members = Access;
  for (size_t At = Members.find("->"); At != std::string::npos;
       At = Members.find("->", At))
    Members.replace(At, 2, ".");
  static const std::pair<std::string_view, std::string_view> Table[] = {
      // libstdc++: std::vector, std::basic_string, std::unique_ptr,
      // std::shared_ptr.
      {"._M_impl._M_start", ".data()"},
      {"._M_dataplus._M_p", ".c_str()"},
      {"._M_t._M_t._M_head_impl", ".get()"},
      {"._M_t._M_head_impl", ".get()"},
      {"._M_ptr", ".get()"},
      // libc++.
      {".__begin_", ".data()"},
      {".__ptr_", ".get()"},
  };
  for (auto [Internal, Public] : Table)
    if (Members == Internal)
      return std::string(Public);
  return "";
}

} // namespace

namespace {

/// Text with the standard library's internal members replaced (\p Public:
/// by the public member that reads them, if any) or cut; \p Unnamed set
/// when one had no public name.
std::string libraryMembers(std::string Text, bool Public, bool *Unnamed) {
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
    // What the source calls those members, where the library gives them a
    // public name: a vector's storage is `v.data()`, a string's bytes
    // `s.c_str()`, a smart pointer's object `p.get()`.
    std::string Accessor =
        Public ? publicName(Text.substr(At, End - At)) : std::string();
    if (Public && Accessor.empty() && Unnamed)
      *Unnamed = true;
    Text.replace(At, End - At, Accessor);
    At += Accessor.size();
  }
  return Text;
}

} // namespace

std::string withoutLibraryInternals(std::string Text) {
  return libraryMembers(std::move(Text), true, nullptr);
}

std::string objectOfLibraryInternals(std::string Text) {
  return libraryMembers(std::move(Text), false, nullptr);
}

std::optional<std::string> publicMembers(std::string Text) {
  bool Unnamed = false;
  Text = libraryMembers(std::move(Text), true, &Unnamed);
  if (Unnamed)
    return std::nullopt;
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
