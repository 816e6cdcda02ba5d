//===- server/Api.cpp - pathsim serve's JSON API, without HTTP ------------===//
//
// Every answer is JSON written by reports' JsonWriter (text from the store
// escaped, malformed UTF-8 replaced), or one of the embedded pages. Nothing
// in a request names a file: source text is read only for the files a
// stored warning names, and only under both the server's --source-root and
// the root its run recorded (docs/security.md: a store may be hostile).
#include "server/Api.h"

#include "reports/Json.h"
#include "reports/SarifRenderer.h"
#include "reports/SourceListing.h"
#include "reports/StoreQueries.h"
#include "reports/StoredDiff.h"
#include "reports/WarningText.h"
#include "sourcemap/PathWithin.h"
#include "store/Database.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

namespace pathsim::server {

using namespace reports;

std::string Request::param(const std::string &Name) const {
  auto It = Query.find(Name);
  return It == Query.end() ? std::string() : It->second;
}

std::string Request::header(const std::string &Name) const {
  auto It = Headers.find(Name);
  return It == Headers.end() ? std::string() : It->second;
}

StorePool::Lease::~Lease() {
  if (!Store)
    return;
  std::lock_guard<std::mutex> Lock(Pool->Mutex);
  Pool->Idle.push_back(std::move(Store));
}

Expected<StorePool::Lease> StorePool::take() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (!Idle.empty()) {
      std::unique_ptr<WarningStore> Store = std::move(Idle.back());
      Idle.pop_back();
      return Lease(*this, std::move(Store));
    }
  }
  StoreOptions Options;
  Options.Create = false;
  Expected<WarningStore> Store = WarningStore::open(Db, Options);
  if (!Store)
    return Store.takeError();
  return Lease(*this, std::make_unique<WarningStore>(std::move(*Store)));
}

namespace {

/// Bounds on what a review may carry.
constexpr size_t MaxComment = 4096, MaxAuthor = 256;
/// Lines shown before and after each step of a path.
constexpr uint32_t ContextLines = 2;

Response json(int Status, const std::string &Body) {
  return {Status, "application/json", Body};
}

Response error(int Status, std::string_view Message) {
  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  J.objectBegin();
  J.member("error", Message);
  J.objectEnd();
  return json(Status, OS.str());
}

/// A store error: the connection is closed rather than reused.
Response failed(StorePool::Lease &Lease, std::string_view Message) {
  Lease.discard();
  return error(500, Message);
}

/// A positive id of at most 18 digits, else nullopt.
std::optional<int64_t> parseId(std::string_view Text) {
  if (Text.empty() || Text.size() > 18 ||
      !std::all_of(Text.begin(), Text.end(),
                   [](char C) { return C >= '0' && C <= '9'; }))
    return std::nullopt;
  int64_t Id = 0;
  for (char C : Text)
    Id = Id * 10 + (C - '0');
  return Id > 0 ? std::optional<int64_t>(Id) : std::nullopt;
}

/// Splits "/api/v1/warnings/12/review" into its segments.
std::vector<std::string_view> segments(std::string_view Path) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  if (!Path.empty())
    llvm::StringRef(Path).drop_front(1).split(Parts, '/', -1, true);
  return {Parts.begin(), Parts.end()};
}

/// Whether \p Needle occurs in \p Text, letters compared without case.
bool containsFolded(std::string_view Text, std::string_view Needle) {
  return llvm::StringRef(Text).contains_insensitive(Needle);
}

/// Whether \p Path, made normal, lies under \p Root (a directory).
bool lexicallyUnder(const std::string &Path, const std::string &Root) {
  if (Root.empty())
    return true;
  namespace fs = std::filesystem;
  fs::path P = fs::path(Path).lexically_normal();
  fs::path R = fs::path(Root).lexically_normal();
  return P != R && pathWithin(P, R);
}

/// A constant-time comparison: how long it takes says nothing of how much
/// of the token a guess got right.
bool sameToken(std::string_view A, std::string_view B) {
  unsigned char Diff = A.size() == B.size() ? 0 : 1;
  for (size_t I = 0; I < A.size(); ++I)
    Diff |= static_cast<unsigned char>(A[I] ^ (I < B.size() ? B[I] : 0));
  return Diff == 0;
}

