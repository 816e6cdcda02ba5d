//===- cli/ProgressLine.h - analyze's progress on stderr ------------------===//
//
// --progress=auto|plain|none. On a terminal (auto), one line redrawn in
// place a few times a second: units compiled, functions simulated of the
// total, time elapsed, an estimate of the time left, and the function that
// has been running longest when it takes more than a second:
//   pathsim: simulating 105/151 functions (69%), 0:05, ~0:02 left; inflate for
//   0:03 Plain: the same
// as separate lines, at each tenth of the work or every ten seconds, for
// logs. Other output on stderr goes through stream(), which clears the line
// before it writes.
//
#pragma once

#include "automodel/Progress.h"

#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace pathsim::cli {

class ProgressLine final : public Progress {
public:
  enum class Mode { None, Line, Plain };
  /// The mode --progress asks for: "auto" is Line when stderr is a terminal
  /// (and not TERM=dumb), else Plain (a CI log); None when \p Quiet is set.
  static Mode modeFor(const std::string &Setting, bool Quiet);

  ProgressLine(Mode M, llvm::raw_ostream &Err);
  ~ProgressLine() override;

  /// Where the run's other messages to stderr go: each write clears the
  /// progress line first.
  llvm::raw_ostream &stream() { return *Clearing; }
  /// Ends the display (the line is cleared; plain mode prints a last line).
  void finish();

  void compiling(uint32_t Units) override;
  void compiled() override;
  void simulating(uint32_t Functions) override;
  void started(uint32_t Node, const std::string &Name) override;
  void stopped(uint32_t Node, bool Finished) override;

private:
  using Clock = std::chrono::steady_clock;
  /// The line as it stands (the lock is held).
  std::string text(Clock::time_point Now) const;
  void draw();       ///< redraws the terminal line (the lock is held)
  void plainIfDue(); ///< prints a plain line if one is due (lock held)
  void clear();      ///< erases the terminal line (the lock is held)
  void tick();       ///< the redrawing thread

  Mode M;
  llvm::raw_ostream &Err;
  std::unique_ptr<llvm::raw_ostream> Clearing;
  mutable std::mutex Lock;
  std::condition_variable Wake;
  std::thread Ticker;
  bool Done = false, Shown = false;
  Clock::time_point Start = Clock::now(), SimulationStart;
  uint32_t Units = 0, UnitsDone = 0, Functions = 0, FunctionsDone = 0;
  bool Simulating = false;
  /// The functions running, and since when.
  std::map<uint32_t, std::pair<std::string, Clock::time_point>> Running;
  /// Plain mode: the tenth of the work last printed, and when.
  int LastTenth = -1;
  Clock::time_point LastPlain;
};

} // namespace pathsim::cli
