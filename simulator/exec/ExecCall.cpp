//===- simulator/exec/ExecCall.cpp ----------------------------------------===//
// Calls: builtins and the conservative rule.
#include "simulator/exec/Executor.h"
#include "simulator/models/FormatCall.h"
#include "simulator/rules/ReadableNames.h"

#include "sourcemap/SourceMap.h"

namespace pathsim {

std::optional<bool> PathRunner::builtin(const Instr &I,
                                        const std::string &Name) {
  const Operand *Ops = F.operands(I);
  if (Name.starts_with("__cxa_") || Name == "llvm.eh.typeid.for")
    return exceptionCall(I, Name);
  if (Name == "__pathsim_eval") {
    // Engine tests: report what the VM knows of the argument's truth.
    if (I.NumOperands < 2)
      return true;
    Value V = S.Cons.resolve(eval(Ops[1]));
    Tri T = Tri::Unknown;
    if (V.K == Value::Kind::Int)
      T = triOf(V.bits() != 0);
    else if (V.K == Value::Kind::Sym)
      T = S.Cons.test(Predicate::Ne, V, Value::integer(0, V.Bits));
    else if (V.K == Value::Kind::Ptr)
      T = Tri::True;
    Check.debugEval(T, I.Loc);
    return true;
  }
  return std::nullopt;
}

bool PathRunner::call(const Instr &I) {
  const Operand *Ops = F.operands(I);
  std::string Callee;
  if (Ops[0].K == Operand::Kind::Function) {
    Callee = Ctx.Module.FunctionNames[Ops[0].Index];
  } else {
    Value Target = S.Cons.resolve(eval(Ops[0]));
    if (Target.K == Value::Kind::Ptr) {
      const Region &Reg = S.Mem.region(Target.Id);
      if (Reg.Kind == RegionKind::Global && (Reg.Global & 0x80000000u))
        Callee = Ctx.Module.FunctionNames[Reg.Global & 0x7fffffffu];
    } else if (!goesOn(Check.validCallee(Target, I.Loc, F.Names[I.Name]))) {
      return false;
    }
  }
  std::string CallText;
  if (Ctx.Sources && I.Loc.File < Ctx.Module.Files.size())
    if (const std::string *T = Ctx.Sources->callText(
            Ctx.Module.Files[I.Loc.File].Path, {I.Loc.Line, I.Loc.Col}))
      CallText = *T;
  if (CallText.empty()) // an implicit call: a destructor at a scope's end
    CallText = readableNames(
        (Callee.empty() ? (I.Name ? F.Names[I.Name] : "function") : Callee) +
        "(...)");
  if (!Callee.empty())
    if (auto Goes = builtin(I, Callee))
      return *Goes && !Stopped;
  S.Steps.push_back(Step{PathStep::Kind::Call, I.Loc, CallText});
  // A call can cost as much as many instructions (a large model, or none
  // and much memory to scramble): the time limit is checked more often.
  if (outOfTime(32)) {
    stop(PathEnd::Timeout);
    return false;
  }
  std::vector<Value> Args;
  for (uint16_t K = 1; K < I.NumOperands; ++K)
    Args.push_back(eval(Ops[K]));
  for (const Value &V : Args)
    S.noteUse(S.Cons.resolve(V));
  // An address passed as an integer (`round_up((uintptr_t)p)`): the callee
  // may hand it back in a form the path cannot follow, so what it points to
  // is lost, not leaked, as when code we cannot see keeps a pointer.
  for (uint16_t K = 1; K < I.NumOperands; ++K)
    if (!Ops[K].Pointer && S.Cons.resolve(Args[K - 1]).K == Value::Kind::Ptr)
      S.escape(Args[K - 1]);
  std::optional<FormatCall> Format = FormatCall::of(*this, I, Callee, Args);
  if (Format && !Format->check())
    return false;
  // A pure function asked again what it answered on this path, with memory
  // unchanged and no other call made since: the same answer. So is a
  // member of the standard library that changes nothing (`s.size()`,
  // `v.empty()`, `m.find(k)`).
  bool Pure = !Callee.empty() &&
              (sameAnswer(I, Callee) || (I.Bits && libraryPure(Callee)));
  std::vector<Value> PureArgs;
  if (Pure) {
    for (const Value &V : Args)
      PureArgs.push_back(S.Cons.resolve(V));
    for (const PureCall &Known : S.PureCalls)
      if (Known.Callee == Callee && Known.Changes == S.Mem.changes() &&
          std::equal(PureArgs.begin(), PureArgs.end(), Known.Args.begin(),
                     Known.Args.end(), [](const Value &A, const Value &B) {
                       return A.sameAs(B);
                     }))
        return returnFromCall(I, Known.Result);
  } else {
    S.PureCalls.clear();
  }
  bool On =
      callee(I, Callee, CallText, std::move(Args), Format ? &*Format : nullptr);
  if (Pure && !Stopped)
    S.PureCalls.push_back(
        PureCall{Callee, std::move(PureArgs), S.Regs[I.Dest], S.Mem.changes()});
  return On;
}

bool PathRunner::libraryPure(const std::string &Callee) const {
  if (!Ctx.Sources || !Ctx.AutoModels || !*Ctx.AutoModels)
    return false;
  // The library's own code, whose model is its code's (a user's function
  // may call what no model describes: an unknown call leaves no trace in
  // its model, and may have changed what the model does not say).
  const frontend::FunctionSource *Source = Ctx.Sources->function(Callee);
  if (!Source || !Source->System)
    return false;
  if (Ctx.Models && !Ctx.Config.PreferAutomodels &&
      Ctx.Models->lookup(modelNameFor(Callee)))
    return false;
  std::optional<ModelRef> Ref = (*Ctx.AutoModels)(Callee);
  return Ref && Ref->M && !Ref->Recursive && Ref->M->WritesNothing;
}

bool PathRunner::sameAnswer(const Instr &I, const std::string &Callee) const {
  if (I.Pure)
    return true;
  // The model the call will use decides: a hand-written one by what it
  // changes, the program's own code by what it does (SameAnswer.h).
  if (Ctx.Models && !Ctx.Config.PreferAutomodels)
    if (auto Ref = Ctx.Models->lookup(modelNameFor(Callee)))
      return Ref->M->SameAnswer;
  return Ctx.SameAnswer && Ctx.SameAnswer->count(Callee);
}

bool PathRunner::callee(const Instr &I, const std::string &Callee,
                        const std::string &CallText, std::vector<Value> Args,
                        FormatCall *Format) {
  if (!Callee.empty()) {
    auto [It, New] = Ctx.CalleeModels.try_emplace(
        static_cast<uint32_t>(&I - F.Instrs.data()));
    RunContext::CalleeModel &Found = It->second;
    if (New || Found.Callee != Callee) {
      Found.Callee = Callee;
      // Hand-written models win over automatic ones unless told otherwise.
      Found.Ref.reset();
      if (Ctx.Models)
        Found.Ref = Ctx.Models->lookup(modelNameFor(Callee));
      if ((!Found.Ref || Ctx.Config.PreferAutomodels) && Ctx.AutoModels &&
          *Ctx.AutoModels)
        if (auto Auto = (*Ctx.AutoModels)(Callee))
          Found.Ref = Auto;
      if (Found.Ref)
        Found.Name = Found.Ref->Origin == ModelOrigin::Automatic
                         ? Found.Ref->M->Name
                         : modelNameFor(Callee);
    }
    if (Found.Ref)
      return emulate(I, *Found.Ref, Found.Name, CallText, std::move(Args),
                     Format);
  }
  checkArguments(I, Callee, Args);
  // A pointer that only ever holds functions that never return (every
  // store to it in the program writes one: the mark Program::
  // settleCallTargets kept on the call): the call ends the path, as a call
  // of any of them would.
  if (Callee.empty() && I.Imm > 0) {
    stop(PathEnd::NoReturn);
    return false;
  }
  return conservativeCall(I, Callee, CallText, Args);
}

void PathRunner::checkArguments(const Instr &I, const std::string &Callee,
                                std::vector<Value> &Args) {
  // Passing a value reads it, whatever the callee does with it.
  ValueUse U;
  U.K = ValueUse::Kind::Argument;
  U.Loc = I.Loc;
  U.Callee = Callee.empty() ? std::string("function") : modelNameFor(Callee);
  U.EveryBit = false;
  for (uint16_t K = 0; K < Args.size(); ++K) {
    const Value &V = Args[K];
    auto Name = [&] {
      uint32_t Slot = I.FirstOperand + K + 1;
      return F.Names[Slot < F.OperandNames.size() ? F.OperandNames[Slot] : 0];
    };
    U.Name = Name;
    if (!Check.initialized(V, U))
      Args[K] = Value::symbol(S.newSymbol(V.Bits ? V.Bits : 64),
                              V.Bits ? V.Bits : 64);
  }
}

bool PathRunner::conservativeCall(const Instr &I, const std::string &Callee,
                                  const std::string &CallText,
                                  const std::vector<Value> &Args) {
  const Operand *Ops = F.operands(I);
  // No model: the callee may write anything reachable through its pointer
  // arguments (but what a `const T *` parameter points to itself) and the
  // globals, may keep every pointer it is given, and returns an unknown
  // value (PREfix's conservative rules).
  const std::vector<bool> *ReadOnly = Ctx.Sources && !Callee.empty()
                                          ? Ctx.Sources->readOnlyParams(Callee)
                                          : nullptr;
  // A pointer the caller gave us, passed on without being dereferenced:
  // what it points to is laid out now, so the callee's writes to it are seen
  // (and end up in our model as "initialized").
  for (uint16_t K = 0; K < Args.size(); ++K) {
    Value V = S.Cons.resolve(Args[K]);
    if (Ops[K + 1].Pointer && V.K == Value::Kind::Sym && V.A == 1 &&
        S.isInput(V.Id) && !S.Cons.info(V.Id).Pointee &&
        S.Cons.test(Predicate::Eq, V, Value::integer(0, V.Bits)) != Tri::True)
      S.pointeeRegion(V.Id, /*Input=*/true);
  }
  // Escaping first: blocks whose pointers the callee may overwrite are
  // lost (their aliasing is unknown), never leaked.
  for (const Value &V : Args)
    S.escape(V);
  std::vector<RegionId> Seen;
  for (size_t K = 0; K < Args.size(); ++K)
    if (ReadOnly && K < ReadOnly->size() && (*ReadOnly)[K])
      scrambleBeyond(Args[K], Seen);
    else
      scrambleReachable(Args[K], Seen);
  havocGlobals();
  Value Result;
  if (I.Bits) {
    SymbolOrigin O;
    O.K = SymbolOrigin::Kind::CallReturn;
    O.Loc = I.Loc;
    O.Name = Callee.empty() ? CallText : Callee;
    O.Pointer = I.IsPointer;
    SymbolId Sym = S.newSymbol(I.Bits, O);
    Result = I.IsFloat ? Value::unknownFloat(Sym, I.Bits)
                       : Value::symbol(Sym, I.Bits);
  }
  // Code we cannot see may throw: in a `try` block, whether it does is a
  // choice, so that the `catch` blocks are simulated.
  if (inTryBlock(I)) {
    std::vector<Alternative> Alts(2);
    Alts[0].Block = static_cast<int32_t>(F.targets(I)[0].Block);
    Alts[1].Block = static_cast<int32_t>(F.targets(I)[1].Block);
    if (choose(I, Alts, {0, 1}) == 1) {
      S.Exception = InFlight{};
      std::string Text = CallText + " throws";
      S.Assumptions.push_back(
          Assumption{I.Loc, Text, static_cast<uint32_t>(S.Steps.size())});
      S.Steps.push_back(Step{PathStep::Kind::Condition, I.Loc, Text});
      return unwind(I);
    }
  }
  return returnFromCall(I, Result);
}

} // namespace pathsim
