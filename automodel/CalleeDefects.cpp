//===- automodel/CalleeDefects.cpp - a function's callers decide ----------===//
#include "automodel/CalleeDefects.h"

#include "automodel/WordList.h"

#include <algorithm>
#include <functional>
#include <set>
#include <tuple>

namespace pathsim {

std::map<std::string, Callers> callerCensus(const Program &P,
                                            bool &WholeProgram) {
  std::map<std::string, Callers> Census;
  std::map<std::string, bool> AllInternal;
  WholeProgram = false;
  for (size_t U = 0; U < P.units(); ++U) {
    const ModuleCode &M = P.unit(static_cast<uint32_t>(U)).Module;
    // A C++ constructor called by its alias's name is that function.
    std::map<std::string, std::string> Alias;
    for (const FunctionAlias &A : M.Aliases)
      Alias[A.Name] = A.Target;
    auto NameOf = [&](uint32_t Index) -> const std::string & {
      const std::string &Name = M.FunctionNames[Index];
      auto It = Alias.find(Name);
      return It == Alias.end() ? Name : It->second;
    };
    for (const FunctionCode &F : M.Functions) {
      auto [It, New] = AllInternal.try_emplace(F.LinkageName, F.Internal);
      It->second = It->second && F.Internal;
      WholeProgram |= !F.Internal && F.LinkageName == "main";
      for (const Instr &I : F.Instrs) {
        const Operand *Ops = F.operands(I);
        for (uint16_t K = 0; K < I.NumOperands; ++K) {
          if (Ops[K].K != Operand::Kind::Function ||
              Ops[K].Index >= M.FunctionNames.size())
            continue;
          const std::string &Name = NameOf(Ops[K].Index);
          Callers &C = Census[Name];
          // A call of itself is no caller that decides its inputs.
          if (I.Op == Opcode::Call && K == 0) {
            if (Name == F.LinkageName)
              continue;
            ++C.Calls;
            if (std::find(C.From.begin(), C.From.end(), F.LinkageName) ==
                C.From.end())
              C.From.push_back(F.LinkageName);
          } else
            C.AddressTaken = true;
        }
      }
    }
    for (const GlobalInfo &G : M.Globals)
      for (const GlobalReloc &Rel : G.Relocs)
        if (Rel.ToFunction && Rel.Target < M.FunctionNames.size())
          Census[NameOf(Rel.Target)].AddressTaken = true;
  }
  for (const auto &[Name, Internal] : AllInternal)
    Census[Name].Internal = Internal;
  // A private member function can be called only by its class's members
  // and friends: when each that may call it is defined in the run, every
  // call of it is in the program, even in a library.
  std::set<std::string> Defined;
  for (size_t U = 0; U < P.units(); ++U) {
    const ModuleCode &M = P.unit(static_cast<uint32_t>(U)).Module;
    for (const FunctionCode &F : M.Functions)
      Defined.insert(F.LinkageName);
    for (const FunctionAlias &A : M.Aliases)
      Defined.insert(A.Name);
  }
  auto AnyDefined = [&](const std::string &Alternatives) {
    return anyWordIn(Alternatives, Defined);
  };
  std::map<std::string, bool> Closed;
  for (size_t U = 0; U < P.units(); ++U)
    for (const frontend::FunctionSource *F :
         P.unit(static_cast<uint32_t>(U)).Sources.functions()) {
      bool Is = F->PrivateMember && std::all_of(F->MemberCallers.begin(),
                                                F->MemberCallers.end(),
                                                AnyDefined);
      auto [It, New] = Closed.try_emplace(F->LinkageName, Is);
      It->second = It->second && Is;
    }
  for (const auto &[Name, Is] : Closed)
    if (Is && AllInternal.count(Name))
      Census[Name].PrivateClosed = true;
  return Census;
}

namespace {

/// Where a defect on inputs is shown.
enum class Place : uint8_t {
  Own,     ///< in its function: the program never calls it directly
  Library, ///< in its function, possible unless a call of the program
           ///< reaches it
  Callers, ///< at the calls that reach it
};

WarningRank weaker(WarningRank A, WarningRank B) {
  return static_cast<uint8_t>(A) > static_cast<uint8_t>(B) ? A : B;
}

using DefectId = std::tuple<std::string, WarningKind, uint32_t, uint32_t>;

class Settler {
public:
  Settler(std::vector<Warning> &Ws, const std::map<std::string, Callers> &C,
          bool WholeProgram, const std::set<std::string> &Sampled)
      : Ws(Ws), Census(C), WholeProgram(WholeProgram), Sampled(Sampled),
        Callee(Ws.size(), SIZE_MAX), Raised(Ws.size()), LiveMemo(Ws.size(), 0),
        ResolvedMemo(Ws.size(), 0), Stitched(Ws.size(), false) {}

