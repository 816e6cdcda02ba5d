//===- automodel/UnitCodec.h - a decoded unit as a compact, checked blob --===//
//
// What the simulator needs of a translation unit (its decoded module and its
// SourceMap), kept in the model store so that an unchanged unit is not
// compiled again. The layout is automodel/BlobCodec.h's, magic "PSU"; every
// field of ModuleCode, FunctionCode and SourceMap::Contents in declaration
// order. A field added to any of them must be added here (the round-trip
// test in tests/automodel/UnitCodecTest.cpp fails until it is).
//
#pragma once

#include "automodel/Program.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace pathsim {

/// The encoding's version, the fourth byte of every unit blob (3: a
/// declaration's format attribute; 4: computed gotos decoded; 5: whether
/// every use of a global reads it; 7: a struct layout's size; 8: read-only
/// flags by IR argument, after a returned struct's address and `this`; 9:
/// function aliases; 10: llvm.assume decoded, and NDEBUG asserts compiled
/// as assumptions; 11: a struct layout's name; 12: the places of macros
/// whose body branches; 13: the struct a pointer variable points to; 14:
/// the switches over an enumeration that cover every enumerator; 15: the
/// struct member each load and store reaches, and the members whose address
/// a function hands on; 16: a private member function's possible callers).
inline constexpr uint8_t UnitCodecVersion = 16;

/// MainFile, Module and Sources of \p Unit.
std::string encodeUnit(const ProgramUnit &Unit);

/// The unit encoded in \p Blob (its MainFile, Module and Sources); null when
/// the blob is truncated, damaged or of another version. Never crashes,
/// whatever the bytes.
std::unique_ptr<ProgramUnit> decodeUnit(std::string_view Blob);

} // namespace pathsim
