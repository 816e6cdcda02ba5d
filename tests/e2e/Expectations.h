//===- tests/e2e/Expectations.h -------------------------------------------===//
// The -verify style expectations of a case.
//
// An end-to-end case is a C or C++ file whose expected diagnostics sit on
// the lines they are about, as in Clang's -verify:
//
//   result[0] = 0; // expected-warning{{NULL pointer 'result'}}
//   // expected-warning@+1{{leaking memory}}
//   // expected-note@-3{{when 'size > 0'}}
//   // todo-warning{{...}}         a known miss: fails once it is reported
//   // expected-no-diagnostics
//   // pathsim-args: --max-paths=5 --loop-bound=2 --no-leaks
//
// Text matches as a substring of the message (warnings: "MESSAGE [kind]").
// Notes are checked only in files that expect at least one note; then every
// note of the file's warnings must be expected.
//
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pathsim::e2e {

struct Expectation {
  enum class Kind { Warning, Note, Todo };
  Kind K = Kind::Warning;
  uint32_t Line = 0;      ///< the line the diagnostic must be on
  uint32_t WrittenAt = 0; ///< the line the expectation is written on
  std::string Text;
};

struct CaseFile {
  std::vector<Expectation> Expected;
  bool NoDiagnostics = false;
  std::vector<std::string> Args;   ///< from "pathsim-args:"
  std::vector<std::string> Errors; ///< malformed expectations
};

/// Reads the expectations of a case's text.
CaseFile parseExpectations(const std::string &Text);

/// One diagnostic line of pathsim's compiler-style output.
struct Diagnostic {
  bool IsNote = false;
  std::string File;
  uint32_t Line = 0, Col = 0;
  std::string Text; ///< "MESSAGE [kind]" or the note's text
};

/// Parses "file:line:col: warning|note: text" lines.
std::vector<Diagnostic> parseDiagnostics(const std::string &Output);

} // namespace pathsim::e2e
