//===- reports/OutputFiles.cpp - files written whole or not at all --------===//
#include "reports/OutputFiles.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <optional>
#include <pthread.h>
#include <signal.h>
#include <variant>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace pathsim::reports {

namespace {

/// Writes all of \p Content to \p Fd; the errno message on failure.
std::string writeAll(int Fd, std::string_view Content) {
  for (size_t Done = 0; Done < Content.size();) {
    ssize_t N = ::write(Fd, Content.data() + Done, Content.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return std::strerror(N < 0 ? errno : ENOSPC);
    Done += static_cast<size_t>(N);
  }
  return {};
}

/// A link the user may follow: their own or root's (the rule of the
/// kernel's fs.protected_symlinks, whatever the directory).
bool trustedLink(const struct stat &Link) {
  return Link.st_uid == ::geteuid() || Link.st_uid == 0;
}

/// A character device an output is written through: /dev/null, /dev/zero,
/// /dev/full, a terminal. Any other (/dev/mem, a disk's raw device) is
/// refused.
bool outputDevice(const struct stat &St) {
  unsigned Major = major(St.st_rdev), Minor = minor(St.st_rdev);
  if (Major == 1)
    return Minor == 3 || Minor == 5 || Minor == 7;
  return Major == 4 || Major == 5 || (Major >= 136 && Major <= 143);
}

/// What an output's path names now.
struct Target {
  enum Kind { Absent, Regular, Through } Is = Absent;
  mode_t Mode = 0; ///< a regular file's permission bits
  struct stat Seen {};  ///< what is written through: checked again once open
  bool ViaLink = false; ///< written through a link
};

/// Why \p St cannot be written through, or nothing.
std::optional<std::string> notWritable(const struct stat &St) {
  if (S_ISFIFO(St.st_mode) || S_ISREG(St.st_mode))
    return std::nullopt;
  if (S_ISCHR(St.st_mode))
    return outputDevice(St) ? std::nullopt
                            : std::optional<std::string>(
                                  "it is a character device other than a "
                                  "terminal, /dev/null or /dev/full");
  if (S_ISDIR(St.st_mode))
    return "it is a directory";
  if (S_ISBLK(St.st_mode))
    return "it is a block device";
  if (S_ISSOCK(St.st_mode))
    return "it is a socket";
  return "it is not a file";
}

/// What \p Path is, or why it is not written.
std::variant<Target, std::string> examine(const std::string &Path) {
  Target T;
  struct stat L;
  if (::lstat(Path.c_str(), &L) != 0) {
    if (errno == ENOENT)
      return T;
    return std::string(std::strerror(errno));
  }
  if (S_ISREG(L.st_mode)) {
    T.Is = Target::Regular;
    T.Mode = L.st_mode & 0777;
    return T;
  }
  if (S_ISLNK(L.st_mode)) {
    if (!trustedLink(L))
      return fmt::format("it is a symbolic link owned by another user (uid "
                         "{}): not followed",
                         L.st_uid);
    if (::stat(Path.c_str(), &T.Seen) != 0)
      return fmt::format("it is a symbolic link to nothing ({})",
                         std::strerror(errno));
    T.ViaLink = true;
  } else {
    T.Seen = L;
  }
  if (auto Why = notWritable(T.Seen))
    return *Why;
  T.Is = Target::Through;
  return T;
}

/// Writes \p Content through the existing \p Path (a FIFO, a device, a
/// link's target) that examine() found as \p T; the errno message on
/// failure. It is opened without following a link that was not one, and
/// checked to be what was examined before anything is written.
std::string writeThrough(const std::string &Path, const Target &T,
                         std::string_view Content) {
  int Flags = O_WRONLY | O_NOCTTY | O_CLOEXEC | (T.ViaLink ? 0 : O_NOFOLLOW);
  int Fd = ::open(Path.c_str(), Flags);
  if (Fd < 0)
    return std::strerror(errno);
  struct stat Now;
  std::string Problem;
  if (::fstat(Fd, &Now) != 0)
    Problem = std::strerror(errno);
  else if (Now.st_dev != T.Seen.st_dev || Now.st_ino != T.Seen.st_ino)
    Problem = "it was replaced while being opened";
  else if (S_ISREG(Now.st_mode) && ::ftruncate(Fd, 0) != 0)
    Problem = std::strerror(errno);
  if (Problem.empty())
    Problem = writeAll(Fd, Content);
  if (Problem.empty() && S_ISREG(Now.st_mode) && ::fsync(Fd) != 0)
    Problem = std::strerror(errno);
  if (::close(Fd) != 0 && Problem.empty())
    Problem = std::strerror(errno);
  return Problem;
}

/// A temporary file beside \p Path ("DIR/.NAME.tmp-1f3a9c0e"), created
/// with O_EXCL, holding \p Content flushed to the disk, with the permission
/// bits \p Keep (those of the file it replaces), else 0666 less the umask;
/// removed if a signal ends the process before it is kept.
llvm::Expected<llvm::sys::fs::TempFile>
temporaryWith(const std::string &Path, std::string_view Content,
              std::optional<mode_t> Keep) {
  fs::path P(Path);
  fs::path Dir = P.parent_path().empty() ? fs::path(".") : P.parent_path();
  std::string Model =
      (Dir / ("." + P.filename().string() + ".tmp-%%%%%%%%")).string();
  // A signal between the file's creation and its registration for removal
  // on a signal would leave it behind: SIGINT, SIGTERM and SIGHUP wait until
  // TempFile::create has done both.
  sigset_t Deferred, Before;
  sigemptyset(&Deferred);
  sigaddset(&Deferred, SIGINT);
  sigaddset(&Deferred, SIGTERM);
  sigaddset(&Deferred, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &Deferred, &Before);
  auto Temp = llvm::sys::fs::TempFile::create(Model, 0666);
  pthread_sigmask(SIG_SETMASK, &Before, nullptr);
  if (!Temp)
    return Temp.takeError();
  std::string Problem = writeAll(Temp->FD, Content);
  if (Problem.empty() && Keep && ::fchmod(Temp->FD, *Keep) != 0)
    Problem = std::strerror(errno);
  if (Problem.empty() && ::fsync(Temp->FD) != 0)
    Problem = std::strerror(errno);
  if (Problem.empty())
    return Temp;
  llvm::consumeError(Temp->discard());
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Problem);
}

/// The message of an error from llvm::sys::fs ("No space left on device").
std::string messageOf(llvm::Error E) {
  std::string Text = llvm::toString(std::move(E));
  // TempFile::create says "...: No such file or directory"; keep the cause.
  size_t Colon = Text.rfind(": ");
  return Colon == std::string::npos ? Text : Text.substr(Colon + 2);
}

} // namespace