std::string knownKinds() {
  std::string Known;
  for (const WarningKindInfo &Info : allWarningKinds())
    if (Info.Kind != WarningKind::DebugEval)
      Known += (Known.empty() ? "" : ", ") + std::string(Info.Id);
  return Known;
}

} // namespace

std::optional<Response> Api::refuse(const Request &R) {
  // DNS rebinding: a page of another site whose name resolves to this
  // machine sends its own name as the Host.
  const std::string Host = R.header("host");
  if (!Options.AllowedHosts.empty() &&
      std::find(Options.AllowedHosts.begin(), Options.AllowedHosts.end(),
                Host) == Options.AllowedHosts.end())
    return error(403, fmt::format("host '{}' is not served here (pathsim "
                                  "serve --allow-host NAME admits a name)",
                                  Host));
  if (R.Method == "GET" || R.Method == "HEAD")
    return std::nullopt;
  if (R.Method != "POST")
    return error(405, "method not allowed");
  // A state-changing request: never from another site's page. A form post
  // cannot set the token's header nor send application/json; a script of
  // another origin is told apart by its Origin.
  const std::string Origin = R.header("origin");
  if (!Origin.empty() && Origin != "http://" + Host)
    return error(403, fmt::format("cross-site request refused (origin '{}')",
                                  Origin));
  if (R.header("sec-fetch-site") == "cross-site")
    return error(403, "cross-site request refused");
  if (!writable())
    return error(403, "this server is read-only: start 'pathsim serve' with "
                      "--token-file FILE to allow reviews");
  std::string Given = R.header("x-pathsim-token");
  if (Given.empty()) {
    std::string Auth = R.header("authorization");
    if (llvm::StringRef(Auth).starts_with("Bearer "))
      Given = Auth.substr(7);
  }
  if (Given.empty())
    return error(401, "a write needs the server's token in the "
                      "X-Pathsim-Token header");
  if (!sameToken(Given, Options.Token))
    return error(403, "wrong token");
  std::string Type = R.header("content-type");
  if (llvm::StringRef(Type).split(';').first.trim() != "application/json")
    return error(415, "a write's body must be application/json");
  return std::nullopt;
}

Response Api::handle(const Request &R) {
  if (std::optional<Response> Refused = refuse(R))
    return *Refused;
  return route(R);
}

Response Api::route(const Request &R) {
  if (R.Method == "GET" || R.Method == "HEAD") {
    if (R.Path == "/" || R.Path == "/index.html")
      return {200, "text/html; charset=utf-8", std::string(PageHtml)};
    if (R.Path == "/app.js")
      return {200, "text/javascript; charset=utf-8", std::string(PageScript)};
    if (R.Path == "/app.css")
      return {200, "text/css; charset=utf-8", std::string(PageStyle)};
  }
  std::vector<std::string_view> S = segments(R.Path);
  if (S.size() < 3 || S[0] != "api" || S[1] != "v1")
    return error(404, "no such page");
  const bool Get = R.Method == "GET" || R.Method == "HEAD";
  if (S.size() == 3 && S[2] == "info" && Get)
    return info();
  if (S.size() == 3 && S[2] == "runs" && Get)
    return runs(R);
  if (S.size() == 3 && S[2] == "diff" && Get)
    return diff(R);
  if (S.size() == 5 && S[2] == "runs" && S[4] == "warnings" && Get) {
    if (std::optional<int64_t> Id = parseId(S[3]))
      return warnings(R, *Id);
    return error(400, "a run id is a positive number");
  }
  if (S.size() == 4 && S[2] == "warnings" && Get) {
    if (std::optional<int64_t> Id = parseId(S[3]))
      return warning(*Id);
    return error(400, "a warning id is a positive number");
  }
  if (S.size() == 5 && S[2] == "warnings" && S[4] == "review") {
    if (R.Method != "POST")
      return error(405, "a review is posted");
    if (std::optional<int64_t> Id = parseId(S[3]))
      return review(R, *Id);
    return error(400, "a warning id is a positive number");
  }
  return error(404, "no such API path (docs/server.md lists them)");
}

