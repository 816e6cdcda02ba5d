//===- automodel/BlobCodec.cpp - compact, checked blobs of the model store ===//
#include "automodel/BlobCodec.h"

namespace pathsim {

namespace {
constexpr size_t HeaderSize = 4, ChecksumSize = 8;
} // namespace

uint64_t blobChecksum(std::string_view Bytes) {
  uint64_t Hash = 0xcbf29ce484222325ull;
  for (char C : Bytes) {
    Hash ^= static_cast<uint8_t>(C);
    Hash *= 0x100000001b3ull;
  }
  return Hash;
}

std::string BlobWriter::finish(std::string_view Magic, uint8_t Version) const {
  BlobWriter Head;
  Head.Body.assign(Magic);
  Head.Body.push_back(static_cast<char>(Version));
  Head.num(Table.size());
  for (const std::string *S : Table) {
    Head.num(S->size());
    Head.Body += *S;
  }
  std::string Out = std::move(Head.Body) + Body;
  uint64_t Sum = blobChecksum(Out);
  for (int I = 0; I < 8; ++I)
    Out.push_back(static_cast<char>((Sum >> (8 * I)) & 0xff));
  return Out;
}

BlobReader::BlobReader(std::string_view Blob, std::string_view Magic,
                       uint8_t Version) {
  if (Magic.size() + 1 != HeaderSize ||
      Blob.size() < HeaderSize + ChecksumSize ||
      Blob.substr(0, Magic.size()) != Magic ||
      static_cast<uint8_t>(Blob[Magic.size()]) != Version) {
    Ok = false;
    return;
  }
  std::string_view Payload = Blob.substr(0, Blob.size() - ChecksumSize);
  uint64_t Stored = 0;
  for (int I = 0; I < 8; ++I)
    Stored |= uint64_t(static_cast<uint8_t>(Blob[Payload.size() + I]))
              << (8 * I);
  if (Stored != blobChecksum(Payload)) {
    Ok = false;
    return;
  }
  Bytes = Payload.substr(HeaderSize);
  uint64_t N = count();
  for (uint64_t I = 0; Ok && I < N; ++I) {
    uint64_t Len = varint();
    if (!Ok || Len > Bytes.size() - Pos) {
      Ok = false;
      return;
    }
    Table.emplace_back(Bytes.substr(Pos, Len));
    Pos += Len;
  }
}

uint64_t BlobReader::varint() {
  uint64_t V = 0;
  for (unsigned Shift = 0; Ok && Shift < 64; Shift += 7) {
    if (Pos >= Bytes.size())
      break;
    uint8_t Byte = static_cast<uint8_t>(Bytes[Pos++]);
    uint64_t Bits = Byte & 0x7f;
    if (Shift == 63 && Bits > 1)
      break; // more than 64 bits
    V |= Bits << Shift;
    if (!(Byte & 0x80))
      return V;
  }
  Ok = false;
  return 0;
}

void BlobReader::real(double &V) {
  if (!Ok || Bytes.size() - Pos < 8) {
    Ok = false;
    V = 0;
    return;
  }
  uint64_t Bits = 0;
  for (int I = 0; I < 8; ++I)
    Bits |= uint64_t(static_cast<uint8_t>(Bytes[Pos + I])) << (8 * I);
  Pos += 8;
  std::memcpy(&V, &Bits, sizeof V);
}

void BlobReader::bytes(std::string &S) {
  uint64_t Len = varint();
  if (!Ok || Len > Bytes.size() - Pos) {
    Ok = false;
    return;
  }
  S.assign(Bytes.substr(Pos, Len));
  Pos += Len;
}

} // namespace pathsim
