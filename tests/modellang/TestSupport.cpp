//===- tests/modellang/TestSupport.cpp - helpers for the modellang tests --===//
#include "tests/modellang/TestSupport.h"

#include "modellang/Validator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace pathsim::modellang::test {

std::string dataPath(const std::string &Name) {
  return std::string(PATHSIM_MODELLANG_TEST_DATA) + "/" + Name;
}

std::string readText(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::ostringstream Content;
  Content << In.rdbuf();
  return Content.str();
}

std::vector<std::string> allModelFiles() {
  namespace fs = std::filesystem;
  std::vector<std::string> Files;
  for (const char *Dir : {PATHSIM_MODELLANG_TEST_DATA, PATHSIM_FUZZ_CORPUS,
                          PATHSIM_LIBC_MODELS}) {
    std::error_code EC;
    if (!fs::is_directory(Dir, EC))
      continue;
    for (const auto &Entry : fs::directory_iterator(Dir))
      if (Entry.path().extension() == ".mdl")
        Files.push_back(Entry.path().string());
  }
  std::sort(Files.begin(), Files.end());
  return Files;
}

Model readOne(const std::string &Text) {
  ReadResult R = readModels(Text, "t.mdl");
  for (const Diagnostic &D : R.Errors)
    ADD_FAILURE() << D.str();
  EXPECT_EQ(R.Models.size(), 1u) << Text;
  return R.Models.empty() ? Model{} : R.Models[0];
}

std::vector<std::string> readErrors(const std::string &Text) {
  std::vector<std::string> Out;
  for (const Diagnostic &D : readModels(Text, "t.mdl").Errors)
    Out.push_back(D.str());
  return Out;
}

std::vector<std::string> validationErrors(const std::string &Text) {
  ReadResult R = readModels(Text, "t.mdl");
  for (const Diagnostic &D : R.Errors)
    ADD_FAILURE() << "read error: " << D.str();
  std::vector<std::string> Out;
  for (const Diagnostic &D : validateModels(R.Models, "t.mdl"))
    Out.push_back(D.str());
  return Out;
}

} // namespace pathsim::modellang::test
