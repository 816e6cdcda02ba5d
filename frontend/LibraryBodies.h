//===- frontend/LibraryBodies.h - the C++ library's code reaches the unit -===//
//
// libstdc++ declares std::basic_string<char> and <wchar_t> `extern template`
// (bits/basic_string.tcc) up to C++17: its members are compiled once, into
// libstdc++.so, and a unit compiled at -O0 gets no body of any of them, not
// even of `size()` or `c_str()`. Every `s.clear()`, `s += x`, `s.empty()`
// would be a call of an unknown function, which may write all the memory
// around the string (a sibling member's FILE * is then lost, and "leaked").
//
// libstdc++ has a switch for this: `_GLIBCXX_EXTERN_TEMPLATE -1` (what
// `_GLIBCXX_ASSERTIONS` sets, without the assertions) keeps every other
// explicit instantiation declaration but basic_string's, so that its
// members are instantiated in the unit like any template's and simulated.
// c++config.h defines the macro without `#ifndef`, so no `-D` can set it:
// this file system serves that one line of c++config.h as `-1`, changing
// nothing else, nor where the header is included (a forced `-include` of
// it would read <features.h> before the unit's own feature macros).
//
#pragma once

#include "llvm/Support/VirtualFileSystem.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace pathsim::frontend {

class LibraryBodies : public llvm::vfs::ProxyFileSystem {
public:
  explicit LibraryBodies(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS)
      : ProxyFileSystem(std::move(FS)) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;

  /// The hash (hashContents) of the file at \p Path as it is on disk, when
  /// this file system served it changed (c++config.h), else none: a unit's
  /// inputs are recorded as they are on disk, so that its reuse is judged
  /// on them.
  std::optional<std::string> originalHash(const std::string &Path) const;

private:
  mutable std::mutex Lock;
  std::map<std::string, std::string> OriginalHashes; ///< by path as opened
};

/// \p Contents of libstdc++'s bits/c++config.h with basic_string's
/// explicit instantiation declarations off (`_GLIBCXX_EXTERN_TEMPLATE -1`),
/// the same size; none when it is no such header (another version's line).
std::optional<std::string> withStringBodies(llvm::StringRef Contents);

} // namespace pathsim::frontend
