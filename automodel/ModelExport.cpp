//===- automodel/ModelExport.cpp - stored models as .mdl files ------------===//
#include "automodel/ModelExport.h"

#include "modellang/Keywords.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"
#include "modellang/Validator.h"
#include "simulator/models/ModelSet.h"

#include <cctype>
#include <map>
#include <optional>
#include <set>

namespace pathsim {

namespace {

/// Text safe inside a `//` comment: control bytes become '?'.
std::string commentSafe(std::string_view S) {
  std::string Out(S);
  for (char &C : Out)
    if (static_cast<unsigned char>(C) < 0x20 || C == 0x7f)
      C = '?';
  return Out;
}

std::string where(const StoredFunction &F) {
  return commentSafe(F.File.empty() ? "(no file)" : F.File) + ":" +
         std::to_string(F.Line);
}

/// Every line of \p Text as a `//` comment.
std::string commentedOut(const std::string &Text) {
  std::string Out;
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find('\n', Start);
    if (End == std::string::npos)
      End = Text.size();
    Out += "// " + commentSafe(Text.substr(Start, End - Start)) + "\n";
    Start = End + 1;
  }
  return Out;
}

/// A function ready to be written: its model read back, renamed.
struct Prepared {
  const StoredFunction *F;
  std::optional<modellang::Model> M; ///< none: written as a comment only
  std::string Name;                  ///< the exported name
  std::string Why;                   ///< why it is a comment, if it is
};

std::optional<Prepared> prepare(const StoredFunction &F,
                                std::vector<std::string> &Errors) {
  Prepared P{&F, std::nullopt, F.Name, ""};
  if (F.ModelText.find_first_not_of(" \t\r\n") == std::string::npos) {
    P.Why = "no model was stored for it";
    return P;
  }
  modellang::ReadResult R = modellang::readModels(F.ModelText, F.Key);
  std::string Problem;
  if (!R.Errors.empty())
    Problem = R.Errors.front().str();
  else if (R.Models.size() != 1)
    Problem = "the stored text holds " + std::to_string(R.Models.size()) +
              " models, not one";
  else if (R.Models.front().Cases.empty()) {
    P.Why = "no path of it returned or ended the program (each stopped at a "
            "defect or a limit): its callers use the conservative rule";
    return P;
  } else if (auto Ds = modellang::validateModel(R.Models.front(), F.Key);
             !Ds.empty())
    Problem = Ds.front().str();
  if (!Problem.empty()) {
    Errors.push_back("the stored model of '" + F.Key + "' (" + where(F) +
                     ") is not valid, not exported: " + Problem);
    return std::nullopt;
  }
  P.M = std::move(R.Models.front());
  P.Name = exportedModelName(F, P.M->Name);
  P.M->Name = P.Name;
  return P;
}

std::string header(const std::string &Source) {
  return "// Automatic models of the functions defined in " +
         commentSafe(Source.empty() ? "(no file)" : Source) +
         ",\n// exported by `pathsim models export`. Load them with "
         "`pathsim analyze --models DIR`.\n";
}

std::string entry(const Prepared &P) {
  const StoredFunction &F = *P.F;
  std::string Text = "\n// " + commentSafe(F.Name) + " at " + where(F) +
                     "; key " + commentSafe(F.Key) + "; hash " +
                     commentSafe(F.Hash) + "\n";
  if (!P.Why.empty()) {
    Text += "// Not exported as a model: " + commentSafe(P.Why) + ".\n";
    return Text + commentedOut(P.M ? modellang::printModel(*P.M) : "");
  }
  return Text + modellang::printModel(*P.M);
}

} // namespace

std::string exportedModelName(const StoredFunction &F,
                              const std::string &ModelName) {
  if (!F.LinkageName.empty()) {
    std::string Called = modelNameFor(F.LinkageName);
    if (modellang::isIdentifier(Called))
      return Called;
  }
  return ModelName;
}

std::string exportFileName(const std::string &DisplayPath) {
  std::string Name;
  size_t Start = 0;
  while (Start <= DisplayPath.size()) {
    size_t End = DisplayPath.find('/', Start);
    if (End == std::string::npos)
      End = DisplayPath.size();
    std::string_view Part(DisplayPath.data() + Start, End - Start);
    if (!Part.empty() && Part != "." && Part != "..") {
      if (!Name.empty())
        Name += '_';
      Name += Part;
    }
    Start = End + 1;
  }
  for (char &C : Name)
    if (!std::isalnum(static_cast<unsigned char>(C)) && C != '.' && C != '_' &&
        C != '+' && C != '-')
      C = '_';
  if (Name.empty())
    Name = "unknown-file";
  if (Name.front() == '.')
    Name.front() = '_';
  return Name + ".mdl";
}

ExportPlan planExport(const std::vector<StoredFunction> &Functions) {
  ExportPlan Plan;
  std::vector<Prepared> All;
  std::map<std::string, std::vector<const StoredFunction *>> ByName;
  for (const StoredFunction &F : Functions)
    if (std::optional<Prepared> P = prepare(F, Plan.Errors)) {
      if (P->M)
        ByName[P->Name].push_back(&F);
      All.push_back(std::move(*P));
    }

  for (Prepared &P : All) {
    if (!P.Why.empty()) {
      Plan.Notes.push_back("'" + P.F->Key + "' (" + where(*P.F) +
                           "): " + P.Why);
      continue;
    }
    const auto &Sharing = ByName[P.Name];
    if (Sharing.size() < 2) {
      ++Plan.Models;
      continue;
    }
    P.Why = std::to_string(Sharing.size()) + " stored functions are named '" +
            P.Name + "' (";
    for (size_t I = 0; I < Sharing.size(); ++I)
      P.Why += (I ? ", " : "") + where(*Sharing[I]);
    P.Why += ") and a model library defines a name once";
    Plan.Notes.push_back("'" + P.F->Key + "' (" + where(*P.F) +
                         ") written as a comment: " + P.Why);
  }

  // One file per source file, in the order of the functions.
  std::map<std::string, size_t> FileOf; // source file -> index in Files
  std::set<std::string> Taken;
  for (const Prepared &P : All) {
    auto [It, New] = FileOf.try_emplace(P.F->File, Plan.Files.size());
    if (New) {
      std::string Base = exportFileName(P.F->File), Name = Base;
      for (int N = 2; !Taken.insert(Name).second; ++N)
        Name =
            Base.substr(0, Base.size() - 4) + "-" + std::to_string(N) + ".mdl";
      Plan.Files.push_back({Name, header(P.F->File)});
    }
    Plan.Files[It->second].Text += entry(P);
  }
  return Plan;
}

} // namespace pathsim
