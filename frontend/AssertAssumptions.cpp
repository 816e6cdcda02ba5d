//===- frontend/AssertAssumptions.cpp - NDEBUG asserts as assumptions -----===//
#include "frontend/AssertAssumptions.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"

#include <algorithm>
#include <vector>

namespace pathsim::frontend {

namespace {

/// The site of a location: its outermost expansion's file and offset.
std::string siteOf(const clang::SourceManager &SM, clang::SourceLocation Loc) {
  clang::SourceLocation File = SM.getExpansionLoc(Loc);
  return SM.getFilename(File).str() + ":" +
         std::to_string(SM.getFileOffset(File));
}

// A redefined `assert(c)` expands to `__pathsim_assert(c)`; before each use,
// `__pathsim_assert(c)` is defined as the assumption or as nothing, as the
// use's site says (the preprocessor looks the name up as it rescans the
// expansion, after it reported the use).
constexpr const char *Helper = "__pathsim_assert";

/// The names of the members of every struct and union defined so far.
using MemberNames = std::set<const clang::IdentifierInfo *>;

class MemberRecorder : public clang::ASTConsumer {
public:
  explicit MemberRecorder(std::shared_ptr<MemberNames> Names)
      : Names(std::move(Names)) {}

  void HandleTagDeclDefinition(clang::TagDecl *D) override {
    for (const clang::Decl *M : D->decls())
      if (clang::isa<clang::FieldDecl, clang::IndirectFieldDecl>(M))
        Names->insert(clang::cast<clang::NamedDecl>(M)->getIdentifier());
  }

private:
  std::shared_ptr<MemberNames> Names;
};

class AssertAssumptions : public clang::PPCallbacks {
public:
  AssertAssumptions(clang::CompilerInstance &CI, AssertSites &Sites,
                    std::shared_ptr<const MemberNames> Members)
      : CI(CI), PP(CI.getPreprocessor()), Sites(Sites),
        Members(std::move(Members)) {}

  void MacroDefined(const clang::Token &Name,
                    const clang::MacroDirective *MD) override {
    clang::IdentifierInfo *II = Name.getIdentifierInfo();
    const clang::MacroInfo *Old = MD ? MD->getMacroInfo() : nullptr;
    if (!II || !namesAnAssertion(II->getName()) || !Old ||
        !Old->isFunctionLike() || Old->getNumParams() != 1)
      return;
    // Compiled out: the body never evaluates the condition (`((void)0)`,
    // `((void)sizeof(c))`, another macro compiled out).
    clang::IdentifierInfo *Param = *Old->param_begin();
    if (evaluates(Old->tokens(), Param, 0) || declares(Old->tokens(), 0))
      return;
    if (!Assume)
      defineHelpers(Old->getDefinitionLoc());
    clang::MacroInfo *New = PP.AllocateMacroInfo(Old->getDefinitionLoc());
    New->setIsFunctionLike();
    New->setParameterList(llvm::ArrayRef(Old->param_begin(), Old->param_end()),
                          PP.getPreprocessorAllocator());
    if (Old->isC99Varargs())
      New->setIsC99Varargs();
    if (Old->isGNUVarargs())
      New->setIsGNUVarargs();
    New->setDefinitionEndLoc(Old->getDefinitionEndLoc());
    body(*New,
         {{clang::tok::identifier, Helper},
          {clang::tok::l_paren, "("},
          {clang::tok::identifier, nullptr},
          {clang::tok::r_paren, ")"}},
         Param);
    PP.appendDefMacroDirective(II, New);
    Redefined.insert(New);
  }

  void MacroExpands(const clang::Token &Name, const clang::MacroDefinition &MD,
                    clang::SourceRange, const clang::MacroArgs *Args) override {
    if (!Redefined.count(MD.getMacroInfo()))
      return;
    std::string Site = siteOf(PP.getSourceManager(), Name.getLocation());
    bool Assumed = !Sites.Excluded.count(Site) && namesDeclared(Args);
    if (Assumed)
      Sites.Assumed.insert(Site);
    clang::MacroInfo *Wanted = Assumed ? Assume : Nothing;
    clang::IdentifierInfo *II = PP.getIdentifierInfo(Helper);
    if (PP.getMacroInfo(II) != Wanted)
      PP.appendDefMacroDirective(II, Wanted, Name.getLocation());
  }

private:
  /// Whether \p Name names an assertion: `assert`, or a project's own
  /// (`XXH_ASSERT`, `EVUTIL_ASSERT`, `lua_assert`, `g_assert`): a name that
  /// ends in "assert", in any case, and names no static assertion (a
  /// declaration where a statement cannot stand).
  static bool namesAnAssertion(llvm::StringRef Name) {
    return Name.size() >= 6 && Name.take_back(6).equals_insensitive("assert") &&
           !Name.contains_insensitive("static");
  }

