//===- automodel/StoreCompression.cpp - the model store's values, compressed //
#include "automodel/StoreCompression.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Compression.h"
#include "llvm/Support/Error.h"

#include <cstdint>

namespace pathsim {

namespace {

constexpr std::string_view Magic = "PSZ";
constexpr uint8_t Version = 1;
/// Values above this size (uncompressed) are refused when read back: no row
/// of a sane store holds one, and a damaged header must not make the reader
/// allocate gigabytes.
constexpr uint64_t MaxValueSize = uint64_t{1} << 31;

llvm::ArrayRef<uint8_t> bytesOf(std::string_view S) {
  return {reinterpret_cast<const uint8_t *>(S.data()), S.size()};
}

} // namespace

std::string compressForStore(std::string_view Value) {
  bool HasHeader = Value.substr(0, Magic.size()) == Magic;
  if (!llvm::compression::zlib::isAvailable())
    return std::string(Value); // (read back as it is, unless HasHeader)
  llvm::SmallVector<uint8_t, 0> Compressed;
  llvm::compression::zlib::compress(bytesOf(Value), Compressed);
  std::string Out(Magic);
  Out.push_back(static_cast<char>(Version));
  for (uint64_t N = Value.size();;) {
    uint8_t Byte = N & 0x7f;
    N >>= 7;
    Out.push_back(static_cast<char>(N ? Byte | 0x80 : Byte));
    if (!N)
      break;
  }
  Out.append(reinterpret_cast<const char *>(Compressed.data()),
             Compressed.size());
  if (Out.size() >= Value.size() && !HasHeader)
    return std::string(Value);
  return Out;
}

std::optional<std::string> decompressFromStore(std::string_view Stored) {
  if (Stored.substr(0, Magic.size()) != Magic)
    return std::string(Stored);
  size_t Pos = Magic.size();
  if (Pos >= Stored.size() || static_cast<uint8_t>(Stored[Pos]) != Version)
    return std::nullopt;
  ++Pos;
  uint64_t Size = 0;
  for (int Shift = 0;; Shift += 7) {
    if (Pos >= Stored.size() || Shift > 63)
      return std::nullopt;
    uint8_t Byte = static_cast<uint8_t>(Stored[Pos++]);
    Size |= uint64_t{Byte & 0x7fu} << Shift;
    if (!(Byte & 0x80))
      break;
  }
  if (Size > MaxValueSize || !llvm::compression::zlib::isAvailable())
    return std::nullopt;
  std::string Out(Size, '\0');
  size_t Written = Size;
  if (llvm::Error E = llvm::compression::zlib::decompress(
          bytesOf(Stored.substr(Pos)), reinterpret_cast<uint8_t *>(Out.data()),
          Written)) {
    llvm::consumeError(std::move(E));
    return std::nullopt;
  }
  if (Written != Size)
    return std::nullopt;
  return Out;
}

} // namespace pathsim
