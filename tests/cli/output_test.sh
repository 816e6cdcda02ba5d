#!/usr/bin/env bash
# What analyze prints besides the warnings: the summary after every run
# (--quiet removes it), progress (--progress=auto|plain|none).
# Usage: output_test.sh PATHSIM SOURCE_DIR
. "$(dirname "$0")/common.sh" "$@"

cat > two.c <<'C'
#include <stdlib.h>
int deref(void) {
  int *p = 0;
  return *p;
}
int leaks(int n) {
  char *q = malloc(8);
  if (!q)
    return 0;
  q[0] = (char)n;
  return q[0];
}
int quiet(int x) {
  int *r = 0;
  // pathsim-suppress null-deref
  return x ? *r : 0;
}
C
echo 'int ok(int x) { return x + 1; }' > clean.c

# 1. The summary, without --stats: warnings by kind and rank, what was not
#    shown, how the functions went, the run and how to browse it.
"$PATHSIM" analyze two.c --db s.db > out.txt 2> err.txt
expect_status 0 $? "analyze two.c"
grep -Eq '^pathsim: 2 warnings \(1 null-deref, 1 leak; [0-9]+ (certain|likely|possible)(, [0-9]+ (likely|possible))*\); not shown: 1 suppressed by comments$' err.txt ||
  fail "no summary of the warnings: $(cat err.txt)"
grep -q '^pathsim: 3 functions in 1 translation unit: 3 complete$' err.txt || fail "no summary of the functions: $(cat err.txt)"
grep -q "^pathsim: run 1 stored in s.db; browse it: 'pathsim reports list --db s.db', 'pathsim reports show ID --db s.db'" err.txt ||
  fail "the summary does not say where the run is: $(cat err.txt)"
! grep -q "paths simulated" err.txt || fail "the --stats figures are printed without --stats"
"$PATHSIM" reports list --db s.db | grep -q "2 warnings in run 1" || fail "the run the summary names is not run 1"

# 2. --quiet: the warnings, no summary; --stats prints both.
"$PATHSIM" analyze two.c --db s.db --quiet > out.txt 2> err.txt
expect_status 0 $? "analyze --quiet"
[ ! -s err.txt ] || fail "--quiet prints on stderr: $(cat err.txt)"
[ "$(grep -c ': warning: ' out.txt)" = 2 ] || fail "--quiet hides warnings: $(cat out.txt)"
"$PATHSIM" analyze two.c --db s.db --quiet --stats > out.txt 2> err.txt
grep -q "^pathsim: 2 warnings" err.txt && grep -q "paths simulated" err.txt || fail "--quiet --stats: $(cat err.txt)"

# 3. A clean run, a baseline, reused functions.
"$PATHSIM" analyze clean.c --db c.db > out.txt 2> err.txt
grep -q '^pathsim: no warnings$' err.txt || fail "a clean run: $(cat err.txt)"
"$PATHSIM" reports baseline --db s.db -o base.txt > /dev/null 2>&1
"$PATHSIM" analyze two.c --db s.db --baseline base.txt > out.txt 2> err.txt
grep -q '^pathsim: no warnings; not shown: 3 in the baseline$' err.txt ||
  fail "the baseline's warnings are not counted: $(cat err.txt)"
grep -q "3 complete; 3 unchanged since the last run (reused)" err.txt || fail "reused functions are not counted: $(cat err.txt)"
"$PATHSIM" analyze clean.c > out.txt 2> err.txt
grep -q "^pathsim: run 1 stored in pathsim.db; browse it: 'pathsim reports list', 'pathsim reports show ID'" err.txt ||
  fail "with the default --db, the browse commands do not name it: $(cat err.txt)"

printf '#include <stdlib.h>\nint main(void) { char *p = malloc(4); if (p) p[0] = 1; return 0; }\n' > main.c
"$PATHSIM" analyze main.c --db m.db > out.txt 2> err.txt
grep -q '^pathsim: no warnings; not shown: 1 below --rank likely$' err.txt ||
  fail "the warnings below --rank are not counted: $(cat err.txt)"

# 3b. Several programs in one compile database: an entry repeated with
#     position independence (libtool compiles each file twice) is analyzed
#     once; functions defined in several units are counted, and named only
#     with --verbose.
mkdir -p progs
printf 'static int helper(void) { return 1; }\nint usage(void) { int *p = 0; return *p + helper(); }\nint main(void) { return usage(); }\n' > progs/one.c
printf 'int usage(void) { return 2; }\nint main(void) { return usage(); }\n' > progs/two.c
cat > progs/compile_commands.json <<J
[{"directory": "$WORK/progs", "file": "one.c", "arguments": ["cc", "-c", "one.c", "-fPIC", "-DPIC", "-o", ".libs/one.o"]},
 {"directory": "$WORK/progs", "file": "one.c", "arguments": ["cc", "-c", "one.c", "-o", "one.o"]},
 {"directory": "$WORK/progs", "file": "two.c", "arguments": ["cc", "-c", "two.c", "-o", "two.o"]},
 {"directory": "$WORK/progs", "file": "two.c", "arguments": ["cc", "-DTWO", "-c", "two.c", "-o", "two-b.o"]}]
