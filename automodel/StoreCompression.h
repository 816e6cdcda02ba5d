//===- automodel/StoreCompression.h - the model store's values, compressed -===//
//
// The model store's large values (each function's model text and warnings,
// each unit's inputs and decoded unit) are written compressed: cJSON's
// store held 36 MB of model text that zlib makes 1.5 MB. A compressed value
// is
//
//   "PSZ", 1 version byte     the header (BlobCodec's family of magics)
//   varint N                  the size of the value, uncompressed
//   zlib stream               the value (RFC 1950: its Adler-32 checks it)
//
// A value that compression would not make smaller is written as it is, and
// so are the values of stores written before model store version 4: a value
// without the header is read as it is. (Model texts begin with '(', the
// other values with their own magic, "PSW", "PSU", "PSI": none with "PSZ";
// a value that did would be compressed, never written as it is.)
//
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace pathsim {

/// \p Value as the model store writes it: compressed with its header, or
/// as it is when that is not smaller.
std::string compressForStore(std::string_view Value);

/// The value compressForStore() wrote as \p Stored; \p Stored itself when
/// it has no header. nullopt when a compressed value does not decompress
/// whole (a damaged row): the caller treats it as missing.
std::optional<std::string> decompressFromStore(std::string_view Stored);

} // namespace pathsim