  void run() {
    std::map<DefectId, size_t> Defects;
    for (size_t K = 0; K < Ws.size(); ++K)
      if (Ws[K].OnInputs)
        Defects.try_emplace(DefectId{Ws[K].FunctionLinkageName, Ws[K].Kind,
                                     Ws[K].Loc.Line, Ws[K].Loc.Col},
                            K);
    for (size_t K = 0; K < Ws.size(); ++K) {
      const std::string &Ref = Ws[K].CalleeDefect;
      if (Ref.empty())
        continue;
      size_t A = Ref.find('\x1f'), B = Ref.find('\x1f', A + 1);
      if (A == std::string::npos || B == std::string::npos)
        continue;
      DefectId Id{Ref.substr(0, A), Ws[K].Kind,
                  static_cast<uint32_t>(std::stoul(Ref.substr(A + 1, B - A))),
                  static_cast<uint32_t>(std::stoul(Ref.substr(B + 1)))};
      if (auto It = Defects.find(Id); It != Defects.end()) {
        Callee[K] = It->second;
        Raised[It->second].push_back(K);
      }
    }
    std::vector<bool> Drop(Ws.size(), false);
    for (size_t K = 0; K < Ws.size(); ++K) {
      Warning &W = Ws[K];
      if (W.OnInputs) {
        Place Pl = place(W);
        bool Frame = W.Kind == WarningKind::ReturnStackAddress;
        if (Pl == Place::Callers)
          Drop[K] = true;
        else if ((Pl == Place::Library && (Frame || !reached(K))) ||
                 (Pl == Place::Own && Frame &&
                  W.Rank != WarningRank::Certain))
          // No call of the program reaches it: only code outside could. A
          // local's address left in the caller's memory is a defect once a
          // caller reads it, and the callers of the program that do are
          // told; in a function the program never calls directly (an entry
          // point, a callback), one left there on some paths only (an
          // error's early return, where the others clear it) is read by no
          // caller the run sees. One left on every path (certain) is what
          // the function hands out: reported as before.
          W.Rank = WarningRank::Possible;
      }
      if (W.CalleeDefect.empty())
        continue;
      // Shown only where the callee's defect is its callers'.
      if (!resolved(K))
        Drop[K] = true;
      else
        stitch(K);
    }
    // One defect, one warning: one reached at several calls (a function its
    // callers all reach whatever they pass) is shown once, in the function.
    std::map<size_t, std::vector<size_t>> Shown;
    for (size_t K = 0; K < Ws.size(); ++K)
      if (!Drop[K] && !Ws[K].CalleeDefect.empty())
        Shown[innermost(K)].push_back(K);
    for (const auto &[C, At] : Shown)
      if (At.size() > 1) {
        Drop[C] = false;
        for (size_t K : At)
          Drop[K] = true;
      }
    size_t Out = 0;
    for (size_t K = 0; K < Ws.size(); ++K)
      if (!Drop[K]) {
        if (Out != K)
          Ws[Out] = std::move(Ws[K]);
        ++Out;
      }
    Ws.resize(Out);
  }

private:
  Place place(const Warning &W) const {
    auto It = Census.find(W.FunctionLinkageName);
    if (It == Census.end() || It->second.Calls == 0 || It->second.AddressTaken)
      return Place::Own;
    // A caller whose paths were sampled may have left out the case that
    // reaches it, or that reaches it again: the defect stays the
    // function's, as it was.
    if (callerSampled(It->second))
      return Place::Own;
    return It->second.Internal || It->second.PrivateClosed || WholeProgram
               ? Place::Callers
               : Place::Library;
  }

  /// The defect in a function's own code that warning K, raised at a call
  /// (resolved), stands for.
  size_t innermost(size_t K) const {
    while (!Ws[K].CalleeDefect.empty())
      K = Callee[K];
    return K;
  }

  /// Whether some direct caller of a function was not explored whole.
  bool callerSampled(const Callers &C) const {
    return std::any_of(
        C.From.begin(), C.From.end(),
        [&](const std::string &Caller) { return Sampled.count(Caller) != 0; });
  }

