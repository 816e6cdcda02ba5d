//===- simulator/Interruption.h - a request to stop, from a signal --------===//
//
// Set by `pathsim analyze`'s SIGINT/SIGTERM handler, read by the analysis:
// once raised, no new function is started, and the paths still running stop
// at the cut time (a grace period later), their functions recorded as
// interrupted. Atomics only: raise() is async-signal-safe.
//
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

namespace pathsim {

class Interruption {
public:
  /// Asks the analysis to stop: nothing new is started from now on, and
  /// running functions are cut \p Grace from now. Async-signal-safe; a
  /// second call changes nothing.
  void raise(std::chrono::steady_clock::duration Grace) noexcept {
    int64_t Cut =
        (std::chrono::steady_clock::now() + Grace).time_since_epoch().count();
    int64_t None = 0;
    CutAt.compare_exchange_strong(None, Cut);
  }
  /// Whether raise() was called: start nothing new.
  bool raised() const noexcept { return CutAt.load() != 0; }
  /// Whether running functions must stop now.
  bool cut(std::chrono::steady_clock::time_point Now) const noexcept {
    int64_t At = CutAt.load();
    return At != 0 && Now.time_since_epoch().count() >= At;
  }

private:
  std::atomic<int64_t> CutAt{0}; ///< steady_clock ticks; 0: not raised
  static_assert(std::atomic<int64_t>::is_always_lock_free,
                "raise() runs in a signal handler");
};

} // namespace pathsim
