#!/usr/bin/env bash
# The options of `pathsim analyze` as a user sees them: --version and --help,
# the two ways to give compile flags (-p and `--`), --dump-outcomes,
# --loop-bound, --max-paths, --function-timeout, the merge figures of --stats,
# suppression comments and baselines end to end.
# Usage: options_test.sh PATHSIM SOURCE_DIR
set -u
PATHSIM=$1
SRC=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }
expect_status() { # expected actual what
  [ "$1" = "$2" ] || fail "$3: exit status $2, expected $1"
}
# The figure before WORDS on the --stats line holding them ("16 paths
# simulated" -> 16), or nothing.
stat_of() { # file words
  grep -o "[0-9][0-9]* $2" "$1" | head -n 1 | cut -d' ' -f1
}
cd "$WORK"

# 1. --version and --help.
"$PATHSIM" --version > out.txt 2>&1
expect_status 0 $? "pathsim --version"
grep -Eq '^pathsim [0-9]+\.[0-9]+' out.txt || fail "--version prints no version: $(cat out.txt)"

"$PATHSIM" analyze --help > help.txt 2>&1
expect_status 0 $? "pathsim analyze --help"
grep -Eq -- '--max-paths.*default 50' help.txt || fail "analyze --help lacks --max-paths and its default"
grep -Eq -- '--function-timeout.*default 10' help.txt || fail "analyze --help lacks --function-timeout and its default"
grep -Eq -- '--loop-bound.*default 3' help.txt || fail "analyze --help lacks --loop-bound and its default"

"$PATHSIM" reports --help > help.txt 2>&1
expect_status 0 $? "pathsim reports --help"
for action in list show runs diff sarif html baseline; do
  grep -Eq "(^|[^a-z])$action([^a-z]|$)" help.txt || fail "reports --help does not list the action '$action'"
done

# 2. Compile flags: -DX makes the division by zero visible, and hdr.h is only
#    found with -Iinc.
mkdir -p proj/inc build
cat > proj/inc/hdr.h <<'C'
#define DIVISOR 0
C
cat > proj/flags.c <<'C'
#include "hdr.h"
int f(int a) {
#ifdef X
  int d = DIVISOR;
  return a / d;
#else
  return a;
#endif
}
C
DIVZERO='flags.c:5:12: warning: division by zero .* \[div-zero, certain\]'
"$PATHSIM" analyze proj/flags.c --db flags.db -- -DX -Iproj/inc > out.txt 2> err.txt
expect_status 0 $? "analyze FILE -- -DX -Iinc"
grep -q "$DIVZERO" out.txt || fail "FILE -- -DX -Iinc: the division by zero under #ifdef X is not reported: $(cat out.txt err.txt)"
"$PATHSIM" analyze proj/flags.c --db flags.db -- -Iproj/inc > out.txt 2> err.txt
expect_status 0 $? "analyze FILE -- -Iinc"
! grep -q "div-zero" out.txt || fail "without -DX the division is reported: the flags are not what was given"
"$PATHSIM" analyze proj/flags.c --db flags.db -- -DX > out.txt 2> err.txt
expect_status 2 $? "analyze FILE -- -DX (hdr.h not found)"
grep -q "hdr.h" err.txt || fail "without -Iinc, no error about hdr.h: $(cat err.txt)"

# A compilation database in another directory than the sources: its
# "directory" resolves the relative file and -I.
cat > build/compile_commands.json <<J
[{"directory": "$WORK/proj", "file": "flags.c",
  "arguments": ["cc", "-DX", "-Iinc", "-c", "flags.c", "-o", "flags.o"]}]
J
"$PATHSIM" analyze -p build --db p.db > out.txt 2> err.txt
expect_status 0 $? "analyze -p DIR"
grep -q "$DIVZERO" out.txt || fail "-p DIR: the flags of compile_commands.json are not used: $(cat out.txt err.txt)"
"$PATHSIM" analyze -p build/compile_commands.json --db p.db --fresh > out.txt 2> err.txt
expect_status 0 $? "analyze -p FILE"
grep -q "$DIVZERO" out.txt || fail "-p FILE: the flags of compile_commands.json are not used: $(cat out.txt err.txt)"
cat > build/compile_commands.json <<J
[{"directory": "$WORK/proj", "file": "flags.c", "command": "cc -Iinc -c flags.c"}]
J
"$PATHSIM" analyze -p build --db p.db > out.txt 2> err.txt
expect_status 0 $? "analyze -p DIR without -DX"
! grep -q "div-zero" out.txt || fail "-p DIR without -DX reports the division: the flags are not the database's"

