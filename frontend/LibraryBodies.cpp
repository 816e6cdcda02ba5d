//===- frontend/LibraryBodies.cpp -----------------------------------------===//
#include "frontend/LibraryBodies.h"

#include "frontend/FileHash.h"

#include "llvm/Support/MemoryBuffer.h"

namespace pathsim::frontend {

namespace {

/// A file whose contents are served from memory, with the status of the
/// file on disk (the same size: SourceManager checks it).
class ServedFile : public llvm::vfs::File {
public:
  ServedFile(llvm::vfs::Status Stat, std::string Contents)
      : Stat(std::move(Stat)), Contents(std::move(Contents)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return Stat; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Contents, Name);
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status Stat;
  std::string Contents;
};

} // namespace

std::optional<std::string> withStringBodies(llvm::StringRef Contents) {
  // The line as libstdc++ 4.x to 14 write it, and its replacement of the
  // same length.
  static constexpr llvm::StringLiteral Line =
      "\n# define _GLIBCXX_EXTERN_TEMPLATE 1\n";
  static constexpr llvm::StringLiteral Served =
      "\n#define _GLIBCXX_EXTERN_TEMPLATE -1\n";
  static_assert(Line.size() == Served.size());
  size_t At = Contents.find(Line);
  if (At == llvm::StringRef::npos ||
      Contents.find(Line, At + 1) != llvm::StringRef::npos)
    return std::nullopt;
  std::string Result = Contents.str();
  Result.replace(At, Line.size(), Served.str());
  return Result;
}

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
LibraryBodies::openFileForRead(const llvm::Twine &Path) {
  auto File = ProxyFileSystem::openFileForRead(Path);
  std::string Name = Path.str();
  if (!File || !llvm::StringRef(Name).ends_with("/bits/c++config.h"))
    return File;
  auto Stat = (*File)->status();
  auto Buffer = (*File)->getBuffer(Name);
  if (!Stat || !Buffer)
    return File;
  std::optional<std::string> Changed =
      withStringBodies((*Buffer)->getBuffer());
  if (!Changed)
    return File;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    OriginalHashes[Name] = hashContents(
        std::string_view((*Buffer)->getBufferStart(), (*Buffer)->getBufferSize()));
  }
  return std::unique_ptr<llvm::vfs::File>(
      new ServedFile(std::move(*Stat), std::move(*Changed)));
}

std::optional<std::string>
LibraryBodies::originalHash(const std::string &Path) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = OriginalHashes.find(Path);
  if (It == OriginalHashes.end())
    return std::nullopt;
  return It->second;
}

} // namespace pathsim::frontend