  /// Whether warning K, raised at a call, stands for a defect its callee's
  /// callers decide: the callee's own, or one raised at a call in turn
  /// that does.
  bool resolved(size_t K) {
    if (ResolvedMemo[K])
      return ResolvedMemo[K] == 2;
    ResolvedMemo[K] = 1; // a recursion resolves nothing
    size_t C = Callee[K];
    bool Ok = C != SIZE_MAX && place(Ws[C]) == Place::Callers &&
              (Ws[C].CalleeDefect.empty() || resolved(C));
    ResolvedMemo[K] = Ok ? 2 : 1;
    return Ok;
  }

  /// Whether a call of the program reaches the defect of warning K: a
  /// warning raised by it that is shown, or that is itself its callers'
  /// and reached.
  bool reached(size_t K) {
    for (size_t R : Raised[K])
      if (live(R))
        return true;
    return false;
  }

  /// Whether warning K is shown somewhere: in its function, or (its callers
  /// decide) at a call that reaches it.
  bool live(size_t K) {
    if (LiveMemo[K])
      return LiveMemo[K] == 2;
    LiveMemo[K] = 1; // a recursion reaches nothing new
    bool Live = !Ws[K].OnInputs || place(Ws[K]) != Place::Callers || reached(K);
    LiveMemo[K] = Live ? 2 : 1;
    return Live;
  }

  /// Whether the defect warning C stands for is a guess of the helpers'
  /// own (possible) once a call decided C's case: a call in C that did not
  /// know its callee's guards is possible for that reason alone, which the
  /// deciding call settles, so the callee below it judges.
  bool guessed(size_t C) const {
    while (!Ws[C].CalleeDefect.empty() && !Ws[C].CalleeForced)
      C = Callee[C];
    return Ws[C].Rank == WarningRank::Possible;
  }

  /// Warning K, raised at a call, takes the callee's message, notes and
  /// path after its own.
  void stitch(size_t K) {
    if (Stitched[K])
      return;
    Stitched[K] = true;
    size_t C = Callee[K];
    if (!Ws[C].CalleeDefect.empty())
      stitch(C);
    Warning &W = Ws[K];
    const Warning &D = Ws[C];
    // The callee's own defect names where it is; one raised at its calls
    // already says so.
    W.Message = D.CalleeDefect.empty() ? D.Message + " in '" + D.Function + "'"
                                       : D.Message;
    W.Variable = D.Variable;
    W.Rank = W.CalleeForced
                 ? (guessed(C) ? WarningRank::Possible : W.Rank)
                 : weaker(W.Rank, D.Rank);
    if (!W.Path.empty() && W.Path.back().StepKind == PathStep::Kind::Event)
      W.Path.pop_back();
    for (PathStep St : D.Path) {
      St.Depth += 1;
      W.Path.push_back(std::move(St));
    }
    W.Related.push_back(RelatedNote{
        D.Loc, D.CalleeDefect.empty()
                   ? "the defect in '" + D.Function + "' is here"
                   : "'" + D.Function + "' reaches it through this call"});
    W.Related.insert(W.Related.end(), D.Related.begin(), D.Related.end());
    W.Conditions.insert(W.Conditions.end(), D.Conditions.begin(),
                        D.Conditions.end());
    W.OccursWhen.insert(W.OccursWhen.end(), D.OccursWhen.begin(),
                        D.OccursWhen.end());
    W.Models.insert(W.Models.end(), D.Models.begin(), D.Models.end());
    W.AllocationStack = D.AllocationStack;
  }

  std::vector<Warning> &Ws;
  const std::map<std::string, Callers> &Census;
  bool WholeProgram;
  const std::set<std::string> &Sampled;
  /// Per warning raised at a call: the callee's warning it stands for.
  std::vector<size_t> Callee;
  /// Per defect on inputs: the warnings raised at calls by it.
  std::vector<std::vector<size_t>> Raised;
  std::vector<uint8_t> LiveMemo;     ///< 0 unknown, 1 not live, 2 live
  std::vector<uint8_t> ResolvedMemo; ///< 0 unknown, 1 not, 2 resolved
  std::vector<bool> Stitched;
};

} // namespace

void settleCalleeDefects(std::vector<Warning> &Warnings,
                         const std::map<std::string, Callers> &Census,
                         bool WholeProgram,
                         const std::set<std::string> &Sampled) {
  Settler(Warnings, Census, WholeProgram, Sampled).run();
}

} // namespace pathsim
