//===- tests/frontend/ConditionContractTest.cpp - DILocation keys contract ===//
//
// The contract with the simulator: for every conditional branch, switch and
// select CodeGen emits, the DILocation of the instruction that produces the
// condition finds the condition's text in the SourceMap (for a switch, the
// switch instruction's own DILocation finds its condition).
//
//===----------------------------------------------------------------------===//
#include "FrontendTestSupport.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"

#include <gtest/gtest.h>

using namespace pathsim::frontend;
using namespace pathsim::frontend::test;

namespace {

const char *const CPrelude = R"(#include <stddef.h>
#include <assert.h>
struct node { int kind; struct node *next; };
int g(int);
_Bool bf(int);
#define IS_NULL(p) ((p) == 0)
#define BOTH(a, b) ((a) && (b))
#define GT(a, b) ((a) > (b))
#define likely(x) __builtin_expect(!!(x), 1)
#define CHECK x > 0
static inline __attribute__((always_inline)) int pos(int v) {
  if (v > 0)
    return 1;
  return 0;
}
static inline __attribute__((always_inline)) _Bool truth(int *q) {
  return q;
}
int shape(int size, int *p, struct node *c, _Bool b, float f, int x) {
  int r = 0;
)";

const char *const CXXPrelude = R"(#include <memory>
#include <new>
#include <string>
#include <vector>
struct Node { int kind; Node *next; bool ok() const; int val() const; };
struct Id { int v; bool operator==(const Id &) const = default; };
struct Base { virtual ~Base(); };
struct Derived : Base { int v; };
int *find(int);
Base *base;
int shape(std::vector<int> &v, Node *c, int x, std::string s, Id a, Id b) {
  int r = 0;
)";

/// Where an instruction's DILocation points.
std::optional<std::pair<std::string, SourcePos>>
placeOf(const llvm::Instruction &I) {
  const llvm::DILocation *Loc = I.getDebugLoc().get();
  if (!Loc)
    return std::nullopt;
  return std::make_pair(
      normalizePath(Loc->getDirectory().str(), Loc->getFilename().str()),
      SourcePos{Loc->getLine(), Loc->getColumn()});
}

std::string describe(const SourceMap &S, const llvm::Value *Cond) {
  const auto *I = llvm::dyn_cast<llvm::Instruction>(Cond);
  if (!I)
    return "<constant>";
  // A value-context && or || ends in a phi of the right operand's value
  // (the left one branched already): its instruction carries the text.
  if (const auto *Phi = llvm::dyn_cast<llvm::PHINode>(I)) {
    std::string Incoming;
    for (const llvm::Value *V : Phi->incoming_values())
      if (!llvm::isa<llvm::Constant>(V))
        Incoming += (Incoming.empty() ? "" : ", ") + describe(S, V);
    return "phi(" + Incoming + ")";
  }
  const llvm::DILocation *Loc = I->getDebugLoc().get();
  if (!Loc)
    return std::string("<no location: ") + I->getOpcodeName() + ">";
  // In code the always-inliner copied, a value that is no condition in its
  // own function (a return value) is one at the call: look up the calls.
  const ConditionText *Text = nullptr;
  for (const llvm::DILocation *L = Loc; L && !Text; L = L->getInlinedAt())
    Text = S.condition(
        normalizePath(L->getDirectory().str(), L->getFilename().str()),
        SourcePos{L->getLine(), L->getColumn()});
  auto Place = placeOf(*I);
  if (!Text)
    return "<missing " + std::to_string(Place->second.Line) + ":" +
           std::to_string(Place->second.Col) + ">";
  return Text->Text + " | " + Text->Negated;
}

/// What each conditional branch, switch and select of the functions defined
/// in the main file finds through the SourceMap, in IR order.
std::vector<std::string> lookups(const TranslationUnit &Unit) {
  std::vector<std::string> Found;
  for (const llvm::Function &F : *Unit.Module) {
    const llvm::DISubprogram *SP = F.getSubprogram();
    if (F.isDeclaration() || !SP ||
        normalizePath(SP->getDirectory().str(), SP->getFilename().str()) !=
            Unit.MainFile)
      continue;
    for (const llvm::BasicBlock &Block : F)
      for (const llvm::Instruction &I : Block) {
        if (const auto *Br = llvm::dyn_cast<llvm::BranchInst>(&I)) {
          if (Br->isConditional())
            Found.push_back(describe(Unit.Sources, Br->getCondition()));
        } else if (const auto *Sel = llvm::dyn_cast<llvm::SelectInst>(&I)) {
          Found.push_back("select " +
                          describe(Unit.Sources, Sel->getCondition()));
        } else if (llvm::isa<llvm::SwitchInst>(I)) {
          auto Place = placeOf(I);
          const std::string *Text =
              Place ? Unit.Sources.switchCondition(Place->first, Place->second)
                    : nullptr;
          Found.push_back("switch " +
                          (Text ? *Text : std::string("<missing>")));
        }
      }
  }
  return Found;
}

struct Shape {
  const char *Name;
  const char *Body;
  std::vector<std::string> Expected;
};

/// Names the shape in test output instead of dumping its bytes.
void PrintTo(const Shape &S, std::ostream *OS) { *OS << S.Name; }

class CShapes : public ::testing::TestWithParam<Shape> {};
class CXXShapes : public ::testing::TestWithParam<Shape> {};

void check(const Shape &S, bool CXX) {
  TempDir Dir;
  std::string Code =
      std::string(CXX ? CXXPrelude : CPrelude) + S.Body + "\n  return r;\n}\n";
  Compiled C = compileCode(Dir, CXX ? "shape.cpp" : "shape.c", Code,
                           CXX ? std::vector<std::string>{"-std=c++20"}
                               : std::vector<std::string>{});
  ASSERT_TRUE(C.Unit) << C.Error << C.Diagnostics;
  EXPECT_EQ(lookups(*C.Unit), S.Expected) << Code;
}

TEST_P(CShapes, EveryConditionIsFound) { check(GetParam(), false); }
TEST_P(CXXShapes, EveryConditionIsFound) { check(GetParam(), true); }

std::string name(const ::testing::TestParamInfo<Shape> &Info) {
  return Info.param.Name;
}

INSTANTIATE_TEST_SUITE_P(
    Frontend, CShapes,
    ::testing::Values(
        Shape{"Relational", "  if (size > 0) r++;", {"size > 0 | size <= 0"}},
        Shape{"NullMacro", "  if (p == NULL) r++;", {"p == NULL | p != NULL"}},
        Shape{"NullFirst", "  if (NULL != p) r++;", {"NULL != p | NULL == p"}},
        Shape{"Pointer", "  if (p) r++;", {"p | !p"}},
        Shape{"NotPointer", "  if (!p) r++;", {"p | !p"}},
        Shape{"DoubleNot", "  if (!!p) r++;", {"p | !p"}},
        Shape{"Member", "  if (c->next) r++;", {"c->next | !c->next"}},
        Shape{"Bool", "  if (b) r++;", {"b | !b"}},
        Shape{"Float", "  if (f < 1.0f) r++;", {"f < 1.0f | f >= 1.0f"}},
        Shape{"IntCall", "  if (g(x)) r++;", {"g(x) | !g(x)"}},
        Shape{"BoolCall", "  if (bf(x)) r++;", {"bf(x) | !bf(x)"}},
        Shape{"BitAnd", "  if (x & 4) r++;", {"x & 4 | !(x & 4)"}},
        Shape{"NotBitAnd", "  if (!(x & 4)) r++;", {"x & 4 | !(x & 4)"}},
        Shape{
            "Parens", "  if ((((size == 3)))) r++;", {"size == 3 | size != 3"}},
        Shape{"And",
              "  if (size > 0 && x < 3) r++;",
              {"size > 0 | size <= 0", "x < 3 | x >= 3"}},
        Shape{"OrNot",
              "  if (size > 0 || !p) r++;",
              {"size > 0 | size <= 0", "p | !p"}},
        Shape{"NotOfAnd", "  if (!(p && c)) r++;", {"p | !p", "c | !c"}},
        Shape{"MacroCompare",
              "  if (IS_NULL(p)) r++;",
              {"IS_NULL(p) | !IS_NULL(p)"}},
        Shape{"MacroAnd",
              "  if (BOTH(x, size)) r++;",
              {"BOTH(x, size) | !BOTH(x, size)",
               "BOTH(x, size) | !BOTH(x, size)"}},
        Shape{"MacroArgsCompare",
              "  if (GT(x, 7)) r++;",
              {"GT(x, 7) | !GT(x, 7)"}},
        Shape{"ObjectMacro", "  if (CHECK) r++;", {"CHECK | !CHECK"}},
        Shape{"Likely", "  if (likely(p != 0)) r++;", {"p != 0 | p == 0"}},
        Shape{"While", "  while (x > 0) x--;", {"x > 0 | x <= 0"}},
        Shape{"WhileDecrement", "  while (x--) r++;", {"x-- | !x--"}},
        Shape{"For",
              "  for (int i = 0; i < size; i++) r++;",
              {"i < size | i >= size"}},
        Shape{"DoWhile", "  do { x++; } while (x < 10);", {"x < 10 | x >= 10"}},
        Shape{"ForeverBreak", "  for (;;) { if (x) break; x++; }", {"x | !x"}},
        Shape{"TernaryBranches",
              "  r = (x > 3) ? g(1) : g(2);",
              {"x > 3 | x <= 3"}},
        Shape{"TernarySelect",
              "  r += (x > 4) ? 1 : 2;",
              {"select x > 4 | x <= 4"}},
        Shape{"TernaryCondition",
              "  if (c ? x : size) r++;",
              {"c | !c", "x | !x", "size | !size"}},
        Shape{"Assert", "  assert(p != 0);", {"p != 0 | p == 0"}},
        Shape{"MultiLine",
              "  if (c\n      ->next != NULL) r++;",
              {"c ->next != NULL | c ->next == NULL"}},
        Shape{"Switch",
              "  switch (x) { case 1: r++; break; case 2: r--; break; "
              "default: break; }",
              {"switch x"}},
        Shape{"SwitchMember",
              "  switch (c->kind) { case 1: r++; break; default: break; }",
              {"switch c->kind"}},
        Shape{"Assignment", "  if (x = g(3)) r++;", {"x = g(3) | !(x = g(3))"}},
        Shape{"AssignmentCompared",
              "  if ((x = g(3)) != 0) r++;",
              {"(x = g(3)) != 0 | (x = g(3)) == 0"}},
        Shape{"Deref", "  if (*p) r++;", {"*p | !*p"}},
        Shape{"ValueAnd", "  r = r && x;", {"r | !r"}},
        Shape{"CastCompare",
              "  if ((unsigned)x < 10u) r++;",
              {"(unsigned)x < 10u | (unsigned)x >= 10u"}},
        Shape{"ArrayElement",
              "  if (p[2] == 'a') r++;",
              {"p[2] == 'a' | p[2] != 'a'"}},
        Shape{"NestedMacroArg",
              "  assert(!IS_NULL(p));",
              {"IS_NULL(p) | !IS_NULL(p)"}},
        Shape{"MacroAndInMacroArg",
              "  assert(BOTH(x, size));",
              {"BOTH(x, size) | !BOTH(x, size)",
               "BOTH(x, size) | !BOTH(x, size)"}},
        Shape{"WhilePointer", "  while (p) p++;", {"p | !p"}},
        Shape{"WhileMember",
              "  while (c->next) c = c->next;",
              {"c->next | !c->next"}},
        Shape{"WhileNot", "  while (!p) p++;", {"!p | p"}},
        Shape{
            "WhileNotBitAnd", "  while (!(x & 4)) x++;", {"!(x & 4) | x & 4"}},
        Shape{"WhileAnd",
              "  while (size && x) x--;",
              {"size | !size", "phi(size && x | !(size && x))"}},
        Shape{"WhileAndCompare",
              "  while (size > 0 && x < 3) x--;",
              {"size > 0 | size <= 0", "phi(x < 3 | x >= 3)"}},
        Shape{"ForOrNot",
              "  for (; size || !b;) size--;",
              {"size | !size", "phi(!b | b)"}},
        Shape{"ForPointer", "  for (; p; p++) r++;", {"p | !p"}},
        Shape{"ForBitAnd",
              "  for (int i = 0; x & 4; i++) r++;",
              {"x & 4 | !(x & 4)"}},
        Shape{"ForCall", "  for (; g(x); x++) r++;", {"g(x) | !g(x)"}},
        Shape{"DoSimple", "  do x++; while (x);", {"x | !x"}},
        Shape{"DoEmpty", "  do ; while (p);", {"p | !p"}},
        Shape{"DoEmptyBlock", "  do { } while (p);", {"p | !p"}},
        Shape{"DoBlockDecrement",
              "  do { if (x) r++; } while (x--);",
              {"x | !x", "x-- | !x--"}},
        Shape{"DoMultiLine",
              "  do {\n    r++;\n    x--;\n  }\n  while (x);",
              {"x | !x"}},
        Shape{"SelectPointer", "  r += p ? 1 : 2;", {"select p | !p"}},
        Shape{"SelectMember",
              "  r += c->next ? 1 : 2;",
              {"select c->next | !c->next"}},
        Shape{"SelectNot", "  r += !p ? 1 : 2;", {"select !p | p"}},
        Shape{"TernaryOr",
              "  r = (size > 0 || x) ? g(1) : 2;",
              {"size > 0 | size <= 0", "x | !x"}},
        Shape{"SelectOr",
              "  r += (size > 0 || x) ? 1 : 2;",
              {"size > 0 | size <= 0",
               "select phi(size > 0 || x | !(size > 0 || x))"}},
        Shape{"ValueComparison", "  r = p != NULL;", {}},
        Shape{"IfDecrement", "  if (x--) r++;", {"x-- | !x--"}},
        // Inlined at -O0 and removed: its instructions keep their locations.
        Shape{"AlwaysInline",
              "  if (pos(x)) r++;",
              {"v > 0 | v <= 0", "pos(x) | !pos(x)"}},
        Shape{"AlwaysInlineValue",
              "  if (truth(p)) r++;",
              {"truth(p) | !truth(p)"}}),
    name);

INSTANTIATE_TEST_SUITE_P(
    Frontend, CXXShapes,
    ::testing::Values(
        Shape{
            "MemberCall", "  if (v.empty()) r++;", {"v.empty() | !v.empty()"}},
        Shape{"MemberPointer", "  if (c->next) r++;", {"c->next | !c->next"}},
        Shape{"NotPointer", "  if (!c) r++;", {"c | !c"}},
        Shape{"ArrowCall", "  if (c->ok()) r++;", {"c->ok() | !c->ok()"}},
        Shape{"BitAnd", "  if (x & 4) r++;", {"x & 4 | !(x & 4)"}},
        Shape{"NotBitAnd", "  if (!(x & 4)) r++;", {"x & 4 | !(x & 4)"}},
        Shape{"ConditionVariable",
              "  if (auto q = find(x)) r += *q;",
              {"q = find(x) | !(q = find(x))"}},
        Shape{"InitStatement",
              "  if (int *q = find(x); q != nullptr) r++;",
              {"q != nullptr | q == nullptr"}},
        Shape{"OverloadedEqual",
              "  if (s == \"abc\") r++;",
              {"s == \"abc\" | s != \"abc\""}},
        Shape{"RewrittenNotEqual", "  if (a != b) r++;", {"a != b | a == b"}},
        Shape{"AndWithCall",
              "  if (v.size() > 3 && c->val()) r++;",
              {"v.size() > 3 | v.size() <= 3", "c->val() | !c->val()"}},
        Shape{"IteratorLoop",
              "  for (auto it = v.begin(); it != v.end(); ++it) r++;",
              {"it != v.end() | it == v.end()"}},
        Shape{"RangeFor",
              "  for (int e : v) if (e == x) r++;",
              {"v has more elements | v has no more elements",
               "e == x | e != x"}},
        Shape{"SmartPointer",
              "  std::unique_ptr<int> u(new int(3));\n  if (u) r++;",
              {"u | !u"}},
        Shape{"WhileVariable",
              "  while (Node *n = c->next) c = n;",
              {"n = c->next | !(n = c->next)"}},
        Shape{"Lambda",
              "  auto pos = [](int y) { return y > 0 ? 1 : 0; };\n"
              "  if (pos(x)) r++;",
              {"pos(x) | !pos(x)", "select y > 0 | y <= 0"}},
        Shape{
            "DeleteNullCheck", "  delete c;", {"c == nullptr | c != nullptr"}},
        Shape{"NothrowNew",
              "  int *n = new (std::nothrow) int(3);\n  r += *n;",
              {"new (std::nothrow) int(3) == nullptr | "
               "new (std::nothrow) int(3) != nullptr"}},
        Shape{"DynamicCast",
              "  if (auto *d = dynamic_cast<Derived *>(base)) r += d->v;",
              {"base == nullptr | base != nullptr",
               "d = dynamic_cast<Derived *>(base) | "
               "!(d = dynamic_cast<Derived *>(base))"}},
        Shape{"StaticGuard",
              "  static int once = x + 1;\n  r += once;",
              {"static 'once' not yet initialized | static 'once' already "
               "initialized",
               "static 'once' not yet initialized | static 'once' already "
               "initialized"}},
        Shape{"Elvis",
              "  int *e = find(x) ?: &r;\n  r += *e;",
              {"find(x) | !find(x)"}},
        Shape{"StringTemporary",
              "  if (s == std::string(\"a\") + \"b\") r++;",
              {"s == std::string(\"a\") + \"b\" | s != std::string(\"a\") + "
               "\"b\""}}),
    name);

} // namespace
