//===- modellang/Keywords.cpp - keyword and name spellings ----------------===//
#include "modellang/Keywords.h"

#include "modellang/CharClass.h"

#include <array>
#include <utility>

namespace pathsim::modellang {

namespace {

template <typename Enum, size_t N>
std::optional<Enum>
lookup(const std::array<std::pair<std::string_view, Enum>, N> &Table,
       std::string_view S) {
  for (const auto &[Spelling, Value] : Table)
    if (Spelling == S)
      return Value;
  return std::nullopt;
}

template <typename Enum, size_t N>
std::string_view
spellingIn(const std::array<std::pair<std::string_view, Enum>, N> &Table,
           Enum E) {
  for (const auto &[Spelling, Value] : Table)
    if (Value == E)
      return Spelling;
  return "?";
}

constexpr std::array<std::pair<std::string_view, OperationKind>, 3>
    OperationKinds{{{"guard", OperationKind::Guard},
                    {"constraint", OperationKind::Constraint},
                    {"result", OperationKind::Result}}};

constexpr std::array<std::pair<std::string_view, CaseKind>, 3> CaseKinds{
    {{"normal", CaseKind::Normal},
     {"error", CaseKind::Error},
     {"alternate", CaseKind::Alternate}}};

constexpr std::array ReturnTypes{
#define PATHSIM_RETURN_TYPE(Id, Spelling)                                      \
  std::pair<std::string_view, ReturnType>{Spelling, ReturnType::Id},
#include "modellang/ReturnTypes.def"
};

constexpr std::array<std::pair<std::string_view, SpecialConst::Kind>, 3>
    SpecialConsts{{{"NULL", SpecialConst::Null},
                   {"EOF", SpecialConst::Eof},
                   {"default", SpecialConst::Default}}};

} // namespace

std::string_view spelling(OperationKind Kind) {
  return spellingIn(OperationKinds, Kind);
}
std::optional<OperationKind> operationKindFromSpelling(std::string_view S) {
  return lookup(OperationKinds, S);
}

std::string_view spelling(CaseKind Kind) { return spellingIn(CaseKinds, Kind); }
std::optional<CaseKind> caseKindFromSpelling(std::string_view S) {
  return lookup(CaseKinds, S);
}

std::string_view spelling(ReturnType Type) {
  return spellingIn(ReturnTypes, Type);
}
std::optional<ReturnType> returnTypeFromSpelling(std::string_view S) {
  return lookup(ReturnTypes, S);
}

std::string_view spelling(SpecialConst::Kind Kind) {
  return spellingIn(SpecialConsts, Kind);
}
std::optional<SpecialConst::Kind> specialConstFromSpelling(std::string_view S) {
  return lookup(SpecialConsts, S);
}

std::optional<int64_t> specialConstValue(SpecialConst::Kind Kind) {
  switch (Kind) {
  case SpecialConst::Null:
    return 0;
  case SpecialConst::Eof:
    return -1;
  case SpecialConst::Default:
    return std::nullopt;
  }
  return std::nullopt;
}

bool isSpecialName(std::string_view Name) {
  return Name == "return" || Name == "..." ||
         specialConstFromSpelling(Name).has_value();
}

bool isIdentifier(std::string_view Name) {
  if (Name.empty() || !isIdentStart(Name.front()))
    return false;
  for (char C : Name)
    if (!isIdentChar(C))
      return false;
  return true;
}

} // namespace pathsim::modellang