Response Api::info() {
  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  J.objectBegin();
  J.member("version", Options.Version);
  J.member("database", store::displayName(Options.Db));
  J.member("writable", writable());
  J.key("kinds");
  J.arrayBegin();
  for (const WarningKindInfo &Info : allWarningKinds())
    if (Info.Kind != WarningKind::DebugEval)
      J.value(Info.Id);
  J.arrayEnd();
  J.key("ranks");
  J.arrayBegin();
  for (const char *Rank : {"certain", "likely", "possible"})
    J.value(Rank);
  J.arrayEnd();
  J.key("statuses");
  J.arrayBegin();
  for (const char *Status : ReviewStatuses)
    J.value(Status);
  J.value("unreviewed");
  J.arrayEnd();
  J.objectEnd();
  return json(200, OS.str());
}

Response Api::runs(const Request &R) {
  std::vector<std::pair<std::string, std::string>> Wanted;
  for (auto [It, End] = R.Query.equal_range("tag"); It != End; ++It) {
    size_t Eq = It->second.find('=');
    if (Eq == std::string::npos)
      return error(400, "a tag filter is key=value");
    Wanted.emplace_back(It->second.substr(0, Eq), It->second.substr(Eq + 1));
  }
  const bool ByName = R.Query.count("name") != 0;
  const std::string Name = R.param("name");
  Expected<StorePool::Lease> Store = Pool.take();
  if (!Store)
    return error(503, Store.error().message());
  Expected<std::vector<RunRecord>> Runs = listRuns(**Store);
  if (!Runs)
    return failed(*Store, Runs.error().message());
  std::erase_if(*Runs, [&](const RunRecord &Run) {
    if (ByName && Run.Name != Name)
      return true;
    for (const auto &[K, V] : Wanted)
      if (!Run.hasTag(K, V))
        return true;
    return false;
  });
  Expected<int64_t> Default = defaultRun(**Store);
  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  J.objectBegin();
  J.key("default_run");
  if (Default)
    J.value(*Default);
  else
    J.null();
  J.key("runs");
  J.arrayBegin();
  for (const RunRecord &Run : *Runs)
    writeRunJson(J, Run);
  J.arrayEnd();
  J.objectEnd();
  return json(200, OS.str());
}

