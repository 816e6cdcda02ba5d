//===- frontend/CompilationDatabaseCheck.cpp - compile_commands.json, strictly
#include "frontend/CompilationDatabaseCheck.h"

#include "llvm/Support/JSON.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace pathsim::frontend {

namespace {

/// "PATH:LINE:COL: error: MESSAGE" for byte \p Offset of \p Text (lines and
/// columns from 1, columns in bytes as compilers count them).
llvm::Error errorAt(llvm::StringRef Path, llvm::StringRef Text, size_t Offset,
                    const llvm::Twine &Message) {
  Offset = std::min(Offset, Text.size());
  size_t Line = 1, LineStart = 0;
  for (size_t I = 0; I < Offset; ++I)
    if (Text[I] == '\n') {
      ++Line;
      LineStart = I + 1;
    }
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 Path + ":" + llvm::Twine(Line) + ":" +
                                     llvm::Twine(Offset - LineStart + 1) +
                                     ": error: " + Message);
}

/// The byte offsets of the elements of the top-level array of \p Text
/// (known to be valid JSON): where each entry's '{' (or value) starts.
std::vector<size_t> elementOffsets(llvm::StringRef Text) {
  std::vector<size_t> Offsets;
  int Depth = 0;
  bool ExpectValue = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r')
      continue;
    if (Depth == 1 && ExpectValue) {
      Offsets.push_back(I);
      ExpectValue = false;
    }
    if (C == '"') {
      for (++I; I < Text.size() && Text[I] != '"'; ++I)
        if (Text[I] == '\\')
          ++I;
      continue;
    }
    if (C == '[' || C == '{') {
      ++Depth;
      if (Depth == 1 && C == '[')
        ExpectValue = true;
    } else if (C == ']' || C == '}') {
      --Depth;
    } else if (C == ',' && Depth == 1) {
      ExpectValue = true;
    }
  }
  return Offsets;
}

/// JSON's name for the kind of \p V, for "must be a string, not a number".
const char *kindName(const llvm::json::Value &V) {
  switch (V.kind()) {
  case llvm::json::Value::Null:
    return "null";
  case llvm::json::Value::Boolean:
    return "a boolean";
  case llvm::json::Value::Number:
    return "a number";
  case llvm::json::Value::String:
    return "a string";
  case llvm::json::Value::Array:
    return "an array";
  case llvm::json::Value::Object:
    return "an object";
  }
  return "a value";
}

/// What is wrong with one entry, or an empty string.
std::string entryProblem(const llvm::json::Value &Entry) {
  const llvm::json::Object *O = Entry.getAsObject();
  if (!O)
    return std::string("must be an object, not ") + kindName(Entry);
  for (const auto &[Key, Value] : *O) {
    llvm::StringRef K = Key;
    if (K == "directory" || K == "file" || K == "command" || K == "output") {
      if (!Value.getAsString())
        return "\"" + K.str() + "\" must be a string, not " + kindName(Value);
      if (Value.getAsString()->empty() && K != "output")
        return "\"" + K.str() + "\" is empty";
    } else if (K == "arguments") {
      const llvm::json::Array *A = Value.getAsArray();
      if (!A)
        return std::string("\"arguments\" must be an array of strings, not ") +
               kindName(Value);
      if (A->empty())
        return "\"arguments\" is empty";
      for (size_t I = 0; I < A->size(); ++I)
        if (!(*A)[I].getAsString())
          return "\"arguments\"[" + std::to_string(I) +
                 "] must be a string, not " + kindName((*A)[I]);
    } else {
      return "unknown key \"" + K.str() +
             "\" (an entry has \"directory\", \"file\", \"command\" or "
             "\"arguments\", and \"output\")";
    }
  }
  for (const char *Required : {"directory", "file"})
    if (!O->get(Required))
      return std::string("\"") + Required + "\" is missing";
  if (!O->get("command") && !O->get("arguments"))
    return "\"command\" or \"arguments\" is missing";
  return {};
}

} // namespace

/// The offset of the first bracket nested deeper than \p Limit (outside
/// strings), or npos. A compilation database nests three deep; the JSON
/// and YAML parsers recurse once a level, and a file of 60,000 brackets
/// overflowed the stack.
static size_t tooDeep(llvm::StringRef Text, unsigned Limit) {
  unsigned Depth = 0;
  bool InString = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (InString) {
      if (C == '\\')
        ++I;
      else if (C == '"')
        InString = false;
    } else if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > Limit)
        return I;
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return llvm::StringRef::npos;
}

llvm::Error checkCompilationDatabase(llvm::StringRef Path,
                                     llvm::StringRef Text) {
  constexpr unsigned MaxDepth = 64;
  if (size_t Deep = tooDeep(Text, MaxDepth); Deep != llvm::StringRef::npos)
    return errorAt(Path, Text, Deep,
                   "invalid compilation database: brackets nested more than " +
                       std::to_string(MaxDepth) +
                       " deep (an entry needs three)");
  llvm::Expected<llvm::json::Value> Root = llvm::json::parse(Text);
  if (!Root) {
    // llvm::json says "[LINE:COL, byte=OFFSET]: MESSAGE", the offset just
    // past the character it stopped at; the place is recomputed from it so
    // that columns count from 1.
    std::string Log = llvm::toString(Root.takeError());
    size_t Byte = Log.find("byte=");
    size_t Colon = Log.find("]: ");
    size_t Offset = Byte == std::string::npos
                        ? 0
                        : std::strtoul(&Log[Byte + 5], nullptr, 10);
    if (Offset > 0)
      --Offset;
    std::string Message =
        Colon == std::string::npos ? Log : Log.substr(Colon + 3);
    return errorAt(Path, Text, Offset, "invalid JSON: " + Message);
  }
  const llvm::json::Array *Entries = Root->getAsArray();
  if (!Entries)
    return errorAt(Path, Text, Text.size() - Text.ltrim().size(),
                   std::string("a compilation database must be an array of "
                               "entries, not ") +
                       kindName(*Root));
  if (Entries->empty())
    return errorAt(Path, Text, Text.size() - Text.ltrim().size(),
                   "the compilation database has no entries: nothing to "
                   "analyze");
  std::vector<size_t> Offsets = elementOffsets(Text);
  for (size_t I = 0; I < Entries->size(); ++I) {
    std::string Problem = entryProblem((*Entries)[I]);
    if (!Problem.empty())
      return errorAt(Path, Text, I < Offsets.size() ? Offsets[I] : 0,
                     "entry " + llvm::Twine(I) + ": " + Problem);
  }
  return llvm::Error::success();
}

} // namespace pathsim::frontend