J
"$PATHSIM" analyze -p progs --db progs.db > out.txt 2> err.txt
expect_status 0 $? "analyze a database with repeated entries"
[ "$(grep -c 'warning: ' out.txt)" = 1 ] || fail "one.c's warning is not reported once: $(cat out.txt)"
grep -q "^pathsim: 1 compile entry repeated an earlier one and was analyzed once; 4 definitions of a function another unit defines too (several programs?), each analyzed (--verbose names them)$" err.txt ||
  fail "the repeated entry and the functions defined twice are not counted: $(cat err.txt)"
! grep -q "is defined in" err.txt || fail "notes on functions defined twice without --verbose: $(cat err.txt)"
"$PATHSIM" analyze -p progs --db progs.db --verbose > out.txt 2> err.txt
grep -q "note: 'usage' is defined in .*one.c and in .*two.c" err.txt || fail "--verbose does not name the functions defined twice: $(cat err.txt)"
grep -q "note: a compile entry of 'one.c' repeats an earlier one" err.txt || fail "--verbose does not name the repeated entry: $(cat err.txt)"

# 3c. One spelling of every path: relative to the current directory when
#     under it, else absolute; never relative to the directory a compile
#     command ran in; `reports` spell them for their own directory.
mkdir -p tree/src tree/build elsewhere
printf '#include <stdlib.h>\nint f(void) {\n  char *p = malloc(4);\n  p[0] = 1;\n  free(p);\n  return 0;\n}\n' > tree/src/a.c
cat > tree/build/compile_commands.json <<J
[{"directory": "$WORK/tree/build", "file": "../src/a.c", "arguments": ["cc", "-c", "../src/a.c"]}]
J
(cd tree && "$PATHSIM" analyze -p build --db ../tree.db > ../out.txt 2> ../err.txt)
grep -q "^src/a.c:4:3: warning: dereferencing NULL" out.txt && grep -q "^src/a.c:3:13: note: " out.txt ||
  fail "paths are not relative to the current directory: $(cat out.txt)"
! grep -q "\.\./src" out.txt || fail "a path relative to the compile command's directory is printed: $(cat out.txt)"
(cd elsewhere && "$PATHSIM" analyze -p ../tree/build --db ../tree.db > ../out.txt 2> ../err.txt)
grep -q "^$WORK/tree/src/a.c:4:3: warning: " out.txt || fail "a path outside the current directory is not absolute: $(cat out.txt)"
(cd tree/src && "$PATHSIM" reports list --db ../../tree.db --format json > ../../list.json 2> ../../err.txt)
grep -q '"file": "a.c"' list.json || fail "reports list --format json does not spell the path for its directory: $(cat list.json)"

# 4. Progress on stderr: plain lines when asked; on a terminal a line
#    redrawn in place and cleared before the summary; none otherwise.
"$PATHSIM" analyze two.c clean.c --db p.db --fresh --progress=plain > out.txt 2> err.txt
expect_status 0 $? "--progress=plain"
grep -q '^pathsim: compiled 2/2 units, [0-9]*:[0-9][0-9]$' err.txt || fail "--progress=plain: no line for the units: $(cat err.txt)"
grep -q '^pathsim: simulated 4/4 functions (100%), [0-9]*:[0-9][0-9]$' err.txt || fail "--progress=plain: no line for the functions: $(cat err.txt)"
! grep -q "pathsim: " out.txt || fail "--progress=plain writes on stdout"
# Without a terminal (a CI log), --progress=auto is plain: a line at each
# tenth, never silence; --progress=none and --quiet print none.
"$PATHSIM" analyze two.c clean.c --db p.db --fresh > out.txt 2> err.txt
grep -q '^pathsim: simulated 4/4 functions (100%), [0-9]*:[0-9][0-9]$' err.txt ||
  fail "no plain progress without a terminal: $(cat err.txt)"
