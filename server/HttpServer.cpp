//===- server/HttpServer.cpp - the Api over HTTP (cpp-httplib) ------------===//
//
// The only file that includes httplib.h (Debian's libcpp-httplib-dev: a
// shared library whose header needs the library's own build flags, which
// CMake takes from its pkg-config file).
#include "server/HttpServer.h"

#include <httplib.h>

#include <fmt/format.h>

#include <atomic>
#include <cctype>
#include <chrono>
#include <csignal>
#include <pthread.h>
#include <thread>

namespace pathsim::server {

namespace {

Request fromHttplib(const httplib::Request &In) {
  Request R;
  R.Method = In.method;
  R.Path = In.path;
  for (const auto &[K, V] : In.params)
    R.Query.emplace(K, V);
  for (const auto &[K, V] : In.headers) {
    std::string Name = K;
    for (char &C : Name)
      C = static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
    R.Headers.emplace(Name, V); // the first of a repeated header wins
  }
  R.Body = In.body;
  return R;
}

/// Headers every answer carries: the page runs only its own script and
/// style, is framed by no one, and nothing is cached or sniffed.
void secure(httplib::Response &Out) {
  Out.set_header("Content-Security-Policy",
                 "default-src 'none'; script-src 'self'; style-src 'self'; "
                 "connect-src 'self'; img-src 'self'; base-uri 'none'; "
                 "form-action 'none'; frame-ancestors 'none'");
  Out.set_header("X-Content-Type-Options", "nosniff");
  Out.set_header("X-Frame-Options", "DENY");
  Out.set_header("Referrer-Policy", "no-referrer");
  Out.set_header("Cache-Control", "no-store");
}

} // namespace

reports::Error serveHttp(Api &A, const ListenOptions &L,
                         const std::function<void(int Port)> &OnListening) {
  // SIGINT and SIGTERM are taken by one thread (sigwait), which stops the
  // server; every other thread, the pool's too, has them blocked.
  sigset_t Signals, Old;
  sigemptyset(&Signals);
  sigaddset(&Signals, SIGINT);
  sigaddset(&Signals, SIGTERM);
  sigaddset(&Signals, SIGUSR1); // the server stopped by itself
  pthread_sigmask(SIG_BLOCK, &Signals, &Old);
  std::signal(SIGPIPE, SIG_IGN); // a client gone mid-answer

  httplib::Server Server;
  const unsigned Threads = L.Threads;
  Server.new_task_queue = [Threads] { return new httplib::ThreadPool(Threads); };
  Server.set_payload_max_length(L.MaxBody);
  Server.set_read_timeout(5, 0);
  Server.set_write_timeout(5, 0);
  Server.set_keep_alive_timeout(2);
  auto Handle = [&A](const httplib::Request &In, httplib::Response &Out) {
    Response R = A.handle(fromHttplib(In));
    Out.status = R.Status;
    secure(Out);
    Out.set_content(R.Body, R.ContentType.c_str());
  };
  Server.Get(".*", Handle);
  Server.Post(".*", Handle);
  Server.Put(".*", Handle);
  Server.Patch(".*", Handle);
  Server.Delete(".*", Handle);
  Server.Options(".*", Handle);
  // Answers httplib makes itself (413 for a body too large, 400 for a
  // malformed request) get a JSON body too.
  Server.set_error_handler([](const httplib::Request &,
                              httplib::Response &Out) {
    if (!Out.body.empty())
      return;
    secure(Out);
    Out.set_content(fmt::format("{{\"error\": \"HTTP status {}\"}}",
                                Out.status),
                    "application/json");
  });
  Server.set_exception_handler(
      [](const httplib::Request &, httplib::Response &Out, std::exception_ptr) {
        Out.status = 500;
        secure(Out);
        Out.set_content("{\"error\": \"internal error\"}", "application/json");
      });

  int Port = L.Port;
  if (Port == 0) {
    Port = Server.bind_to_any_port(L.Host);
    if (Port < 0)
      Port = 0;
  } else if (!Server.bind_to_port(L.Host, Port)) {
    Port = 0;
  }
  if (Port == 0) {
    pthread_sigmask(SIG_SETMASK, &Old, nullptr);
    return reports::Error::failure(fmt::format(
        "cannot listen on {}:{} (in use, or not an address of this machine)",
        L.Host, L.Port));
  }
  OnListening(Port);
  // stop() does nothing before the server runs: a signal that comes
  // before listen_after_bind() starts is acted on once it has.
  std::atomic<bool> Done{false};
  std::thread Watcher([&] {
    int Got = 0;
    sigwait(&Signals, &Got);
    while (!Done) {
      Server.stop();
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  Server.listen_after_bind();
  Done = true;
  pthread_kill(Watcher.native_handle(), SIGUSR1);
  Watcher.join();
  pthread_sigmask(SIG_SETMASK, &Old, nullptr);
  return reports::Error::success();
}

} // namespace pathsim::server
