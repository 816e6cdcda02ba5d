//===- automodel/Scheduler.h - components bottom-up, on several threads ---===//
#pragma once

#include "automodel/CallGraph.h"

#include <functional>

namespace pathsim {

/// Runs Work on every component of G, a component only after every
/// component it calls; independent components run on up to Threads threads
/// at once. Work gets the component's index in G.bottomUp().
void runBottomUp(const CallGraph &G, unsigned Threads,
                 const std::function<void(uint32_t)> &Work);

} // namespace pathsim
