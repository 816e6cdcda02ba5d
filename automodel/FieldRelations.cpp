//===- automodel/FieldRelations.cpp - orders every writer keeps -----------===//
#include "automodel/FieldRelations.h"

#include "simulator/state/Predicate.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>

namespace pathsim {

namespace {

/// A writer of more members' relations than this is not simulated for
/// them: their relations are not assumed (the census's cost stays small).
constexpr size_t MaxWriters = 12;
/// ... and a pointer's NonNull relation, of more writers than this (the
/// candidates are many: their census must stay cheap).
constexpr size_t MaxNonNullWriters = 4;
/// Rounds of dropping the relations a writer breaks and checking the rest
/// again; still unsettled after them, none is kept.
constexpr int MaxRounds = 4;
/// A writer larger than this (in instructions) is not simulated for the
/// census: the relations it writes are not assumed.
constexpr size_t MaxWriterSize = 2000;
// PATHSIM_TRACE_RELATIONS=1 prints each candidate's fate and the writers
// checked (a developer's aid).
const bool Trace = std::getenv("PATHSIM_TRACE_RELATIONS") != nullptr;

/// The member key an integer value was loaded from, through widenings,
/// narrowings and the addition of a constant (`h->n + 1 >= h->cap`); null
/// if none.
const std::string *memberOf(const FunctionCode &F, const Operand &Op,
                            uint32_t &Size) {
  const Operand *At = &Op;
  for (int Depth = 0; Depth < 4; ++Depth) {
    const Instr *D = F.definition(*At);
    if (!D || D->NumOperands < 1)
      return nullptr;
    const Operand *Ops = F.operands(*D);
    switch (D->Op) {
    case Opcode::Load:
      if (!D->Extra || D->IsPointer)
        return nullptr;
      Size = D->Size;
      return &F.Names[D->Extra];
    case Opcode::ZExt:
    case Opcode::SExt:
    case Opcode::Trunc:
      At = &Ops[0];
      continue;
    case Opcode::Add:
    case Opcode::Sub:
      if (D->NumOperands < 2 || Ops[1].K != Operand::Kind::Int)
        return nullptr;
      At = &Ops[0];
      continue;
    default:
      return nullptr;
    }
  }
  return nullptr;
}

/// The struct type of a member key ("struct.s" of "struct.s+8:4").
std::string typeOf(const std::string &Key) {
  size_t Plus = Key.rfind('+');
  return Plus == std::string::npos ? std::string() : Key.substr(0, Plus);
}

/// Two members of one struct declared close together: their offsets at
/// most 16 bytes apart (a pointer and its length, perhaps its capacity
/// between).
bool closeTogether(const std::string &A, const std::string &B) {
  auto Offset = [](const std::string &Key) {
    size_t Plus = Key.rfind('+');
    return Plus == std::string::npos
               ? int64_t(-1000)
               : std::strtoll(Key.c_str() + Plus + 1, nullptr, 10);
  };
  return std::llabs(Offset(A) - Offset(B)) <= 16;
}

} // namespace

FieldRelations fieldRelationCensus(const Program &P, const FieldFacts &Known,
                                   const RelationCheck &Check) {
  // The candidates: two members of one struct type the program compares.
  std::set<FieldRelation> Candidates;
  std::set<std::string> Written; // "struct.s+8:" members, "struct.t+" all
  std::map<std::string, std::set<FunctionId>> Writers;
  for (FunctionId Id : P.functions()) {
    const FunctionCode &F = P.function(Id);
    for (uint32_t K : F.WrittenMembers)
      Written.insert(F.Names[K]);
    // A pointer member and an integer member of one struct type, declared
    // close together (a buffer and its length), that one function reads
    // both of, testing the integer as a count (`if (f->avail > 0)
    // use(f->next)`, `if (b->len)`: compared with 0 or ordered, not a
    // state compared with a constant; not a one-byte flag): a NonNull
    // candidate.
    std::set<std::string> Tested, Pointers;
    for (const Instr &I : F.Instrs) {
      if (I.Op == Opcode::Load && I.IsPointer && I.Extra && I.Size == 8)
        Pointers.insert(F.Names[I.Extra]);
      if (I.Op != Opcode::ICmp || I.IsPointer || I.NumOperands < 2)
        continue;
      const Operand *Ops = F.operands(I);
      bool State = (I.Pred == Predicate::Eq || I.Pred == Predicate::Ne) &&
                   ((Ops[0].K == Operand::Kind::Int && Ops[0].Imm != 0) ||
                    (Ops[1].K == Operand::Kind::Int && Ops[1].Imm != 0));
      uint32_t Size = 0;
      for (uint16_t K = 0; K < 2 && !State; ++K)
        if (const std::string *M = memberOf(F, Ops[K], Size); M && Size > 1)
          Tested.insert(*M);
    }
    for (const std::string &Ptr : Pointers)
      for (const std::string &Count : Tested)
        if (!typeOf(Ptr).empty() && typeOf(Ptr) == typeOf(Count) &&
            closeTogether(Ptr, Count))
          Candidates.insert({Count, Ptr, false, true});
    for (const Instr &I : F.Instrs) {
      if (I.Op == Opcode::Store && I.Extra)
        Writers[F.Names[I.Extra]].insert(Id);
      if (I.Op != Opcode::ICmp || I.IsPointer || I.NumOperands < 2 ||
          I.Pred == Predicate::Eq || I.Pred == Predicate::Ne)
        continue;
      uint32_t SizeA = 0, SizeB = 0;
      const std::string *A = memberOf(F, F.operands(I)[0], SizeA);
      const std::string *B = memberOf(F, F.operands(I)[1], SizeB);
      if (!A || !B || *A == *B || SizeA != SizeB || typeOf(*A).empty() ||
          typeOf(*A) != typeOf(*B))
        continue;
      bool Unsigned = isUnsignedPredicate(I.Pred);
      Candidates.insert({*A, *B, Unsigned});
      Candidates.insert({*B, *A, Unsigned});
    }
  }
  auto Handed = [&](const std::string &Key) {
    size_t Colon = Key.rfind(':'), Plus = Key.rfind('+');
    return Written.count(Key.substr(0, Colon + 1)) ||
           Written.count(Key.substr(0, Plus + 1));
  };
  FieldFacts Facts;
  Facts.Ranges = Known.Ranges;
  for (const FieldRelation &R : Candidates) {
    // A member whose address is handed on may be written by code the
    // census does not see; one the run never stores, by code outside it.
    if (Handed(R.Low) || Handed(R.High) || !Writers.count(R.Low) ||
        !Writers.count(R.High))
      continue;
    std::set<FunctionId> Of = Writers[R.Low];
    Of.insert(Writers[R.High].begin(), Writers[R.High].end());
    if (Of.size() <= (R.NonNull ? MaxNonNullWriters : MaxWriters))
      Facts.Relations.push_back(R);
  }
  std::set<FunctionId> ToCheck;
  for (const FieldRelation &R : Facts.Relations)
    for (const std::string *Key : {&R.Low, &R.High})
      ToCheck.insert(Writers[*Key].begin(), Writers[*Key].end());
  // By writer: the relations its last check assumed.
  std::map<FunctionId, std::set<FieldRelation>> Assumed;
  for (int Round = 0; Round < MaxRounds && !Facts.Relations.empty();
       ++Round) {
    const FieldRelations &Rs = Facts.Relations;
    std::vector<uint8_t> Broken(Rs.size(), 0);
    if (Trace)
      std::fprintf(stderr, "relations: round %d, %zu candidates, %zu writers\n",
                   Round, Rs.size(), ToCheck.size());
    for (FunctionId W : ToCheck) {
      std::vector<uint8_t> Mine(Rs.size(), 0);
      bool Complete = P.function(W).Instrs.size() <= MaxWriterSize &&
                      Check(W, Facts, Mine);
      std::set<FieldRelation> &Used = Assumed[W];
      Used.clear();
      for (size_t K = 0; K < Rs.size(); ++K) {
        bool Writes = Writers[Rs[K].Low].count(W) != 0 ||
                      Writers[Rs[K].High].count(W) != 0;
        if ((Mine[K] & 1) || (!Complete && Writes))
          Broken[K] = 1;
        if (Mine[K] & 2)
          Used.insert(Rs[K]);
      }
    }
    FieldRelations Kept;
    std::set<FieldRelation> Dropped;
    for (size_t K = 0; K < Rs.size(); ++K) {
      if (Trace)
        std::fprintf(stderr, "relation %s %s %s%s: round %d %s\n",
                     Rs[K].Low.c_str(), Rs[K].NonNull ? "!= 0 =>" : "<=",
                     Rs[K].High.c_str(),
                     Rs[K].NonNull    ? " != NULL"
                     : Rs[K].Unsigned ? " (unsigned)"
                                      : "",
                     Round,
                     Broken[K] ? "broken" : "kept");
      if (!Broken[K])
        Kept.push_back(Rs[K]);
      else
        Dropped.insert(Rs[K]);
    }
    if (Dropped.empty())
      return Kept; // every writer keeps every relation assumed
    // Checked again: the writers of a relation kept whose check assumed
    // one dropped.
    std::set<FunctionId> Again;
    for (const FieldRelation &R : Kept)
      for (const std::string *Key : {&R.Low, &R.High})
        for (FunctionId W : Writers[*Key])
          for (const FieldRelation &U : Assumed[W])
            if (Dropped.count(U))
              Again.insert(W);
    Facts.Relations = std::move(Kept);
    if (Again.empty())
      return Facts.Relations;
    ToCheck = std::move(Again);
  }
  return {};
}

} // namespace pathsim