# 3. --dump-outcomes: one model per function in the model language, with a
#    guard for each branch on a parameter; warnings come after it, as
#    diagnostics, and are the only lines `models check` must not see. The
#    outcomes are not merged: same() keeps both guards (its model has none).
cat > dump.c <<'C'
int sign(int x) {
  if (x > 0)
    return 1;
  return 0;
}
int small(int x) {
  int *p = 0;
  if (x > 5)
    return *p;
  return 0;
}
int same(int y) {
  int r;
  if (y > 0)
    r = 1;
  else
    r = 1;
  return r;
}
C
"$PATHSIM" analyze dump.c --db dump.db --dump-outcomes > dump.txt 2> err.txt
expect_status 0 $? "analyze --dump-outcomes"
grep -q "^dump.c:9:12: warning: dereferencing NULL pointer 'p'" dump.txt ||
  fail "--dump-outcomes: the warning of small() is not printed"
grep -Ev '^[^ ()][^ ]*:[0-9]+:[0-9]+: (warning|note): ' dump.txt > outcomes.mdl
grep -q '^(sign "dump.c" 1' outcomes.mdl || fail "--dump-outcomes prints no model of sign(): $(cat dump.txt)"
grep -q '(guard igt x@<4:0> 0)' outcomes.mdl || fail "--dump-outcomes: no guard 'x > 0' for sign's branch"
grep -q '(guard ile x@<4:0> 0)' outcomes.mdl || fail "--dump-outcomes: no guard 'x <= 0' for sign's branch"
grep -q '(guard ile x@<4:0> 5)' outcomes.mdl || fail "--dump-outcomes: no guard 'x <= 5' for small's returning path"
grep -q '(guard igt y@<4:0> 0)' outcomes.mdl && grep -q '(guard ile y@<4:0> 0)' outcomes.mdl ||
  fail "--dump-outcomes: same()'s two outcomes are merged (no guards 'y > 0', 'y <= 0')"
"$PATHSIM" models check outcomes.mdl > check.txt 2>&1
expect_status 0 $? "models check on the --dump-outcomes output ($(cat check.txt))"
grep -q "checked 3 models" check.txt || fail "models check did not read the 3 dumped models: $(cat check.txt)"

# 4. --loop-bound: more iterations of a loop whose condition is unknown, more
#    paths.
cat > loop.c <<'C'
int next(void);
int count(void) {
  int n = 0;
  while (next())
    n++;
  return n;
}
C
"$PATHSIM" analyze loop.c --db loop1.db --stats --loop-bound 1 > /dev/null 2> lb1.txt
expect_status 0 $? "--loop-bound 1"
"$PATHSIM" analyze loop.c --db loop5.db --stats --loop-bound 5 > /dev/null 2> lb5.txt
expect_status 0 $? "--loop-bound 5"
P1=$(stat_of lb1.txt "paths simulated")
P5=$(stat_of lb5.txt "paths simulated")
if [ -z "$P1" ] || [ -z "$P5" ]; then
  fail "--stats prints no 'paths simulated': $(cat lb1.txt)"
elif [ "$P5" -le "$P1" ]; then
  fail "--loop-bound 5 simulates $P5 paths, --loop-bound 1 $P1: the bound is not applied"
fi

# 5. --max-paths: 16 paths cut to 3, the function reported as sampled.
cat > many.c <<'C'
int many(int a, int b, int c, int d) {
  int r = 0;
  if (a) r += 1;
  if (b) r += 2;
  if (c) r += 4;
  if (d) r += 8;
  return r;
}
C
"$PATHSIM" analyze many.c --db many.db --stats > /dev/null 2> all.txt
[ "$(stat_of all.txt "paths simulated")" = 16 ] || fail "many() should have 16 paths: $(cat all.txt)"
"$PATHSIM" analyze many.c --db many3.db --stats --max-paths 3 > /dev/null 2> mp.txt
expect_status 0 $? "--max-paths 3"
[ "$(stat_of mp.txt "paths simulated")" = 3 ] || fail "--max-paths 3 does not give 3 paths: $(grep paths mp.txt)"
[ "$(stat_of mp.txt "sampled")" = 1 ] || fail "--max-paths 3: many() is not reported sampled: $(grep functions mp.txt)"
[ "$(stat_of mp.txt "complete")" = 0 ] || fail "--max-paths 3: many() is reported complete: $(grep functions mp.txt)"

