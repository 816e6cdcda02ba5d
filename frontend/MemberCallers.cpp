//===- frontend/MemberCallers.cpp - who may call a private member function //
#include "frontend/MemberCallers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace pathsim::frontend {

using namespace clang;

namespace {

/// Whether code names a function (a call, its address, a member call).
class Names : public RecursiveASTVisitor<Names> {
public:
  explicit Names(const FunctionDecl *Target) : Target(Target) {}
  // A range-for's begin() and end(), an operator's implicit call.
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) { return check(E->getDecl()); }
  bool VisitMemberExpr(MemberExpr *E) { return check(E->getMemberDecl()); }

  bool Found = false;

private:
  bool check(const ValueDecl *D) {
    if (D && D->getCanonicalDecl() == Target)
      Found = true;
    return !Found;
  }
  const FunctionDecl *Target;
};

bool names(const Stmt *Code, const FunctionDecl *Target) {
  if (!Code)
    return false;
  Names N(Target);
  N.TraverseStmt(const_cast<Stmt *>(Code));
  return N.Found;
}

/// Whether a function's own code names Target: its body, a constructor's
/// initializers, its parameters' default arguments (evaluated by its
/// callers, wherever they are).
bool codeNames(const FunctionDecl &FD, const FunctionDecl *Target) {
  for (const ParmVarDecl *P : FD.parameters())
    if (P->hasDefaultArg() && !P->hasUnparsedDefaultArg() &&
        !P->hasUninstantiatedDefaultArg() && names(P->getDefaultArg(), Target))
      return true;
  const FunctionDecl *Def = nullptr;
  if (!FD.hasBody(Def))
    return false;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (names(Init->getInit(), Target))
        return true;
  return names(Def->getBody(), Target);
}

class Lister {
public:
  Lister(const FunctionDecl *Target, ASTContext &Ctx)
      : Target(Target), Mangler(Ctx.createMangleContext()) {}

  /// Adds the members of \p RD (and of the classes nested in it, which
  /// have the same access) and its friends that may call Target; false
  /// when they cannot be listed.
  bool record(const CXXRecordDecl &RD) {
    for (const FriendDecl *F : RD.friends()) {
      if (F->getFriendType())
        return false; // a friend class: its members are not listed here
      const NamedDecl *D = F->getFriendDecl();
      if (const auto *FD = dyn_cast_or_null<FunctionDecl>(D)) {
        if (!function(*FD))
          return false;
      } else if (const auto *TD = dyn_cast_or_null<FunctionTemplateDecl>(D)) {
        if (!functionTemplate(*TD))
          return false;
      } else
        return false;
    }
    for (const Decl *D : RD.decls()) {
      if (const auto *Nested = dyn_cast<CXXRecordDecl>(D)) {
        if (Nested->isInjectedClassName())
          continue;
        if (Nested->getDescribedClassTemplate())
          return false;
        if (const CXXRecordDecl *Def = Nested->getDefinition();
            Def && !record(*Def))
          return false;
      } else if (isa<ClassTemplateDecl>(D)) {
        return false;
      } else if (const auto *TD = dyn_cast<FunctionTemplateDecl>(D)) {
        if (!functionTemplate(*TD))
          return false;
      } else if (const auto *M = dyn_cast<CXXMethodDecl>(D)) {
        if (!function(*M))
          return false;
      } else if (const auto *Field = dyn_cast<FieldDecl>(D)) {
        // A member's initializer runs in every constructor, defaulted ones
        // too, wherever they are made.
        if (names(Field->getInClassInitializer(), Target))
          return false;
      }
    }
    return true;
  }

  std::vector<std::string> Callers;

private:
  bool function(const FunctionDecl &FD) {
    if (FD.getCanonicalDecl() == Target || FD.isDeleted() ||
        FD.isImplicit() || FD.isDefaulted())
      return true;
    if (FD.isPure() && !FD.hasBody())
      return true;
    const FunctionDecl *Def = nullptr;
    bool Body = FD.hasBody(Def);
    if (Body && !codeNames(FD, Target))
      return true;
    std::string Alternatives = linkageNames(FD);
    if (Alternatives.empty())
      return false;
    Callers.push_back(std::move(Alternatives));
    return true;
  }

  bool functionTemplate(const FunctionTemplateDecl &TD) {
    // Its instances are not all in this unit: it must not name Target.
    const FunctionDecl *Pattern = TD.getTemplatedDecl();
    const FunctionDecl *Def = nullptr;
    return Pattern && Pattern->hasBody(Def) && !codeNames(*Pattern, Target);
  }

  std::string mangled(GlobalDecl GD) {
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    const auto *FD = cast<FunctionDecl>(GD.getDecl());
    if (Mangler->shouldMangleDeclName(FD))
      Mangler->mangleName(GD, OS);
    else if (const IdentifierInfo *Id = FD->getIdentifier())
      OS << Id->getName();
    OS.flush();
    return Name;
  }

  /// The names a definition of FD links by, joined by ' '.
  std::string linkageNames(const FunctionDecl &FD) {
    std::vector<GlobalDecl> Decls;
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD)) {
      Decls = {GlobalDecl(Ctor, Ctor_Complete), GlobalDecl(Ctor, Ctor_Base)};
    } else if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(&FD)) {
      Decls = {GlobalDecl(Dtor, Dtor_Complete), GlobalDecl(Dtor, Dtor_Base),
               GlobalDecl(Dtor, Dtor_Deleting)};
    } else {
      Decls = {GlobalDecl(&FD)};
    }
    std::string Out;
    for (const GlobalDecl &GD : Decls) {
      std::string Name = mangled(GD);
      if (Name.empty())
        return {};
      Out += (Out.empty() ? "" : " ") + Name;
    }
    return Out;
  }

  const FunctionDecl *Target;
  std::unique_ptr<MangleContext> Mangler;
};

} // namespace

std::optional<std::vector<std::string>>
privateMemberCallers(const FunctionDecl &Definition, ASTContext &Ctx) {
  const auto *Method = dyn_cast<CXXMethodDecl>(&Definition);
  if (!Method || isa<CXXConstructorDecl>(Method) ||
      isa<CXXDestructorDecl>(Method) || isa<CXXConversionDecl>(Method))
    return std::nullopt; // called implicitly too, where no code names it
  const auto *First = cast<CXXMethodDecl>(Method->getCanonicalDecl());
  if (First->getAccess() != AS_private ||
      Method->getTemplatedKind() != FunctionDecl::TK_NonTemplate)
    return std::nullopt;
  const CXXRecordDecl *Class = Method->getParent();
  if (!Class || Class->isDependentContext() ||
      isa<ClassTemplateSpecializationDecl>(Class) || Class->isLocalClass())
    return std::nullopt;
  // A class nested in a template is an instance's: its members come and go
  // with the instantiations.
  for (const DeclContext *DC = Class->getParent(); DC; DC = DC->getParent())
    if (const auto *Outer = dyn_cast<CXXRecordDecl>(DC))
      if (isa<ClassTemplateSpecializationDecl>(Outer))
        return std::nullopt;
  Lister L(First, Ctx);
  if (!L.record(*Class))
    return std::nullopt;
  return std::move(L.Callers);
}

} // namespace pathsim::frontend
