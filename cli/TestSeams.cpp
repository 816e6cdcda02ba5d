//===- cli/TestSeams.cpp - where a test build of pathsim steps in ---------===//
#include "cli/TestSeams.h"

namespace pathsim::cli {

void (*AnalyzeEventSeam)(const char *Event) = nullptr;
void (*SignalTakenSeam)(int Signal) = nullptr;

void SeamProgress::compiled() {
  Inner.compiled();
  AnalyzeEventSeam("compiled");
}

void SeamProgress::stopped(uint32_t Node, bool Finished) {
  Inner.stopped(Node, Finished);
  AnalyzeEventSeam("simulated");
}

} // namespace pathsim::cli