Response Api::warnings(const Request &R, int64_t Run) {
  WarningFilter Filter;
  Filter.Run = Run;
  Filter.IncludeSuppressed = true;
  if (std::string Kind = R.param("kind"); !Kind.empty()) {
    Filter.Kind = kindFromId(Kind);
    if (!Filter.Kind)
      return error(400, fmt::format("unknown kind '{}'; kinds are: {}", Kind,
                                    knownKinds()));
  }
  std::optional<WarningRank> Rank;
  if (std::string Given = R.param("rank"); !Given.empty()) {
    Rank = rankFromId(Given);
    if (!Rank)
      return error(400, "rank is one of certain, likely, possible");
  }
  const std::string Status = R.param("review");
  if (!Status.empty() && !isReviewStatus(Status))
    return error(400, "review is one of confirmed, false-positive, "
                      "intentional, unreviewed");
  const bool All = R.param("all") == "1";
  const std::string Text = R.param("text");
  Filter.FileGlob = R.param("file");
  Filter.FunctionGlob = R.param("function");
  size_t Offset = 0, Limit = 500;
  if (std::string O = R.param("offset"); !O.empty()) {
    std::optional<int64_t> N = O == "0" ? 0 : parseId(O);
    if (!N)
      return error(400, "offset is a number");
    Offset = static_cast<size_t>(*N);
  }
  if (std::string L = R.param("limit"); !L.empty()) {
    std::optional<int64_t> N = parseId(L);
    if (!N || *N > 5000)
      return error(400, "limit is a number from 1 to 5000");
    Limit = static_cast<size_t>(*N);
  }

  Expected<StorePool::Lease> Store = Pool.take();
  if (!Store)
    return error(503, Store.error().message());
  if (Expected<RunRecord> Found = findRun(**Store, Run); !Found)
    return error(404, Found.error().message());
  if (!Rank)
    Rank = storedRank(**Store, Run).value_or(Options.DefaultRank);
  Expected<std::vector<ReportedWarning>> Ws = queryWarnings(**Store, Filter);
  if (!Ws)
    return failed(*Store, Ws.error().message());
  // As `reports list`: below the rank left out; suppressed ones and those
  // reviewed false-positive or intentional hidden unless all=1 (or the
  // review asked for is one of those).
  size_t BelowRank = std::erase_if(
      *Ws, [&](const ReportedWarning &W) { return W.W.Rank > *Rank; });
  size_t Suppressed = 0, Dismissed = 0;
  if (!All) {
    Suppressed = std::erase_if(
        *Ws, [](const ReportedWarning &W) { return W.Suppressed; });
    if (Status.empty())
      Dismissed = std::erase_if(
          *Ws, [](const ReportedWarning &W) { return W.Reviewed.dismisses(); });
  }
  std::erase_if(*Ws, [&](const ReportedWarning &W) {
    if (!Status.empty() &&
        W.Reviewed.Status != (Status == "unreviewed" ? "" : Status))
      return true;
    return !Text.empty() && !containsFolded(W.W.Message, Text) &&
           !containsFolded(W.W.Function, Text) &&
           !containsFolded(displayPath(W.W.Loc), Text) &&
           !containsFolded(W.W.Variable, Text);
  });
  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  J.objectBegin();
  J.member("run", Run);
  J.member("rank", rankId(*Rank));
  J.member("below_rank", static_cast<int64_t>(BelowRank));
  J.member("hidden_suppressed", static_cast<int64_t>(Suppressed));
  J.member("hidden_reviewed", static_cast<int64_t>(Dismissed));
  J.member("total", static_cast<int64_t>(Ws->size()));
  J.member("offset", static_cast<int64_t>(Offset));
  J.member("limit", static_cast<int64_t>(Limit));
  J.key("warnings");
  J.arrayBegin();
  for (size_t I = Offset; I < Ws->size() && I < Offset + Limit; ++I)
    writeWarningJson(J, (*Ws)[I]);
  J.arrayEnd();
  J.objectEnd();
  return json(200, OS.str());
}

Response Api::diff(const Request &R) {
  std::optional<int64_t> A = parseId(R.param("a")), B = parseId(R.param("b"));
  if (!A || !B)
    return error(400, "a diff takes two run ids, a and b");
  std::optional<WarningRank> Rank;
  if (std::string Given = R.param("rank"); !Given.empty()) {
    Rank = rankFromId(Given);
    if (!Rank)
      return error(400, "rank is one of certain, likely, possible");
  }
  Expected<StorePool::Lease> Store = Pool.take();
  if (!Store)
    return error(503, Store.error().message());
  for (int64_t Id : {*A, *B})
    if (Expected<RunRecord> Found = findRun(**Store, Id); !Found)
      return error(404, Found.error().message());
  if (!Rank)
    Rank = storedRank(**Store, *B).value_or(Options.DefaultRank);
  Expected<StoredDiff> D =
      diffStoredRuns(**Store, *A, *B, *Rank, R.param("all") == "1");
  if (!D)
    return failed(*Store, D.error().message());
  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  writeDiffJson(J, *A, *B, *Rank, *D);
  return json(200, OS.str());
}

