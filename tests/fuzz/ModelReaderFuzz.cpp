//===- tests/fuzz/ModelReaderFuzz.cpp - libFuzzer target for the reader ---===//
//
// Reads arbitrary bytes as a model file. The reader must never crash; every
// model it returns must print, read back equal, and print the same again; a
// file without errors must do the same with its comments (printFile).
// A violation aborts, so that libFuzzer keeps the input.
//
//===----------------------------------------------------------------------===//
#include "modellang/ModelLibrary.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"
#include "modellang/Validator.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace pathsim::modellang;

namespace {

[[noreturn]] void violation(const char *What, const std::string &Printed) {
  std::fprintf(stderr, "modellang_fuzz: %s\n--- printed ---\n%s\n---\n", What,
               Printed.c_str());
  std::abort();
}

void checkRoundTrip(const Model &M) {
  std::string Printed = printModel(M);
  ReadResult Again = readModels(Printed, "printed.mdl");
  if (!Again.Errors.empty())
    violation(("printed model does not read: " + Again.Errors[0].str()).c_str(),
              Printed);
  if (Again.Models.size() != 1)
    violation("printed model reads as more or less than one model", Printed);
  if (!(Again.Models[0] == M))
    violation("printed model reads back different", Printed);
  if (printModel(Again.Models[0]) != Printed)
    violation("printing is not idempotent", Printed);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  ReadResult R = readModels(Text, "fuzz.mdl");
  // Every error is somewhere in the text (line 1 to one past the last line).
  size_t Lines = 1;
  for (char C : Text)
    Lines += C == '\n';
  for (const Diagnostic &D : R.Errors)
    if (D.Loc.Line < 1 || D.Loc.Line > Lines || D.Loc.Col < 1 ||
        D.Message.empty())
      violation(("diagnostic out of the text: " + D.str()).c_str(), "");
  for (const Model &M : R.Models) {
    validateModel(M, "fuzz.mdl");
    checkRoundTrip(M);
  }
  if (R.Errors.empty()) {
    std::string Printed = printFile(R);
    ReadResult Again = readModels(Printed, "printed.mdl");
    if (!Again.Errors.empty() || !(Again.Models == R.Models))
      violation("printed file reads back different", Printed);
    if (printFile(Again) != Printed)
      violation("printing the file is not idempotent", Printed);
  }
  ModelLibrary Library;
  Library.loadText(Text, "fuzz.mdl");
  Library.loadText(Text, "again.mdl", true);
  return 0;
}
