//===- automodel/Scheduler.h - work items on several threads --------------===//
#pragma once

#include "automodel/CallGraph.h"

#include <cstdint>
#include <functional>

namespace pathsim {

/// Runs Work(0) ... Work(N - 1), each once, on up to Threads threads (the
/// calling thread is one of them). Items are handed out in index order.
void runEach(uint32_t N, unsigned Threads,
             const std::function<void(uint32_t)> &Work);

/// Runs Work on every component of G, a component only after every
/// component it calls; independent components run on up to Threads threads
/// at once. Work gets the component's index in G.bottomUp().
void runBottomUp(const CallGraph &G, unsigned Threads,
                 const std::function<void(uint32_t)> &Work);

} // namespace pathsim
