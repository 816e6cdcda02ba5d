//===- frontend/SourceCollector.cpp - AST consumer that fills a SourceMap -===//
#include "frontend/SourceCollector.h"

#include "frontend/BodyCollector.h"
#include "frontend/MemberCallers.h"
#include "frontend/SourceMapBuilder.h"
#include "sourcemap/SourceMap.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/CodeGen/ModuleBuilder.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace pathsim::frontend {

using namespace clang;

namespace {

/// Which of F's IR arguments point to const (`const char *s`, the `this` of
/// a const method), by argument: the IR puts a returned struct's address
/// (sret) and then `this` before the source's parameters, and may split a
/// struct passed by value into several arguments (or drop an empty one).
/// Past such a parameter the positions are not known: those arguments are
/// taken as written, as are all of a constructor's or destructor's when the
/// counts differ (a VTT argument).
std::vector<bool> readOnlyArguments(const FunctionDecl &FD,
                                    const llvm::Function &F) {
  std::vector<bool> ReadOnly;
  if (F.hasStructRetAttr())
    ReadOnly.push_back(false);
  const auto *Method = dyn_cast<CXXMethodDecl>(&FD);
  if (Method && Method->isInstance())
    ReadOnly.push_back(Method->isConst());
  bool Exact = ReadOnly.size() + FD.getNumParams() == F.arg_size();
  if (!Exact && (isa<CXXConstructorDecl>(FD) || isa<CXXDestructorDecl>(FD)))
    return {};
  for (const ParmVarDecl *P : FD.parameters()) {
    QualType T = P->getType();
    if (!Exact && !T->isScalarType())
      break;
    ReadOnly.push_back(T->isPointerType() &&
                       T->getPointeeType().isConstQualified());
  }
  ReadOnly.resize(std::min<size_t>(ReadOnly.size(), F.arg_size()));
  return ReadOnly;
}

class SourceCollector : public ASTConsumer {
public:
  SourceCollector(SourceMap &Sources, CodeGenerator &CodeGen,
                  std::string CompilationDir, bool AllDeclarations)
      : Sources(Sources), CodeGen(CodeGen),
        CompilationDir(std::move(CompilationDir)),
        AllDeclarations(AllDeclarations) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    llvm::Module *Module = CodeGen.GetModule();
    if (!Module || Ctx.getDiagnostics().hasErrorOccurred())
      return;
    SourceMapBuilder Builder(Ctx, CompilationDir);
    llvm::SmallPtrSet<const FunctionDecl *, 32> Collected;
    auto Collect = [&](llvm::StringRef LinkageName) {
      const auto *FD = dyn_cast_or_null<FunctionDecl>(
          CodeGen.GetDeclForMangledName(LinkageName));
      const FunctionDecl *Definition = nullptr;
      if (!FD || !FD->hasBody(Definition))
        return;
      addFunction(*Definition, LinkageName.str(), Ctx, Builder);
      if (!Definition->isImplicit() && Collected.insert(Definition).second)
        collectBody(*Definition, Ctx, Builder);
    };
    for (const llvm::Function &F : *Module) {
      if (!F.isDeclaration())
        Collect(F.getName());
      // For calls without a model: parameters the callee only reads.
      if (const auto *FD = dyn_cast_or_null<FunctionDecl>(
              CodeGen.GetDeclForMangledName(F.getName()))) {
        addDeclaration(*FD, F.getName().str(), Builder);
        std::vector<bool> ReadOnly = readOnlyArguments(*FD, F);
        if (std::find(ReadOnly.begin(), ReadOnly.end(), true) != ReadOnly.end())
          Sources.setReadOnlyParams(F.getName().str(), std::move(ReadOnly));
      }
    }
    // Functions the always-inliner folded into their callers and removed:
    // their instructions live on, with locations in the inlined body.
    llvm::DebugInfoFinder Finder;
    Finder.processModule(*Module);
    for (const llvm::DISubprogram *SP : Finder.subprograms()) {
      llvm::StringRef Name = SP->getLinkageName();
      if (Name.empty())
        Name = SP->getName();
      const llvm::Function *F = Module->getFunction(Name);
      if (!F || F->isDeclaration())
        Collect(Name);
    }
    if (AllDeclarations)
      addFileScopeDeclarations(Ctx.getTranslationUnitDecl(), Builder);
    Builder.flush(Sources);
  }

private:
  /// What a model of FD must agree with: its parameters as its latest
  /// declaration has them, at the place of its first.
  void addDeclaration(const FunctionDecl &FD, std::string Key,
                      SourceMapBuilder &Builder) {
    const FunctionDecl &Latest = *FD.getMostRecentDecl();
    FunctionDeclaration D;
    D.Name = Latest.getNameAsString();
    D.Params = Latest.getNumParams();
    // A member function's call passes the object first: a model's
    // parameters, matched to the call's arguments, start with it.
    const auto *Method = llvm::dyn_cast<CXXMethodDecl>(&Latest);
    bool Object = Method && Method->isInstance();
    if (Object) {
      ++D.Params;
      D.Pointer.push_back(true);
    }
    const auto *Proto = Latest.getType()->getAs<FunctionProtoType>();
    D.Prototype = Proto != nullptr;
    D.Variadic = Proto && Proto->isVariadic();
    for (const ParmVarDecl *P : Latest.parameters()) {
      QualType T = P->getOriginalType();
      // A transparent union (glibc's __SOCKADDR_ARG) is passed as its
      // first member.
      if (const auto *U = T->getAsUnionType())
        if (const RecordDecl *R = U->getDecl()->getDefinition();
            R && R->hasAttr<TransparentUnionAttr>() && !R->field_empty())
          T = R->field_begin()->getType();
      D.Pointer.push_back(T->isPointerType() || T->isArrayType() ||
                          T->isFunctionType() || T->isReferenceType());
    }
    for (const FormatAttr *A : Latest.specific_attrs<FormatAttr>()) {
      llvm::StringRef Style = A->getType()->getName();
      if (Style == "printf" || Style == "gnu_printf")
        D.FormatStyle = FunctionDeclaration::Format::Printf;
      else if (Style == "scanf" || Style == "gnu_scanf")
        D.FormatStyle = FunctionDeclaration::Format::Scanf;
      else
        continue;
      // The attribute counts from 1 (and counts a method's `this`).
      D.FormatArg = static_cast<uint32_t>(A->getFormatIdx() - 1);
      D.FirstFormatArg = A->getFirstArg() > 0
                             ? static_cast<uint32_t>(A->getFirstArg() - 1)
                             : 0;
      break;
    }
    if (auto Place = Builder.place(FD.getFirstDecl()->getLocation())) {
      D.File = Place->first;
      D.Line = Place->second.Line;
    }
    Sources.setDeclaration(Key, std::move(D));
  }

