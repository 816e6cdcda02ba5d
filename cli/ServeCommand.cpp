//===- cli/ServeCommand.cpp - pathsim serve -------------------------------===//
#include "automodel/RunSettings.h"
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "cli/ReportsCommon.h"
#include "server/Api.h"
#include "server/HttpServer.h"
#include "sourcemap/Printable.h"

#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <filesystem>
#include <iostream>

namespace cl = llvm::cl;

#ifndef PATHSIM_VERSION
#define PATHSIM_VERSION "unknown"
#endif

namespace pathsim::cli {

namespace {

/// "HOST:PORT", ":PORT" or "[V6]:PORT" split; nullopt if malformed.
std::optional<std::pair<std::string, int>> parseListen(const std::string &S) {
  size_t Colon = S.rfind(':');
  if (Colon == std::string::npos)
    return std::nullopt;
  std::string Host = S.substr(0, Colon);
  int Port = 0;
  if (llvm::StringRef(S).substr(Colon + 1).getAsInteger(10, Port) || Port < 0 ||
      Port > 65535)
    return std::nullopt;
  if (Host.size() >= 2 && Host.front() == '[' && Host.back() == ']')
    Host = Host.substr(1, Host.size() - 2);
  if (Host.empty())
    Host = "127.0.0.1";
  return std::pair{Host, Port};
}

bool isLoopback(const std::string &Host) {
  return Host == "localhost" || Host == "::1" ||
         llvm::StringRef(Host).starts_with("127.");
}

} // namespace

int runServe(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("serve options");
  auto Db = dbOption(Cat);
  cl::opt<std::string> Listen(
      "listen",
      cl::desc("Address and port to listen on (default 127.0.0.1:8080; port "
               "0: a free one, printed)"),
      cl::init("127.0.0.1:8080"), cl::value_desc("host:port"), cl::cat(Cat));
  cl::opt<std::string> TokenFile(
      "token-file",
      cl::desc("File holding the token that reviews need (mode 0600, yours); "
               "without it the server is read-only"),
      cl::value_desc("file"), cl::cat(Cat));
  cl::list<std::string> AllowHost(
      "allow-host",
      cl::desc("A name the server is reached by besides 127.0.0.1 and "
               "localhost (the Host header; repeatable)"),
      cl::value_desc("name[:port]"), cl::cat(Cat));
  cl::opt<unsigned> Threads("threads",
                            cl::desc("Requests answered at once (default 8)"),
                            cl::init(8), cl::value_desc("n"), cl::cat(Cat));
  auto Root = sourceRootOption(Cat);
  if (!parseOptions("serve", Cat, Args,
                    "Serves the store's runs and warnings to a browser and "
                    "as a JSON API (docs/server.md): runs, diffs, warnings "
                    "with their paths over the source, and reviews.\n"))
    return ExitUsage;
  auto Address = parseListen(Listen);
  if (!Address) {
    llvm::errs() << "pathsim serve: --listen '" << printable(Listen)
                 << "' is not HOST:PORT (e.g. 127.0.0.1:8080)\n";
    return ExitUsage;
  }
  if (Threads < 1 || Threads > 256) {
    llvm::errs() << "pathsim serve: --threads must be between 1 and 256\n";
    return ExitUsage;
  }
  server::ApiOptions Options;
  Options.Db = *Db;
  Options.Version = PATHSIM_VERSION;
  Options.DefaultRank =
      rankFromId(RunSettings().Rank).value_or(WarningRank::Likely);
  if (TokenFile.getNumOccurrences()) {
    reports::Expected<std::string> Token = server::readTokenFile(TokenFile);
    if (!Token) {
      llvm::errs() << "pathsim serve: " << Token.error().message() << "\n";
      return ExitUsage;
    }
    Options.Token = *Token;
  }
  reports::SourceCache Limits;
  limitSources(Limits, *Root);
  Options.SourceRoot = Limits.root();

  // The store is opened once here, so that an unusable one is said before
  // the server starts; the pool opens more connections as requests need.
  std::optional<reports::WarningStore> First = openStoreForReports(*Db);
  if (!First)
    return ExitUsage;
  server::StorePool Pool(*Db);
  First.reset();
  server::Api A(Pool, Options);

  server::ListenOptions L;
  L.Host = Address->first;
  L.Port = Address->second;
  L.Threads = Threads;
  reports::Error E = server::serveHttp(A, L, [&](int Port) {
    std::vector<std::string> Hosts;
    for (const char *H : {"127.0.0.1", "localhost", "[::1]"})
      Hosts.push_back(fmt::format("{}:{}", H, Port));
    const std::string Named = L.Host.find(':') != std::string::npos
                                  ? "[" + L.Host + "]"
                                  : L.Host;
    Hosts.push_back(fmt::format("{}:{}", Named, Port));
    for (const std::string &H : AllowHost) {
      Hosts.push_back(H.find(':') == std::string::npos
                          ? fmt::format("{}:{}", H, Port)
                          : H);
      if (Port == 80)
        Hosts.push_back(H);
    }
    A.allowHosts(std::move(Hosts));
    std::cout << fmt::format(
        "pathsim serve: http://{}:{}/ over '{}'; {}\n", Named, Port,
        store::displayName(*Db),
        A.writable() ? "reviews need the token of '" + TokenFile + "'"
                     : std::string("read-only (no --token-file): reviews "
                                   "are refused"));
    if (!isLoopback(L.Host))
      std::cout << "pathsim serve: warning: listening beyond this machine: "
                   "whoever reaches it reads every run\n";
    std::cout.flush();
  });
  if (E) {
    llvm::errs() << "pathsim serve: " << E.message() << "\n";
    return ExitUsage;
  }
  return ExitOk;
}

} // namespace pathsim::cli
