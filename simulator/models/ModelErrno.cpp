//===- simulator/models/ModelErrno.cpp - the C library's errno ------------===//
//
// errno is a macro, `(*__errno_location ())` in glibc: a call whose model
// says only "a valid pointer to an initialized int". Each call would give
// another int, so `return -errno;` after a failed `read` was any value, and
// a caller testing `< 0` took the failure for a success (a buffer the
// callee never filled read as filled). Here the path has one errno: every
// call of the errno location gives its address, a store to it is read
// back, and a case of a C library model of kind `error` leaves a positive
// value there (POSIX: a function that fails sets errno to a positive error
// number). A case of another kind leaves it as it was; an error case that
// is also the end of the input (its text says "end of": getc's EOF) and a
// success whose text says it may set errno (strtol's ERANGE) leave it
// unknown. An automatic model says what errno its function's path left
// (OutcomeResults.cpp, errnoLeft): `(result igt errno<4:0> 0)` names the
// same int at its callers, so `if (my_open(p) < 0) return -errno;` is
// negative too.
// docs/analysis.md, "The C library's errno".
//
#include "simulator/models/ModelEmulation.h"

#include "simulator/models/ModelTerms.h"

#include <algorithm>

namespace pathsim {

namespace {

bool isErrnoLocation(const std::string &Callee) {
  return Callee == "__errno_location";
}

/// The path's errno, made on first use: an int of unknown value, storage
/// of the library's own (never freed, never leaked).
RegionId errnoRegion(State &S, const CodeLoc &Loc) {
  if (S.Errno)
    return S.Errno;
  S.Errno = S.Mem.create(RegionKind::Unknown, Fill::Unknown, 4);
  Region &RG = S.Mem.region(S.Errno);
  RG.Static = true;
  RG.FromModel = true;
  RG.AllocLoc = Loc;
  return S.Errno;
}

} // namespace

void ModelEmulation::setErrno() {
  if (Origin != ModelOrigin::System || !Chosen || isErrnoLocation(Callee) ||
      (Chosen->Return && (*Chosen->Return == ReturnType::Throw ||
                          *Chosen->Return == ReturnType::Exit ||
                          *Chosen->Return == ReturnType::Longjmp)))
    return;
  const std::string &Text = M.reason(*Chosen);
  bool Error = Chosen->Kind == CaseKind::Error;
  // A case that is also the end of the input (`getc`'s EOF: "end of file
  // or error") sets errno only for the error, and a success that may set
  // it (strtol's "LONG_MAX with errno ERANGE") only sometimes: errno is
  // then unknown, neither as it was nor positive.
  bool Maybe = Error ? Text.find("end of") != std::string::npos
                     : Text.find("errno") != std::string::npos;
  if (!Error && !Maybe)
    return;
  RegionId Reg = errnoRegion(S, I.Loc);
  Value V = calleeWritten(32, false);
  if (!Maybe)
    S.Cons.assume(Predicate::Sgt, V, Value::integer(0, 32), /*Choice=*/false);
  S.Mem.write(Reg, 0, 4, V);
}

std::optional<ModelEmulation::Place>
ModelEmulation::errnoGlobal(const ModelVariable &V) {
  if (M.Globals[V.Index] != "errno" || !V.Derefs.empty() || V.Offset != 0 ||
      (V.Size > 0 && V.Size != 4))
    return std::nullopt;
  Place P;
  P.K = Place::Kind::Memory;
  P.Reg = errnoRegion(S, I.Loc);
  P.Offset = 0;
  P.Size = 4;
  return P;
}

bool ModelEmulation::failsInLibrary(const CompiledCase &C) const {
  return std::any_of(C.results().begin(), C.results().end(), [&](uint32_t Op) {
    const ModelOperation &R = M.Operations[Op];
    if (R.Op != Operator::Igt || R.NumOperands != 2 ||
        R.Operands[0].K != ModelOperand::Kind::Variable ||
        R.Operands[1].K != ModelOperand::Kind::Integer ||
        R.Operands[1].Int != 0)
      return false;
    const ModelVariable &V = M.Variables[R.Operands[0].Index];
    return V.B == ModelVariable::Base::Global && V.Derefs.empty() &&
           M.Globals[V.Index] == "errno";
  });
}

std::optional<Value> ModelEmulation::errnoAddress() {
  if (Origin != ModelOrigin::System || !isErrnoLocation(Callee) || !I.IsPointer)
    return std::nullopt;
  return Value::pointer(errnoRegion(S, I.Loc), 0);
}

} // namespace pathsim
