//===- reports/HtmlRenderer.cpp - a static HTML site of a run's warnings --===//
#include "reports/HtmlRenderer.h"
#include "reports/OutputFiles.h"

#include "reports/HtmlAssets.h"
#include "reports/Json.h"
#include "reports/SourceListing.h"
#include "reports/WarningText.h"

#include "llvm/Support/ConvertUTF.h"

#include <fmt/format.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace pathsim::reports {

namespace fs = std::filesystem;

std::string escapeHtml(std::string_view Text) {
  // The page says it is UTF-8: a byte that starts no valid UTF-8 sequence
  // (a Latin-1 comment, a file name's stray byte) and a NUL are shown as
  // U+FFFD, as a browser would, so that the file is valid.
  std::string Out;
  Out.reserve(Text.size());
  const auto *Bytes = reinterpret_cast<const llvm::UTF8 *>(Text.data());
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (static_cast<unsigned char>(C) >= 0x80 || C == '\0') {
      unsigned Length = llvm::getNumBytesForUTF8(Bytes[I]);
      if (C != '\0' && I + Length <= Text.size() &&
          llvm::isLegalUTF8Sequence(Bytes + I, Bytes + I + Length)) {
        Out.append(Text.data() + I, Length);
        I += Length;
      } else {
        Out += "\xEF\xBF\xBD";
        ++I;
      }
      continue;
    }
    ++I;
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

std::string warningPageName(const ReportedWarning &R, size_t Index) {
  return fmt::format("w{}.html", R.Id ? R.Id : static_cast<int64_t>(Index + 1));
}

namespace {

std::string pageHead(std::string_view Title) {
  return fmt::format("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
                     "<meta charset=\"utf-8\">\n<title>{}</title>\n"
                     "<link rel=\"stylesheet\" href=\"pathsim.css\">\n"
                     "</head>\n<body>\n",
                     escapeHtml(Title));
}

/// The warnings not suppressed, by kind (in WarningKinds.def order) and
/// rank, as a table on the index: what the run found at a glance, in plain
/// HTML. Each count filters the list (pathsim.js reads data-kind and
/// data-rank).
std::string countsTable(const std::vector<ReportedWarning> &Ws) {
  constexpr WarningRank Ranks[] = {WarningRank::Certain, WarningRank::Likely,
                                   WarningRank::Possible};
  std::map<WarningKind, std::array<size_t, 3>> ByKind;
  std::array<size_t, 3> Total{};
  size_t Suppressed = 0;
  for (const ReportedWarning &R : Ws) {
    if (R.Suppressed) {
      ++Suppressed;
      continue;
    }
    ++ByKind[R.W.Kind][static_cast<size_t>(R.W.Rank)];
    ++Total[static_cast<size_t>(R.W.Rank)];
  }
  auto Cell = [](size_t N, std::string_view Kind, std::string_view Rank) {
    if (!N)
      return std::string("<td class=\"n zero\">0</td>");
    return fmt::format("<td class=\"n\"><a href=\"#warnings\" "
                       "data-kind=\"{}\" data-rank=\"{}\">{}</a></td>",
                       Kind, Rank, N);
  };
  std::string T = "<table id=\"counts\" class=\"counts\">\n<thead><tr>"
                  "<th>kind</th>";
  for (WarningRank Rank : Ranks)
    T += fmt::format("<th>{}</th>", rankId(Rank));
  T += "<th>total</th></tr></thead>\n<tbody>\n";
  auto Row = [&](std::string_view Label, std::string_view Kind,
                 const std::array<size_t, 3> &N) {
    std::string Out = fmt::format("<tr><th>{}</th>", Label);
    for (size_t I = 0; I < 3; ++I)
      Out += Cell(N[I], Kind, rankId(Ranks[I]));
    return Out + Cell(N[0] + N[1] + N[2], Kind, "") + "</tr>\n";
  };
  for (const WarningKindInfo &Info : allWarningKinds())
    if (auto It = ByKind.find(Info.Kind); It != ByKind.end())
      T += Row(Info.Id, Info.Id, It->second);
  T += Row("all", "", Total);
  T += "</tbody>\n</table>\n";
  if (Suppressed)
    T += fmt::format("<p class=\"muted\">{} suppressed by comments, not "
                     "counted</p>\n",
                     Suppressed);
  return T;
}

std::string indexPage(const std::vector<ReportedWarning> &Ws,
                      const HtmlOptions &Options) {
  std::ostringstream Data;
  JsonWriter J(Data, /*Pretty=*/false, /*ForHtml=*/true);
  J.arrayBegin();
  for (size_t I = 0; I < Ws.size(); ++I) {
    const ReportedWarning &R = Ws[I];
    J.objectBegin();
    J.member("id", R.Id ? R.Id : static_cast<int64_t>(I + 1));
    J.member("kind", kindInfo(R.W.Kind).Id);
    J.member("rank", rankId(R.W.Rank));
    J.member("file", displayPath(R.W.Loc));
    J.member("line", R.W.Loc.Line);
    J.member("function", R.W.Function);
    J.member("message", R.W.Message);
    J.member("suppressed", R.Suppressed);
    J.member("page", warningPageName(R, I));
    J.objectEnd();
  }
  J.arrayEnd();

  std::string Page = pageHead(Options.Title);
  Page += fmt::format("<h1>{}</h1>\n", escapeHtml(Options.Title));
  if (!Options.RunSummary.empty())
    Page += fmt::format("<p class=\"muted\">{}</p>\n",
                        escapeHtml(Options.RunSummary));
  Page += countsTable(Ws);
  Page += R"html(<div class="filters">
<label>Kind <select id="f-kind"><option value="">all</option></select></label>
<label>Rank <select id="f-rank"><option value="">all</option></select></label>
<label>File <select id="f-file"><option value="">all</option></select></label>
<label>Function <select id="f-function"><option value="">all</option></select></label>
<label>Message <input id="f-text" type="search"></label>
<label><input id="f-suppressed" type="checkbox"> show suppressed</label>
</div>
<table id="warnings">
<thead><tr><th data-key="id">#</th><th data-key="kind">Kind</th><th data-key="rank">Rank</th><th data-key="file">File</th><th data-key="line">Line</th><th data-key="function">Function</th><th data-key="message">Message</th></tr></thead>
<tbody></tbody>
</table>
<p id="count" class="muted"></p>
<noscript><ul>
)html";
  for (size_t I = 0; I < Ws.size(); ++I)
    Page += fmt::format("<li><a href=\"{}\">{}:{}: {} [{}, {}]</a></li>\n",
                        warningPageName(Ws[I], I),
                        escapeHtml(displayPath(Ws[I].W.Loc)), Ws[I].W.Loc.Line,
                        escapeHtml(Ws[I].W.Message), kindInfo(Ws[I].W.Kind).Id,
                        rankId(Ws[I].W.Rank));
  Page += "</ul></noscript>\n<script>window.PATHSIM_WARNINGS = ";
  Page += Data.str();
  Page +=
      ";</script>\n<script src=\"pathsim.js\"></script>\n</body>\n</html>\n";
  return Page;
}

/// A step in words; a bare statement shows its source line instead.
std::string stepHtml(const PathStep &S, SourceCache &Sources) {
  if (S.StepKind == PathStep::Kind::Statement && S.Text.empty()) {
    std::string_view Line = Sources.line(sourcePath(S.Loc), S.Loc.Line);
    size_t First = Line.find_first_not_of(" \t");
    if (First != std::string_view::npos)
      return "<code>" + escapeHtml(Line.substr(First)) + "</code>";
  }
  return escapeHtml(describeStep(S));
}

/// The pages of the callees whose automatic models the paths used: each
/// function of the run a model use names gets fn<N>.html (N: its index in
/// HtmlOptions::Functions), with its source and the uses that led there.
struct CalleePages {
  const std::vector<FunctionStats> *Functions = nullptr;
  std::map<std::string, size_t> ByName;
  /// Per page: the warning pages and model uses that link to it.
  std::map<size_t, std::vector<std::pair<std::string, ModelUse>>> Uses;

  explicit CalleePages(const std::vector<FunctionStats> &Fs) : Functions(&Fs) {
    for (size_t I = 0; I < Fs.size(); ++I) {
      ByName.try_emplace(Fs[I].Function, I);
      ByName.try_emplace(Fs[I].LinkageName, I);
    }
  }
  /// The page of the function an automatic model use names, if the run
  /// has it.
  std::optional<size_t> of(const ModelUse &M) const {
    if (M.Origin != "automatic")
      return std::nullopt;
    auto It = ByName.find(M.Callee);
    if (It == ByName.end())
      return std::nullopt;
    return It->second;
  }
  static std::string page(size_t I) { return fmt::format("fn{}.html", I); }
  /// "<a href=fn3.html>make</a>, case 2 of 2: (guard ile n 10)", or the
  /// callee's name and case alone when the run has no page for it.
  std::string link(const ModelUse &M) const {
    std::string Name = escapeHtml(M.Callee);
    if (std::optional<size_t> I = of(M))
      Name =
          fmt::format("<a class=\"callee\" href=\"{}\">{}</a>", page(*I), Name);
    return M.Case.empty() ? Name
                          : Name + ", <span class=\"case\">" +
                                escapeHtml(M.Case) + "</span>";
  }
};

/// Where each step of a warning's page is: its badge in the source listing
/// (S<N>) when the listing shows it, else its item in the path list
/// (step-<N>); steps are numbered from 1, as the listing numbers them.
struct StepPlaces {
  std::set<uint32_t> InSource;
  uint32_t Count = 0;
  std::string target(uint32_t N) const {
    return InSource.count(N) ? fmt::format("#S{}", N)
                             : fmt::format("#step-{}", N);
  }
  /// The link to step N's previous and next step, where they are; empty
  /// for the first's previous and the last's next.
  std::string previous(uint32_t N) const {
    return N <= 1 ? std::string()
                  : fmt::format("<a class=\"prev\" href=\"{}\" "
                                "title=\"previous step ({})\">&#9664;</a>",
                                target(N - 1), N - 1);
  }
  std::string next(uint32_t N) const {
    return N >= Count ? std::string()
                      : fmt::format("<a class=\"next\" href=\"{}\" "
                                    "title=\"next step ({})\">&#9654;</a>",
                                    target(N + 1), N + 1);
  }
};

void factsSection(std::string &Page, const Warning &W, SourceCache &Sources,
                  const StepPlaces &Places, const CalleePages &Callees) {
  auto Item = [&](const SourceLocation &Loc, std::string_view Text) {
    Page += fmt::format("<li><a href=\"#L{}\">{}</a>: {}</li>\n", Loc.Line,
                        escapeHtml(compilerLocation(Loc)), escapeHtml(Text));
  };
  if (!W.Related.empty() || !W.AllocationStack.empty()) {
    Page += "<h2>Where it comes from</h2>\n<ul class=\"related\">\n";
    for (const RelatedNote &N : W.Related)
      Item(N.Loc.valid() ? N.Loc : W.Loc, N.Text);
    for (size_t I = W.AllocationStack.size(); I-- > 0;)
      Item(W.AllocationStack[I].Loc,
           fmt::format("memory allocated in '{}'", W.AllocationStack[I].Text));
    Page += "</ul>\n";
  }
  if (!W.Conditions.empty() || !W.OccursWhen.empty()) {
    Page += "<h2>Occurs when</h2>\n<ul class=\"conditions\">\n";
    for (const WarningCondition &C : W.Conditions)
      Item(C.Loc, fmt::format("when '{}'", C.Text));
    for (const std::string &Reason : W.OccursWhen)
      Item(W.Loc, fmt::format("occurs when '{}'", Reason));
    Page += "</ul>\n";
  }
  Page += "<h2>Path</h2>\n<ol class=\"path\">\n";
  uint32_t N = 0;
  size_t NextUse = 0; // the model outcomes follow W.Models' order
  for (const PathStep &S : W.Path) {
    ++N;
    // An outcome of an automatic model: which callee, which of its cases.
    std::string Model;
    if (S.StepKind == PathStep::Kind::ModelOutcome && S.Depth == 0 &&
        NextUse < W.Models.size() && W.Models[NextUse].Loc == S.Loc) {
      const ModelUse &M = W.Models[NextUse++];
      if (M.Origin == "automatic")
        Model = " &middot; automatic model of " + Callees.link(M);
    }
    // A step the listing shows links to its badge, others to their line.
    std::string Where = !S.Loc.valid() ? std::string()
                        : Places.InSource.count(N)
                            ? fmt::format("<a href=\"#S{}\">{}</a>", N,
                                          escapeHtml(compilerLocation(S.Loc)))
                            : fmt::format("<a href=\"#L{}\">{}</a>", S.Loc.Line,
                                          escapeHtml(compilerLocation(S.Loc)));
    Page += fmt::format("<li id=\"step-{}\" class=\"step step-{}\" "
                        "style=\"margin-left:{}em\">{} {}{} <span "
                        "class=\"nav\">{}</span></li>\n",
                        N, stepKindId(S.StepKind), S.Depth * 2, Where,
                        stepHtml(S, Sources), Model,
                        Places.previous(N) + Places.next(N));
  }
  Page += "</ol>\n";
  if (!W.Models.empty()) {
    Page += "<h2>Models used</h2>\n<table class=\"models\"><tr><th>call "
            "site</th><th>model</th><th>call</th><th>outcome</th><th>reason "
            "or case</th></tr>\n";
    for (const ModelUse &M : W.Models) {
      std::optional<size_t> Callee = Callees.of(M);
      std::string Name =
          Callee ? fmt::format("<a class=\"callee\" href=\"{}\">{}</a>",
                               CalleePages::page(*Callee), escapeHtml(M.Callee))
                 : escapeHtml(M.Callee);
      std::string Why = escapeHtml(M.Reason);
      if (!M.Case.empty())
        Why += (Why.empty() ? "" : "; ") +
               ("<span class=\"case\">" + escapeHtml(M.Case) + "</span>");
      Page +=
          fmt::format("<tr><td><a href=\"#L{}\">{}</a></td><td>{}{}</td>"
                      "<td><code>{}</code></td><td>{}</td><td>{}</td></tr>\n",
                      M.Loc.Line, escapeHtml(compilerLocation(M.Loc)),
                      escapeHtml(M.Origin.empty() ? "" : M.Origin + " "), Name,
                      escapeHtml(M.CallText), escapeHtml(M.ReturnText), Why);
    }
    Page += "</table>\n";
  }
}

void sourceSection(std::string &Page, const ReportedWarning &R,
                   const SourceListing *Listing, const StepPlaces &Places) {
  const Warning &W = R.W;
  if (!Listing) {
    Page += fmt::format("<p class=\"warn-box\">Cannot read {}: the source "
                        "is not shown.</p>\n",
                        escapeHtml(displayPath(W.Loc)));
    return;
  }
  Page += fmt::format("<h2>Source of <code>{}</code> ({}, lines {}&ndash;{})"
                      "</h2>\n<table class=\"src\">\n",
                      escapeHtml(W.Function), escapeHtml(displayPath(W.Loc)),
                      Listing->FirstLine, Listing->LastLine);
  for (const SourceListing::Line &L : Listing->Lines) {
    std::string Class;
    if (!L.Steps.empty())
      Class += " on-path";
    if (L.IsWarningLine)
      Class += " warning-line";
    std::string Badges;
    for (uint32_t S : L.Steps)
      Badges += fmt::format("<span class=\"badge\" id=\"S{0}\">{1}<a "
                            "href=\"#step-{0}\" title=\"step {0} of the "
                            "path\">{0}</a>{2}</span>",
                            S, Places.previous(S), Places.next(S));
    std::string Notes;
    for (const std::string &N : L.Notes)
      Notes += (Notes.empty() ? "" : "; ") + escapeHtml(N);
    Page += fmt::format("<tr id=\"L{}\" class=\"{}\"><td class=\"steps\">{}"
                        "</td><td class=\"ln\">{}</td><td class=\"code\">{}"
                        "</td><td class=\"notes\">{}</td></tr>\n",
                        L.Number, Class.empty() ? "" : Class.substr(1), Badges,
                        L.Number, escapeHtml(L.Text), Notes);
  }
  Page += "</table>\n";
}

std::string warningPage(const std::vector<ReportedWarning> &Ws, size_t I,
                        SourceCache &Sources, CalleePages &Callees) {
  const ReportedWarning &R = Ws[I];
  const Warning &W = R.W;
  std::string Page = pageHead(W.Message);
  Page += "<p><a href=\"index.html\">&larr; all warnings</a>";
  if (I > 0)
    Page += fmt::format(" &middot; <a href=\"{}\">previous</a>",
                        warningPageName(Ws[I - 1], I - 1));
  if (I + 1 < Ws.size())
    Page += fmt::format(" &middot; <a href=\"{}\">next</a>",
                        warningPageName(Ws[I + 1], I + 1));
  Page += "</p>\n";
  Page +=
      fmt::format("<h1><span class=\"kind\">{}</span> <span "
                  "class=\"rank\">{}</span> {}</h1>\n",
                  kindInfo(W.Kind).Id, rankId(W.Rank), escapeHtml(W.Message));
  Page += fmt::format("<p>In function <code>{}</code> at <a href=\"#L{}\">{}"
                      "</a>{}</p>\n",
                      escapeHtml(W.Function), W.Loc.Line,
                      escapeHtml(compilerLocation(W.Loc)),
                      R.Suppressed ? " &middot; <em>suppressed by a "
                                     "pathsim-suppress comment</em>"
                                   : "");
  if (!R.Fingerprint.empty())
    Page += fmt::format("<p class=\"muted\">fingerprint {}</p>\n",
                        escapeHtml(R.Fingerprint));
  // The listing first: the path's links go to the steps it shows.
  std::optional<SourceListing> Listing;
  if (const SourceFile *File = Sources.get(sourcePath(W.Loc)))
    Listing = makeSourceListing(R, *File, /*AllSteps=*/true);
  StepPlaces Places;
  Places.Count = static_cast<uint32_t>(W.Path.size());
  if (Listing)
    for (const SourceListing::Line &L : Listing->Lines)
      Places.InSource.insert(L.Steps.begin(), L.Steps.end());
  factsSection(Page, W, Sources, Places, Callees);
  for (const ModelUse &M : W.Models)
    if (std::optional<size_t> Callee = Callees.of(M))
      Callees.Uses[*Callee].emplace_back(warningPageName(R, I), M);
  sourceSection(Page, R, Listing ? &*Listing : nullptr, Places);
  Page += "</body>\n</html>\n";
  return Page;
}

/// The page of a callee whose automatic model a path used: its source,
/// and each use, with the case taken, linking back to the warning.
std::string
calleePage(const FunctionStats &F,
           const std::vector<std::pair<std::string, ModelUse>> &Uses,
           SourceCache &Sources) {
  std::string Page = pageHead("function " + F.Function);
  Page += "<p><a href=\"index.html\">&larr; all warnings</a></p>\n";
  Page +=
      fmt::format("<h1>Function <code>{}</code></h1>\n<p>Defined at "
                  "{}; its automatic model was used by these paths:</p>\n"
                  "<ul class=\"uses\">\n",
                  escapeHtml(F.Function), escapeHtml(compilerLocation(F.Loc)));
  for (const auto &[WarningPage, M] : Uses)
    Page += fmt::format("<li><a href=\"{}\">{}</a>: <code>{}</code>: {}{}"
                        "</li>\n",
                        WarningPage, escapeHtml(compilerLocation(M.Loc)),
                        escapeHtml(M.CallText), escapeHtml(M.ReturnText),
                        M.Case.empty() ? ""
                                       : ", <span class=\"case\">" +
                                             escapeHtml(M.Case) + "</span>");
  Page += "</ul>\n";
  const SourceFile *File = Sources.get(sourcePath(F.Loc));
  if (!File || !F.Loc.Line) {
    Page += fmt::format("<p class=\"warn-box\">Cannot read {}: the source "
                        "is not shown.</p>\n",
                        escapeHtml(displayPath(F.Loc)));
  } else {
    auto [From, To] = functionExtent(*File, F.Loc.Line, F.Loc.Line, F.Loc.Line);
    Page += fmt::format("<h2>Source ({}, lines {}&ndash;{})</h2>\n<table "
                        "class=\"src\">\n",
                        escapeHtml(displayPath(F.Loc)), From, To);
    for (uint32_t N = From; N <= To; ++N)
      Page += fmt::format("<tr id=\"L{0}\"><td class=\"ln\">{0}</td><td "
                          "class=\"code\">{1}</td></tr>\n",
                          N, escapeHtml(File->line(N)));
    Page += "</table>\n";
  }
  Page += "</body>\n</html>\n";
  return Page;
}

} // namespace

Error writeHtmlReport(const std::string &Dir,
                      const std::vector<ReportedWarning> &Ws,
                      SourceCache &Sources, const HtmlOptions &Options) {
  // Written whole or not at all: a failure leaves the directory as it was.
  std::vector<std::pair<std::string, std::string>> Files;
  Files.emplace_back("pathsim.css", HtmlStyleSheet);
  Files.emplace_back("pathsim.js", HtmlIndexScript);
  CalleePages Callees(Options.Functions);
  for (size_t I = 0; I < Ws.size(); ++I)
    Files.emplace_back(warningPageName(Ws[I], I),
                       warningPage(Ws, I, Sources, Callees));
  for (const auto &[Index, Uses] : Callees.Uses)
    Files.emplace_back(CalleePages::page(Index),
                       calleePage(Options.Functions[Index], Uses, Sources));
  // The index last: it is renamed into place after every page it links.
  Files.emplace_back("index.html", indexPage(Ws, Options));
  return writeFilesAtomically(Dir, Files);
}

} // namespace pathsim::reports
