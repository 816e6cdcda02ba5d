//===- server/HttpServer.h - the Api over HTTP (cpp-httplib) --------------===//
#pragma once

#include "reports/Expected.h"
#include "server/Api.h"

#include <functional>
#include <string>

namespace pathsim::server {

struct ListenOptions {
  std::string Host = "127.0.0.1";
  int Port = 8080; ///< 0: a free port the system picks
  unsigned Threads = 8;
  size_t MaxBody = 64 * 1024; ///< a larger request body is refused (413)
};

/// Serves \p A on \p L until SIGINT or SIGTERM; \p OnListening is called
/// with the port once it is bound, before any request is answered. An
/// Error when the address cannot be bound.
reports::Error serveHttp(Api &A, const ListenOptions &L,
                         const std::function<void(int Port)> &OnListening);

} // namespace pathsim::server
