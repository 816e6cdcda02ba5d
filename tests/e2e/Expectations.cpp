//===- tests/e2e/Expectations.cpp - the -verify style expectations of a case =//
#include "tests/e2e/Expectations.h"

#include <sstream>

namespace pathsim::e2e {

CaseFile parseExpectations(const std::string &Text) {
  CaseFile Out;
  std::istringstream In(Text);
  std::string Line;
  uint32_t No = 0;
  static const std::pair<const char *, Expectation::Kind> Keys[] = {
      {"expected-warning", Expectation::Kind::Warning},
      {"expected-note", Expectation::Kind::Note},
      {"todo-warning", Expectation::Kind::Todo}};
  while (std::getline(In, Line)) {
    ++No;
    if (Line.find("expected-no-diagnostics") != std::string::npos)
      Out.NoDiagnostics = true;
    if (auto P = Line.find("pathsim-args:"); P != std::string::npos) {
      std::istringstream Args(Line.substr(P + 13));
      std::string A;
      while (Args >> A)
        Out.Args.push_back(A);
    }
    for (auto [Key, Kind] : Keys) {
      size_t Pos = 0;
      std::string K = Key;
      while ((Pos = Line.find(K, Pos)) != std::string::npos) {
        size_t At = Pos + K.size();
        Pos = At;
        Expectation E;
        E.K = Kind;
        E.WrittenAt = No;
        E.Line = No;
        if (At < Line.size() && Line[At] == '@') {
          size_t End = Line.find("{{", At);
          if (End == std::string::npos) {
            Out.Errors.push_back("line " + std::to_string(No) +
                                 ": '@' without '{{'");
            break;
          }
          std::string Off = Line.substr(At + 1, End - At - 1);
          try {
            int Delta = std::stoi(Off);
            E.Line = static_cast<uint32_t>(static_cast<int>(No) + Delta);
          } catch (...) {
            Out.Errors.push_back("line " + std::to_string(No) +
                                 ": bad offset '" + Off + "'");
            break;
          }
          At = End;
        }
        if (Line.compare(At, 2, "{{") != 0) {
          Out.Errors.push_back("line " + std::to_string(No) +
                               ": expected '{{' after " + K);
          break;
        }
        size_t Close = Line.find("}}", At + 2);
        if (Close == std::string::npos) {
          Out.Errors.push_back("line " + std::to_string(No) + ": missing '}}'");
          break;
        }
        E.Text = Line.substr(At + 2, Close - At - 2);
        Out.Expected.push_back(E);
        Pos = Close + 2;
      }
    }
  }
  return Out;
}

std::vector<Diagnostic> parseDiagnostics(const std::string &Output) {
  std::vector<Diagnostic> Out;
  std::istringstream In(Output);
  std::string Line;
  while (std::getline(In, Line)) {
    size_t W = Line.find(": warning: "), N = Line.find(": note: ");
    size_t At = std::min(W, N);
    if (At == std::string::npos)
      continue;
    Diagnostic D;
    D.IsNote = At == N;
    D.Text = Line.substr(At + (D.IsNote ? 8 : 11));
    // file:line:col
    std::string Loc = Line.substr(0, At);
    size_t C2 = Loc.rfind(':');
    size_t C1 =
        C2 == std::string::npos ? std::string::npos : Loc.rfind(':', C2 - 1);
    if (C1 == std::string::npos)
      continue;
    D.File = Loc.substr(0, C1);
    D.Line = static_cast<uint32_t>(std::stoul(Loc.substr(C1 + 1, C2 - C1 - 1)));
    D.Col = static_cast<uint32_t>(std::stoul(Loc.substr(C2 + 1)));
    Out.push_back(D);
  }
  return Out;
}

} // namespace pathsim::e2e