Error writeFileAtomically(const std::string &Path, std::string_view Content,
                          std::string_view What) {
  auto Fail = [&](const std::string &Problem) {
    return Error::failure(
        fmt::format("cannot write {} '{}': {}", What, Path, Problem));
  };
  auto Found = examine(Path);
  if (auto *Why = std::get_if<std::string>(&Found))
    return Fail(*Why);
  const Target &T = std::get<Target>(Found);
  if (T.Is == Target::Through) {
    std::string Problem = writeThrough(Path, T, Content);
    return Problem.empty() ? Error::success() : Fail(Problem);
  }
  std::optional<mode_t> Keep;
  if (T.Is == Target::Regular)
    Keep = T.Mode;
  auto Temp = temporaryWith(Path, Content, Keep);
  if (!Temp)
    return Fail(messageOf(Temp.takeError()));
  if (llvm::Error E = Temp->keep(Path)) {
    std::string Problem = messageOf(std::move(E));
    llvm::consumeError(Temp->discard());
    return Fail(Problem);
  }
  return Error::success();
}

Error writeFilesAtomically(
    const std::string &Dir,
    const std::vector<std::pair<std::string, std::string>> &Files) {
  bool Created = false;
  struct stat St;
  if (::lstat(Dir.c_str(), &St) != 0) {
    std::error_code EC;
    fs::create_directories(Dir, EC);
    if (EC)
      return Error::failure(
          fmt::format("cannot create directory '{}': {}", Dir, EC.message()));
    Created = true;
  } else if (S_ISLNK(St.st_mode) && !trustedLink(St)) {
    return Error::failure(fmt::format(
        "cannot write into '{}': it is a symbolic link owned by another user "
        "(uid {}): not followed",
        Dir, St.st_uid));
  } else if (::stat(Dir.c_str(), &St) != 0 || !S_ISDIR(St.st_mode)) {
    return Error::failure(fmt::format(
        "cannot write into '{}': it exists and is not a directory", Dir));
  }
  std::vector<llvm::sys::fs::TempFile> Temps;
  auto Abandon = [&](std::string Message) {
    for (llvm::sys::fs::TempFile &T : Temps)
      llvm::consumeError(T.discard());
    std::error_code Ignored;
    if (Created)
      fs::remove(Dir, Ignored); // only if still empty
    return Error::failure(std::move(Message));
  };
  for (const auto &[Name, Content] : Files) {
    std::string Path = (fs::path(Dir) / Name).string();
    struct stat Old;
    std::optional<mode_t> Keep;
    if (::lstat(Path.c_str(), &Old) == 0) {
      if (S_ISREG(Old.st_mode))
        Keep = Old.st_mode & 0777;
      else if (!S_ISLNK(Old.st_mode)) // a link is replaced, never followed
        return Abandon(fmt::format(
            "cannot write '{}': it exists and is not a regular file", Path));
    }
    auto Temp = temporaryWith(Path, Content, Keep);
    if (!Temp)
      return Abandon(fmt::format("cannot write '{}': {}", Path,
                                 messageOf(Temp.takeError())));
    Temps.push_back(std::move(*Temp));
  }
  // Every file is whole on the disk: now they replace the old ones, in
  // order (the last one, an index, after every page it links).
  for (size_t I = 0; I < Temps.size(); ++I) {
    std::string Path = (fs::path(Dir) / Files[I].first).string();
    if (llvm::Error E = Temps[I].keep(Path)) {
      std::string Problem = messageOf(std::move(E));
      for (size_t J = I; J < Temps.size(); ++J)
        llvm::consumeError(Temps[J].discard());
      return Error::failure(fmt::format("cannot write '{}': {}", Path, Problem));
    }
  }
  return Error::success();
}

} // namespace pathsim::reports
