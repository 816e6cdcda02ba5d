//===- cli/SettingsJson.cpp - the settings stored with each run -----------===//
#include "cli/SettingsJson.h"
#include "reports/Json.h"
#include "store/Database.h"

#include "llvm/Support/JSON.h"

#include <sstream>

namespace pathsim::cli {

namespace {

void writeValue(reports::JsonWriter &J, const SettingValue &V) {
  std::visit(
      [&](const auto &X) {
        using T = std::decay_t<decltype(X)>;
        if constexpr (std::is_same_v<T, std::vector<std::string>>) {
          J.arrayBegin();
          for (const std::string &S : X)
            J.value(S);
          J.arrayEnd();
        } else {
          J.value(X);
        }
      },
      V);
}

/// A stored value as the text settingText gives for the same value.
std::string textOf(const llvm::json::Value &V) {
  if (auto B = V.getAsBoolean())
    return *B ? "true" : "false";
  if (auto I = V.getAsInteger())
    return std::to_string(*I);
  if (auto D = V.getAsNumber())
    return settingText(SettingValue(*D));
  if (auto S = V.getAsString())
    return S->str();
  std::string Out;
  if (const auto *A = V.getAsArray())
    for (const llvm::json::Value &E : *A)
      Out += (Out.empty() ? "" : ", ") + textOf(E);
  return Out;
}

} // namespace

std::string runSettingsJson(const RunSettings &Settings) {
  std::ostringstream OS;
  reports::JsonWriter J(OS, /*Pretty=*/false);
  J.objectBegin();
  for (const SettingInfo &Info : allSettings()) {
    J.key(Info.Key);
    if (Info.Id == SettingId::Db) // a server's password is not stored
      J.value(store::displayName(Settings.Db));
    else
      writeValue(J, Settings.get(Info.Id));
  }
  J.member("config", Settings.ConfigFile);
  for (auto By :
       {SettingsOverride::Match::Function, SettingsOverride::Match::Path}) {
    J.key(By == SettingsOverride::Match::Function ? "functions" : "paths");
    J.arrayBegin();
    for (const SettingsOverride &O : Settings.Overrides) {
      if (O.By != By)
        continue;
      J.objectBegin();
      J.key("match");
      writeValue(J, SettingValue(O.Patterns));
      for (const auto &[Id, Value] : O.Values) {
        J.key(settingInfo(Id).Key);
        writeValue(J, Value);
      }
      J.objectEnd();
    }
    J.arrayEnd();
  }
  J.objectEnd();
  return OS.str();
}

std::string settingsSummary(std::string_view Json) {
  auto Parsed = llvm::json::parse(Json);
  if (!Parsed) {
    llvm::consumeError(Parsed.takeError());
    return "";
  }
  const llvm::json::Object *O = Parsed->getAsObject();
  if (!O)
    return "";
  std::string Out;
  auto Add = [&](const std::string &Item) {
    Out += (Out.empty() ? "" : " ") + Item;
  };
  for (const SettingInfo &Info : allSettings()) {
    const llvm::json::Value *V = O->get(Info.Key);
    if (!V)
      continue;
    std::string Text = textOf(*V);
    if (Text != settingText(Info.Default))
      Add(std::string(Info.Key) + "=" + Text);
  }
  if (auto Config = O->getString("config"); Config && !Config->empty())
    Add("config=" + Config->str());
  for (auto [Key, What] :
       {std::pair{"functions", "function"}, std::pair{"paths", "path"}})
    if (const llvm::json::Array *A = O->getArray(Key); A && !A->empty())
      Add(std::to_string(A->size()) + " " + What + " override" +
          (A->size() == 1 ? "" : "s"));
  return Out;
}

} // namespace pathsim::cli