  /// Whether \p Body, or the body of a macro it names, declares: a
  /// compile-time assertion stands where a declaration does, checks its
  /// condition in every build, and has nothing to assume (Boost's
  /// `BOOST_MPL_ASSERT(p)` is `enum { name = sizeof(...) }` or `static const
  /// std::size_t name = ...`, a `CTASSERT(c)` is `typedef char name[(c) ? 1
  /// : -1]` or `_Static_assert(c, "")`). Neither an assumption nor
  /// `((void)0)` compiles there.
  bool declares(llvm::ArrayRef<clang::Token> Body, unsigned Depth) const {
    if (Depth > 8)
      return false;
    for (const clang::Token &T : Body) {
      if (T.isOneOf(clang::tok::kw_typedef, clang::tok::kw_enum,
                    clang::tok::kw_static, clang::tok::kw_extern,
                    clang::tok::kw_static_assert, clang::tok::kw__Static_assert,
                    clang::tok::kw_namespace, clang::tok::kw_using))
        return true;
      const clang::IdentifierInfo *II = T.getIdentifierInfo();
      const clang::MacroInfo *Inner = II ? PP.getMacroInfo(II) : nullptr;
      if (Inner && declares(Inner->tokens(), Depth + 1))
        return true;
    }
    return false;
  }

  /// Whether \p Body evaluates \p Param: uses it other than inside
  /// `sizeof(...)`, stringized (`#c`), or as an argument of a function-like
  /// macro defined now that does not evaluate that parameter itself
  /// (libevent's `EVUTIL_ASSERT(c)` is `EVUTIL_NIL_CONDITION_(c)`, which is
  /// `(void)sizeof(!(c))`). Token pasting and what cannot be told count as
  /// evaluating.
  bool evaluates(llvm::ArrayRef<clang::Token> Body,
                 const clang::IdentifierInfo *Param, unsigned Depth) const {
    if (Depth > 8)
      return true;
    // The index of the parenthesis that closes the one at \p Open, or the
    // body's size.
    auto closing = [&](size_t Open) {
      size_t Nesting = 0;
      for (size_t K = Open; K < Body.size(); ++K) {
        if (Body[K].is(clang::tok::l_paren))
          ++Nesting;
        else if (Body[K].is(clang::tok::r_paren) && --Nesting == 0)
          return K;
      }
      return Body.size();
    };
    for (size_t K = 0; K < Body.size(); ++K) {
      const clang::Token &T = Body[K];
      bool Call = K + 1 < Body.size() && Body[K + 1].is(clang::tok::l_paren);
      if (T.is(clang::tok::kw_sizeof) && Call) {
        K = closing(K + 1);
        continue;
      }
      if (T.is(clang::tok::hash) && K + 1 < Body.size() &&
          Body[K + 1].getIdentifierInfo() == Param &&
          !(K > 0 && Body[K - 1].is(clang::tok::hash))) {
        ++K;
        continue;
      }
      const clang::IdentifierInfo *II = T.getIdentifierInfo();
      if (!II)
        continue;
      if (II == Param)
        return true;
      const clang::MacroInfo *Inner = Call ? PP.getMacroInfo(II) : nullptr;
      if (!Inner || !Inner->isFunctionLike())
        continue;
      // The arguments of the inner macro, split at the commas outside
      // parentheses.
      size_t Close = closing(K + 1);
      if (Close == Body.size())
        return true;
      unsigned Index = 0;
      size_t Start = K + 2, Nesting = 0;
      for (size_t J = K + 2; J <= Close; ++J) {
        bool End =
            J == Close || (Nesting == 0 && Body[J].is(clang::tok::comma));
        if (!End) {
          if (Body[J].is(clang::tok::l_paren))
            ++Nesting;
          else if (Body[J].is(clang::tok::r_paren))
            --Nesting;
          continue;
        }
        if (evaluates(Body.slice(Start, J - Start), Param, Depth + 1) &&
            (Index >= Inner->getNumParams() ||
             evaluates(Inner->tokens(), Inner->params()[Index], Depth + 1)))
          return true;
        ++Index;
        Start = J + 1;
      }
      K = Close;
    }
    return false;
  }

