//===- server/Api.h - pathsim serve's JSON API, without HTTP --------------===//
#pragma once

#include "reports/Expected.h"
#include "reports/WarningStore.h"
#include "simulator/Warning.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pathsim::server {

/// What the HTTP layer hands the API: the request as parsed, nothing read
/// from the file system.
struct Request {
  std::string Method; ///< GET, POST...
  std::string Path;   ///< without the query
  std::multimap<std::string, std::string> Query;
  std::map<std::string, std::string> Headers; ///< names in lower case
  std::string Body;
  /// The first value of query parameter \p Name, or empty.
  std::string param(const std::string &Name) const;
  /// Header \p Name (lower case), or empty.
  std::string header(const std::string &Name) const;
};

struct Response {
  int Status = 200;
  std::string ContentType = "application/json";
  std::string Body;
};

/// How `pathsim serve` was started.
struct ApiOptions {
  std::string Db;            ///< file or URL, as given
  /// The token writes need; empty: the server is read-only.
  std::string Token;
  /// Source text is shown only of files under this directory (canonical),
  /// and under the root the warning's run recorded.
  std::string SourceRoot;
  /// The Host header values requests may carry (DNS rebinding: a page of
  /// another site that resolves its name to 127.0.0.1 must not read the
  /// API): "127.0.0.1:PORT", "localhost:PORT", and the --allow-host names.
  std::vector<std::string> AllowedHosts;
  /// The rank shown when neither the request nor the run says one.
  WarningRank DefaultRank = WarningRank::Likely;
  std::string Version;
};

/// Connections to the store, one per request at a time: a connection is
/// not for concurrent use (store::Database), and opening one per request
/// would cost a PostgreSQL connection each time.
class StorePool {
public:
  explicit StorePool(std::string Db) : Db(std::move(Db)) {}
  /// A connection for the caller alone until the lease ends.
  class Lease {
  public:
    Lease(StorePool &Pool, std::unique_ptr<reports::WarningStore> Store)
        : Pool(&Pool), Store(std::move(Store)) {}
    Lease(Lease &&) = default;
    ~Lease();
    /// Closes the connection instead of returning it to the pool (after an
    /// error: a lost PostgreSQL connection is not handed to the next
    /// request).
    void discard() { Store.reset(); }
    reports::WarningStore &operator*() { return *Store; }
    reports::WarningStore *operator->() { return Store.get(); }

  private:
    StorePool *Pool;
    std::unique_ptr<reports::WarningStore> Store;
  };
  reports::Expected<Lease> take();

private:
  friend class Lease;
  std::string Db;
  std::mutex Mutex;
  std::vector<std::unique_ptr<reports::WarningStore>> Idle;
};

/// The routes of docs/server.md. Thread-safe: each call takes its own
/// connection from the pool.
class Api {
public:
  Api(StorePool &Pool, ApiOptions Options)
      : Pool(Pool), Options(std::move(Options)) {}
  Response handle(const Request &R);
  bool writable() const { return !Options.Token.empty(); }
  /// Sets the Host header values admitted (once the port is known, before
  /// the first request).
  void allowHosts(std::vector<std::string> Hosts) {
    Options.AllowedHosts = std::move(Hosts);
  }

private:
  Response route(const Request &R);
  std::optional<Response> refuse(const Request &R);
  Response info();
  Response runs(const Request &R);
  Response warnings(const Request &R, int64_t Run);
  Response warning(int64_t Id);
  Response diff(const Request &R);
  Response review(const Request &R, int64_t Id);

  StorePool &Pool;
  ApiOptions Options;
};

/// The token in \p Path, after checking that the file is a regular file of
/// this user that no one else may read or write (mode 0600 or 0400) and
/// holds at least 16 characters; an Error says what is wrong.
reports::Expected<std::string> readTokenFile(const std::string &Path);

/// The single-page UI, embedded: index.html, app.js, app.css.
extern const std::string_view PageHtml, PageScript, PageStyle;

} // namespace pathsim::server
