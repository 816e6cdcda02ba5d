//===- store/Expected.h - error values without exceptions ----------------===//
//
// The failures of store/ (and of reports/, which names these types its own)
// as values. automodel/ turns them into llvm::Error at its boundary.
//
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace pathsim::store {

/// A tool failure (I/O, SQLite, a bad file) as a value: empty means success.
/// The message is complete and meant for the user, e.g.
/// "database 'x.db' is locked by another process".
class [[nodiscard]] Error {
public:
  /// Success.
  static Error success() { return Error(); }
  /// A failure with a message for the user.
  static Error failure(std::string Message) {
    Error E;
    E.Message = std::move(Message);
    return E;
  }
  /// True when this is a failure.
  explicit operator bool() const { return Message.has_value(); }
  /// The failure's message (empty for success).
  const std::string &message() const {
    static const std::string Empty;
    return Message ? *Message : Empty;
  }

private:
  std::optional<std::string> Message;
};

/// A value or an Error, in the manner of llvm::Expected without its checking.
template <typename T> class [[nodiscard]] Expected {
public:
  Expected(T Value) : Value(std::move(Value)) {}
  Expected(Error E) : Err(std::move(E)) {
    assert(Err && "Expected from success");
  }

  /// True when a value is held.
  explicit operator bool() const { return Value.has_value(); }
  T &operator*() { return *Value; }
  const T &operator*() const { return *Value; }
  T *operator->() { return &*Value; }
  const T *operator->() const { return &*Value; }
  /// The failure (success if a value is held).
  const Error &error() const { return Err; }
  /// Moves the failure out, for forwarding it.
  Error takeError() { return std::move(Err); }

private:
  std::optional<T> Value;
  Error Err = Error::success();
};

} // namespace pathsim::store
