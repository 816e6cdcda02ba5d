//===- automodel/Scheduler.h - work items on several threads --------------===//
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace pathsim {

/// Runs Work(0) ... Work(N - 1), each once, on up to Threads threads (the
/// calling thread is one of them). Items are handed out in index order.
void runEach(uint32_t N, unsigned Threads,
             const std::function<void(uint32_t)> &Work);

/// Runs Work(T) for every task T = 0 ... Waits.size() - 1, each only after
/// every task in Waits[T] (all lower than T) has finished; tasks ready at
/// the same time run on up to Threads threads. On one thread the tasks run
/// in index order.
void runTasks(const std::vector<std::vector<uint32_t>> &Waits, unsigned Threads,
              const std::function<void(uint32_t)> &Work);

} // namespace pathsim
