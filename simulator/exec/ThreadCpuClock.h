//===- simulator/exec/ThreadCpuClock.h - the CPU time of this thread ------===//
//
// A std::chrono clock over the CPU time the calling thread has used. The
// time limit of a function (--function-timeout) is measured with it: a
// function is simulated on one thread, so its limit does not run out sooner
// on a busy machine, where the thread waits for a core.
//
#pragma once

#include <chrono>
#include <ctime>

namespace pathsim {

struct ThreadCpuClock {
  using duration = std::chrono::nanoseconds;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<ThreadCpuClock>;
  static constexpr bool is_steady = true;

  /// The CPU time the calling thread has used so far.
  static time_point now() noexcept {
    timespec T;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
    return time_point(std::chrono::seconds(T.tv_sec) +
                      std::chrono::nanoseconds(T.tv_nsec));
  }
};

/// Adds the CPU time this thread spends in its scope to a total (seconds).
class ThreadCpuTimer {
public:
  explicit ThreadCpuTimer(double &Total)
      : Total(Total), Start(ThreadCpuClock::now()) {}
  ~ThreadCpuTimer() {
    Total += std::chrono::duration<double>(ThreadCpuClock::now() - Start)
                 .count();
  }
  ThreadCpuTimer(const ThreadCpuTimer &) = delete;
  ThreadCpuTimer &operator=(const ThreadCpuTimer &) = delete;

private:
  double &Total;
  ThreadCpuClock::time_point Start;
};

} // namespace pathsim
