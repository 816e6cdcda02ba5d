//===- simulator/state/Predicate.cpp --------------------------------------===//
// Comparison predicates and their algebra.
#include "simulator/state/Predicate.h"

namespace pathsim {

Predicate inversePredicate(Predicate P) {
  switch (P) {
  case Predicate::Eq:
    return Predicate::Ne;
  case Predicate::Ne:
    return Predicate::Eq;
  case Predicate::Ugt:
    return Predicate::Ule;
  case Predicate::Uge:
    return Predicate::Ult;
  case Predicate::Ult:
    return Predicate::Uge;
  case Predicate::Ule:
    return Predicate::Ugt;
  case Predicate::Sgt:
    return Predicate::Sle;
  case Predicate::Sge:
    return Predicate::Slt;
  case Predicate::Slt:
    return Predicate::Sge;
  case Predicate::Sle:
    return Predicate::Sgt;
  // Float comparisons are taken as C reads them, ignoring NaN: the inverse
  // of x < y is x >= y.
  case Predicate::FOrdEq:
    return Predicate::FOrdNe;
  case Predicate::FOrdNe:
    return Predicate::FOrdEq;
  case Predicate::FOrdLt:
    return Predicate::FOrdGe;
  case Predicate::FOrdLe:
    return Predicate::FOrdGt;
  case Predicate::FOrdGt:
    return Predicate::FOrdLe;
  case Predicate::FOrdGe:
    return Predicate::FOrdLt;
  case Predicate::FTrue:
    return Predicate::FFalse;
  case Predicate::FFalse:
    return Predicate::FTrue;
  case Predicate::FOther:
    return Predicate::FOther;
  }
  return P;
}

Predicate signedPredicate(Predicate P) {
  switch (P) {
  case Predicate::Ult:
    return Predicate::Slt;
  case Predicate::Ule:
    return Predicate::Sle;
  case Predicate::Ugt:
    return Predicate::Sgt;
  case Predicate::Uge:
    return Predicate::Sge;
  default:
    return P;
  }
}

Predicate swappedPredicate(Predicate P) {
  switch (P) {
  case Predicate::Ugt:
    return Predicate::Ult;
  case Predicate::Uge:
    return Predicate::Ule;
  case Predicate::Ult:
    return Predicate::Ugt;
  case Predicate::Ule:
    return Predicate::Uge;
  case Predicate::Sgt:
    return Predicate::Slt;
  case Predicate::Sge:
    return Predicate::Sle;
  case Predicate::Slt:
    return Predicate::Sgt;
  case Predicate::Sle:
    return Predicate::Sge;
  case Predicate::FOrdLt:
    return Predicate::FOrdGt;
  case Predicate::FOrdLe:
    return Predicate::FOrdGe;
  case Predicate::FOrdGt:
    return Predicate::FOrdLt;
  case Predicate::FOrdGe:
    return Predicate::FOrdLe;
  default:
    return P;
  }
}

std::string_view predicateSpelling(Predicate P) {
  switch (P) {
  case Predicate::Eq:
  case Predicate::FOrdEq:
    return "==";
  case Predicate::Ne:
  case Predicate::FOrdNe:
    return "!=";
  case Predicate::Ugt:
  case Predicate::Sgt:
  case Predicate::FOrdGt:
    return ">";
  case Predicate::Uge:
  case Predicate::Sge:
  case Predicate::FOrdGe:
    return ">=";
  case Predicate::Ult:
  case Predicate::Slt:
  case Predicate::FOrdLt:
    return "<";
  case Predicate::Ule:
  case Predicate::Sle:
  case Predicate::FOrdLe:
    return "<=";
  case Predicate::FTrue:
    return "true";
  case Predicate::FFalse:
    return "false";
  case Predicate::FOther:
    return "?";
  }
  return "?";
}

} // namespace pathsim
