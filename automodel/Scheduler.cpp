//===- automodel/Scheduler.cpp - work items on several threads ------------===//
#include "automodel/Scheduler.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <set>
#include <thread>

namespace pathsim {

void runEach(uint32_t N, unsigned Threads,
             const std::function<void(uint32_t)> &Work) {
  std::atomic<uint32_t> Next{0};
  auto Worker = [&] {
    for (uint32_t I = Next++; I < N; I = Next++)
      Work(I);
  };
  std::vector<std::thread> Pool;
  for (unsigned T = 1; T < Threads && T < N; ++T)
    Pool.emplace_back(Worker);
  Worker();
  for (std::thread &T : Pool)
    T.join();
}

void runBottomUp(const CallGraph &G, unsigned Threads,
                 const std::function<void(uint32_t)> &Work) {
  const auto &Order = G.bottomUp();
  uint32_t N = static_cast<uint32_t>(Order.size());
  if (Threads <= 1) {
    for (uint32_t C = 0; C < N; ++C)
      Work(C);
    return;
  }
  // Waiting[C]: callee components not done yet; Callers[C]: who waits on C.
  std::vector<uint32_t> Waiting(N, 0);
  std::vector<std::vector<uint32_t>> Callers(N);
  for (uint32_t C = 0; C < N; ++C) {
    std::set<uint32_t> Callees;
    for (uint32_t Node : Order[C].Nodes)
      for (uint32_t Callee : G.callees(Node))
        if (G.componentOf(Callee) != C)
          Callees.insert(G.componentOf(Callee));
    Waiting[C] = static_cast<uint32_t>(Callees.size());
    for (uint32_t Callee : Callees)
      Callers[Callee].push_back(C);
  }
  std::mutex Lock;
  std::condition_variable Changed;
  std::deque<uint32_t> Ready;
  for (uint32_t C = 0; C < N; ++C)
    if (Waiting[C] == 0)
      Ready.push_back(C);
  uint32_t Finished = 0;
  auto Worker = [&] {
    std::unique_lock<std::mutex> Guard(Lock);
    while (true) {
      Changed.wait(Guard, [&] { return !Ready.empty() || Finished == N; });
      if (Finished == N)
        return;
      uint32_t C = Ready.front();
      Ready.pop_front();
      Guard.unlock();
      Work(C);
      Guard.lock();
      ++Finished;
      for (uint32_t Caller : Callers[C])
        if (--Waiting[Caller] == 0)
          Ready.push_back(Caller);
      Changed.notify_all();
    }
  };
  std::vector<std::thread> Pool;
  for (unsigned T = 0; T < Threads; ++T)
    Pool.emplace_back(Worker);
  for (std::thread &T : Pool)
    T.join();
}

} // namespace pathsim