  /// Whether every name the condition uses is declared here, as far as C's
  /// scopes tell, and every member it names is one of its struct: the one
  /// of the variable it is read through (`p->a.b`: `a` of `*p`'s struct,
  /// `b` of `a`'s), where that struct is complete, else one of some struct
  /// (C++'s members and qualified names need the compile's answer). What
  /// only debug builds declare would make the assumption an error, and the
  /// unit be compiled again.
  bool namesDeclared(const clang::MacroArgs *Args) {
    if (!Args || !CI.hasSema() || PP.getLangOpts().CPlusPlus)
      return true;
    clang::Sema &S = CI.getSema();
    clang::tok::TokenKind Before = clang::tok::unknown;
    // The type of the variable or member the tokens up to Before name, when
    // they end with one (`p`, `p->a`, `p->a.b`); null otherwise.
    clang::QualType Chain;
    for (const clang::Token *T = Args->getUnexpArgument(0);
         T->isNot(clang::tok::eof); Before = T->getKind(), ++T) {
      clang::QualType Base = Chain;
      Chain = clang::QualType();
      bool Member = Before == clang::tok::period || Before == clang::tok::arrow;
      if (T->isOneOf(clang::tok::period, clang::tok::arrow)) {
        Chain = Base;
        continue;
      }
      const clang::IdentifierInfo *II = T->getIdentifierInfo();
      if (!T->is(clang::tok::identifier) || !II || II->hasMacroDefinition() ||
          II->getBuiltinID())
        continue;
      if (Member) {
        if (const clang::RecordDecl *R =
                recordOf(Base, Before == clang::tok::arrow)) {
          const clang::ValueDecl *Field = memberNamed(*R, *II);
          if (!Field)
            return false;
          Chain = Field->getType();
        } else if (!Members->count(II)) {
          return false;
        }
        continue;
      }
      auto Found = S.IdResolver.begin(II);
      if (Found == S.IdResolver.end())
        return false;
      if (Before == clang::tok::kw_struct || Before == clang::tok::kw_union ||
          Before == clang::tok::kw_enum)
        continue;
      // The innermost ordinary declaration (not a struct's tag) is the one
      // the name means in an expression.
      for (; Found != S.IdResolver.end(); ++Found)
        if ((*Found)->isInIdentifierNamespace(clang::Decl::IDNS_Ordinary)) {
          if (const auto *Variable = clang::dyn_cast<clang::VarDecl>(*Found))
            Chain = Variable->getType();
          break;
        }
    }
    return true;
  }

  /// The complete struct or union a member of \p Base (`.`) or of what it
  /// points to (`->`) is looked up in; null where that is not known here.
  static const clang::RecordDecl *recordOf(clang::QualType Base, bool Arrow) {
    if (Base.isNull())
      return nullptr;
    clang::QualType Type = Base.getCanonicalType();
    if (Arrow) {
      if (const auto *Pointer = Type->getAs<clang::PointerType>())
        Type = Pointer->getPointeeType();
      else if (const clang::ArrayType *Array = Type->getAsArrayTypeUnsafe())
        Type = Array->getElementType();
      else
        return nullptr;
    }
    const clang::RecordDecl *Record = Type->getAsRecordDecl();
    if (!Record || !(Record = Record->getDefinition()) ||
        !Record->isCompleteDefinition())
      return nullptr;
    return Record;
  }

  /// \p Record's member named \p Name (one of an anonymous struct or union
  /// in it too), or null.
  static const clang::ValueDecl *
  memberNamed(const clang::RecordDecl &Record,
              const clang::IdentifierInfo &Name) {
    for (const clang::NamedDecl *D :
         Record.lookup(clang::DeclarationName(&Name)))
      if (clang::isa<clang::FieldDecl, clang::IndirectFieldDecl>(D))
        return clang::cast<clang::ValueDecl>(D);
    return nullptr;
  }

  struct Spelled {
    clang::tok::TokenKind Kind;
    const char *Text; ///< null: the macro's parameter
  };

  /// Gives \p MI the body \p Tokens, spelled in one string of the scratch
  /// buffer, as a macro's own tokens are in its file: the preprocessor takes
  /// an expansion's extent from its body's first token to its last, in one
  /// file. (A string each could straddle two of the buffer's chunks, each a
  /// file of its own: the extent is then about 4 GiB, the source location
  /// space wraps, and CodeGen loops on the expansion chain.)
  void body(clang::MacroInfo &MI, std::initializer_list<Spelled> Tokens,
            clang::IdentifierInfo *Param) {
    std::string Text;
    std::vector<unsigned> Offsets;
    for (const Spelled &S : Tokens) {
      if (!Text.empty())
        Text += ' ';
      Offsets.push_back(Text.size());
      Text += S.Text ? llvm::StringRef(S.Text) : Param->getName();
    }
    clang::Token Whole;
    Whole.startToken();
    PP.CreateString(Text, Whole);
    clang::SourceLocation Start = Whole.getLocation();
    const char *Data = PP.getSourceManager().getCharacterData(Start);
    llvm::MutableArrayRef<clang::Token> Body =
        MI.allocateTokens(Tokens.size(), PP.getPreprocessorAllocator());
    size_t K = 0;
    for (const Spelled &S : Tokens) {
      clang::Token &T = Body[K];
      unsigned Offset = Offsets[K];
      unsigned End = K + 1 < Offsets.size() ? Offsets[K + 1] - 1 : Text.size();
      ++K;
      T.startToken();
      T.setKind(S.Kind);
      T.setLocation(Start.getLocWithOffset(Offset));
      T.setLength(End - Offset);
      if (Offset > 0)
        T.setFlag(clang::Token::LeadingSpace);
      if (T.isLiteral())
        T.setLiteralData(Data + Offset);
      if (!S.Text)
        T.setIdentifierInfo(Param);
      else if (S.Kind == clang::tok::identifier ||
               clang::tok::getKeywordSpelling(S.Kind))
        T.setIdentifierInfo(PP.getIdentifierInfo(S.Text));
    }
  }

