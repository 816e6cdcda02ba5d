//===- automodel/Installation.cpp - where the running pathsim's files are -===//
#include "automodel/Installation.h"

#include <filesystem>

namespace pathsim {

std::string installedPath(const std::string &Relative) {
  namespace fs = std::filesystem;
  std::error_code EC;
  fs::path Exe = fs::canonical("/proc/self/exe", EC);
  if (EC)
    return "";
  fs::path Candidate = Exe.parent_path().parent_path() / Relative;
  if (!fs::exists(Candidate, EC))
    return "";
  return Candidate.lexically_normal().string();
}

} // namespace pathsim
