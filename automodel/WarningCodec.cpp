//===- automodel/WarningCodec.cpp - warnings as a compact, checked blob ---===//
#include "automodel/WarningCodec.h"

#include <unordered_map>

namespace pathsim {

namespace {

constexpr char Magic[3] = {'P', 'S', 'W'};
constexpr size_t HeaderSize = 4, ChecksumSize = 8;

/// Writes the fields; strings become indices into the table it builds.
class Writer {
public:
  void num(uint64_t V) {
    do {
      uint8_t Byte = V & 0x7f;
      V >>= 7;
      Body.push_back(static_cast<char>(V ? Byte | 0x80 : Byte));
    } while (V);
  }
  void str(const std::string &S) {
    auto [It, New] = Index.try_emplace(S, Table.size());
    if (New)
      Table.push_back(&It->first);
    num(It->second);
  }
  template <typename E> void enumeration(const E &V, uint64_t) {
    num(static_cast<uint64_t>(V));
  }
  template <typename T, typename F> void list(const std::vector<T> &V, F Each) {
    num(V.size());
    for (const T &Elem : V)
      Each(Elem);
  }

  std::string finish();

private:
  std::string Body;
  std::unordered_map<std::string, uint64_t> Index;
  std::vector<const std::string *> Table;
};

/// Reads the fields back; any inconsistency clears Ok and stops reading.
class Reader {
public:
  Reader(std::string_view Bytes) : Bytes(Bytes) {}
  bool Ok = true;

  uint64_t varint() {
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
  /// A count of elements, each at least one byte: never more than remain.
  uint64_t count() {
    uint64_t N = varint();
    if (N > Bytes.size() - Pos)
      Ok = false;
    return Ok ? N : 0;
  }
  void num(uint32_t &V) {
    uint64_t Raw = varint();
    if (Raw > UINT32_MAX)
      Ok = false;
    V = static_cast<uint32_t>(Raw);
  }
  void str(std::string &S) {
    uint64_t I = varint();
    if (!Ok || I >= Table.size()) {
      Ok = false;
      return;
    }
    S = Table[I];
  }
  template <typename E> void enumeration(E &V, uint64_t Max) {
    uint64_t Raw = varint();
    if (Raw > Max)
      Ok = false;
    V = static_cast<E>(Ok ? Raw : 0);
  }
  template <typename T, typename F> void list(std::vector<T> &V, F Each) {
    uint64_t N = count();
    for (uint64_t I = 0; Ok && I < N; ++I)
      Each(V.emplace_back());
  }
  void table() {
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
  bool atEnd() const { return Pos == Bytes.size(); }

private:
  std::string_view Bytes;
  size_t Pos = 0;
  std::vector<std::string> Table;
};

// One field order for both directions: W is Warning or const Warning.

template <typename IO, typename L> void location(IO &Io, L &Loc) {
  Io.str(Loc.File);
  Io.str(Loc.DisplayFile);
  Io.num(Loc.Line);
  Io.num(Loc.Col);
}

template <typename IO, typename N> void located(IO &Io, N &Note) {
  location(Io, Note.Loc);
  Io.str(Note.Text);
}

template <typename IO, typename W> void warning(IO &Io, W &Warn) {
  Io.enumeration(Warn.Kind, allWarningKinds().size() - 1);
  Io.enumeration(Warn.Rank, static_cast<uint64_t>(WarningRank::Possible));
  Io.str(Warn.Message);
  Io.str(Warn.Function);
  Io.str(Warn.FunctionLinkageName);
  location(Io, Warn.Loc);
  Io.str(Warn.Variable);
  Io.list(Warn.Related, [&](auto &N) { located(Io, N); });
  Io.list(Warn.AllocationStack, [&](auto &N) { located(Io, N); });
  Io.list(Warn.Conditions, [&](auto &C) { located(Io, C); });
  Io.list(Warn.OccursWhen, [&](auto &S) { Io.str(S); });
  Io.list(Warn.Path, [&](auto &Step) {
    Io.enumeration(Step.StepKind, static_cast<uint64_t>(PathStep::Kind::Event));
    location(Io, Step.Loc);
    Io.str(Step.Text);
    Io.num(Step.Depth);
  });
  Io.list(Warn.Models, [&](auto &M) {
    location(Io, M.Loc);
    Io.str(M.Callee);
    Io.str(M.CallText);
    Io.str(M.Origin);
    Io.str(M.ReturnText);
    Io.str(M.Reason);
  });
  Io.str(Warn.NullFrom);
  Io.enumeration(Warn.NullFromFieldTest, 1);
}

void appendChecksum(std::string &Out) {
  uint64_t Sum = warningBlobChecksum(Out);
  for (int I = 0; I < 8; ++I)
    Out.push_back(static_cast<char>((Sum >> (8 * I)) & 0xff));
}

std::string Writer::finish() {
  Writer Head;
  Head.Body.assign(Magic, sizeof Magic);
  Head.Body.push_back(static_cast<char>(WarningCodecVersion));
  Head.num(Table.size());
  for (const std::string *S : Table) {
    Head.num(S->size());
    Head.Body += *S;
  }
  std::string Out = std::move(Head.Body) + Body;
  appendChecksum(Out);
  return Out;
}

} // namespace

uint64_t warningBlobChecksum(std::string_view Bytes) {
  uint64_t Hash = 0xcbf29ce484222325ull;
  for (char C : Bytes) {
    Hash ^= static_cast<uint8_t>(C);
    Hash *= 0x100000001b3ull;
  }
  return Hash;
}

std::string encodeWarnings(const std::vector<Warning> &Warnings) {
  Writer W;
  W.list(Warnings, [&](const Warning &Warn) { warning(W, Warn); });
  return W.finish();
}

std::optional<std::vector<Warning>> decodeWarnings(std::string_view Blob) {
  if (Blob.size() < HeaderSize + ChecksumSize ||
      Blob.substr(0, sizeof Magic) != std::string_view(Magic, sizeof Magic) ||
      static_cast<uint8_t>(Blob[3]) != WarningCodecVersion)
    return std::nullopt;
  std::string_view Payload = Blob.substr(0, Blob.size() - ChecksumSize);
  uint64_t Stored = 0;
  for (int I = 0; I < 8; ++I)
    Stored |= uint64_t(static_cast<uint8_t>(Blob[Payload.size() + I]))
              << (8 * I);
  if (Stored != warningBlobChecksum(Payload))
    return std::nullopt;

  Reader R(Payload.substr(HeaderSize));
  R.table();
  std::vector<Warning> Warnings;
  R.list(Warnings, [&](Warning &Warn) { warning(R, Warn); });
  if (!R.Ok || !R.atEnd())
    return std::nullopt;
  return Warnings;
}

} // namespace pathsim
