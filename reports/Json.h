//===- reports/Json.h - a small streaming JSON writer ---------------------===//
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// Appends \p Text to \p Out as the inside of a JSON string: quotes,
/// backslashes and every control character escaped; malformed UTF-8 replaced
/// by U+FFFD so the output is always valid UTF-8. With \p ForHtml, '<', '>',
/// '&', U+2028 and U+2029 are escaped too, so the JSON can sit in a <script>.
void appendJsonEscaped(std::string &Out, std::string_view Text,
                       bool ForHtml = false);

/// Writes JSON to a stream, inserting commas and (optionally) indentation.
/// Usage: W.objectBegin(); W.key("a"); W.value(1); W.objectEnd();
class JsonWriter {
public:
  explicit JsonWriter(std::ostream &OS, bool Pretty = true,
                      bool ForHtml = false)
      : OS(OS), Pretty(Pretty), ForHtml(ForHtml) {}

  void objectBegin() { open('{'); }
  void objectEnd() { close('}'); }
  void arrayBegin() { open('['); }
  void arrayEnd() { close(']'); }
  /// The next member's name; the value follows.
  void key(std::string_view Name);
  void value(std::string_view Text);
  void value(const char *Text) { value(std::string_view(Text)); }
  void value(const std::string &Text) { value(std::string_view(Text)); }
  void value(int64_t Number);
  void value(uint32_t Number) { value(static_cast<int64_t>(Number)); }
  void value(int Number) { value(static_cast<int64_t>(Number)); }
  void value(double Number);
  void value(bool Flag);
  void null();
  /// A value that is already JSON (written as is, on one line).
  void raw(std::string_view Json);
  /// key() then value(), for the common case.
  template <typename T> void member(std::string_view Name, const T &V) {
    key(Name);
    value(V);
  }

private:
  void open(char Bracket);
  void close(char Bracket);
  void beforeValue();
  void newline();

  std::ostream &OS;
  bool Pretty, ForHtml;
  /// One entry per open container: whether it has members yet.
  std::vector<bool> HasMembers;
  bool AfterKey = false;
};

} // namespace pathsim::reports