namespace {

void locationJson(JsonWriter &J, const SourceLocation &Loc) {
  J.member("file", displayPath(Loc));
  J.member("line", Loc.Line);
  J.member("column", Loc.Col);
}

/// Reads a stored warning's files for the page: only files under the
/// server's root (SourceCache) and under the root the run recorded.
struct RunSources {
  SourceCache Cache;
  std::string RunRoot;
  std::map<std::string, std::string> Refused; ///< path -> why
  /// The file, or nullptr with \p Why set.
  const SourceFile *get(const std::string &Path, std::string &Why) {
    if (auto It = Refused.find(Path); It != Refused.end()) {
      Why = It->second;
      return nullptr;
    }
    const SourceFile *File = nullptr;
    if (Path.empty() || Path.front() != '/') {
      Why = "no absolute path stored";
    } else if (!lexicallyUnder(Path, RunRoot)) {
      Why = "outside the run's source root";
    } else {
      size_t Before = Cache.refused().size();
      File = Cache.get(Path);
      if (!File)
        Why = Cache.refused().size() > Before
                  ? "outside the server's --source-root"
                  : "not readable on the server";
    }
    if (!File)
      Refused.emplace(Path, Why);
    return File;
  }
};

} // namespace

Response Api::warning(int64_t Id) {
  Expected<StorePool::Lease> Store = Pool.take();
  if (!Store)
    return error(503, Store.error().message());
  Expected<ReportedWarning> Found = loadWarning(**Store, Id);
  if (!Found)
    return error(404, Found.error().message());
  const ReportedWarning &R = *Found;
  Expected<RunRecord> Run = findRun(**Store, R.RunId);
  if (!Run)
    return failed(*Store, Run.error().message());
  RunSources Sources;
  Sources.Cache.limitTo(Options.SourceRoot);
  // The run's root: the one it was analyzed with, else the repository
  // holding its files, else their common root; a store that names no
  // absolute file shows none.
  Sources.RunRoot = storedSourceRoot(*Run);
  if (Sources.RunRoot.empty()) {
    Expected<std::vector<std::string>> Units = unitFiles(**Store, R.RunId);
    std::vector<std::string> Files = Units ? *Units : std::vector<std::string>();
    Files.push_back(sourcePath(R.W.Loc));
    Sources.RunRoot = commonRoot(Files);
    if (std::string Repository = enclosingRepository(Sources.RunRoot);
        !Repository.empty())
      Sources.RunRoot = Repository;
    if (Sources.RunRoot.empty())
      Sources.RunRoot = "/nonexistent/\x01";
  }
  const WarningRank Shown =
      storedRank(**Store, R.RunId).value_or(Options.DefaultRank);

  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  J.objectBegin();
  J.key("warning");
  writeWarningJson(J, R);
  J.member("run_rank", rankId(Shown));
  J.member("function_line", R.FunctionLine);

  const std::string &Path = sourcePath(R.W.Loc);
  std::string Why;
  const SourceFile *File = Sources.get(Path, Why);
  J.key("listing");
  if (File) {
    SourceListing L = makeSourceListing(R, *File, /*AllSteps=*/true);
    J.objectBegin();
    J.member("file", displayPath(R.W.Loc));
    J.member("first_line", L.FirstLine);
    J.member("last_line", L.LastLine);
    J.member("changed",
             sourceChangedSinceRun(**Store, R.RunId, Path, Sources.Cache));
    J.key("lines");
    J.arrayBegin();
    for (const SourceListing::Line &Line : L.Lines) {
      J.objectBegin();
      J.member("n", Line.Number);
      J.member("text", Line.Text);
      J.key("steps");
      J.arrayBegin();
      for (uint32_t S : Line.Steps)
        J.value(S);
      J.arrayEnd();
      J.key("notes");
      J.arrayBegin();
      for (const std::string &N : Line.Notes)
        J.value(N);
      J.arrayEnd();
      J.member("warning", Line.IsWarningLine);
      J.objectEnd();
    }
    J.arrayEnd();
    J.objectEnd();
  } else {
    J.null();
    J.member("listing_unavailable", Why);
  }

  // Each step with the lines around it, wherever it is (a callee's file
  // too), so that the page can follow the path step by step.
  J.key("steps");
  J.arrayBegin();
  uint32_t N = 0;
  for (const PathStep &Step : R.W.Path) {
    J.objectBegin();
    J.member("n", ++N);
    J.member("kind", stepKindId(Step.StepKind));
    J.member("depth", Step.Depth);
    locationJson(J, Step.Loc);
    J.member("text", Step.Text);
    J.member("description", describeStep(Step));
    std::string StepWhy;
    const SourceFile *StepFile =
        Step.Loc.valid() ? Sources.get(sourcePath(Step.Loc), StepWhy) : nullptr;
    J.key("context");
    J.arrayBegin();
    if (StepFile) {
      uint32_t From = Step.Loc.Line > ContextLines ? Step.Loc.Line - ContextLines
                                                   : 1;
      for (uint32_t L = From; L <= Step.Loc.Line + ContextLines &&
                              L <= StepFile->Lines.size();
           ++L) {
        J.objectBegin();
        J.member("n", L);
        J.member("text", StepFile->line(L));
        J.objectEnd();
      }
    }
    J.arrayEnd();
    if (!StepFile)
      J.member("context_unavailable",
               Step.Loc.valid() ? StepWhy : "no location");
    J.objectEnd();
  }
  J.arrayEnd();

  auto Notes = [&](std::string_view Name, const std::vector<RelatedNote> &Ns) {
    J.key(Name);
    J.arrayBegin();
    for (const RelatedNote &Note : Ns) {
      J.objectBegin();
      locationJson(J, Note.Loc);
      J.member("text", Note.Text);
      J.objectEnd();
    }
    J.arrayEnd();
  };
  Notes("related", R.W.Related);
  Notes("allocation", R.W.AllocationStack);
  J.key("conditions");
  J.arrayBegin();
  for (const WarningCondition &C : R.W.Conditions) {
    J.objectBegin();
    locationJson(J, C.Loc);
    J.member("text", C.Text);
    J.objectEnd();
  }
  J.arrayEnd();
  J.key("occurs_when");
  J.arrayBegin();
  for (const std::string &O : R.W.OccursWhen)
    J.value(O);
  J.arrayEnd();
  J.key("models");
  J.arrayBegin();
  for (const ModelUse &Use : R.W.Models) {
    J.objectBegin();
    locationJson(J, Use.Loc);
    J.member("description", describeModelUse(Use));
    J.objectEnd();
  }
  J.arrayEnd();
  J.objectEnd();
  return json(200, OS.str());
}

