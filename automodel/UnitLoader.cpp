//===- automodel/UnitLoader.cpp - the translation units of a run, decoded -===//
#include "automodel/UnitLoader.h"

#include "automodel/BlobCodec.h"
#include "automodel/ModelStore.h"
#include "automodel/Scheduler.h"
#include "automodel/UnitCodec.h"
#include "frontend/TranslationUnit.h"
#include "simulator/exec/ThreadCpuClock.h"
#include "simulator/ir/Decoder.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <mutex>
#include <unordered_map>

namespace pathsim {

namespace {

constexpr std::string_view InputsMagic = "PSI";
constexpr uint8_t InputsVersion = 1;

/// What a job's unit depends on besides the files it reads: the command,
/// where it runs, the environment variables the driver reads, this build,
/// how asserts are compiled.
std::string unitKey(const frontend::CompileJob &Job,
                    const std::string &Identity,
                    const frontend::CompileOptions &Compile) {
  BlobWriter W;
  W.str(PATHSIM_VERSION);
  W.str(Identity);
  W.num(UnitCodecVersion);
  W.flag(Compile.AssumeAsserts);
  W.str(Job.File);
  W.str(Job.Directory);
  W.list(Job.Arguments, [&](const std::string &A) { W.str(A); });
  for (const char *Var : {"CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH",
                          "OBJC_INCLUDE_PATH", "OBJCPLUS_INCLUDE_PATH"}) {
    const char *Value = std::getenv(Var);
    W.str(Value ? Value : "");
  }
  return frontend::hashContents(W.finish("PSK", 1));
}

std::string encodeInputs(const std::vector<frontend::InputFile> &Inputs) {
  BlobWriter W;
  W.list(Inputs, [&](const frontend::InputFile &F) {
    W.str(F.Path);
    W.str(F.Hash);
  });
  return W.finish(InputsMagic, InputsVersion);
}

/// The hashes of the files the run has read, each read once; "" for a path
/// that does not exist (InputFile's absent paths), "?" for one that exists
/// and cannot be read as a file.
class FileHashes {
public:
  /// Whether every file of \p Blob (encodeInputs) still has its hash, and
  /// every path it lists as absent is still absent.
  bool unchanged(std::string_view Blob) {
    BlobReader R(Blob, InputsMagic, InputsVersion);
    std::vector<frontend::InputFile> Inputs;
    R.list(Inputs, [&](frontend::InputFile &F) {
      R.str(F.Path);
      R.str(F.Hash);
    });
    if (!R.done() || Inputs.empty())
      return false;
    for (const frontend::InputFile &F : Inputs)
      if (hashOf(F.Path) != F.Hash)
        return false;
    return true;
  }

private:
  std::string hashOf(const std::string &Path) {
    {
      std::lock_guard<std::mutex> Guard(Lock);
      if (auto It = Known.find(Path); It != Known.end())
        return It->second;
    }
    std::string Hash = frontend::hashFile(Path).value_or(
        llvm::sys::fs::exists(Path) ? "?" : "");
    std::lock_guard<std::mutex> Guard(Lock);
    return Known.emplace(Path, std::move(Hash)).first->second;
  }

  std::mutex Lock;
  std::unordered_map<std::string, std::string> Known;
};

} // namespace

std::vector<LoadedUnit> loadUnits(const std::vector<frontend::CompileJob> &Jobs,
                                  unsigned Threads, Progress *Tracker,
                                  const Interruption *Stop,
                                  const UnitCache &Cache,
                                  const frontend::CompileOptions &Compile) {
  std::vector<LoadedUnit> Loaded(Jobs.size());
  FileHashes Hashes;
  if (Tracker)
    Tracker->compiling(static_cast<uint32_t>(Jobs.size()));
  runEach(static_cast<uint32_t>(Jobs.size()), Threads, [&](uint32_t I) {
    LoadedUnit &L = Loaded[I];
    ThreadCpuTimer Timer(L.Seconds);
    if (Stop && Stop->raised()) {
      L.NotReached = true;
      return;
    }
    std::string Key;
    if (Cache.Store) {
      Key = unitKey(Jobs[I], Cache.Identity, Compile);
      if (Cache.Read) {
        std::optional<std::string> Inputs = Cache.Store->unitInputs(Key);
        if (Inputs && Hashes.unchanged(*Inputs))
          if (std::optional<std::string> Blob = Cache.Store->unitBlob(Key))
            L.Unit = decodeUnit(*Blob);
        if (L.Unit) {
          L.Reused = true;
          if (Tracker)
            Tracker->compiled();
          return;
        }
      }
    }
    llvm::raw_string_ostream Diagnostics(L.Diagnostics);
    // Once the interrupt's grace is over, a compile still running is left
    // behind: what is finished is stored without waiting for Clang.
    frontend::CompileOptions Options = Compile;
    if (Stop)
      Options.Abandon = [Stop] {
        return Stop->cut(std::chrono::steady_clock::now());
      };
    auto TU = frontend::compileTranslationUnit(Jobs[I], Diagnostics, Options);
    if (!TU) {
      L.Error = llvm::toString(llvm::handleErrors(
          TU.takeError(), [&](const frontend::CompileAbandoned &) {
            L.NotReached = true;
          }));
      if (L.NotReached)
        L.Error.clear();
      if (Tracker)
        Tracker->compiled();
      return;
    }
    auto Unit = std::make_unique<ProgramUnit>();
    Unit->MainFile = TU->MainFile;
    Unit->Module = decodeModule(*TU->Module);
    Unit->Sources = std::move(TU->Sources);
    TU->Module.reset(); // before the store's write: the IR is large
    if (Cache.Store) {
      StoredUnit S{Key, Unit->MainFile, encodeInputs(TU->Inputs),
                   encodeUnit(*Unit)};
      if (llvm::Error E = Cache.Store->saveUnit(S))
        L.CacheError = llvm::toString(std::move(E));
    }
    L.Unit = std::move(Unit);
    if (Tracker)
      Tracker->compiled();
  });
  return Loaded;
}

} // namespace pathsim