# 6. --function-timeout, the safety net: with the work budget out of the way,
#    3^12 paths cannot be simulated in one second.
{
  echo '#include <stdlib.h>'
  echo 'int next(void);'
  echo 'int slow(void) {'
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do
    echo "  if (next()) { char *p = malloc(8); if (p) p[0] = 1; free(p); }"
  done
  echo '  return 0;'
  echo '}'
} > slow.c
timeout 120 "$PATHSIM" analyze slow.c --db slow.db --stats --max-paths 100000 --work-budget 4000000000 --function-timeout 1 > /dev/null 2> to.txt
expect_status 0 $? "--function-timeout 1 on 3^12 paths"
[ "$(stat_of to.txt "timed out")" = 1 ] || fail "--function-timeout 1: the function is not reported timed out: $(grep functions to.txt)"
[ "$(stat_of to.txt "complete")" = 0 ] || fail "--function-timeout 1: a function cut by the time limit counts as complete: $(grep functions to.txt)"
grep -q "stopped at the time limit" to.txt || fail "--function-timeout 1: no note that 'slow' stopped at the time limit"

# The same with paths whose outcomes differ (guards on twelve parameters):
# the time limit bounds the whole function, merging its outcomes included.
{
  echo '#include <stdlib.h>'
  printf 'int slow_params(int a0'
  for i in 1 2 3 4 5 6 7 8 9 10 11; do printf ', int a%s' $i; done
  echo ') {'
  echo '  int r = 0;'
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do
    echo "  if (a$i) { char *p = malloc(8); if (p) { p[0] = 1; r += p[0]; } free(p); }"
  done
  echo '  return r;'
  echo '}'
} > slow_params.c
START=$(date +%s)
timeout 30 "$PATHSIM" analyze slow_params.c --db slowp.db --stats --max-paths 100000 --work-budget 4000000000 --function-timeout 1 > /dev/null 2> top.txt
STATUS=$?
expect_status 0 $STATUS "--function-timeout 1 on 3^12 paths with 12 parameters (124: not done after $(($(date +%s) - START)) s)"
[ "$STATUS" != 0 ] || [ "$(stat_of top.txt "timed out")" = 1 ] ||
  fail "--function-timeout 1: slow_params is not reported timed out: $(grep functions top.txt)"

# 7. The merge figures of --stats: opposite() has two outcomes equal but for
#    'x > 0' / 'x <= 0' (one merge by opposite guards), equal() two equal
#    outcomes (one equal merge): 4 outcomes, 2 cases.
cat > merge.c <<'C'
void sink(void);
int next(void);
int opposite(int x) {
  int r;
  if (x > 0)
    r = 1;
  else
    r = 1;
  return r;
}
int equal(void) {
  if (next())
    sink();
  return 0;
}
C
"$PATHSIM" analyze merge.c --db merge.db --stats > /dev/null 2> merge.txt
expect_status 0 $? "--stats on merge.c"
grep -q "outcomes merged into 2 cases (1 equal outcomes, 1 by a pair of opposite guards)" merge.txt ||
  fail "--stats merge figures: $(grep merged merge.txt || cat merge.txt)"
[ "$(stat_of merge.txt "outcomes merged")" = 4 ] || fail "--stats: 4 outcomes expected: $(grep merged merge.txt)"

# 8. Suppression, end to end: not printed, stored as suppressed, listed with
#    --all only.
cat > sup.c <<'C'
int hidden(void) {
  int *p = 0;
  // pathsim-suppress null-deref
  return *p;
}
int shown(void) {
  int *q = 0;
  return *q;
}
C
"$PATHSIM" analyze sup.c --db sup.db > out.txt 2> err.txt
expect_status 0 $? "analyze sup.c"
grep -q "sup.c:8:10: warning: dereferencing NULL pointer 'q'" out.txt || fail "the unsuppressed warning is not printed"
! grep -q "sup.c:4" out.txt || fail "the suppressed warning is printed: $(cat out.txt)"
"$PATHSIM" reports list --db sup.db > list.txt 2>&1
expect_status 0 $? "reports list"
! grep -q "sup.c:4:" list.txt || fail "reports list without --all shows the suppressed warning"
grep -q "sup.c:8:10" list.txt || fail "reports list lacks the unsuppressed warning"
"$PATHSIM" reports list --all --db sup.db > list.txt 2>&1
expect_status 0 $? "reports list --all"
grep -q "sup.c:4:10 .*hidden.*dereferencing NULL pointer 'p' (suppressed)" list.txt ||
  fail "reports list --all does not show the suppressed warning as suppressed: $(cat list.txt)"
