//===- modellang/Reader.cpp - the grammar (Boost.Spirit X3) ---------------===//
//
// The tokens (names, keywords, numbers, strings, variables with their byte
// fields; see Lexer.h) are wrapped as X3 primitive parsers, so that each
// reports exactly what it expected; the structure (models, lists, cases,
// operations, operands) is an X3 grammar with expectation points. Semantic
// actions feed a Builder that assembles the Model. Errors are exceptions
// (LexError, x3::expectation_failure) inside the reader only: the loop in
// readModels() catches them, records a Diagnostic and resynchronises.
//
//===----------------------------------------------------------------------===//
#include "modellang/Reader.h"

#include "modellang/CharClass.h"
#include "modellang/Keywords.h"
#include "modellang/Lexer.h"
#include "modellang/Operators.h"
#include "modellang/SourceOutline.h"
#include "modellang/SourceText.h"
#include "modellang/Spelling.h"

#include <boost/spirit/home/x3.hpp>
#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

namespace pathsim::modellang {

namespace {

namespace x3 = boost::spirit::x3;
using Iter = const char *;

/// The most diagnostics one file gets before the reader gives up on it.
constexpr size_t MaxErrors = 50;

//===----------------------------------------------------------------------===//
// Token attributes: each carries the position of its first character.
//===----------------------------------------------------------------------===//

struct Tok {
  Iter Pos = nullptr;
};
struct Word {
  Iter Pos = nullptr;
  std::string Text;
};
struct Number {
  Iter Pos = nullptr;
  uint64_t Value = 0;
};
struct Str {
  Iter Pos = nullptr;
  std::string Value;
};
template <typename E> struct Kw {
  Iter Pos = nullptr;
  E Value{};
};
struct OperandTok {
  Iter Pos = nullptr;
  decltype(Operand::V) V;
};
struct VarDefTok {
  Iter Pos = nullptr;
  std::string Name;
  std::optional<ByteField> Field;
};

enum class DeclKind { Param, Global, Static, Temp };

std::optional<DeclKind> declKindFromSpelling(std::string_view S) {
  if (S == "param")
    return DeclKind::Param;
  if (S == "global")
    return DeclKind::Global;
  if (S == "static")
    return DeclKind::Static;
  if (S == "temp")
    return DeclKind::Temp;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Token parsers: X3 primitives around the lexical helpers.
//===----------------------------------------------------------------------===//

/// Base of the token parsers: skips blanks, then calls Derived::lex(P, End,
/// Attr&), which returns false without consuming when its token is absent.
template <typename Derived, typename Attr>
struct TokenParser : x3::parser<Derived> {
  using attribute_type = Attr;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename A>
  bool parse(It &First, It const &Last, Ctx const &Context, RCtx &,
             A &Out) const {
    x3::skip_over(First, Last, Context);
    Attr Value;
    Iter P = First;
    if (!static_cast<Derived const &>(*this).lex(P, Last, Value))
      return false;
    First = P;
    x3::traits::move_to(std::move(Value), Out);
    return true;
  }
};

template <char C> struct CharToken : TokenParser<CharToken<C>, Tok> {
  bool lex(Iter &P, Iter End, Tok &T) const {
    if (P == End || *P != C)
      return false;
    T.Pos = P++;
    return true;
  }
};
using LParenToken = CharToken<'('>;
using RParenToken = CharToken<')'>;

struct NameToken : TokenParser<NameToken, Word> {
  bool lex(Iter &P, Iter End, Word &W) const {
    Iter E = lexIdentifier(P, End);
    if (E == P)
      return false;
    W.Pos = P;
    W.Text.assign(P, E);
    P = E;
    return true;
  }
};

/// A keyword recognised by position: an identifier that Lookup knows.
template <typename E, std::optional<E> (*Lookup)(std::string_view)>
struct KeywordToken : TokenParser<KeywordToken<E, Lookup>, Kw<E>> {
  bool lex(Iter &P, Iter End, Kw<E> &K) const {
    Iter W = lexIdentifier(P, End);
    auto Value = Lookup(std::string_view(P, W - P));
    if (!Value)
      return false;
    K.Pos = P;
    K.Value = *Value;
    P = W;
    return true;
  }
};
using DeclKindToken = KeywordToken<DeclKind, declKindFromSpelling>;
using CaseKindToken = KeywordToken<CaseKind, caseKindFromSpelling>;
using OperationKindToken =
    KeywordToken<OperationKind, operationKindFromSpelling>;
using OperatorToken = KeywordToken<Operator, operatorFromSpelling>;

/// A return type: `return_0` ... `exit`, or `return 0` / `return X` (two
/// words, as the paper's Figure 13 prints them).
struct ReturnTypeToken : TokenParser<ReturnTypeToken, Kw<ReturnType>> {
  bool lex(Iter &P, Iter End, Kw<ReturnType> &K) const {
    Iter W = lexIdentifier(P, End);
    std::string_view Word(P, W - P);
    if (auto Type = returnTypeFromSpelling(Word)) {
      K = {P, *Type};
      P = W;
      return true;
    }
    if (Word != "return")
      return false;
    Iter Second = skipBlank(W, End);
    Iter SecondEnd = Second;
    while (SecondEnd != End && isIdentChar(*SecondEnd))
      ++SecondEnd;
    if (SecondEnd == Second)
      return false;
    auto Type = returnTypeFromSpelling("return_" +
                                       std::string(Second, SecondEnd - Second));
    if (!Type)
      return false;
    K = {P, *Type};
    P = SecondEnd;
    return true;
  }
};

struct NumberToken : TokenParser<NumberToken, Number> {
  bool lex(Iter &P, Iter End, Number &N) const {
    if (P == End || !isDigit(*P))
      return false;
    N.Pos = P;
    N.Value = lexDecimal(P, End);
    return true;
  }
};

struct StringToken : TokenParser<StringToken, Str> {
  bool lex(Iter &P, Iter End, Str &S) const {
    if (P == End || *P != '"')
      return false;
    S.Pos = P;
    S.Value = lexString(P, End);
    return true;
  }
};

struct StringOperandToken : TokenParser<StringOperandToken, OperandTok> {
  bool lex(Iter &P, Iter End, OperandTok &O) const {
    if (P == End || *P != '"')
      return false;
    O.Pos = P;
    O.V = StringConst{lexString(P, End)};
    return true;
  }
};

struct IntegerOperandToken : TokenParser<IntegerOperandToken, OperandTok> {
  bool lex(Iter &P, Iter End, OperandTok &O) const {
    Iter Start = P;
    IntegerConst I;
    if (!lexInteger(P, End, I))
      return false;
    O.Pos = Start;
    O.V = I;
    return true;
  }
};

struct VariableOperandToken : TokenParser<VariableOperandToken, OperandTok> {
  bool lex(Iter &P, Iter End, OperandTok &O) const {
    O.Pos = P;
    return lexVariable(P, End, O.V);
  }
};

/// A declared name with its optional byte field: `size<4:0>`.
struct VarDefToken : TokenParser<VarDefToken, VarDefTok> {
  bool lex(Iter &P, Iter End, VarDefTok &D) const {
    Iter Start = P;
    if (Iter E = lexIdentifier(P, End); E != P) {
      D.Name.assign(P, E);
      P = E;
    } else if (End - P >= 3 && std::string_view(P, 3) == "...") {
      D.Name = "..."; // not a valid declaration; the validator says why
      P += 3;
    } else {
      return false;
    }
    D.Pos = Start;
    if (P != End && *P == '<')
      D.Field = lexByteField(P, End);
    return true;
  }
};

/// Zero-width: the previous token ends here (whitespace, a parenthesis, a
/// comment or the end of the file follows), so `p<4>q` is not two operands.
struct DelimiterParser : x3::parser<DelimiterParser> {
  using attribute_type = x3::unused_type;
  template <typename It, typename Ctx, typename RCtx, typename A>
  bool parse(It &First, It const &Last, Ctx const &, RCtx &, A &) const {
    if (First == Last || isBlank(*First) || *First == '(' || *First == ')')
      return true;
    return *First == '/' && Last - First >= 2 &&
           (First[1] == '*' || First[1] == '/');
  }
};

/// Zero-width, after blanks: an identifier starts here.
struct IdentStartParser : x3::parser<IdentStartParser> {
  using attribute_type = x3::unused_type;
  template <typename It, typename Ctx, typename RCtx, typename A>
  bool parse(It &First, It const &Last, Ctx const &Context, RCtx &, A &) const {
    x3::skip_over(First, Last, Context);
    return First != Last && isIdentStart(*First);
  }
};

/// The skipper: whitespace and comments. An unterminated comment is an error.
struct Skipper : x3::parser<Skipper> {
  using attribute_type = x3::unused_type;
  template <typename It, typename Ctx, typename RCtx, typename A>
  bool parse(It &First, It const &Last, Ctx const &, RCtx &, A &) const {
    Iter Unterminated = nullptr;
    Iter P = skipBlank(First, Last, &Unterminated);
    if (Unterminated)
      fail(Unterminated, "unterminated comment: '/*' without '*/'");
    bool Moved = P != First;
    First = P;
    return Moved;
  }
};

//===----------------------------------------------------------------------===//
// The Builder: semantic actions assemble one Model.
//===----------------------------------------------------------------------===//

class Builder {
public:
  explicit Builder(const SourceText &Src) : Src(Src) {}

  Model M;

  void onModel(const Tok &T) {
    M = Model{};
    M.Loc = Src.locate(T.Pos);
    SeenCase = false;
    for (Iter &Seen : SeenDecl)
      Seen = nullptr;
  }
  void onName(const Word &W) { M.Name = W.Text; }
  void onDocFile(const Str &S) { M.DocFile = S.Value; }
  void onDocLine(const Number &N) { M.DocLine = N.Value; }
  void onDocText(const Str &S) { M.DocText = S.Value; }

  void onItemStart(const Tok &T) { PendingParen = T.Pos; }

  void onDecl(const Kw<DeclKind> &K) {
    static constexpr const char *Names[] = {"param", "global", "static",
                                            "temp"};
    auto Index = static_cast<size_t>(K.Value);
    if (Iter Previous = SeenDecl[Index]) {
      SourceLoc L = Src.locate(Previous);
      fail(K.Pos, fmt::format("second '{}' list in model '{}' (the first is "
                              "at {}:{}); put all the names in one list",
                              Names[Index], M.Name, L.Line, L.Col));
    }
    if (SeenCase)
      fail(K.Pos, fmt::format("the '{}' list must come before the cases",
                              Names[Index]));
    SeenDecl[Index] = K.Pos;
    std::vector<VariableDef> *Lists[] = {&M.Params, &M.Globals, &M.Statics,
                                         &M.Temps};
    CurrentList = Lists[Index];
  }
  void onVarDef(const VarDefTok &D) {
    CurrentList->push_back({D.Name, D.Field, Src.locate(D.Pos)});
  }

  void onCase(const Kw<CaseKind> &K) {
    SeenCase = true;
    Case C;
    C.Kind = K.Value;
    C.Loc = Src.locate(PendingParen);
    M.Cases.push_back(std::move(C));
  }
  void onReturn(const Kw<ReturnType> &K) { M.Cases.back().Return = K.Value; }
  void onReason(const Str &S) { M.Cases.back().Reason = S.Value; }

  void onOperationStart(const Tok &T) { PendingParen = T.Pos; }
  void onOperationKind(const Kw<OperationKind> &K) {
    Operation O;
    O.Kind = K.Value;
    O.Loc = Src.locate(PendingParen);
    M.Cases.back().Operations.push_back(std::move(O));
  }
  void onOperator(const Kw<Operator> &K) { operation().Op = K.Value; }
  void onOperand(const OperandTok &O) {
    operation().Operands.push_back({O.V, Src.locate(O.Pos)});
  }

  void onResourceStart(const Tok &T) {
    ResourcePos = T.Pos;
    Resource = {};
  }
  void onResourceType(const Word &W) { Resource.Type = W.Text; }
  void onResourceState(const Word &W) { Resource.State = W.Text; }
  void onResourceEnd(const Tok &) {
    operation().Operands.push_back({Resource, Src.locate(ResourcePos)});
  }

private:
  Operation &operation() { return M.Cases.back().Operations.back(); }

  const SourceText &Src;
  Iter PendingParen = nullptr; ///< the '(' of the item being read
  Iter SeenDecl[4] = {};       ///< where each declaration list was
  bool SeenCase = false;
  std::vector<VariableDef> *CurrentList = nullptr;
  Iter ResourcePos = nullptr;
  ResourceSpec Resource;
};

struct BuilderTag;

/// A semantic action that calls Builder::*Method with the parsed attribute.
template <auto Method> struct Act {
  template <typename Ctx> void operator()(Ctx &Context) const {
    (x3::get<BuilderTag>(Context).*Method)(x3::_attr(Context));
  }
};

//===----------------------------------------------------------------------===//
// The grammar. Each rule's name is what an expectation failure says was
// expected, so a rule is named after the token it must start with.
//===----------------------------------------------------------------------===//

const auto Delimiter = x3::rule<struct DelimiterR>{"whitespace or ')'"} =
    DelimiterParser{};

const auto VarDef = x3::rule<struct VarDefR>{"variable name"} =
    VarDefToken{}[Act<&Builder::onVarDef>{}] > Delimiter;
const auto DeclClose = x3::rule<struct DeclCloseR>{"variable name or ')'"} =
    RParenToken{};
const auto DeclList = x3::rule<struct DeclListR>{"declaration list"} =
    DeclKindToken{}[Act<&Builder::onDecl>{}] > *VarDef > DeclClose;

const auto ResourceTypeName =
    x3::rule<struct ResourceTypeNameR>{"resource type name"} =
        NameToken{}[Act<&Builder::onResourceType>{}];
const auto ResourceStateName =
    x3::rule<struct ResourceStateNameR>{"resource state name"} =
        NameToken{}[Act<&Builder::onResourceState>{}];
const auto ResourceClose = x3::rule<struct ResourceCloseR>{"')'"} =
    RParenToken{}[Act<&Builder::onResourceEnd>{}];
const auto ResourceSpecification =
    x3::rule<struct ResourceSpecR>{"resource specification"} =
        LParenToken{}[Act<&Builder::onResourceStart>{}] > ResourceTypeName >
        ResourceStateName > ResourceClose;

const auto OperandR = x3::rule<struct OperandR_>{"operand"} =
    (ResourceSpecification | StringOperandToken{}[Act<&Builder::onOperand>{}] |
     IntegerOperandToken{}[Act<&Builder::onOperand>{}] |
     VariableOperandToken{}[Act<&Builder::onOperand>{}]) > Delimiter;
const auto OperatorR =
    x3::rule<struct OperatorR_>{"operator (memory_new, ieq, ...)"} =
        OperatorToken{}[Act<&Builder::onOperator>{}];
const auto OperationClose = x3::rule<struct OperationCloseR>{"operand or ')'"} =
    RParenToken{};
const auto OperationR =
    x3::rule<struct OperationR_>{"operation kind (guard, constraint, result)"} =
        OperationKindToken{}[Act<&Builder::onOperationKind>{}] > OperatorR >
        *OperandR > OperationClose;

const auto ReturnTypeR =
    x3::rule<struct ReturnTypeR_>{"return type (return_0, return_1, "
                                  "return_minus1, return_X, return_void, "
                                  "return_type_unknown, longjmp, exit)"} =
        ReturnTypeToken{}[Act<&Builder::onReturn>{}];
const auto CaseClose = x3::rule<struct CaseCloseR>{"'(' or ')'"} =
    RParenToken{};
const auto CaseR = x3::rule<struct CaseR_>{"case"} =
    CaseKindToken{}[Act<&Builder::onCase>{}] >
    -(&IdentStartParser{} > ReturnTypeR) >
    -StringToken{}[Act<&Builder::onReason>{}] >
    *(LParenToken{}[Act<&Builder::onOperationStart>{}] >
      OperationR) > CaseClose;

const auto Item = x3::rule<struct ItemR>{
    "declaration list (param, global, static, temp) or case (normal, error, "
    "alternate)"} = DeclList | CaseR;
const auto ModelName = x3::rule<struct ModelNameR>{"model name"} =
    NameToken{}[Act<&Builder::onName>{}];
const auto Documentation = x3::rule<struct DocumentationR>{"documentation"} =
    -(StringToken{}[Act<&Builder::onDocFile>{}] >>
      -(NumberToken{}[Act<&Builder::onDocLine>{}] >>
        -StringToken{}[Act<&Builder::onDocText>{}]));
const auto ModelClose = x3::rule<struct ModelCloseR>{"'(' or ')'"} =
    RParenToken{};
const auto ModelR = x3::rule<struct ModelR_>{"'('"} =
    LParenToken{}[Act<&Builder::onModel>{}] > ModelName > Documentation >
    *(LParenToken{}[Act<&Builder::onItemStart>{}] > Item) > ModelClose;

//===----------------------------------------------------------------------===//
// The reading loop: one model at a time, resynchronising after errors.
//===----------------------------------------------------------------------===//

class ModelReader {
public:
  ModelReader(std::string_view Text, std::string_view FileName)
      : Src(Text), Outline(Text), FileName(FileName), B(Src) {}

  ReadResult read() {
    Iter Pos = Src.contentBegin();
    Iter RegionEnd = Pos; // the end of what the previous model occupied
    while (true) {
      Iter Unterminated = nullptr;
      Pos = skipBlank(Pos, Src.end(), &Unterminated);
      if (Unterminated) {
        report(Unterminated, "unterminated comment: '/*' without '*/'");
        break;
      }
      if (Pos == Src.end())
        break;
      if (R.Errors.size() >= MaxErrors) {
        report(Pos, "too many errors; the rest of the file is not read");
        break;
      }
      if (*Pos != '(') {
        report(Pos,
               "expected '(' to start a model but found " + Src.describe(Pos));
        Pos = at(Outline.nextParen(offset(Pos) + 1));
        RegionEnd = Pos;
        continue;
      }
      Iter Start = Pos;
      if (Iter ErrorAt = readOne(Pos)) {
        if (Outline.matchingParen(offset(Start)) == SourceOutline::npos) {
          SourceLoc L = Src.locate(Start);
          R.Errors.back().Message += fmt::format(
              " (the model at {}:{} is never closed: is a ')' missing?)",
              L.Line, L.Col);
        }
        Pos = resynchronise(Start, ErrorAt);
      } else {
        keepComments(RegionEnd, Start, Pos);
      }
      RegionEnd = Pos;
    }
    auto [First, Last] =
        Outline.commentsIn(offset(RegionEnd), Src.end() - Src.begin());
    R.TrailingComments = commentText(First, Last);
    return std::move(R);
  }

private:
  /// Reads the model at Pos. On success advances Pos past it and returns
  /// nullptr; otherwise reports the error and returns where it is.
  Iter readOne(Iter &Pos) {
    Iter P = Pos;
    try {
      bool Ok = x3::phrase_parse(P, Src.end(), x3::with<BuilderTag>(B)[ModelR],
                                 Skipper{}, x3::skip_flag::dont_post_skip);
      if (Ok) {
        Pos = P;
        R.Models.push_back(std::move(B.M));
        return nullptr;
      }
      report(Pos, "expected '(' but found " + Src.describe(Pos));
      return Pos;
    } catch (const x3::expectation_failure<Iter> &E) {
      Iter At = skipBlank(E.where(), Src.end());
      report(At, "expected " + E.which() + " but found " + Src.describe(At) +
                     didYouMean(E.which(), At, Src.end()));
      return At;
    } catch (const LexError &E) {
      report(E.Where, E.Expected.empty()
                          ? E.Message
                          : "expected " + E.Expected + " but found " +
                                Src.describe(E.Where));
      return E.Where;
    }
  }

  /// Where to continue after an error at ErrorAt in the model at Start: after
  /// the ')' that closes it. If it is never closed, a ')' is missing, most
  /// likely just before the next model: continue at the last '(' in column 1
  /// that the model ran into, else at the next one after the error.
  Iter resynchronise(Iter Start, Iter ErrorAt) {
    size_t Close = Outline.matchingParen(offset(Start));
    if (Close != SourceOutline::npos && at(Close) >= ErrorAt)
      return at(Close) + 1;
    size_t Previous = Outline.prevLineStartParen(offset(ErrorAt));
    if (Previous != SourceOutline::npos && at(Previous) > Start)
      return at(Previous);
    return at(Outline.nextLineStartParen(offset(ErrorAt) + 1));
  }

  /// Records the comments before the model in [Start, End) and those in it.
  void keepComments(Iter RegionEnd, Iter Start, Iter End) {
    auto [First, Last] = Outline.commentsIn(offset(RegionEnd), offset(Start));
    R.LeadingComments.push_back(commentText(First, Last));
    auto [InFirst, InLast] = Outline.commentsIn(offset(Start), offset(End));
    for (size_t I = InFirst; I < InLast; ++I)
      R.InnerComments.push_back(Src.locate(at(Outline.comments()[I].Begin)));
  }

  std::string commentText(size_t First, size_t Last) const {
    if (First >= Last)
      return {};
    size_t Begin = Outline.comments()[First].Begin;
    size_t End = Outline.comments()[Last - 1].End;
    return std::string(Src.begin() + Begin, End - Begin);
  }

  void report(Iter At, std::string Message) {
    R.Errors.push_back(
        {std::string(FileName), Src.locate(At), std::move(Message)});
  }

  size_t offset(Iter P) const { return P - Src.begin(); }
  Iter at(size_t Offset) const {
    return Offset == SourceOutline::npos ? Src.end() : Src.begin() + Offset;
  }

  SourceText Src;
  SourceOutline Outline;
  std::string_view FileName;
  Builder B;
  ReadResult R;
};

} // namespace

ReadResult readModels(std::string_view Text, std::string_view FileName) {
  return ModelReader(Text, FileName).read();
}

ReadResult readModelFile(const std::string &Path) {
  ReadResult R;
  auto Unreadable = [&](std::string Why) {
    R.Errors.push_back({Path, SourceLoc{}, "cannot read file: " + Why});
    return R;
  };
  std::error_code EC;
  if (std::filesystem::is_directory(Path, EC))
    return Unreadable("it is a directory");
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Unreadable(std::strerror(errno));
  std::ostringstream Content;
  Content << In.rdbuf();
  if (In.bad())
    return Unreadable(std::strerror(errno));
  return readModels(Content.str(), Path);
}

} // namespace pathsim::modellang
