//===- cli/TestSeams.h - where a test build of pathsim steps in -----------===//
//
// The tests prove that nothing is lost when a run is interrupted or its
// database fails at any point; to hit every point deterministically, a test
// build of pathsim (tests/faults) sets these. In pathsim itself they stay
// null and cost one test of a pointer.
//
#pragma once

#include "automodel/Progress.h"

namespace pathsim::cli {

/// Called by `pathsim analyze` after each translation unit is compiled
/// ("compiled") and each function simulated ("simulated"), from the
/// thread that did it.
extern void (*AnalyzeEventSeam)(const char *Event);

/// Called by the InterruptWatch's thread once it has taken a SIGINT or
/// SIGTERM and acted on it (the first raises the run's Interruption; the
/// second is called just before the process quits), so that a test which
/// sends itself a signal can wait for exactly that instead of sleeping.
extern void (*SignalTakenSeam)(int Signal);

/// The Progress analyze() is given when AnalyzeEventSeam is set: it calls
/// the seam, then passes everything on to \p Inner.
class SeamProgress final : public Progress {
public:
  explicit SeamProgress(Progress &Inner) : Inner(Inner) {}
  void compiling(uint32_t Units) override { Inner.compiling(Units); }
  void compiled() override;
  void simulating(uint32_t Functions) override { Inner.simulating(Functions); }
  void started(uint32_t Node, const std::string &Name) override {
    Inner.started(Node, Name);
  }
  void stopped(uint32_t Node, bool Finished) override;

private:
  Progress &Inner;
};

} // namespace pathsim::cli
