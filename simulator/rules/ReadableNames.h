//===- simulator/rules/ReadableNames.h - C++ names as the user writes them ===//
#pragma once

#include <optional>
#include <string>

namespace pathsim {

/// Text with every Itanium-mangled name in it (`_ZNSt6vectorIiSaIiEEixEm`)
/// replaced by the function's name as written in C++
/// (`std::vector<int, std::allocator<int> >::operator[]`); other text is
/// unchanged. Warnings never name a function by its mangled name.
std::string readableNames(std::string Text);

/// Text with every member access to a member the implementation reserves
/// (`_M_impl`, `__begin_`: a name that starts with `_` and a capital or
/// with `__`), and the accesses after it, said by the public member that
/// reads them (`v._M_impl._M_start` is `v.data()`, `s._M_dataplus._M_p`
/// `s.c_str()`, a unique_ptr's `_M_t._M_t._M_head_impl` `p.get()`), or
/// cut off where the library has none (`m._M_t._M_impl` is `m`). The
/// standard library's internals are no names its user knows.
std::string withoutLibraryInternals(std::string Text);

/// Text with every such access cut off: the object they are internals of
/// (`v` for `v._M_impl._M_start`).
std::string objectOfLibraryInternals(std::string Text);

/// Text with every such access said by its public member; none if one has
/// no public member.
std::optional<std::string> publicMembers(std::string Text);

} // namespace pathsim
