//===- reports/SarifRenderer.cpp - SARIF 2.1.0 for code scanning ----------===//
#include "reports/SarifRenderer.h"
#include "reports/OutputFiles.h"

#include "reports/ChecksHelp.h"
#include "reports/Fingerprint.h"
#include "reports/Json.h"
#include "reports/LineHash.h"
#include "reports/WarningText.h"

#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

namespace pathsim::reports {

namespace {

constexpr const char *SchemaUri =
    "https://json.schemastore.org/sarif-2.1.0.json";

std::string percentEncode(std::string_view Path) {
  std::string Out;
  for (char C : Path) {
    auto U = static_cast<unsigned char>(C);
    if (std::isalnum(U) || C == '/' || C == '-' || C == '.' || C == '_' ||
        C == '~')
      Out += C;
    else
      Out += fmt::format("%{:02X}", U);
  }
  return Out;
}

/// Writes SARIF objects for one log, caching what is per file.
class SarifWriter {
public:
  SarifWriter(std::ostream &OS, SourceCache &Sources, const SarifOptions &O)
      : J(OS), Sources(Sources), Options(O) {
    BaseDir = O.SourceRoot;
    // The rules are the kinds users see, in WarningKinds.def's order.
    for (const WarningKindInfo &Info : allWarningKinds())
      if (!Info.internal()) {
        RuleIndex[Info.Kind] = static_cast<int64_t>(Rules.size());
        Rules.push_back(&Info);
      }
  }

  void write(const std::vector<ReportedWarning> &Ws) {
    if (BaseDir.empty()) {
      std::vector<std::string> Files;
      for (const ReportedWarning &R : Ws)
        Files.push_back(sourcePath(R.W.Loc));
      BaseDir = commonRoot(Files);
    }
    if (BaseDir.empty() || BaseDir.back() != '/')
      BaseDir += '/';
    J.objectBegin();
    J.member("$schema", SchemaUri);
    J.member("version", "2.1.0");
    J.key("runs");
    J.arrayBegin();
    J.objectBegin();
    writeTool();
    J.key("originalUriBaseIds");
    J.objectBegin();
    J.key("SRCROOT");
    J.objectBegin();
    bool Relative;
    J.member("uri", fileUri(BaseDir, "", Relative));
    J.objectEnd();
    J.objectEnd();
    J.key("invocations");
    J.arrayBegin();
    J.objectBegin();
    J.member("executionSuccessful", true);
    if (!Options.CommandLine.empty())
      J.member("commandLine", Options.CommandLine);
    J.objectEnd();
    J.arrayEnd();
    J.key("results");
    J.arrayBegin();
    for (const ReportedWarning &R : Ws)
      if (RuleIndex.count(R.W.Kind))
        writeResult(R);
    J.arrayEnd();
    J.member("columnKind", "unicodeCodePoints");
    J.objectEnd();
    J.arrayEnd();
    J.objectEnd();
  }

private:
  void writeTool() {
    J.key("tool");
    J.objectBegin();
    J.key("driver");
    J.objectBegin();
    J.member("name", "pathsim");
    J.member("version", Options.ToolVersion);
    J.member("semanticVersion", Options.ToolVersion);
    J.key("rules");
    J.arrayBegin();
    for (const WarningKindInfo *Info : Rules)
      writeRule(*Info);
    J.arrayEnd();
    J.objectEnd();
    J.objectEnd();
  }

  void writeRule(const WarningKindInfo &Info) {
    J.objectBegin();
    J.member("id", Info.Id);
    J.member("name", Info.Id);
    J.key("shortDescription");
    text(Info.ShortText);
    J.key("fullDescription");
    text(Info.FullText);
    std::string Cwes;
    std::vector<std::string> Tags = {"correctness", "security"};
    for (size_t Start = 0; Start < Info.Cwe.size();) {
      size_t End = std::min(Info.Cwe.find(',', Start), Info.Cwe.size());
      std::string_view Number = Info.Cwe.substr(Start, End - Start);
      Tags.push_back(fmt::format("external/cwe/cwe-{}", Number));
      Cwes += (Cwes.empty() ? "CWE-" : ", CWE-") + std::string(Number);
      Start = End + 1;
    }
    // The kind's section of docs/checks.md, embedded at build time: what it
    // means, an example, how to fix it; then how to suppress it.
    J.key("help");
    J.objectBegin();
    std::string Help = checksSection(Info.Id);
    if (Help.empty()) {
      Help = std::string(Info.FullText);
      if (!Cwes.empty())
        Help += fmt::format("\n\nRelated weaknesses: {}.", Cwes);
    }
    Help += fmt::format(
        "\n\nEach result shows the path that leads to the defect and the "
        "conditions under which it occurs. To suppress one, put "
        "`// pathsim-suppress {}` on its line or the line above.",
        Info.Id);
    J.member("text", Help);
    J.member("markdown", Help);
    J.objectEnd();
    J.key("defaultConfiguration");
    J.objectBegin();
    J.member("level", "warning");
    J.objectEnd();
    J.key("properties");
    J.objectBegin();
    J.key("tags");
    J.arrayBegin();
    for (const std::string &Tag : Tags)
      J.value(Tag);
    J.arrayEnd();
    J.member("precision", "high");
    J.member("problem.severity", "warning");
    J.member("security-severity", Info.SecuritySeverity);
    J.objectEnd();
    J.objectEnd();
  }