  /// Every C function declared at file scope (in extern "C" blocks too),
  /// keyed by the name it links with (its asm label, if any).
  void addFileScopeDeclarations(const DeclContext *DC,
                                SourceMapBuilder &Builder) {
    for (const Decl *D : DC->decls()) {
      if (const auto *Spec = dyn_cast<LinkageSpecDecl>(D)) {
        addFileScopeDeclarations(Spec, Builder);
        continue;
      }
      const auto *FD = dyn_cast<FunctionDecl>(D);
      if (!FD || !FD->getIdentifier() || !FD->isExternC() ||
          Sources.declaration(FD->getName().str()))
        continue;
      std::string Key = FD->getName().str();
      if (const auto *Label = FD->getAttr<AsmLabelAttr>())
        Key = Label->getLabel().str();
      addDeclaration(*FD, std::move(Key), Builder);
    }
  }

  void addFunction(const FunctionDecl &Definition, std::string LinkageName,
                   ASTContext &Ctx, SourceMapBuilder &Builder) {
    FunctionSource Function;
    llvm::raw_string_ostream Name(Function.Name);
    Definition.getNameForDiagnostic(Name, Ctx.getPrintingPolicy(),
                                    /*Qualified=*/true);
    Name.flush();
    Function.LinkageName = std::move(LinkageName);
    Function.System =
        Ctx.getSourceManager().isInSystemHeader(Definition.getLocation());
    if (auto Place = Builder.place(Definition.getLocation())) {
      Function.File = Place->first;
      Function.Line = Place->second.Line;
    }
    if (auto Callers = privateMemberCallers(Definition, Ctx)) {
      Function.PrivateMember = true;
      Function.MemberCallers = std::move(*Callers);
    }
    if (const Stmt *Body = Definition.getBody()) {
      if (auto Begin = Builder.place(Body->getBeginLoc()))
        Function.BodyBegin = Begin->second.Line;
      if (auto End = Builder.place(Body->getEndLoc()))
        Function.BodyEnd = End->second.Line;
    }
    Sources.addFunction(std::move(Function));
  }

  SourceMap &Sources;
  CodeGenerator &CodeGen;
  std::string CompilationDir;
  bool AllDeclarations;
};

} // namespace

std::unique_ptr<ASTConsumer> createSourceCollector(SourceMap &Sources,
                                                   CodeGenerator &CodeGen,
                                                   std::string CompilationDir,
                                                   bool AllDeclarations) {
  return std::make_unique<SourceCollector>(
      Sources, CodeGen, std::move(CompilationDir), AllDeclarations);
}

} // namespace pathsim::frontend
