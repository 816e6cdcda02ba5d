//===- modellang/Numbering.h - a model's equal parts found by hashing -----===//
//
// Model building and compiling give each distinct operation (or variable)
// of a model one number. Printing each one to find equal ones was most of
// their work; these hashes follow the parts' structure (equal by
// operator==, equal hashes) and print nothing.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "modellang/Model.h"

#include <cstdint>
#include <limits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace pathsim::modellang {

/// Hashes of a model's parts: equal parts (operator==) have equal hashes.
uint64_t hashOf(const Variable &V);
uint64_t hashOf(const Operand &O);
uint64_t hashOf(const Operation &Op);

/// Numbers distinct values of T (Variable, Operand or Operation), equal by
/// operator==, 0, 1, 2... in the order they are first seen. The values
/// numbered are referred to, not copied: each must outlive the numbering.
template <typename T> class Numbering {
public:
  /// X's number, and whether X is the first of its value.
  std::pair<uint32_t, bool> number(const T &X) {
    auto [Head, New] = Latest.try_emplace(hashOf(X), None);
    for (uint32_t N = Head->second; N != None; N = Numbered[N].second)
      if (*Numbered[N].first == X)
        return {N, false};
    uint32_t N = static_cast<uint32_t>(Numbered.size());
    Numbered.push_back({&X, Head->second});
    Head->second = N;
    return {N, true};
  }

  /// The value numbered N (the first one seen).
  const T &operator[](uint32_t N) const { return *Numbered[N].first; }
  uint32_t size() const { return static_cast<uint32_t>(Numbered.size()); }

private:
  static constexpr uint32_t None = std::numeric_limits<uint32_t>::max();
  /// Of each hash, the last number given to a value of that hash.
  std::unordered_map<uint64_t, uint32_t> Latest;
  /// Of each number, its value and the previous number of the same hash.
  std::vector<std::pair<const T *, uint32_t>> Numbered;
};

} // namespace pathsim::modellang
