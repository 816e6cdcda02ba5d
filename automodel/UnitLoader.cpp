//===- automodel/UnitLoader.cpp - the translation units of a run, decoded -===//
#include "automodel/UnitLoader.h"

#include "automodel/Scheduler.h"
#include "frontend/TranslationUnit.h"
#include "simulator/ir/Decoder.h"

#include "llvm/Support/raw_ostream.h"

namespace pathsim {

std::vector<LoadedUnit> loadUnits(const std::vector<frontend::CompileJob> &Jobs,
                                  unsigned Threads, Progress *Tracker,
                                  const Interruption *Stop) {
  std::vector<LoadedUnit> Loaded(Jobs.size());
  if (Tracker)
    Tracker->compiling(static_cast<uint32_t>(Jobs.size()));
  runEach(static_cast<uint32_t>(Jobs.size()), Threads, [&](uint32_t I) {
    LoadedUnit &L = Loaded[I];
    if (Stop && Stop->raised()) {
      L.NotReached = true;
      return;
    }
    llvm::raw_string_ostream Diagnostics(L.Diagnostics);
    auto TU = frontend::compileTranslationUnit(Jobs[I], Diagnostics);
    if (!TU) {
      L.Error = llvm::toString(TU.takeError());
      if (Tracker)
        Tracker->compiled();
      return;
    }
    auto Unit = std::make_unique<ProgramUnit>();
    Unit->MainFile = TU->MainFile;
    Unit->Module = decodeModule(*TU->Module);
    Unit->Sources = std::move(TU->Sources);
    L.Unit = std::move(Unit);
    if (Tracker)
      Tracker->compiled();
  });
  return Loaded;
}

} // namespace pathsim
