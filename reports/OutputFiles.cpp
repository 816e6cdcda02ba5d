//===- reports/OutputFiles.cpp - files written whole or not at all --------===//
#include "reports/OutputFiles.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>

namespace fs = std::filesystem;

namespace pathsim::reports {

namespace {

/// Writes \p Content to a new file \p Path and flushes it to the disk; the
/// errno message on failure (the file is then removed).
std::string writeAndSync(const std::string &Path, std::string_view Content) {
  int Fd = ::open(Path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (Fd < 0)
    return std::strerror(errno);
  std::string Problem;
  for (size_t Done = 0; Done < Content.size() && Problem.empty();) {
    ssize_t N = ::write(Fd, Content.data() + Done, Content.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      Problem = std::strerror(N < 0 ? errno : ENOSPC);
    else
      Done += static_cast<size_t>(N);
  }
  if (Problem.empty() && ::fsync(Fd) != 0)
    Problem = std::strerror(errno);
  if (::close(Fd) != 0 && Problem.empty())
    Problem = std::strerror(errno);
  if (!Problem.empty())
    ::unlink(Path.c_str());
  return Problem;
}

/// A name beside \p Path no other process uses.
std::string temporaryName(const std::string &Path) {
  return fmt::format("{}.tmp-{}", Path, ::getpid());
}

} // namespace

Error writeFileAtomically(const std::string &Path, std::string_view Content,
                          std::string_view What) {
  std::string Temp = temporaryName(Path);
  std::string Problem = writeAndSync(Temp, Content);
  if (Problem.empty() && ::rename(Temp.c_str(), Path.c_str()) != 0) {
    Problem = std::strerror(errno);
    ::unlink(Temp.c_str());
  }
  if (!Problem.empty())
    return Error::failure(
        fmt::format("cannot write {} '{}': {}", What, Path, Problem));
  return Error::success();
}

Error writeFilesAtomically(
    const std::string &Dir,
    const std::vector<std::pair<std::string, std::string>> &Files) {
  std::error_code EC;
  bool Existed = fs::exists(Dir, EC);
  fs::create_directories(Dir, EC);
  if (EC)
    return Error::failure(
        fmt::format("cannot create directory '{}': {}", Dir, EC.message()));
  fs::path Staging =
      fs::path(Dir) / fmt::format(".pathsim-staging-{}", ::getpid());
  auto Abandon = [&](std::string Message) {
    std::error_code Ignored;
    fs::remove_all(Staging, Ignored);
    if (!Existed)
      fs::remove(Dir, Ignored); // only if still empty
    return Error::failure(std::move(Message));
  };
  fs::create_directory(Staging, EC);
  if (EC)
    return Abandon(
        fmt::format("cannot write into directory '{}': {}", Dir, EC.message()));
  for (const auto &[Name, Content] : Files) {
    std::string Problem = writeAndSync((Staging / Name).string(), Content);
    if (!Problem.empty())
      return Abandon(fmt::format("cannot write '{}': {}",
                                 (fs::path(Dir) / Name).string(), Problem));
  }
  // Every file is whole on the disk: now they replace the old ones.
  for (const auto &[Name, Content] : Files) {
    fs::rename(Staging / Name, fs::path(Dir) / Name, EC);
    if (EC)
      return Abandon(fmt::format("cannot write '{}': {}",
                                 (fs::path(Dir) / Name).string(),
                                 EC.message()));
  }
  fs::remove(Staging, EC);
  return Error::success();
}

} // namespace pathsim::reports