  void text(std::string_view Text) {
    J.objectBegin();
    J.member("text", Text);
    J.objectEnd();
  }

  void physicalLocation(const SourceLocation &Loc) {
    J.key("physicalLocation");
    J.objectBegin();
    J.key("artifactLocation");
    J.objectBegin();
    bool Relative;
    J.member("uri", fileUri(sourcePath(Loc), BaseDir, Relative));
    if (Relative)
      J.member("uriBaseId", "SRCROOT");
    J.objectEnd();
    if (Loc.valid()) {
      J.key("region");
      J.objectBegin();
      J.member("startLine", Loc.Line);
      if (Loc.Col)
        J.member("startColumn", Loc.Col);
      J.objectEnd();
    }
    J.objectEnd();
  }

  /// A location object; \p Id < 0 for none.
  void location(const SourceLocation &Loc, std::string_view Message,
                int Id = -1) {
    J.objectBegin();
    if (Id >= 0)
      J.member("id", Id);
    physicalLocation(Loc);
    if (!Message.empty()) {
      J.key("message");
      text(Message);
    }
    J.objectEnd();
  }

  std::string lineHash(const SourceLocation &Loc) {
    const std::string &Path = sourcePath(Loc);
    auto It = LineHashes.find(Path);
    if (It == LineHashes.end()) {
      const SourceFile *File = Sources.get(Path);
      It = LineHashes
               .emplace(Path, File ? lineHashes(File->Text)
                                   : std::vector<std::string>())
               .first;
    }
    return Loc.Line >= 1 && Loc.Line <= It->second.size()
               ? It->second[Loc.Line - 1]
               : std::string();
  }

  void writeResult(const ReportedWarning &R) {
    const Warning &W = R.W;
    J.objectBegin();
    J.member("ruleId", kindInfo(W.Kind).Id);
    J.member("ruleIndex", RuleIndex.at(W.Kind));
    // A possible defect is a note: viewers list it below the warnings.
    J.member("level", W.Rank == WarningRank::Possible ? "note" : "warning");
    J.key("message");
    text(W.Message);
    J.key("locations");
    J.arrayBegin();
    J.objectBegin();
    physicalLocation(W.Loc);
    J.key("logicalLocations");
    J.arrayBegin();
    J.objectBegin();
    J.member("name", W.Function);
    if (!W.FunctionLinkageName.empty())
      J.member("decoratedName", W.FunctionLinkageName);
    J.member("kind", "function");
    J.objectEnd();
    J.arrayEnd();
    J.objectEnd();
    J.arrayEnd();
    J.key("partialFingerprints");
    J.objectBegin();
    J.member(FingerprintScheme,
             R.Fingerprint.empty() ? fingerprint(W, Sources) : R.Fingerprint);
    std::string Hash = lineHash(W.Loc);
    if (!Hash.empty())
      J.member("primaryLocationLineHash", Hash);
    J.objectEnd();
    writeRelated(W);
    writeCodeFlow(W);
    J.key("properties");
    J.objectBegin();
    J.member("rank", rankId(W.Rank));
    J.objectEnd();
    if (R.Suppressed || R.Reviewed.dismisses()) {
      J.key("suppressions");
      J.arrayBegin();
      if (R.Suppressed) {
        J.objectBegin();
        J.member("kind", "inSource");
        J.member("justification", "pathsim-suppress comment");
        J.objectEnd();
      }
      // A person's review: `pathsim reports review`.
      if (R.Reviewed.dismisses()) {
        J.objectBegin();
        J.member("kind", "external");
        J.member("status", "accepted");
        std::string Why = R.Reviewed.Status;
        if (!R.Reviewed.Comment.empty())
          Why += ": " + R.Reviewed.Comment;
        if (!R.Reviewed.Author.empty())
          Why += " (" + R.Reviewed.Author + ", " + R.Reviewed.At + ")";
        J.member("justification", Why);
        J.objectEnd();
      }
      J.arrayEnd();
    }
    J.objectEnd();
  }

