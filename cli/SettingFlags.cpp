//===- cli/SettingFlags.cpp - a command-line flag for every setting -------===//
#include "cli/SettingFlags.h"

#include <filesystem>

namespace cl = llvm::cl;

namespace pathsim::cli {

namespace {

/// The help line: the setting's help and its default.
std::string helpOf(const SettingInfo &Info) {
  std::string Help(Info.Help);
  std::string Default = settingText(Info.Default);
  switch (Info.Kind) {
  case SettingKind::Count:
    if (Default != "0") // 0: a default the help says in words (--jobs)
      Help += " (default " + Default + ")";
    break;
  case SettingKind::Seconds:
  case SettingKind::Path:
  case SettingKind::Choice:
    if (!Default.empty())
      Help += " (default " + Default + ")";
    break;
  case SettingKind::Checks:
    Help += " (default " + Default + ": every kind)";
    break;
  case SettingKind::Flag:
  case SettingKind::Paths:
  case SettingKind::Globs:
    break;
  }
  return Help;
}

} // namespace

struct SettingFlags::Flag {
  const SettingInfo &Info;
  std::string Help; ///< the option keeps a reference to it
  std::unique_ptr<cl::opt<bool>> Bool;
  std::unique_ptr<cl::opt<std::string>> Text;
  std::unique_ptr<cl::list<std::string>> List;

  Flag(const SettingInfo &Info, cl::OptionCategory &Cat)
      : Info(Info), Help(helpOf(Info)) {
    // Key and ValueName are string literals (Settings.def): they outlive us.
    llvm::StringRef Key(Info.Key.data(), Info.Key.size());
    const char *ValueName = Info.ValueName.data();
    switch (Info.Kind) {
    case SettingKind::Flag:
      Bool = std::make_unique<cl::opt<bool>>(Key, cl::desc(Help), cl::cat(Cat));
      break;
    case SettingKind::Paths:
    case SettingKind::Globs:
      List = std::make_unique<cl::list<std::string>>(
          Key, cl::desc(Help), cl::value_desc(ValueName), cl::cat(Cat));
      break;
    default:
      Text = std::make_unique<cl::opt<std::string>>(
          Key, cl::desc(Help), cl::value_desc(ValueName), cl::cat(Cat));
      break;
    }
  }

  cl::Option &option() const {
    if (Bool)
      return *Bool;
    if (Text)
      return *Text;
    return *List;
  }

  /// The value given, or an error message.
  std::variant<SettingValue, std::string> value() const {
    if (Bool)
      return SettingValue(static_cast<bool>(*Bool));
    if (Text)
      return parseSettingValue(Info, *Text);
    std::vector<std::string> All;
    for (const std::string &Item : *List) {
      auto V = parseSettingValue(Info, Item);
      if (auto *Error = std::get_if<std::string>(&V))
        return *Error;
      for (std::string &S :
           std::get<std::vector<std::string>>(std::get<SettingValue>(V)))
        All.push_back(std::move(S));
    }
    return SettingValue(std::move(All));
  }
};

SettingFlags::SettingFlags(cl::OptionCategory &Category) {
  for (const SettingInfo &Info : allSettings())
    Flags.push_back(std::make_unique<Flag>(Info, Category));
  JobsAlias = std::make_unique<cl::alias>(
      "j", cl::desc("Alias for --jobs (-j 4, -j4)"), cl::value_desc("N"),
      cl::Prefix,
      cl::aliasopt(Flags[static_cast<size_t>(SettingId::Jobs)]->option()),
      cl::cat(Category));
  NoLeaks = std::make_unique<cl::opt<bool>>(
      "no-leaks",
      cl::desc("Do not report leaks of memory or resources (the same as "
               "--checks=-leak,-resource-leak)"),
      cl::cat(Category));
}

SettingFlags::~SettingFlags() = default;

std::optional<std::string> SettingFlags::given(
    std::vector<std::pair<SettingId, SettingValue>> &Out) const {
  for (const auto &F : Flags) {
    if (F->option().getNumOccurrences() == 0)
      continue;
    auto V = F->value();
    if (auto *Error = std::get_if<std::string>(&V))
      return "for the --" + std::string(F->Info.Key) + " option: " + *Error;
    SettingValue Value = std::get<SettingValue>(std::move(V));
    // A glob with a '/' is anchored at the current directory.
    if (F->Info.Kind == SettingKind::Globs)
      for (std::string &G : std::get<std::vector<std::string>>(Value))
        G = anchorGlob(G, std::filesystem::current_path().string());
    Out.emplace_back(F->Info.Id, std::move(Value));
  }
  if (*NoLeaks)
    Out.emplace_back(SettingId::Checks,
                     SettingValue(std::string(NoLeaksChecks)));
  return std::nullopt;
}

} // namespace pathsim::cli
