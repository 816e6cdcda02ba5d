//===- cli/InterruptWatch.cpp - SIGINT and SIGTERM during pathsim analyze -===//
#include "cli/InterruptWatch.h"
#include "cli/TestSeams.h"

#include <cerrno>
#include <cstdio>
#include <ctime>
#include <unistd.h>

namespace pathsim::cli {

const char *signalName(int Signal) {
  return Signal == SIGINT    ? "SIGINT"
         : Signal == SIGTERM ? "SIGTERM"
                             : "a signal";
}

InterruptWatch::InterruptWatch(Interruption &Stop,
                               std::function<void(int)> Abandon)
    : Stop(Stop), Abandon(std::move(Abandon)) {
  sigemptyset(&Signals);
  sigaddset(&Signals, SIGINT);
  sigaddset(&Signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &Signals, &Previous);
  Thread = std::thread([this] { watch(); });
}

InterruptWatch::~InterruptWatch() {
  Done = true;
  Thread.join();
  pthread_sigmask(SIG_SETMASK, &Previous, nullptr);
}

bool InterruptWatch::analysisReturned() {
  int Analyzing = 0;
  return Phase.compare_exchange_strong(Analyzing, 1);
}

void InterruptWatch::watch() {
  using Clock = std::chrono::steady_clock;
  Clock::time_point GiveUpAt;
  while (!Done) {
    // Short waits, so that the destructor is never kept waiting long.
    timespec Wait{0, 20 * 1000 * 1000};
    int Signal = sigtimedwait(&Signals, nullptr, &Wait);
    if (Signal > 0) {
      int None = 0;
      if (First.compare_exchange_strong(None, Signal)) {
        Stop.raise(Grace);
        GiveUpAt = Clock::now() + GiveUp;
        std::fprintf(stderr,
                     "\npathsim: %s: stopping; the functions being simulated "
                     "get %lld s to end, then what is done is stored; "
                     "interrupt again to quit at once\n",
                     signalName(Signal), static_cast<long long>(Grace.count()));
        if (SignalTakenSeam)
          SignalTakenSeam(Signal);
        continue;
      }
      std::fprintf(stderr,
                   "\npathsim: %s again: quitting now; the run is left "
                   "unfinished (the next run marks it failed)\n",
                   signalName(Signal));
      std::fflush(stderr);
      if (SignalTakenSeam)
        SignalTakenSeam(Signal);
      _exit(128 + First.load());
    }
    int Analyzing = 0;
    if (First.load() && Clock::now() >= GiveUpAt &&
        Phase.compare_exchange_strong(Analyzing, 2)) {
      Abandon(First.load());
      std::fflush(stdout);
      std::fflush(stderr);
      _exit(128 + First.load());
    }
  }
}

} // namespace pathsim::cli