Response Api::review(const Request &R, int64_t Id) {
  llvm::Expected<llvm::json::Value> Body = llvm::json::parse(R.Body);
  if (!Body) {
    std::string Message = llvm::toString(Body.takeError());
    return error(400, "the body is not JSON: " + Message);
  }
  const llvm::json::Object *O = Body->getAsObject();
  if (!O)
    return error(400, "the body is a JSON object");
  auto Field = [&](llvm::StringRef Name) -> std::optional<std::string> {
    if (const llvm::json::Value *V = O->get(Name)) {
      if (auto S = V->getAsString())
        return S->str();
      return std::nullopt;
    }
    return std::string();
  };
  std::optional<std::string> Status = Field("status"), Comment =
                                                           Field("comment"),
                             Author = Field("author");
  if (!Status || !Comment || !Author)
    return error(400, "status, comment and author are strings");
  if (!isReviewStatus(*Status))
    return error(400, "status is one of confirmed, false-positive, "
                      "intentional, unreviewed");
  if (Comment->size() > MaxComment || Author->size() > MaxAuthor)
    return error(413, fmt::format("a comment has at most {} bytes, an author "
                                  "at most {}",
                                  MaxComment, MaxAuthor));
  Expected<StorePool::Lease> Store = Pool.take();
  if (!Store)
    return error(503, Store.error().message());
  Expected<ReportedWarning> Found = loadWarning(**Store, Id);
  if (!Found)
    return error(404, Found.error().message());
  Review Given = givenReview(*Status, *Comment, *Author);
  if (Error E = setReview(**Store, Found->Fingerprint, Given))
    return failed(*Store, E.message());
  Expected<ReportedWarning> After = loadWarning(**Store, Id);
  if (!After)
    return failed(*Store, After.error().message());
  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  writeWarningJson(J, *After);
  return json(200, OS.str());
}

} // namespace pathsim::server
