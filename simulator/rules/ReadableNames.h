//===- simulator/rules/ReadableNames.h - C++ names as the user writes them ===//
#pragma once

#include <string>

namespace pathsim {

/// Text with every Itanium-mangled name in it (`_ZNSt6vectorIiSaIiEEixEm`)
/// replaced by the function's name as written in C++
/// (`std::vector<int, std::allocator<int> >::operator[]`); other text is
/// unchanged. Warnings never name a function by its mangled name.
std::string readableNames(std::string Text);

/// Text with every member access to a member the implementation reserves
/// (`_M_impl`, `__begin_`: a name that starts with `_` and a capital or
/// with `__`), and the accesses after it, cut off: `dead._M_impl._M_start`
/// is `dead`, as a smart pointer's `p->` is `p`. The standard library's
/// internals are no names its user knows.
std::string withoutLibraryInternals(std::string Text);

} // namespace pathsim
