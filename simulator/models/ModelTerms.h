//===- simulator/models/ModelTerms.h --------------------------------------===//
// The model language's names, for the simulator.
//
// The files that read and write models (the emulation of a call, the outcome
// of a path) name the model language's terms unqualified. Include it from
// those .cpp files only: it brings the names into namespace pathsim.
//
//===----------------------------------------------------------------------===//
#ifndef PATHSIM_SIMULATOR_MODELTERMS_H
#define PATHSIM_SIMULATOR_MODELTERMS_H

#include "modellang/Model.h"

namespace pathsim {

using modellang::ByteField;
using modellang::Case;
using modellang::CaseKind;
using modellang::Deref;
using modellang::IntegerConst;
using modellang::Model;
using modellang::Operation;
using modellang::OperationKind;
using modellang::Operator;
using modellang::ResourceSpec;
using modellang::ReturnType;
using modellang::SpecialConst;
using modellang::StringConst;
using modellang::Variable;
using modellang::VariableDef;
using MOperand = modellang::Operand;

} // namespace pathsim

#endif