  void writeRelated(const Warning &W) {
    if (W.Related.empty() && W.AllocationStack.empty())
      return;
    int Id = 0;
    J.key("relatedLocations");
    J.arrayBegin();
    for (const RelatedNote &N : W.Related)
      if (N.Loc.valid())
        location(N.Loc, N.Text, Id++);
    for (const RelatedNote &Frame : W.AllocationStack)
      if (Frame.Loc.valid())
        location(Frame.Loc, fmt::format("memory allocated in '{}'", Frame.Text),
                 Id++);
    J.arrayEnd();
  }

  void flowLocation(const SourceLocation &Loc, std::string_view Message,
                    std::string_view Kind, uint32_t Depth, int64_t Order) {
    J.objectBegin();
    J.key("location");
    location(Loc, Message);
    if (!Kind.empty()) {
      J.key("kinds");
      J.arrayBegin();
      J.value(Kind);
      J.arrayEnd();
    }
    J.member("nestingLevel", Depth);
    J.member("executionOrder", Order);
    J.objectEnd();
  }

  void writeCodeFlow(const Warning &W) {
    J.key("codeFlows");
    J.arrayBegin();
    J.objectBegin();
    J.key("threadFlows");
    J.arrayBegin();
    J.objectBegin();
    J.key("locations");
    J.arrayBegin();
    int64_t Order = 0;
    bool EndsAtDefect = false;
    for (const PathStep &S : W.Path) {
      if (!S.Loc.valid())
        continue;
      static constexpr std::string_view Kinds[] = {"", "branch", "call",
                                                   "return", ""};
      flowLocation(S.Loc, describeStep(S),
                   Kinds[static_cast<size_t>(S.StepKind)], S.Depth, ++Order);
      EndsAtDefect = S.Loc == W.Loc && S.Depth == 0;
    }
    if (!EndsAtDefect)
      flowLocation(W.Loc, W.Message, "", 0, ++Order);
    J.arrayEnd();
    J.objectEnd();
    J.arrayEnd();
    J.objectEnd();
    J.arrayEnd();
  }

  JsonWriter J;
  SourceCache &Sources;
  const SarifOptions &Options;
  std::string BaseDir;
  std::vector<const WarningKindInfo *> Rules;
  std::map<WarningKind, int64_t> RuleIndex;
  std::map<std::string, std::vector<std::string>> LineHashes;
};

} // namespace

void renderSarif(std::ostream &OS, const std::vector<ReportedWarning> &Ws,
                 SourceCache &Sources, const SarifOptions &Options) {
  SarifWriter(OS, Sources, Options).write(Ws);
}

Error writeSarifFile(const std::string &Path,
                     const std::vector<ReportedWarning> &Ws,
                     SourceCache &Sources, const SarifOptions &Options) {
  if (Path == "-") {
    renderSarif(std::cout, Ws, Sources, Options);
    std::cout.flush();
    return std::cout ? Error::success()
                     : Error::failure("cannot write SARIF to standard output");
  }
  std::ostringstream Text;
  renderSarif(Text, Ws, Sources, Options);
  return writeFileAtomically(Path, Text.str(), "SARIF file");
}

std::string commonRoot(const std::vector<std::string> &Files) {
  std::string Root;
  bool First = true;
  for (const std::string &F : Files) {
    if (F.empty() || F.front() != '/')
      continue;
    std::string Dir = F.substr(0, F.rfind('/') + 1); // with its '/'
    if (First) {
      Root = Dir;
      First = false;
      continue;
    }
    size_t N = 0;
    while (N < Root.size() && N < Dir.size() && Root[N] == Dir[N])
      ++N;
    Root.resize(Root.rfind('/', N == 0 ? 0 : N - 1) + 1);
  }
  if (Root.size() > 1 && Root.back() == '/')
    Root.pop_back();
  return Root;
}

std::string enclosingRepository(const std::string &Dir) {
  namespace fs = std::filesystem;
  if (Dir.empty())
    return {};
  std::error_code EC;
  for (fs::path D = fs::path(Dir).lexically_normal();; D = D.parent_path()) {
    if (fs::exists(D / ".git", EC)) // a directory, or a worktree's file
      return D.string();
    if (!D.has_relative_path())
      return {};
  }
}

std::string fileUri(const std::string &Path, const std::string &BaseDir,
                    bool &Relative) {
  Relative = !BaseDir.empty() && Path.size() > BaseDir.size() &&
             Path.compare(0, BaseDir.size(), BaseDir) == 0;
  if (Relative)
    return percentEncode(std::string_view(Path).substr(BaseDir.size()));
  if (!Path.empty() && Path.front() == '/')
    return "file://" + percentEncode(Path);
  // A relative path with no base: keep it relative to SRCROOT.
  Relative = !Path.empty();
  return percentEncode(Path);
}

} // namespace pathsim::reports