  /// `__pathsim_assert(c)` as `__builtin_assume(!!(c))` (`!!` converts a
  /// pointer, a number or a C++ class with an explicit operator bool alike)
  /// and as `((void)0)`.
  void defineHelpers(clang::SourceLocation Loc) {
    clang::IdentifierInfo *Param = PP.getIdentifierInfo("__pathsim_condition");
    auto Define = [&](std::initializer_list<Spelled> Tokens) {
      clang::MacroInfo *MI = PP.AllocateMacroInfo(Loc);
      MI->setIsFunctionLike();
      MI->setParameterList(llvm::ArrayRef(&Param, 1),
                           PP.getPreprocessorAllocator());
      body(*MI, Tokens, Param);
      return MI;
    };
    Assume = Define({{clang::tok::identifier, "__builtin_assume"},
                     {clang::tok::l_paren, "("},
                     {clang::tok::exclaim, "!"},
                     {clang::tok::exclaim, "!"},
                     {clang::tok::l_paren, "("},
                     {clang::tok::identifier, nullptr},
                     {clang::tok::r_paren, ")"},
                     {clang::tok::r_paren, ")"}});
    Nothing = Define({{clang::tok::l_paren, "("},
                      {clang::tok::l_paren, "("},
                      {clang::tok::kw_void, "void"},
                      {clang::tok::r_paren, ")"},
                      {clang::tok::numeric_constant, "0"},
                      {clang::tok::r_paren, ")"}});
  }

  clang::CompilerInstance &CI;
  clang::Preprocessor &PP;
  AssertSites &Sites;
  std::shared_ptr<const MemberNames> Members;
  std::set<const clang::MacroInfo *> Redefined;
  clang::MacroInfo *Assume = nullptr;
  clang::MacroInfo *Nothing = nullptr;
};

class AssertErrorRecorder : public clang::DiagnosticConsumer {
public:
  AssertErrorRecorder(std::unique_ptr<clang::DiagnosticConsumer> Printer,
                      AssertSites &Sites)
      : Printer(std::move(Printer)), Sites(Sites) {}

  void BeginSourceFile(const clang::LangOptions &LangOpts,
                       const clang::Preprocessor *PP) override {
    Printer->BeginSourceFile(LangOpts, PP);
  }
  void EndSourceFile() override { Printer->EndSourceFile(); }
  void finish() override { Printer->finish(); }

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info); // counts it
    // The stop after the first error (the compile's error limit) is no
    // error of its own.
    if (Level >= clang::DiagnosticsEngine::Error &&
        Info.getID() != clang::diag::fatal_too_many_errors) {
      std::string Site;
      if (Info.getLocation().isValid() && Info.hasSourceManager())
        Site = siteOf(Info.getSourceManager(), Info.getLocation());
      if (Sites.Assumed.count(Site))
        Sites.Failed.insert(Site);
      else
        Sites.OtherErrors = true;
    }
    Printer->HandleDiagnostic(Level, Info);
  }

private:
  std::unique_ptr<clang::DiagnosticConsumer> Printer;
  AssertSites &Sites;
};

} // namespace

AssertRewriter createAssertAssumptions(clang::CompilerInstance &CI,
                                       AssertSites &Sites) {
  auto Members = std::make_shared<MemberNames>();
  return {std::make_unique<AssertAssumptions>(CI, Sites, Members),
          std::make_unique<MemberRecorder>(Members)};
}

std::unique_ptr<clang::DiagnosticConsumer>
recordAssertErrors(std::unique_ptr<clang::DiagnosticConsumer> Printer,
                   AssertSites &Sites) {
  return std::make_unique<AssertErrorRecorder>(std::move(Printer), Sites);
}

} // namespace pathsim::frontend
