//===- automodel/Progress.h - how far a run has come, as it goes ----------===//
//
// analyze() tells a Progress what it does, from the threads that do it, so
// that the command can show a progress line. Every method may be called from
// any thread; an implementation synchronizes.
//
#pragma once

#include <cstdint>
#include <string>

namespace pathsim {

class Progress {
public:
  virtual ~Progress() = default;
  /// The units about to be compiled.
  virtual void compiling(uint32_t Units) = 0;
  /// One unit compiled (or failed to).
  virtual void compiled() = 0;
  /// The functions about to be simulated (or reused).
  virtual void simulating(uint32_t Functions) = 0;
  /// A thread starts simulating \p Name (slot \p Node; a recursive function
  /// is started once per round).
  virtual void started(uint32_t Node, const std::string &Name) = 0;
  /// A thread is done with slot \p Node for now; \p Finished when the
  /// function is done for the run (its last round, or reused).
  virtual void stopped(uint32_t Node, bool Finished) = 0;
};

} // namespace pathsim
