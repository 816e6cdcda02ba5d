//===- automodel/WarningCodec.h - warnings as a compact, checked blob -----===//
//
// How the model store keeps the warnings of a function, to replay them when
// the function is reused. The encoding (version 1):
//
//   "PSW" 0x01                      magic and version
//   varint N, N x (varint L, L bytes)   the distinct strings, in first use
//   varint W, W x Warning               fields in declaration order; a string
//                                       is its varint index in the table, a
//                                       number a varint, a list its varint
//                                       count then its elements
//   8 bytes                         FNV-1a 64 of everything before, little
//                                   endian
//
// Varints are unsigned LEB128. Any change of layout is a new version; a blob
// of another version, or one that fails any check, decodes to nullopt.
//
#pragma once

#include "simulator/Warning.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim {

/// The encoding's version, the fourth byte of every blob.
inline constexpr uint8_t WarningCodecVersion = 7;

/// Every field of \p Warnings, in the format above.
std::string encodeWarnings(const std::vector<Warning> &Warnings);

/// The warnings encoded in \p Blob: exactly those given to encodeWarnings().
/// A blob that is truncated, damaged, of another version, or not a blob at
/// all gives nullopt; never crashes, whatever the bytes.
std::optional<std::vector<Warning>> decodeWarnings(std::string_view Blob);

/// The checksum the encoding ends with (exposed for tests).
uint64_t warningBlobChecksum(std::string_view Bytes);

} // namespace pathsim
