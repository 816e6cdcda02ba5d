//===- simulator/exec/ExecException.cpp - C++ exceptions on a path --------===//
//
// A `throw` (__cxa_throw), or a callee whose model's case throws, unwinds to
// the invoke's landing pad, or out of the function (an exceptional exit its
// model's `throw` case states). A landing pad selects the `catch` clause of
// the thrown type, or of one of its bases, when the path knows them; else
// which clause takes the exception is a choice.
#include "simulator/exec/Executor.h"

#include "llvm/Demangle/Demangle.h"

#include <algorithm>
#include <cctype>

namespace pathsim {

bool PathRunner::unwind(const Instr &I) {
  if (I.Op == Opcode::Call && I.NumExtra >= 2)
    return jump(F.targets(I)[1].Block);
  // No handler here: the exception leaves the function.
  stop(PathEnd::NoReturn);
  Threw = true;
  return false;
}

bool PathRunner::inTryBlock(const Instr &I) const {
  if (I.Op != Opcode::Call || I.NumExtra < 2)
    return false;
  const pathsim::Block &Pad = F.Blocks[F.targets(I)[1].Block];
  return Pad.Count && F.Instrs[Pad.First].Op == Opcode::LandingPad &&
         F.Instrs[Pad.First].NumOperands > 0;
}

namespace {

/// The type infos a handler of the type with type info Type catches: the
/// type itself and its bases, read from the type infos' initializers (a
/// class's type info points to its bases'). False if some are not known:
/// a type info defined elsewhere (a library's class), a pointer's.
bool typeAndBases(const ModuleCode &M, uint32_t Type,
                  std::vector<uint32_t> &Out) {
  if (std::find(Out.begin(), Out.end(), Type) != Out.end())
    return true;
  Out.push_back(Type);
  const GlobalInfo &G = M.Globals[Type];
  const std::string &Name = G.LinkageName;
  // A fundamental type (_ZTIi, _ZTIc...) has no bases.
  if (Name.size() == 5 && Name.compare(0, 4, "_ZTI") == 0 &&
      std::islower(static_cast<unsigned char>(Name[4])))
    return true;
  if (!G.Defined || Name.compare(0, 5, "_ZTIP") == 0)
    return false;
  bool Complete = true;
  for (const GlobalReloc &R : G.Relocs)
    if (!R.ToFunction && R.Target < M.Globals.size() &&
        M.Globals[R.Target].LinkageName.compare(0, 4, "_ZTI") == 0)
      Complete &= typeAndBases(M, R.Target, Out);
  return Complete;
}

} // namespace

void PathRunner::landingPad(const Instr &I) {
  // The first `catch` clause of the thrown type or of a base of it selects
  // the exception (its number, as llvm.eh.typeid.for gives it); none, when
  // the path knows every base of the type and no clause names one (0: no
  // type's number), and the exception goes on. Otherwise which clause
  // takes it is a choice: a type the path does not know, or a class whose
  // bases it does not all know, may match any.
  const Operand *Ops = F.operands(I);
  if (S.Exception.Type >= 0) {
    std::vector<uint32_t> Catches;
    bool Complete = typeAndBases(
        Ctx.Module, static_cast<uint32_t>(S.Exception.Type), Catches);
    for (uint16_t K = 0; K < I.NumOperands; ++K) {
      if (Ops[K].K == Operand::Kind::Null) // catch (...)
        break;
      if (Ops[K].K == Operand::Kind::Global &&
          std::find(Catches.begin(), Catches.end(), Ops[K].Index) !=
              Catches.end()) {
        S.Exception.Selector = Value::integer(Ops[K].Index + 1, 32);
        return;
      }
      if (!Complete)
        break;
    }
    if (Complete) {
      S.Exception.Selector = Value::integer(0, 32);
      return;
    }
  }
  // Which handler catches is the path's choice, as a callee's outcome is:
  // never a condition the function's model states.
  SymbolOrigin O;
  O.K = SymbolOrigin::Kind::CallReturn;
  O.Loc = I.Loc;
  O.Name = "exception type";
  S.Exception.Selector = Value::symbol(S.newSymbol(32, O), 32);
}

std::optional<bool> PathRunner::exceptionCall(const Instr &I,
                                              const std::string &Name) {
  const Operand *Ops = F.operands(I);
  auto Arg = [&](uint16_t K) {
    return K < I.NumOperands ? eval(Ops[K]) : Value::integer(0, 64);
  };
  if (Name == "llvm.eh.typeid.for") {
    // A type info's number, as a landing pad's selector gives it.
    if (I.NumOperands > 1 && Ops[1].K == Operand::Kind::Global)
      return returnFromCall(I, Value::integer(Ops[1].Index + 1, I.Bits));
    return returnFromCall(I, Value::symbol(S.newSymbol(I.Bits), I.Bits));
  }
  if (Name == "__cxa_allocate_exception") {
    // The exception object: the runtime's memory, never the caller's to
    // free.
    Value Size = S.Cons.resolve(Arg(1));
    int64_t Bytes =
        Size.K == Value::Kind::Int ? static_cast<int64_t>(Size.bits()) : -1;
    return returnFromCall(
        I, Value::pointer(
               S.Mem.create(RegionKind::Unknown, Fill::Uninit, Bytes), 0));
  }
  if (Name == "__cxa_throw" || Name == "__cxa_rethrow") {
    // `throw E(...)`: the object and its type info; `throw;` the exception
    // being handled again.
    if (Name == "__cxa_throw") {
      S.Exception.Object = Arg(1);
      S.Exception.Type = I.NumOperands > 2 && Ops[2].K == Operand::Kind::Global
                             ? static_cast<int64_t>(Ops[2].Index)
                             : -1;
    }
    return unwind(I);
  }
  if (Name == "__cxa_begin_catch") // the caught object
    return returnFromCall(I, Arg(1));
  if (Name == "__cxa_end_catch" || Name == "__cxa_free_exception")
    return returnFromCall(I, Value::symbol(S.newSymbol(64), 64));
  return std::nullopt; // the others, as any call
}

std::string PathRunner::caughtTypeText(const Instr &Cmp, bool Truth) const {
  // A landing pad's selector against llvm.eh.typeid.for(@typeinfo): which
  // `catch` clause takes the exception.
  if (Cmp.Pred != Predicate::Eq && Cmp.Pred != Predicate::Ne)
    return "";
  for (uint16_t K = 0; K < 2; ++K) {
    const Instr *Def = F.definition(F.operands(Cmp)[K]);
    if (!Def)
      continue;
    const Operand *Args = F.operands(*Def);
    if (Def->Op != Opcode::Call || Def->NumOperands < 2 ||
        Args[0].K != Operand::Kind::Function ||
        Ctx.Module.FunctionNames[Args[0].Index] != "llvm.eh.typeid.for" ||
        Args[1].K != Operand::Kind::Global ||
        Args[1].Index >= Ctx.Module.Globals.size())
      continue;
    std::string Type =
        llvm::demangle(Ctx.Module.Globals[Args[1].Index].LinkageName);
    const std::string Prefix = "typeinfo for ";
    if (Type.compare(0, Prefix.size(), Prefix) == 0)
      Type = Type.substr(Prefix.size());
    bool Is = Truth == (Cmp.Pred == Predicate::Eq);
    return "catch (" + Type + ")" +
           (Is ? " takes the exception" : " does not take the exception");
  }
  return "";
}

} // namespace pathsim
