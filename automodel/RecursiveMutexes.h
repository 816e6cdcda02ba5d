//===- automodel/RecursiveMutexes.h - whether a re-lock is a deadlock -----===//
//
// pthread_mutex_lock's model requires the mutex not to be held: locking a
// normal (default) mutex this thread holds deadlocks. A recursive mutex may
// be locked again; that is what it is for, and a program that makes one
// calls its lock-taking functions with the lock held. The kind is set when
// the mutex is initialized, usually far from the locks, so a path cannot
// tell it; and a mutex's resource state (locked, unlocked) cannot count
// how often it is held, so after a re-lock the outer unlock seems to
// unlock an unlocked mutex. When the program makes recursive mutexes,
// warnings on a mutex's state are only possible. docs/analysis.md, "Ranks".
//
#pragma once

#include "automodel/Program.h"
#include "simulator/Warning.h"

#include <vector>

namespace pathsim {

/// Whether some function of P makes a mutex attribute recursive (or of a
/// kind its call does not state): pthread_mutexattr_settype called with a
/// type other than a constant PTHREAD_MUTEX_NORMAL or ERRORCHECK.
bool makesRecursiveMutexes(const Program &P);

/// Whether W is about a mutex's state: locked again by the thread that
/// holds it (by pthread_mutex_lock itself, or by a function that takes the
/// lock), or unlocked when it seems not to be held.
bool isMutexState(const Warning &W);

/// Ranks each warning on a mutex's state possible when the program makes
/// recursive mutexes.
void rankMutexStates(std::vector<Warning> &Warnings, bool RecursiveMutexes);

} // namespace pathsim
