//===- reports/Sha256.cpp - SHA-256 through LLVM's Support library --------===//

#include "reports/Sha256.h"

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/Support/SHA256.h>

namespace pathsim::reports {

std::string sha256Hex(std::string_view Data) {
  auto Digest = llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(Data.data()), Data.size()));
  return llvm::toHex(Digest, /*LowerCase=*/true);
}

} // namespace pathsim::reports
