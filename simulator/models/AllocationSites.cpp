//===- simulator/models/AllocationSites.cpp -------------------------------===//
// Allocation call stacks in models.
#include "simulator/models/AllocationSites.h"
#include "sourcemap/SourceMap.h"

#include <cstdlib>

namespace pathsim {

std::vector<RelatedNote> parseAllocationSites(const std::string &Text) {
  // "FUNCTION@FILE:LINE:COL", innermost last, separated by ";".
  std::vector<RelatedNote> Out;
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find(';', Start);
    if (End == std::string::npos)
      End = Text.size();
    std::string Frame = Text.substr(Start, End - Start);
    Start = End + 1;
    size_t At = Frame.find('@');
    size_t C2 = Frame.rfind(':');
    size_t C1 = C2 == std::string::npos || C2 == 0 ? std::string::npos
                                                   : Frame.rfind(':', C2 - 1);
    if (At == std::string::npos || C1 == std::string::npos || C1 < At)
      continue;
    RelatedNote N;
    N.Text = Frame.substr(0, At);
    N.Loc.File = Frame.substr(At + 1, C1 - At - 1);
    N.Loc.DisplayFile = frontend::pathForDisplay(N.Loc.File);
    N.Loc.Line = static_cast<uint32_t>(
        std::strtoul(Frame.c_str() + C1 + 1, nullptr, 10));
    N.Loc.Col = static_cast<uint32_t>(
        std::strtoul(Frame.c_str() + C2 + 1, nullptr, 10));
    Out.push_back(std::move(N));
  }
  return Out;
}

std::string formatAllocationSites(const std::vector<RelatedNote> &Sites) {
  std::string Out;
  for (const RelatedNote &N : Sites) {
    if (!Out.empty())
      Out += ";";
    Out += N.Text + "@" + N.Loc.File + ":" + std::to_string(N.Loc.Line) + ":" +
           std::to_string(N.Loc.Col);
  }
  return Out;
}

} // namespace pathsim