grep "sup.c:8:10" list.txt | grep -q "suppressed" && fail "reports list --all marks the unsuppressed warning suppressed"

# 8b. Block and function suppressions (clang-tidy's NOLINTBEGIN/END): the
#     warnings of the named kinds inside a begin/end block, or anywhere in a
#     function whose declaration names them, are stored as suppressed; a
#     block of other kinds, an unended begin, and the lines after a block
#     suppress nothing; unmatched markers are named at their line.
cat > blocks.c <<'C'
int in_block(int *p) {
  int a = 0;
  if (!p) {
    // pathsim-suppress-begin uninit-use, null-deref: the caller checks
    a = *p;
    // pathsim-suppress-end
  }
  return a;
}
int after_block(void) {
  int *q = 0;
  /* pathsim-suppress-begin all */
  /* pathsim-suppress-end */
  return *q;
}
static int // pathsim-suppress null-deref: a test of the crash handler
whole_function(void)
{
  int *r = 0;
  return *r;
}
int other_kind(void) {
  int *s = 0;
  // pathsim-suppress-begin leak
  return *s;
  // pathsim-suppress-end
}
int unended(void) {
  int *t = 0;
  // pathsim-suppress-end
  // pathsim-suppress-begin nul-deref
  // pathsim-suppress-begin all
  return *t;
}
int use(void) { return whole_function(); }
C
"$PATHSIM" analyze blocks.c --db blocks.db > out.txt 2> err.txt
expect_status 0 $? "analyze blocks.c"
! grep -q "blocks.c:5:" out.txt || fail "a null-deref inside a pathsim-suppress-begin null-deref block is printed: $(cat out.txt)"
grep -q "blocks.c:14:10: warning: dereferencing NULL pointer 'q'" out.txt || fail "a warning after a block is suppressed: $(cat out.txt)"
! grep -q "blocks.c:20:" out.txt || fail "a pathsim-suppress on the function's declaration does not cover its body: $(cat out.txt)"
grep -q "blocks.c:25:10: warning: dereferencing NULL pointer 's'" out.txt || fail "a block of another kind suppresses a null-deref: $(cat out.txt)"
grep -q "blocks.c:33:10: warning: dereferencing NULL pointer 't'" out.txt || fail "an unended begin suppresses: $(cat out.txt)"
grep -q "blocks.c:30:6: warning: 'pathsim-suppress-end' without a 'pathsim-suppress-begin' before it" err.txt ||
  fail "an end without a begin is not named at its line: $(cat err.txt)"
grep -q "blocks.c:31:6: warning: 'pathsim-suppress-begin' names an unknown kind 'nul-deref'" err.txt ||
  fail "a begin naming an unknown kind is not named: $(cat err.txt)"
grep -q "blocks.c:32:6: warning: 'pathsim-suppress-begin' without a 'pathsim-suppress-end' after it: it suppresses nothing" err.txt ||
  fail "an unended begin is not named at its line: $(cat err.txt)"
grep -q "not shown: 2 suppressed by comments" err.txt || fail "the block and function suppressions are not counted: $(cat err.txt)"
"$PATHSIM" reports list --all --db blocks.db > list.txt 2>&1
grep -q "blocks.c:5:.*in_block.*(suppressed)" list.txt && grep -q "blocks.c:20:.*whole_function.*(suppressed)" list.txt ||
  fail "reports list --all does not list the block and function suppressions as suppressed: $(cat list.txt)"

# 9. --baseline, end to end: a new defect (added above the known one, so every
#    line moves) is the only warning printed.
cat > base.c <<'C'
int old_defect(void) {
  int *p = 0;
  return *p;
}
C
"$PATHSIM" analyze base.c --db base.db > out.txt 2> err.txt
grep -q "null-deref" out.txt || fail "base.c: the known defect is not reported"
"$PATHSIM" reports baseline --db base.db -o known.txt > out.txt 2>&1
expect_status 0 $? "reports baseline"
{
  echo 'int new_defect(int x) {'
  echo '  int d = 0;'
  echo '  return x / d;'
  echo '}'
  cat base.c
} > base2.c
mv base2.c base.c
"$PATHSIM" analyze base.c --db base.db --baseline known.txt > out.txt 2> err.txt
expect_status 0 $? "analyze --baseline"
grep -q "base.c:3:12: warning: division by zero ('d' is 0) \[div-zero, certain\]" out.txt ||
  fail "--baseline hides the new defect: $(cat out.txt err.txt)"
