//===- cli/InterruptWatch.h - SIGINT and SIGTERM during pathsim analyze ---===//
//
// The first SIGINT or SIGTERM raises the run's Interruption: no unit or
// function is started after it, the functions being simulated get a grace
// period to end, and `analyze` stores what was finished as an interrupted
// run. A second signal ends the process at once. The signals are taken by
// a thread of their own (blocked everywhere else), so nothing is done in a
// signal handler.
//
#pragma once

#include "simulator/Interruption.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>

#include <signal.h>

namespace pathsim::cli {

class InterruptWatch {
public:
  /// How long the functions being simulated may go on after the first
  /// signal.
  static constexpr std::chrono::seconds Grace{2};
  /// If the analysis has not returned this long after the first signal (a
  /// step of a function's simulation that does not end; a compile still
  /// running when the grace is over is left behind, see
  /// frontend::CompileOptions::Abandon),
  /// \p Abandon is called on the watch's thread, then the process exits
  /// with 128 + the signal.
  static constexpr std::chrono::seconds GiveUp{5};

  /// Blocks SIGINT and SIGTERM in this thread (and so in the threads it
  /// starts later) and starts the watch. \p Abandon(Signal) stores what it
  /// can when the analysis does not return in time.
  InterruptWatch(Interruption &Stop, std::function<void(int Signal)> Abandon);
  /// Stops the watch and unblocks the signals.
  ~InterruptWatch();
  InterruptWatch(const InterruptWatch &) = delete;
  InterruptWatch &operator=(const InterruptWatch &) = delete;

  /// Called when the analysis returned: the watch no longer abandons it.
  /// False if it already has (the process is about to exit: do nothing).
  bool analysisReturned();
  /// The first signal received (SIGINT, SIGTERM), or 0.
  int signal() const { return First.load(); }

private:
  void watch();

  Interruption &Stop;
  std::function<void(int)> Abandon;
  sigset_t Signals, Previous;
  std::atomic<int> First{0};
  /// 0 analyzing, 1 the analysis returned, 2 abandoned by the watch.
  std::atomic<int> Phase{0};
  std::atomic<bool> Done{false};
  std::thread Thread;
};

/// "SIGINT", "SIGTERM".
const char *signalName(int Signal);

} // namespace pathsim::cli
