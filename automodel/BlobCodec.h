//===- automodel/BlobCodec.h - compact, checked blobs of the model store --===//
//
// The layout the store's blobs share (warnings, decoded units):
//
//   3 magic bytes, 1 version byte
//   varint N, N x (varint L, L bytes)   the distinct strings, in first use
//   the fields                          a string is its varint index in the
//                                       table, an unsigned number a varint,
//                                       a signed one a zigzag varint, a list
//                                       its varint count then its elements
//   8 bytes                             FNV-1a 64 of everything before,
//                                       little endian
//
// Varints are unsigned LEB128. BlobWriter and BlobReader offer the same
// calls, so that one function template lists a record's fields for both
// directions. A reader never crashes, whatever the bytes: any inconsistency
// clears Ok and it stops reading.
//
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace pathsim {

/// FNV-1a 64 of \p Bytes: the checksum a blob ends with.
uint64_t blobChecksum(std::string_view Bytes);

/// Writes the fields; strings become indices into the table it builds.
class BlobWriter {
public:
  void num(uint64_t V) {
    do {
      uint8_t Byte = V & 0x7f;
      V >>= 7;
      Body.push_back(static_cast<char>(V ? Byte | 0x80 : Byte));
    } while (V);
  }
  void snum(int64_t V) {
    num((static_cast<uint64_t>(V) << 1) ^ static_cast<uint64_t>(V >> 63));
  }
  void flag(bool V) { num(V ? 1 : 0); }
  void real(double V) {
    uint64_t Bits;
    std::memcpy(&Bits, &V, sizeof Bits);
    for (int I = 0; I < 8; ++I)
      Body.push_back(static_cast<char>((Bits >> (8 * I)) & 0xff));
  }
  void str(const std::string &S) {
    auto [It, New] = Index.try_emplace(S, Table.size());
    if (New)
      Table.push_back(&It->first);
    num(It->second);
  }
  /// Bytes kept in place (not in the table): initializers, large texts.
  void bytes(std::string_view S) {
    num(S.size());
    Body.append(S);
  }
  template <typename E> void enumeration(const E &V, uint64_t) {
    num(static_cast<uint64_t>(V));
  }
  template <typename T, typename F> void list(const std::vector<T> &V, F Each) {
    num(V.size());
    for (const T &Elem : V)
      Each(Elem);
  }

  /// The blob: header, table, fields, checksum.
  std::string finish(std::string_view Magic, uint8_t Version) const;

private:
  std::string Body;
  std::unordered_map<std::string, uint64_t> Index;
  std::vector<const std::string *> Table;
};

/// Reads the fields back.
class BlobReader {
public:
  /// A reader of \p Blob if its magic, version and checksum are right, and
  /// its string table reads; else Ok is false.
  BlobReader(std::string_view Blob, std::string_view Magic, uint8_t Version);
  bool Ok = true;

  uint64_t varint();
  /// A count of elements, each at least one byte: never more than remain.
  uint64_t count() {
    uint64_t N = varint();
    if (N > Bytes.size() - Pos)
      Ok = false;
    return Ok ? N : 0;
  }
  template <typename T> void num(T &V) {
    uint64_t Raw = varint();
    if (Raw > uint64_t(T(~T(0))))
      Ok = false;
    V = static_cast<T>(Raw);
  }
  template <typename T> void snum(T &V) {
    uint64_t Raw = varint();
    int64_t Wide =
        static_cast<int64_t>(Raw >> 1) ^ -static_cast<int64_t>(Raw & 1);
    V = static_cast<T>(Wide);
    if (static_cast<int64_t>(V) != Wide)
      Ok = false;
  }
  void flag(bool &V) {
    uint64_t Raw = varint();
    if (Raw > 1)
      Ok = false;
    V = Raw == 1;
  }
  void real(double &V);
  void str(std::string &S) {
    uint64_t I = varint();
    if (!Ok || I >= Table.size()) {
      Ok = false;
      return;
    }
    S = Table[I];
  }
  void bytes(std::string &S);
  template <typename E> void enumeration(E &V, uint64_t Max) {
    uint64_t Raw = varint();
    if (Raw > Max)
      Ok = false;
    V = static_cast<E>(Ok ? Raw : 0);
  }
  template <typename T, typename F> void list(std::vector<T> &V, F Each) {
    uint64_t N = count();
    V.reserve(V.size() + N);
    for (uint64_t I = 0; Ok && I < N; ++I)
      Each(V.emplace_back());
  }
  /// Every byte read, and nothing wrong.
  bool done() const { return Ok && Pos == Bytes.size(); }

private:
  std::string_view Bytes;
  size_t Pos = 0;
  std::vector<std::string> Table;
};

} // namespace pathsim
