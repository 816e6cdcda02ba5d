//===- frontend/FileHash.cpp - what a compile read, as content hashes -----===//
#include "frontend/FileHash.h"

#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/MemoryBuffer.h"

namespace pathsim::frontend {

std::string hashContents(std::string_view Bytes) {
  auto Hash = llvm::BLAKE3::hash<16>(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(Bytes.data()), Bytes.size()));
  static const char *Digits = "0123456789abcdef";
  std::string Hex;
  for (uint8_t B : Hash) {
    Hex.push_back(Digits[B >> 4]);
    Hex.push_back(Digits[B & 15]);
  }
  return Hex;
}

std::optional<std::string> hashFile(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return std::nullopt;
  return hashContents(std::string_view((*Buffer)->getBufferStart(),
                                       (*Buffer)->getBufferSize()));
}

} // namespace pathsim::frontend
