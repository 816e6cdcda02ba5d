//===- automodel/WarningCodec.cpp - warnings as a compact, checked blob ---===//
#include "automodel/WarningCodec.h"

#include "automodel/BlobCodec.h"

namespace pathsim {

namespace {

constexpr std::string_view Magic = "PSW";

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
  Io.str(Warn.Pointer);
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
    Io.str(M.Case);
  });
  Io.str(Warn.NullFrom);
  Io.enumeration(Warn.NullFromFieldTest, 1);
  Io.str(Warn.NullKeys);
  Io.enumeration(Warn.OnInputs, 1);
  Io.str(Warn.CalleeDefect);
  Io.enumeration(Warn.CalleeForced, 1);
}

} // namespace

uint64_t warningBlobChecksum(std::string_view Bytes) {
  return blobChecksum(Bytes);
}

std::string encodeWarnings(const std::vector<Warning> &Warnings) {
  BlobWriter W;
  W.list(Warnings, [&](const Warning &Warn) { warning(W, Warn); });
  return W.finish(Magic, WarningCodecVersion);
}

std::optional<std::vector<Warning>> decodeWarnings(std::string_view Blob) {
  BlobReader R(Blob, Magic, WarningCodecVersion);
  std::vector<Warning> Warnings;
  R.list(Warnings, [&](Warning &Warn) { warning(R, Warn); });
  if (!R.done())
    return std::nullopt;
  return Warnings;
}

} // namespace pathsim
