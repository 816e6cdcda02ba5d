//===- reports/Sha256.h - SHA-256, for fingerprints and content hashes ----===//
#pragma once

#include <string>
#include <string_view>

namespace pathsim::reports {

/// The SHA-256 digest of \p Data as 64 lowercase hex digits (FIPS 180-4),
/// computed by llvm::SHA256.
std::string sha256Hex(std::string_view Data);

} // namespace pathsim::reports
