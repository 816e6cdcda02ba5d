//===- simulator/rules/ReadableNames.h - C++ names as the user writes them ===//
#pragma once

#include <string>

namespace pathsim {

/// Text with every Itanium-mangled name in it (`_ZNSt6vectorIiSaIiEEixEm`)
/// replaced by the function's name as written in C++
/// (`std::vector<int, std::allocator<int> >::operator[]`); other text is
/// unchanged. Warnings never name a function by its mangled name.
std::string readableNames(std::string Text);

} // namespace pathsim
