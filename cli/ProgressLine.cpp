//===- cli/ProgressLine.cpp - analyze's progress on stderr ----------------===//
#include "cli/ProgressLine.h"

#include <llvm/Support/Process.h>

#include <cstdio>
#include <cstdlib>

namespace pathsim::cli {

namespace {

/// "0:07", "12:40", "1:02:03".
std::string clockText(double Seconds) {
  auto S = static_cast<long>(Seconds + 0.5);
  char Buffer[32];
  if (S >= 3600)
    snprintf(Buffer, sizeof Buffer, "%ld:%02ld:%02ld", S / 3600, (S / 60) % 60,
             S % 60);
  else
    snprintf(Buffer, sizeof Buffer, "%ld:%02ld", S / 60, S % 60);
  return Buffer;
}

/// The width of the terminal on stderr ($COLUMNS, else the terminal's own),
/// 80 when it is not known or implausibly narrow.
size_t terminalWidth() {
  unsigned Columns = llvm::sys::Process::StandardErrColumns();
  return Columns > 10 ? Columns : 80;
}

/// A stream that clears the progress line before each write.
class ClearingStream : public llvm::raw_ostream {
public:
  ClearingStream(std::function<void(const char *, size_t)> Write)
      : Write(std::move(Write)) {
    SetUnbuffered();
  }

private:
  void write_impl(const char *Ptr, size_t Size) override {
    Written += Size;
    Write(Ptr, Size);
  }
  uint64_t current_pos() const override { return Written; }
  std::function<void(const char *, size_t)> Write;
  uint64_t Written = 0;
};

} // namespace

ProgressLine::Mode ProgressLine::modeFor(const std::string &Setting,
                                         bool Quiet) {
  if (Setting == "plain")
    return Mode::Plain;
  if (Setting == "none" || Quiet)
    return Mode::None;
  // A CI log is not a terminal: a line at each tenth there, never silence
  // through a long run.
  const char *Term = std::getenv("TERM");
  bool Terminal = llvm::sys::Process::StandardErrIsDisplayed() &&
                  !(Term && std::string(Term) == "dumb");
  return Terminal ? Mode::Line : Mode::Plain;
}

ProgressLine::ProgressLine(Mode M, llvm::raw_ostream &Err) : M(M), Err(Err) {
  Clearing = std::make_unique<ClearingStream>([this](const char *P, size_t N) {
    std::lock_guard<std::mutex> Guard(Lock);
    clear();
    this->Err.write(P, N);
    this->Err.flush();
  });
  if (M == Mode::Line)
    Ticker = std::thread([this] { tick(); });
}

ProgressLine::~ProgressLine() { finish(); }

void ProgressLine::finish() {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (Done)
      return;
    Done = true;
    clear();
    if (M == Mode::Plain && Simulating &&
        !(FunctionsDone == Functions && LastTenth == 10))
      Err << text(Clock::now()) << "\n";
    Err.flush();
  }
  Wake.notify_all();
  if (Ticker.joinable())
    Ticker.join();
}

void ProgressLine::tick() {
  std::unique_lock<std::mutex> Guard(Lock);
  while (!Done) {
    draw();
    Wake.wait_for(Guard, std::chrono::milliseconds(250));
  }
}

std::string ProgressLine::text(Clock::time_point Now) const {
  double Elapsed = std::chrono::duration<double>(Now - Start).count();
  std::string Out = "pathsim: ";
  if (!Simulating)
    return Out + (UnitsDone < Units ? "compiling " : "compiled ") +
           std::to_string(UnitsDone) + "/" + std::to_string(Units) +
           " units, " + clockText(Elapsed);
  Out += (FunctionsDone < Functions ? "simulating " : "simulated ") +
         std::to_string(FunctionsDone) + "/" + std::to_string(Functions) +
         " functions";
  if (Functions)
    Out += " (" + std::to_string(FunctionsDone * 100 / Functions) + "%)";
  Out += ", " + clockText(Elapsed);
  double Simulated =
      std::chrono::duration<double>(Now - SimulationStart).count();
  if (FunctionsDone && FunctionsDone < Functions && Simulated >= 1)
    Out += ", ~" +
           clockText(Simulated * (Functions - FunctionsDone) / FunctionsDone) +
           " left";
  // The function running longest, when it takes a while.
  const std::pair<std::string, Clock::time_point> *Slowest = nullptr;
  for (const auto &[Node, Entry] : Running)
    if (!Slowest || Entry.second < Slowest->second)
      Slowest = &Entry;
  if (Slowest) {
    double For = std::chrono::duration<double>(Now - Slowest->second).count();
    if (For >= 1)
      Out += "; " + Slowest->first + " for " + clockText(For);
  }
  return Out;
}

void ProgressLine::draw() {
  if (M != Mode::Line || Done || (!Units && !Simulating))
    return;
  std::string Line = text(Clock::now());
  size_t Width = terminalWidth();
  if (Line.size() >= Width)
    Line.resize(Width - 1);
  Err << "\r" << Line << "\x1b[K";
  Err.flush();
  Shown = true;
}

void ProgressLine::clear() {
  if (!Shown)
    return;
  Err << "\r\x1b[K";
  Err.flush();
  Shown = false;
}

void ProgressLine::plainIfDue() {
  if (M != Mode::Plain || Done)
    return;
  uint32_t Of = Simulating ? Functions : Units;
  uint32_t Now = Simulating ? FunctionsDone : UnitsDone;
  int Tenth = Of ? static_cast<int>(uint64_t(Now) * 10 / Of) : 10;
  Clock::time_point At = Clock::now();
  if (Tenth > LastTenth || At - LastPlain >= std::chrono::seconds(10)) {
    Err << text(At) << "\n";
    Err.flush();
    LastTenth = Tenth;
    LastPlain = At;
  }
}

void ProgressLine::compiling(uint32_t N) {
  std::lock_guard<std::mutex> Guard(Lock);
  Units = N;
  LastTenth = 0; // no line for "0 of N"
  LastPlain = Clock::now();
}

void ProgressLine::compiled() {
  std::lock_guard<std::mutex> Guard(Lock);
  ++UnitsDone;
  plainIfDue();
}

void ProgressLine::simulating(uint32_t N) {
  std::lock_guard<std::mutex> Guard(Lock);
  Functions = N;
  Simulating = true;
  SimulationStart = Clock::now();
  LastTenth = 0;
  LastPlain = SimulationStart;
}

void ProgressLine::started(uint32_t Node, const std::string &Name) {
  std::lock_guard<std::mutex> Guard(Lock);
  Running[Node] = {Name, Clock::now()};
}

void ProgressLine::stopped(uint32_t Node, bool Finished) {
  std::lock_guard<std::mutex> Guard(Lock);
  Running.erase(Node);
  if (Finished) {
    ++FunctionsDone;
    plainIfDue();
  }
}

} // namespace pathsim::cli
