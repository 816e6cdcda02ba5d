//===- automodel/ScheduleFigures.cpp - how far a run could spread ---------===//
#include "automodel/ScheduleFigures.h"

#include <algorithm>

namespace pathsim {

std::pair<std::vector<uint32_t>, double>
criticalPath(const std::vector<std::vector<uint32_t>> &Waits,
             const std::vector<double> &Cost) {
  // Finish[T]: the earliest T can end on unbounded threads; From[T]: the
  // task it waited for last (T itself when none).
  size_t N = Waits.size();
  std::vector<double> Finish(N, 0);
  std::vector<uint32_t> From(N);
  uint32_t Last = 0;
  for (uint32_t T = 0; T < N; ++T) {
    From[T] = T;
    double Start = 0;
    for (uint32_t W : Waits[T])
      if (Finish[W] > Start) {
        Start = Finish[W];
        From[T] = W;
      }
    Finish[T] = Start + Cost[T];
    if (Finish[T] > Finish[Last])
      Last = T;
  }
  if (N == 0)
    return {{}, 0};
  std::vector<uint32_t> Path{Last};
  while (From[Path.back()] != Path.back())
    Path.push_back(From[Path.back()]);
  std::reverse(Path.begin(), Path.end());
  return {Path, Finish[Last]};
}

} // namespace pathsim
