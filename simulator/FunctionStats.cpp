//===- simulator/FunctionStats.cpp - termination reason names -------------===//
#include "simulator/FunctionStats.h"

namespace pathsim {

std::string_view terminationId(Termination T) {
  switch (T) {
#define TERMINATION(Enum, Id, Description)                                     \
  case Termination::Enum:                                                      \
    return Id;
#include "simulator/Terminations.def"
  }
  return "unknown";
}

std::string_view terminationDescription(Termination T) {
  switch (T) {
#define TERMINATION(Enum, Id, Description)                                     \
  case Termination::Enum:                                                      \
    return Description;
#include "simulator/Terminations.def"
  }
  return "unknown";
}

bool analyzed(const FunctionStats &F) {
  if (F.Stop == Termination::Unsupported || F.Stop == Termination::Interrupted)
    return false;
  if (F.Stop == Termination::Timeout || F.Stop == Termination::WorkBudget)
    return F.Paths != 0;
  return true;
}

} // namespace pathsim
