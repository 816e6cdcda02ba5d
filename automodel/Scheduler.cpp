//===- automodel/Scheduler.cpp - work items on several threads ------------===//
#include "automodel/Scheduler.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <queue>
#include <system_error>
#include <thread>

namespace pathsim {

namespace {

/// Starts \p Worker on a new thread of \p Pool; false when the system has
/// no more threads to give (the work is then done by those started: the
/// results do not depend on their number).
template <typename F> bool startThread(std::vector<std::thread> &Pool, F &Worker) {
  try {
    Pool.emplace_back(Worker);
    return true;
  } catch (const std::system_error &) {
    return false;
  }
}

} // namespace

void runEach(uint32_t N, unsigned Threads,
             const std::function<void(uint32_t)> &Work) {
  std::atomic<uint32_t> Next{0};
  auto Worker = [&] {
    for (uint32_t I = Next++; I < N; I = Next++)
      Work(I);
  };
  std::vector<std::thread> Pool;
  for (unsigned T = 1; T < Threads && T < N; ++T)
    if (!startThread(Pool, Worker))
      break;
  Worker();
  for (std::thread &T : Pool)
    T.join();
}

void runTasks(const std::vector<std::vector<uint32_t>> &Waits, unsigned Threads,
              const std::function<void(uint32_t)> &Work) {
  uint32_t N = static_cast<uint32_t>(Waits.size());
  if (Threads <= 1) {
    for (uint32_t T = 0; T < N; ++T)
      Work(T);
    return;
  }
  // Waiting[T]: tasks T still waits for; Next[T]: the tasks waiting for T.
  std::vector<uint32_t> Waiting(N, 0);
  std::vector<std::vector<uint32_t>> Next(N);
  for (uint32_t T = 0; T < N; ++T) {
    Waiting[T] = static_cast<uint32_t>(Waits[T].size());
    for (uint32_t W : Waits[T])
      Next[W].push_back(T);
  }
  std::mutex Lock;
  std::condition_variable Changed;
  // The lowest ready task first: the one-thread order, as far as it goes.
  std::priority_queue<uint32_t, std::vector<uint32_t>, std::greater<>> Ready;
  for (uint32_t T = 0; T < N; ++T)
    if (Waiting[T] == 0)
      Ready.push(T);
  uint32_t Finished = 0;
  auto Worker = [&] {
    std::unique_lock<std::mutex> Guard(Lock);
    while (true) {
      Changed.wait(Guard, [&] { return !Ready.empty() || Finished == N; });
      if (Finished == N)
        return;
      uint32_t T = Ready.top();
      Ready.pop();
      Guard.unlock();
      Work(T);
      Guard.lock();
      ++Finished;
      bool Woke = Finished == N;
      for (uint32_t Then : Next[T])
        if (--Waiting[Then] == 0) {
          Ready.push(Then);
          Woke = true;
        }
      if (Woke)
        Changed.notify_all();
    }
  };
  std::vector<std::thread> Pool;
  for (unsigned T = 1; T < Threads; ++T)
    if (!startThread(Pool, Worker))
      break;
  Worker();
  for (std::thread &T : Pool)
    T.join();
}

} // namespace pathsim