"$PATHSIM" analyze two.c --db p.db --fresh --progress=none > out.txt 2> err.txt
! grep -q "compiled\|simulat" err.txt || fail "progress with --progress=none: $(cat err.txt)"
{
  echo '#include <stdlib.h>'
  echo 'int next(void);'
  echo 'int slow(void) {'
  # 2^20 paths: the function runs until --function-timeout on any machine,
  # so the line names it (after a second) however fast the machine is.
  for i in $(seq 20); do
    echo "  if (next()) { char *p = malloc(8); if (p) p[0] = 1; free(p); }"
  done
  echo '  return 0;'
  echo '}'
} > slow.c
script -qc "'$PATHSIM' analyze slow.c --db tty.db --fresh --max-paths 1000000 --function-timeout 3 > /dev/null" /dev/null > tty.txt 2>&1
grep -q $'\rpathsim: simulating 0/1 functions (0%), [0-9]*:[0-9][0-9]; slow for [0-9]*:[0-9][0-9]\e\[K' tty.txt ||
  fail "no progress line on a terminal, or it does not name the slow function: $(cat -v tty.txt | head -c 600)"
grep -q $'\r\e\[Kpathsim: no warnings' tty.txt ||
  fail "the progress line is not cleared before the summary: $(cat -v tty.txt | tail -c 400)"
script -qc "'$PATHSIM' analyze slow.c --db tty.db --fresh --max-paths 1000000 --function-timeout 1 --progress=none > /dev/null" /dev/null > tty.txt 2>&1
! grep -q "simulating" tty.txt || fail "--progress=none on a terminal: $(cat -v tty.txt | head -c 300)"

# 6. A bool function's automatic model returns true or false, as its caller
#    reads it (not 1, nor the -1 its one bit sign-extends to).
cat > flag.c <<'C'
#include <stdbool.h>
#include <stddef.h>
bool empty(const char *s) {
  if (!s)
    return true;
  return false;
}
int use(const char *s) {
  int *z = NULL;
  if (empty(s))
    return *z;
  return 0;
}
C
"$PATHSIM" analyze flag.c --db flag.db --quiet > out.txt 2>&1
grep -q "used automatic model 'empty' for 'empty(s)': function returns true$" out.txt ||
  fail "a bool result is not said as true: $(cat out.txt)"

# 7. Calls to functions with neither source nor model: counted in the
#    summary; --stats names the ten most called (ties by name). Functions of
#    the run (another file's, a static one), modeled ones (malloc, free),
#    calls through a pointer and compiler intrinsics are not counted.
cat > calls.c <<'C'
#include <stdlib.h>
int other(int);
void u01(void); void u02(void); void u03(void); void u04(void);
void u05(void); void u06(void); void u07(void); void u08(void);
void u09(void); void u10(void); void u11(void); void u12(void);
static int mine(int x) { return x * 2; }
int calls(int n, void (*cb)(void)) {
  char *p = malloc(4);
  free(p);
  u12(); u12(); u12(); u12(); u12();
  u03(); u03(); u03(); u03();
  u07(); u07(); u07();
  u01(); u01(); u01();
  u02(); u02(); u04(); u05(); u06(); u08(); u09(); u10(); u11();
  cb();
  return other(n) + mine(n) + __builtin_popcount((unsigned)n);
}
C
echo 'int other(int x) { return x - 1; }' > other.c
"$PATHSIM" analyze calls.c other.c --db u.db > out.txt 2> err.txt
expect_status 0 $? "analyze calls.c other.c"
grep -qx 'pathsim: 24 calls to 12 functions with neither source nor model, simulated as unknown (--stats names the most called)' err.txt ||
  fail "the summary does not count the calls without source or model: $(cat err.txt)"
! grep -q "no source or model:" err.txt || fail "the most called are named without --stats"
"$PATHSIM" analyze calls.c other.c --db u.db --stats > out.txt 2> err.txt
grep -qx 'pathsim: 24 calls to 12 functions with neither source nor model, simulated as unknown (most called below)' err.txt ||
  fail "the summary with --stats: $(cat err.txt)"
cat > top.expected <<'E'
pathsim: no source or model: 'u12' (5 calls)
pathsim: no source or model: 'u03' (4 calls)
pathsim: no source or model: 'u01' (3 calls)
pathsim: no source or model: 'u07' (3 calls)
pathsim: no source or model: 'u02' (2 calls)
pathsim: no source or model: 'u04' (1 call)
pathsim: no source or model: 'u05' (1 call)
pathsim: no source or model: 'u06' (1 call)
pathsim: no source or model: 'u08' (1 call)
pathsim: no source or model: 'u09' (1 call)
E
grep "no source or model:" err.txt > top.txt
diff top.expected top.txt > /dev/null || fail "--stats: the ten most called: $(diff top.expected top.txt)"
# C++: named as written, overloads apart.
cat > calls.cpp <<'C'
namespace net { int send(int); int send(const char *); }
int calls(int n) { return net::send(n) + net::send(n + 1) + net::send("x"); }
C
"$PATHSIM" analyze calls.cpp --db u.db --stats > out.txt 2> err.txt
grep -qx "pathsim: no source or model: 'net::send(int)' (2 calls)" err.txt &&
  grep -qx "pathsim: no source or model: 'net::send(char const\*)' (1 call)" err.txt ||
  fail "--stats: C++ functions without source or model: $(grep 'source or model' err.txt)"

