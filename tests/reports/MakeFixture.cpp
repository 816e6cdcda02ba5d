//===- tests/reports/MakeFixture.cpp - a store for the CLI test -----------===//
//
// reports_fixture DIR: writes DIR/example1.c and DIR/pathsim.db with two
// complete runs (run 1: leak and uninit-deref; run 2: uninit-deref and
// null-deref, the null-deref suppressed), and a third run left `running` by a
// process that is gone.
//
#include "reports/WarningStore.h"
#include "tests/reports/Example1.h"

#include <iostream>

using namespace pathsim;
using namespace pathsim::reports;

int main(int argc, char **argv) {
  if (argc != 2) {
    std::cerr << "usage: reports_fixture DIR\n";
    return 2;
  }
  std::string Dir = argv[1];
  std::string Source = Dir + "/example1.c";
  test::writeFile(Source, test::example1Source());
  SourceCache Sources;
  std::vector<ReportedWarning> Ws =
      prepareWarnings(test::example1Warnings(Source, "example1.c"), Sources);
  Ws[2].Suppressed = true;
  Expected<WarningStore> Store = WarningStore::open(Dir + "/pathsim.db");
  if (!Store) {
    std::cerr << Store.error().message() << "\n";
    return 1;
  }
  std::vector<std::vector<ReportedWarning>> Runs = {
      {Ws[0], Ws[1]}, {Ws[1], Ws[2]}, {Ws[0]}};
  for (size_t I = 0; I < Runs.size(); ++I) {
    Expected<int64_t> Run = Store->beginRun(
        {"pathsim analyze example1.c", "{\"max_paths\": 50}", "0.1.0"});
    if (!Run ||
        Store->addFunctions(*Run,
                            {test::example1Stats(Source, "example1.c")}) ||
        Store->addWarnings(*Run, Runs[I], Sources)) {
      std::cerr << "cannot write the fixture\n";
      return 1;
    }
    if (I + 1 < Runs.size() && Store->endRun(*Run))
      return 1;
  }
  // Make the last run look abandoned by a process that no longer exists.
  if (Store->db().exec("UPDATE warn_runs SET pid = 2147483000 WHERE id = 3"))
    return 1;
  return 0;
}
