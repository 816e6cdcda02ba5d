//===- tests/faults/FaultHooks.cpp - pathsim with faults on demand --------===//
//
// Linked into pathsim_faults (pathsim's own main over pathsim_cli), this
// makes a run fail or be interrupted at a chosen point, the way SQLite's
// own tests prove it survives every I/O error: every write the database
// layer does goes through a VFS that counts them.
//
//   PATHSIM_FAULT_WRITE=N     the N-th write (xWrite, xTruncate or xSync,
//                             any file SQLite writes: databases, journals)
//                             fails with SQLITE_IOERR...
//   PATHSIM_FAULT_PERSIST=1   ...and every one after it, with SQLITE_FULL
//                             (a full disk)
//   PATHSIM_SIGNAL_AT=E:N     send SIGINT to the process at the N-th event E:
//                             "write" (before that write), "compiled" (a
//                             unit compiled), "simulated" (a function done)
//   PATHSIM_SIGNAL_TWICE=1    send it twice (the second quits at once)
//   PATHSIM_FAULT_COUNT=FILE  at exit, write the number of writes to FILE
//
#include "cli/TestSeams.h"

#include <sqlite3.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

namespace {

std::atomic<long> Writes{0}, Compiled{0}, Simulated{0};
long FailAt = 0;
bool Persist = false;
std::string SignalEvent;
long SignalAt = 0;
bool Twice = false;
std::string CountFile;
sqlite3_vfs *Real = nullptr;
sqlite3_vfs Shim;

/// Signals the InterruptWatch has taken (cli::SignalTakenSeam).
std::atomic<int> Taken{0};

void signalTaken(int) { ++Taken; }

/// Waits until the watch has taken \p N signals, so that what the test
/// checks does not depend on how soon a busy machine runs the watch's
/// thread. Gives up after 60 s (the test then fails on what it sees).
void awaitTaken(int N) {
  for (int I = 0; I < 60 * 1000 && Taken.load() < N; ++I)
    usleep(1000);
}

/// Sends SIGINT to the process (the watch thread takes it) and returns once
/// the watch has raised the run's interruption. With PATHSIM_SIGNAL_TWICE,
/// sends a second one and waits here for the watch to end the process, so
/// that this thread does nothing more.
void interrupt() {
  kill(getpid(), SIGINT);
  awaitTaken(1);
  if (Twice) {
    kill(getpid(), SIGINT);
    for (int I = 0; I < 60; ++I)
      sleep(1);
  }
}

void event(const std::string &Name, std::atomic<long> &Count) {
  long N = ++Count;
  if (Name == SignalEvent && N == SignalAt)
    interrupt();
}

/// Whether this write fails: the N-th, or with PERSIST every one after.
int writeFault(int Code) {
  long N = ++Writes;
  if (SignalEvent == "write" && N == SignalAt)
    interrupt();
  if (FailAt && (N == FailAt || (Persist && N > FailAt)))
    return Persist ? SQLITE_FULL : Code;
  return SQLITE_OK;
}

/// A file of the shim: the real file's methods, writes counted.
struct File {
  sqlite3_file Base;
  sqlite3_file *Real; // allocated after this struct
};

sqlite3_file *real(sqlite3_file *F) {
  return reinterpret_cast<File *>(F)->Real;
}

int xClose(sqlite3_file *F) { return real(F)->pMethods->xClose(real(F)); }
int xRead(sqlite3_file *F, void *B, int N, sqlite3_int64 O) {
  return real(F)->pMethods->xRead(real(F), B, N, O);
}
int xWrite(sqlite3_file *F, const void *B, int N, sqlite3_int64 O) {
  if (int Rc = writeFault(SQLITE_IOERR_WRITE))
    return Rc;
  return real(F)->pMethods->xWrite(real(F), B, N, O);
}
int xTruncate(sqlite3_file *F, sqlite3_int64 Size) {
  if (int Rc = writeFault(SQLITE_IOERR_TRUNCATE))
    return Rc;
  return real(F)->pMethods->xTruncate(real(F), Size);
}
int xSync(sqlite3_file *F, int Flags) {
  if (int Rc = writeFault(SQLITE_IOERR_FSYNC))
    return Rc;
  return real(F)->pMethods->xSync(real(F), Flags);
}
int xFileSize(sqlite3_file *F, sqlite3_int64 *Size) {
  return real(F)->pMethods->xFileSize(real(F), Size);
}
int xLock(sqlite3_file *F, int L) {
  return real(F)->pMethods->xLock(real(F), L);
}
int xUnlock(sqlite3_file *F, int L) {
  return real(F)->pMethods->xUnlock(real(F), L);
}
int xCheckReservedLock(sqlite3_file *F, int *Out) {
  return real(F)->pMethods->xCheckReservedLock(real(F), Out);
}
int xFileControl(sqlite3_file *F, int Op, void *Arg) {
  return real(F)->pMethods->xFileControl(real(F), Op, Arg);
}
int xSectorSize(sqlite3_file *F) {
  return real(F)->pMethods->xSectorSize(real(F));
}
int xDeviceCharacteristics(sqlite3_file *F) {
  return real(F)->pMethods->xDeviceCharacteristics(real(F));
}

// Version 1 methods only: no WAL (shared memory) and no memory mapping, so
// that every write goes through xWrite.
const sqlite3_io_methods Methods = [] {
  sqlite3_io_methods M{};
  M.iVersion = 1;
  M.xClose = xClose;
  M.xRead = xRead;
  M.xWrite = xWrite;
  M.xTruncate = xTruncate;
  M.xSync = xSync;
  M.xFileSize = xFileSize;
  M.xLock = xLock;
  M.xUnlock = xUnlock;
  M.xCheckReservedLock = xCheckReservedLock;
  M.xFileControl = xFileControl;
  M.xSectorSize = xSectorSize;
  M.xDeviceCharacteristics = xDeviceCharacteristics;
  return M;
}();

int xOpen(sqlite3_vfs *, const char *Name, sqlite3_file *F, int Flags,
          int *OutFlags) {
  File *Mine = reinterpret_cast<File *>(F);
  Mine->Real = reinterpret_cast<sqlite3_file *>(Mine + 1);
  std::memset(Mine->Real, 0, static_cast<size_t>(Real->szOsFile));
  int Rc = Real->xOpen(Real, Name, Mine->Real, Flags, OutFlags);
  F->pMethods = Mine->Real->pMethods ? &Methods : nullptr;
  return Rc;
}

int xDelete(sqlite3_vfs *, const char *Name, int SyncDir) {
  return Real->xDelete(Real, Name, SyncDir);
}
int xAccess(sqlite3_vfs *, const char *Name, int Flags, int *Out) {
  return Real->xAccess(Real, Name, Flags, Out);
}
int xFullPathname(sqlite3_vfs *, const char *Name, int N, char *Out) {
  return Real->xFullPathname(Real, Name, N, Out);
}
void *xDlOpen(sqlite3_vfs *, const char *Name) {
  return Real->xDlOpen(Real, Name);
}
void xDlError(sqlite3_vfs *, int N, char *Out) { Real->xDlError(Real, N, Out); }
void (*xDlSym(sqlite3_vfs *, void *H, const char *Sym))(void) {
  return Real->xDlSym(Real, H, Sym);
}
void xDlClose(sqlite3_vfs *, void *H) { Real->xDlClose(Real, H); }
int xRandomness(sqlite3_vfs *, int N, char *Out) {
  return Real->xRandomness(Real, N, Out);
}
int xSleep(sqlite3_vfs *, int Us) { return Real->xSleep(Real, Us); }
int xCurrentTime(sqlite3_vfs *, double *Out) {
  return Real->xCurrentTime(Real, Out);
}

void writeCount() {
  if (CountFile.empty())
    return;
  if (FILE *F = std::fopen(CountFile.c_str(), "w")) {
    std::fprintf(F, "%ld\n", Writes.load());
    std::fclose(F);
  }
}

void seam(const char *Event) {
  if (std::strcmp(Event, "compiled") == 0)
    event("compiled", Compiled);
  else
    event("simulated", Simulated);
}

/// Installs the shim as SQLite's default VFS and the analyze seam, from the
/// environment, before main().
struct Install {
  Install() {
    if (const char *V = std::getenv("PATHSIM_FAULT_WRITE"))
      FailAt = std::atol(V);
    Persist = std::getenv("PATHSIM_FAULT_PERSIST") != nullptr;
    Twice = std::getenv("PATHSIM_SIGNAL_TWICE") != nullptr;
    if (const char *V = std::getenv("PATHSIM_SIGNAL_AT")) {
      std::string At = V;
      size_t Colon = At.find(':');
      SignalEvent = At.substr(0, Colon);
      SignalAt = Colon == std::string::npos ? 1 : std::atol(&At[Colon + 1]);
    }
    if (const char *V = std::getenv("PATHSIM_FAULT_COUNT"))
      CountFile = V;
    Real = sqlite3_vfs_find(nullptr);
    Shim = *Real;
    Shim.iVersion = 1; // the methods above; no xCurrentTimeInt64 needed
    Shim.zName = "pathsim-faults";
    Shim.szOsFile = static_cast<int>(sizeof(File)) + Real->szOsFile;
    Shim.xOpen = xOpen;
    Shim.xDelete = xDelete;
    Shim.xAccess = xAccess;
    Shim.xFullPathname = xFullPathname;
    Shim.xDlOpen = xDlOpen;
    Shim.xDlError = xDlError;
    Shim.xDlSym = xDlSym;
    Shim.xDlClose = xDlClose;
    Shim.xRandomness = xRandomness;
    Shim.xSleep = xSleep;
    Shim.xCurrentTime = xCurrentTime;
    sqlite3_vfs_register(&Shim, /*makeDflt=*/1);
    pathsim::cli::AnalyzeEventSeam = seam;
    pathsim::cli::SignalTakenSeam = signalTaken;
    std::atexit(writeCount);
  }
} Installed;

} // namespace