# One site, one pointer, one warning: the strongest (a use after free), with
# a note naming the other (the NULL when strdup failed); the same when the
# function's warnings are replayed from the store.
cat > site.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
void show(const char *s) {
  char *p = strdup(s);
  free(p);
  printf("%s\n", p);
}
C
for run in fresh reused; do
  "$PATHSIM" analyze site.c --db site.db > out.txt 2> err.txt
  [ "$(grep -c ': warning: ' out.txt)" = 1 ] &&
    grep -q "^site.c:7:3: warning: passing pointer to freed memory 'p' to 'printf' \[freed-deref, certain\]$" out.txt &&
    grep -q "^site.c:7:3: note: also on another path: passing NULL pointer 'p' to 'printf' \[null-deref, certain\]$" out.txt ||
    fail "one warning per site and pointer ($run run): $(cat out.txt)"
done
grep -q "1 unchanged since the last run (reused)" err.txt || fail "the second run did not reuse the function: $(cat err.txt)"

# 8. CI defaults (issue 26): -j is the number of CPUs unless given (-j 2,
#    -j2, --jobs=2 alike); --quiet prints the warnings only; each note once,
#    and what was not analyzed is one section of the summary.
"$PATHSIM" analyze --help > out.txt 2>&1
grep -q "default: the number of CPUs" out.txt || fail "--help does not say -j's default"
for J in "-j2" "-j 2" "--jobs=2" ""; do
  "$PATHSIM" analyze two.c --db j.db --fresh --progress=none $J > "out$J.txt" 2> err.txt
  expect_status 0 $? "analyze $J"
  cmp -s "out$J.txt" "out-j2.txt" || fail "analyze $J prints other warnings than -j2: $(cat err.txt)"
done
# A header's static function no unit can analyze: one note, in the
# summary's section, with how many units define it.
cat > asm.h <<'C'
static int dispatch(int i) {
  asm goto("test %0, %0; jz %l[two]" : : "r"(i) : : two);
  return 1;
two:
  return 2;
}
C
printf '#include "asm.h"\nint a(int n) { return dispatch(n); }\n' > u1.c
printf '#include "asm.h"\nint b(int n) { int *p = 0; return dispatch(n) + *p; }\n' > u2.c
"$PATHSIM" analyze u1.c u2.c --db u.db --progress=none > out.txt 2> err.txt
[ "$(grep -c "'dispatch' was not analyzed" err.txt)" = 1 ] ||
  fail "the note of a function not analyzed is not printed once: $(cat err.txt)"
grep -A1 '^pathsim: 4 functions in 2 translation units: 2 complete, 2 unsupported$' err.txt |
  grep -q '^pathsim: not analyzed: 2 functions, 0 translation units:$' ||
  fail "what was not analyzed is not a section of the summary: $(cat err.txt)"
grep -A1 '^pathsim: not analyzed: ' err.txt |
  grep -q "^asm.h:1: note: 'dispatch' was not analyzed: it uses a construct the simulator cannot handle ('callbr' at line 2) (in 2 units)$" ||
  fail "the section does not name the function once: $(cat err.txt)"
"$PATHSIM" analyze u1.c u2.c --db u.db --quiet > out.txt 2> err.txt
[ ! -s err.txt ] || fail "--quiet prints more than the warnings: $(cat err.txt)"
grep -q "u2.c:2:.*warning: dereferencing NULL pointer 'p'" out.txt || fail "--quiet: no warning: $(cat out.txt)"
# Two calls of one function in one macro argument: one note for its model.
cat > twice.c <<'C'
#include <stddef.h>
struct num { double v; };
struct num *make(int k) { static struct num n; return k ? &n : NULL; }
double value_of(const struct num *n) { return n ? n->v : 0.0; }
#define SAME(a, b) ((a) + (a) == (b))
int check(int k) { struct num *x = make(k); return SAME(value_of(x), x->v); }
C
"$PATHSIM" analyze twice.c --db t.db --progress=none > out.txt 2> err.txt
grep -q "warning: dereferencing NULL pointer 'x'" out.txt || fail "twice.c: no warning: $(cat out.txt)"
[ "$(grep -c "used automatic model 'value_of'" out.txt)" = 1 ] ||
  fail "a note is printed more than once: $(cat out.txt)"

exit $FAILED
