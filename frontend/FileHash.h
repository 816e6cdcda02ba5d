//===- frontend/FileHash.h - what a compile read, as content hashes -------===//
//
// A translation unit compiles the same while every file it read has the
// same contents (and the command is the same): the hashes here decide when a
// unit stored by an earlier run may be used instead of compiling it again.
//
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace pathsim::frontend {

/// A file read by a compile, and the hash of the contents it read; or a
/// path the compile looked for and did not find (an include directory
/// searched before the one that had the header, a `__has_include`): its
/// appearing would change the compile too.
struct InputFile {
  std::string Path; ///< normalized absolute path (see normalizePath)
  std::string Hash; ///< hashContents() of what was read; empty: absent
  bool operator==(const InputFile &) const = default;
};

/// A hash of \p Bytes (BLAKE3, 128 bits, as 32 hex digits).
std::string hashContents(std::string_view Bytes);

/// hashContents() of the file at \p Path now; nullopt if it cannot be read.
std::optional<std::string> hashFile(const std::string &Path);

} // namespace pathsim::frontend
