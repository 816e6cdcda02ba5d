//===- server/Token.cpp - the token that allows writes, from its file ------===//
#include "server/Api.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pathsim::server {

reports::Expected<std::string> readTokenFile(const std::string &Path) {
  using reports::Error;
  // Not through a link: the file checked is the file read.
  int Fd = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY |
                                    O_NONBLOCK);
  if (Fd < 0)
    return Error::failure(fmt::format("cannot read the token file '{}': {}",
                                      Path, std::strerror(errno)));
  struct stat St;
  std::string Token;
  std::string Problem;
  if (::fstat(Fd, &St) != 0)
    Problem = std::strerror(errno);
  else if (!S_ISREG(St.st_mode))
    Problem = "not a regular file";
  else if (St.st_uid != ::geteuid())
    Problem = "owned by another user";
  else if (St.st_mode & 077)
    Problem = fmt::format("others may read or write it (mode {:04o}); "
                          "chmod 600 it",
                          St.st_mode & 07777);
  else if (St.st_size > 4096)
    Problem = "larger than 4096 bytes";
  if (Problem.empty()) {
    char Buffer[4097];
    ssize_t N = ::read(Fd, Buffer, sizeof Buffer - 1);
    if (N < 0)
      Problem = std::strerror(errno);
    else
      Token.assign(Buffer, static_cast<size_t>(N));
  }
  ::close(Fd);
  while (!Token.empty() && (Token.back() == '\n' || Token.back() == '\r' ||
                            Token.back() == ' ' || Token.back() == '\t'))
    Token.pop_back();
  if (Problem.empty()) {
    for (char C : Token)
      if (C <= ' ' || C > '~')
        Problem = "the token holds a space or a character that is not "
                  "printable ASCII (it is sent in a header)";
    if (Problem.empty() && Token.size() < 16)
      Problem = "the token is shorter than 16 characters (make one with "
                "'head -c 32 /dev/urandom | base64 > FILE')";
  }
  if (!Problem.empty())
    return Error::failure(
        fmt::format("token file '{}' refused: {}", Path, Problem));
  return Token;
}

} // namespace pathsim::server