! grep -q "null-deref" out.txt || fail "--baseline: the known defect is printed: $(cat out.txt)"
[ "$(grep -c ': warning: ' out.txt)" = 1 ] || fail "--baseline: more than the new warning printed: $(cat out.txt)"
"$PATHSIM" analyze base.c --db base.db > out.txt 2> err.txt
grep -q "base.c:7:10: warning: dereferencing NULL pointer 'p'" out.txt ||
  fail "without --baseline the known defect is not printed: $(cat out.txt)"

# A function none of whose paths returns (each stops at a defect) has no
# model: --dump-models and models show say so in a comment, models export
# writes the comment, and what they print passes models check.
printf 'int bad(void) { int *p = 0; return *p; }\nint good(int x) { return x + bad(); }\n' > nocase.c
"$PATHSIM" analyze nocase.c --db nocase.db --dump-models 2> /dev/null | grep -v "^nocase.c:" > nocase.mdl
grep -q "^// bad (nocase.c:1): no model" nocase.mdl || fail "--dump-models does not say bad has no model: $(cat nocase.mdl)"
"$PATHSIM" models check nocase.mdl > /dev/null 2>&1 || fail "--dump-models output fails models check: $(cat nocase.mdl)"
"$PATHSIM" models show bad --db nocase.db | grep -q "no model: no path returned" || fail "models show bad gives no reason"
"$PATHSIM" models export nocase.out --db nocase.db > /dev/null 2>&1
expect_status 0 $? "models export of a function without a model"
"$PATHSIM" models check nocase.out/*.mdl > /dev/null 2>&1 || fail "the export fails models check"

# --rank: analyze prints, writes to --sarif and counts the certain and likely
# warnings; --rank possible includes the possible ones; the store keeps all.
cat > rank.c <<'EOF_C'
#include <stddef.h>
struct obj { int type; void *data; };
void *as_data(struct obj *o) { return o->type == 7 ? o->data : 0; }
int first(struct obj *o) { int *p = as_data(o); return *p; }
int zero(int x) { int d = 0; return x / d; }
EOF_C
"$PATHSIM" analyze rank.c --db rank.db --fail-on-warnings --sarif rank.sarif > out.txt 2> err.txt
expect_status 1 $? "analyze --fail-on-warnings with a certain warning"
grep -q "rank.c:5:39: warning: division by zero ('d' is 0) \[div-zero, certain\]" out.txt ||
  fail "the certain warning is not printed: $(cat out.txt err.txt)"
! grep -q "null-deref" out.txt || fail "a possible warning is printed by default: $(cat out.txt)"
! grep -q '"rank": "possible"' rank.sarif || fail "a possible warning is in --sarif by default"
"$PATHSIM" analyze rank.c --db rank.db --rank possible --sarif rank.sarif > out.txt 2> err.txt
grep -q "rank.c:4:56: warning: dereferencing NULL pointer 'p' \[null-deref, possible\]" out.txt ||
  fail "--rank possible does not print the possible warning: $(cat out.txt err.txt)"
grep -q '"rank": "possible"' rank.sarif || fail "--rank possible: no possible warning in --sarif"
"$PATHSIM" reports list --db rank.db --kind null-deref > out.txt 2>&1
grep -q "dereferencing NULL pointer 'p'" out.txt || fail "the store does not keep the possible warning: $(cat out.txt)"
printf '#include <stddef.h>\nstruct obj { int type; void *data; };\nvoid *as_data(struct obj *o) { return o->type == 7 ? o->data : 0; }\nint first(struct obj *o) { int *p = as_data(o); return *p; }\n' > onlypossible.c
"$PATHSIM" analyze onlypossible.c --db rank.db --fail-on-warnings > /dev/null 2>&1
expect_status 0 $? "--fail-on-warnings with only a possible warning"
"$PATHSIM" analyze onlypossible.c --db rank.db --fail-on-warnings --rank possible > /dev/null 2>&1
expect_status 1 $? "--fail-on-warnings --rank possible with a possible warning"
"$PATHSIM" analyze rank.c --db rank.db --rank sure > /dev/null 2> err.txt
expect_status 2 $? "--rank sure"
grep -q "not one of certain|likely|possible" err.txt || fail "--rank sure: no clear message: $(cat err.txt)"

exit $FAILED
