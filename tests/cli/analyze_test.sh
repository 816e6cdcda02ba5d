#!/usr/bin/env bash
# End-to-end checks of `pathsim analyze` as a user runs it: exit statuses,
# SARIF output, the run store, determinism across -j, incremental runs,
# malformed models and unusable databases.
# Usage: analyze_test.sh PATHSIM SOURCE_DIR
. "$(dirname "$0")/common.sh" "$@"

cp "$SRC"/examples/*.c "$WORK/"

# 1. The run: warnings on stdout, status 0; --fail-on-warnings gives 1.
"$PATHSIM" analyze example1.c --db run.db > out.txt 2> err.txt
expect_status 0 $? "analyze example1.c"
grep -q "example1.c:12:3: warning: dereferencing NULL pointer 'result' \[null-deref, likely\]" out.txt ||
  fail "the NULL dereference of Figure 4 is not printed"
"$PATHSIM" analyze example1.c --db run.db --fail-on-warnings > /dev/null 2>&1
expect_status 1 $? "--fail-on-warnings with warnings"
echo 'int ok(int x) { return x + 1; }' > clean.c
"$PATHSIM" analyze clean.c --db run.db --fail-on-warnings > /dev/null 2>&1
expect_status 0 $? "--fail-on-warnings without warnings"

# 2. A unit that does not compile: its errors, the others analyzed, status 2.
echo 'int broken( { return 0; }' > broken.c
"$PATHSIM" analyze broken.c example1.c --db run.db > out.txt 2> err.txt
expect_status 2 $? "a unit that does not compile"
grep -q "broken.c:1" err.txt || fail "the compiler's error is not printed"
grep -q "null-deref" out.txt || fail "the unit that compiles is not analyzed"
# Units are compiled on -j threads; their messages come in the jobs' order.
echo 'int broken2( { return 0; }' > broken2.c
"$PATHSIM" analyze broken2.c example1.c broken.c --db run.db -j 1 --quiet > /dev/null 2> err1.txt
"$PATHSIM" analyze broken2.c example1.c broken.c --db run.db -j 2 --quiet > /dev/null 2> err2.txt
grep -q "broken2.c:1" err2.txt && grep -q "broken.c:1" err2.txt ||
  fail "-j 2: the compiler's errors are not printed: $(cat err2.txt)"
cmp -s err1.txt err2.txt || fail "-j 1 and -j 2 print the compiler's errors differently"
rm broken2.c

# 3. Usage errors: status 2 and a one-line hint.
"$PATHSIM" analyze --max-paths=0 example1.c > /dev/null 2> err.txt
expect_status 2 $? "--max-paths=0"
"$PATHSIM" analyze --no-such-option example1.c > /dev/null 2> err.txt
expect_status 2 $? "an unknown option"
grep -q "pathsim analyze --help" err.txt || fail "no hint for an unknown option"
"$PATHSIM" analyze --max-paths=abc example1.c > /dev/null 2> err.txt
expect_status 2 $? "--max-paths=abc"
grep -q "for the --max-paths option: 'abc' is not a count" err.txt && grep -q "try 'pathsim analyze --help'" err.txt ||
  fail "no message and hint for a bad option value: $(cat err.txt)"
grep -q '^$' err.txt && fail "a blank line in the usage error"
"$PATHSIM" models check > /dev/null 2> err.txt
expect_status 2 $? "models check without a file"
[ "$(wc -l < err.txt)" = 1 ] && grep -q "try 'pathsim models check --help'" err.txt ||
  fail "models check without a file: not one line with a hint: $(cat err.txt)"
"$PATHSIM" reports --help > out.txt 2>&1
expect_status 0 $? "reports --help"
grep -q "reports sarif" out.txt || fail "reports --help does not list the actions"

# 4. SARIF 2.1.0, valid against the schema.
"$PATHSIM" analyze example1.c files.c --db run.db --sarif out.sarif > /dev/null 2>&1
expect_status 0 $? "analyze --sarif"
/usr/bin/python3 "$SRC/tests/reports/check_sarif.py" "$SRC/tests/schemas/sarif-schema-2.1.0.json" out.sarif ||
  fail "the SARIF file does not validate"
grep -q '"ruleId": "null-deref"' out.sarif || fail "SARIF lacks the null-deref result"

# 5. The run is stored and browsable.
"$PATHSIM" reports list --db run.db > list.txt 2>&1 || fail "reports list"
grep -q "dereferencing NULL pointer 'result'" list.txt || fail "the stored run lacks the warning"

# 6. The same warnings and models for any -j, and in the same order; also
#    for functions that call each other across units (simulated in rounds,
#    the functions of one round on several threads).
cat > rec_a.c <<'C'
#include <stddef.h>
int *even(int n, int *p);
int *odd(int n, int *p) { if (n == 0) return NULL; return even(n - 1, p); }
int use_odd(int n) { int x = 0; return *odd(n, &x); }
int use_even(void) { int x = 0; return *even(0, &x); }
int other(int *p) { return p ? *p : 0; }
C
cat > rec_b.c <<'C'
int *odd(int n, int *p);
int *even(int n, int *p) { if (n <= 0) return p; return odd(n - 1, p); }
int *both(int n, int *p) { return n & 1 ? odd(n, p) : even(n, p); }
int use_both(int n) { int x = 0; return *both(n, &x); }
C
"$PATHSIM" analyze *.c --db j1.db -j 1 --dump-models > j1.txt 2> /dev/null
"$PATHSIM" analyze *.c --db j2.db -j 2 --dump-models > j2.txt 2> /dev/null
grep -q "^(deref" j1.txt || fail "no models dumped with -j 1"
grep -q "^(odd" j1.txt && grep -q "rec_a.c:4:.*null-deref" j1.txt ||
  fail "the recursive functions' models or warnings are missing: $(grep -c . j1.txt) lines"
cmp -s j1.txt j2.txt || fail "-j 1 and -j 2 differ"
"$PATHSIM" analyze *.c --db j3.db -j 1 --dump-models > j3.txt 2> /dev/null
cmp -s j1.txt j3.txt || fail "two runs with the same settings differ"

# 7. Incremental: a second run reuses every function and reports the same;
#    a changed function is simulated again.
rm -f inc.db
"$PATHSIM" analyze example1.c deref.c files.c --db inc.db > inc1.txt 2> /dev/null
"$PATHSIM" analyze example1.c deref.c files.c --db inc.db --stats > inc2.txt 2> inc2.err
grep -q "warning:" inc1.txt || fail "the first incremental run reports nothing"
cmp -s inc1.txt inc2.txt || fail "the incremental run reports differently"
grep -q "functions unchanged since the last run" inc2.err || fail "nothing was reused"
sed -i 's/return \*p; }/return *p + 0; }/' deref.c
"$PATHSIM" analyze example1.c deref.c files.c --db inc.db --stats > inc3.txt 2> inc3.err
grep -q "unchanged since the last run" inc3.err || fail "nothing reused after a small change"
! grep -q "^pathsim: 7 functions unchanged" inc3.err || fail "the changed function was reused"
# A change of a callee's model: its callers are simulated again, and the
# warnings are those of a fresh run.
cat > lib.c <<'C'
int *pick(int *p) { return p; }
C
cat > app.c <<'C'
#include <stddef.h>
int *pick(int *p);
int first(int *p) { return *pick(p); }
int use(void) { int x = 1; return first(&x); }
C
"$PATHSIM" analyze lib.c app.c --db inc2.db > /dev/null 2>&1
echo 'int *pick(int *p) { (void)p; return NULL; }' > lib.c
sed -i '1i #include <stddef.h>' lib.c
"$PATHSIM" analyze lib.c app.c --db inc2.db --stats > inc4.txt 2> inc4.err
"$PATHSIM" analyze lib.c app.c --db inc2fresh.db --fresh > fresh4.txt 2> /dev/null
grep -q "dereferencing NULL pointer" inc4.txt || fail "the callers of a changed callee were not simulated again: $(cat inc4.txt)"
cmp -s inc4.txt fresh4.txt || fail "after a callee's model changed, the warnings differ from a fresh run"
# A changed caller of a reused callee: the callee's stored model is read back
# for it. A stored model that no longer reads (a damaged row) is no model: a
# note names it, the run goes on.
sed -i 's/return \*pick(p); }/return *pick(p) + 0; }/' app.c
"$PATHSIM" analyze lib.c app.c --db inc2.db --stats > inc5.txt 2> inc5.err
grep -q "^pathsim: [12] functions unchanged since the last run" inc5.err ||
  fail "the unchanged callee was not reused: $(grep unchanged inc5.err)"
grep -q "app.c:3:.*dereferencing NULL pointer" inc5.txt ||
  fail "the reused callee's model was not used: $(cat inc5.txt)"
/usr/bin/python3 -c "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(\"UPDATE model_functions SET model = '(pick (param' WHERE name = 'pick'\"); c.commit()" inc2.db ||
  fail "could not damage the stored model"
sed -i 's/return \*pick(p) + 0; }/return *pick(p) + 1; }/' app.c
"$PATHSIM" analyze lib.c app.c --db inc2.db > inc6.txt 2> inc6.err
expect_status 0 $? "a run over a damaged stored model"
grep -q "note: the stored model of 'pick' cannot be read" inc6.err ||
  fail "no note for the damaged stored model: $(cat inc6.err)"

# A unit whose command and files (its own and every header it includes) are
# unchanged is not compiled again; a changed header, a changed flag compile
# it again; a damaged stored unit is compiled again, silently; the warnings
# are always a fresh run's.
mkdir -p inc
cat > inc/limits.h <<'C'
#define LIMIT 4
C
cat > unit.c <<'C'
#include "inc/limits.h"
int div_by(int x) { int d = LIMIT - 4; return x / d; }
C
"$PATHSIM" analyze unit.c example1.c --db units.db > u1.txt 2> /dev/null
"$PATHSIM" analyze unit.c example1.c --db units.db --stats > u2.txt 2> u2.err
grep -q "^pathsim: 2 translation units unchanged since the last run" u2.err ||
  fail "the unchanged units were compiled again: $(grep -c unchanged u2.err)"
cmp -s u1.txt u2.txt || fail "the units read back report differently"
grep -q "unit.c:2:.*div-zero" u2.txt || fail "no division by zero in unit.c: $(cat u2.txt)"
echo '#define LIMIT 5' > inc/limits.h
"$PATHSIM" analyze unit.c example1.c --db units.db --stats > u3.txt 2> u3.err
grep -q "^pathsim: 1 translation units unchanged" u3.err ||
  fail "after its header changed, unit.c was not compiled again: $(grep unchanged u3.err)"
grep -q "div-zero" u3.txt && fail "the header's new LIMIT is not seen: $(cat u3.txt)"
"$PATHSIM" analyze unit.c example1.c --db units.db --stats -- -DEXTRA > u4.txt 2> u4.err
grep -q "translation units unchanged" u4.err &&
  fail "after the flags changed, a unit was not compiled again"
/usr/bin/python3 -c "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(\"UPDATE model_units SET unit = substr(unit, 1, length(unit) - 9) || x'000000000000000000'\"); c.commit()" units.db ||
  fail "could not damage the stored units"
"$PATHSIM" analyze unit.c example1.c --db units.db --stats -- -DEXTRA > u5.txt 2> u5.err
expect_status 0 $? "a run over damaged stored units"
grep -q "translation units unchanged" u5.err && fail "a damaged stored unit was used"
cmp -s u4.txt u5.txt || fail "a run over damaged stored units reports differently"
"$PATHSIM" analyze unit.c example1.c --db units.db --stats --fresh -- -DEXTRA > /dev/null 2> u6.err
grep -q "translation units unchanged" u6.err && fail "--fresh took stored units"
# A unit does not depend on the models: after a user model changes, the
# unchanged unit is not compiled again, and its warnings are the new model's.
cat > lookup.c <<'C'
int *find_slot(int key);
int read_slot(int key) { return *find_slot(key); }
C
mkdir -p slots
printf '(find_slot\n  (param key)\n  (normal return_X\n    (result memory_static return)))\n' > slots/slots.mdl
"$PATHSIM" analyze lookup.c --db slots.db --models slots > m1.txt 2> /dev/null
grep -q "null-deref" m1.txt && fail "a slot that is never NULL is said to be: $(cat m1.txt)"
printf '(find_slot\n  (param key)\n  (normal return_X\n    (result memory_static return))\n  (error return_0\n    (result peq return NULL)))\n' > slots/slots.mdl
"$PATHSIM" analyze lookup.c --db slots.db --models slots --stats > m2.txt 2> m2.err
grep -q "^pathsim: 1 translation units unchanged" m2.err ||
  fail "a model change compiled the unit again: $(grep unchanged m2.err)"
grep -q "lookup.c:2:.*null-deref" m2.txt ||
  fail "the model's new NULL result is not seen with the unit reused: $(cat m2.txt)"

# Functions that call each other are reused too, all together; after one of
# them changes, all are simulated again, and the warnings are a fresh run's.
"$PATHSIM" analyze rec_a.c rec_b.c --db inc3.db > rec1.txt 2> /dev/null
"$PATHSIM" analyze rec_a.c rec_b.c --db inc3.db --stats > rec2.txt 2> rec2.err
cmp -s rec1.txt rec2.txt || fail "the recursive functions' second run reports differently"
grep -q "^pathsim: 7 functions unchanged since the last run" rec2.err ||
  fail "the recursive functions were not all reused: $(grep unchanged rec2.err)"
sed -i 's/if (n <= 0) return p;/if (n <= 0) return NULL;/; 1i #include <stddef.h>' rec_b.c
"$PATHSIM" analyze rec_a.c rec_b.c --db inc3.db --stats > rec3.txt 2> rec3.err
"$PATHSIM" analyze rec_a.c rec_b.c --db inc3fresh.db > rec3fresh.txt 2> /dev/null
grep -q "^pathsim: 1 functions unchanged since the last run" rec3.err ||
  fail "after a change in the component, not only other() was reused: $(grep unchanged rec3.err)"
cmp -s rec3.txt rec3fresh.txt || fail "after a change in a recursive component, the warnings differ from a fresh run"
grep -q "rec_a.c:5:.*null-deref" rec3.txt ||
  fail "even(0, p) returns NULL now, use_even's warning is missing: $(cat rec3.txt)"

# 8. A malformed user model stops the run before any simulation, with its place.
mkdir bad
printf '(malloc\n  (param size)\n  (normal return_X\n    (result memory_nwe return size)))\n' > bad/stdlib.mdl
"$PATHSIM" analyze example1.c --db run.db --models bad > out.txt 2> err.txt
expect_status 2 $? "a malformed model"
grep -q "bad/stdlib.mdl:4:" err.txt || fail "the model error has no FILE:LINE"
[ ! -s out.txt ] || fail "warnings printed despite a malformed model"

# 9. A database that is not one, and a locked one: clear messages, untouched.
echo "this is not a database" > notdb.db
cp notdb.db notdb.copy
"$PATHSIM" analyze example1.c --db notdb.db > /dev/null 2> err.txt
expect_status 2 $? "a corrupt database"
grep -qi "not a pathsim database\|not sqlite\|file is not a database" err.txt || fail "no clear message for a corrupt database: $(cat err.txt)"
cmp -s notdb.db notdb.copy || fail "the corrupt database was modified"
cp run.db locked.db
lock_exclusively locked.db
timeout 60 "$PATHSIM" analyze example1.c --db locked.db --db-timeout 1 > /dev/null 2> err.txt
expect_status 2 $? "a locked database"
grep -q "database 'locked.db' is locked by another process (waited 1 s)" err.txt ||
  fail "no clear message for a locked database: $(cat err.txt)"
kill $HOLDER 2> /dev/null
wait 2> /dev/null

# 8. A loop around a call whose outcomes keep it going (a list drained by a
# callee whose model cannot tell it gets shorter): its paths are cut, the
# function is not left to the time limit.
cat > drain.c <<'C'
struct pg { struct pg *next, *prev; int flags; struct cache *c; };
struct cache { struct pg *dirty, *tail; int n; };
void unlink_pg(struct pg *p) {
  struct cache *c = p->c;
  if (p->prev) p->prev->next = p->next; else c->dirty = p->next;
  if (p->next) p->next->prev = p->prev; else c->tail = p->prev;
  if (p->flags & 1) c->n--;
  if (p->flags & 2) c->n++;
  if (p->flags & 4) c->n += 2;
  p->flags = 0;
}
void clean_all(struct cache *c) {
  struct pg *p;
  while ((p = c->dirty) != 0)
    unlink_pg(p);
}
C
"$PATHSIM" analyze drain.c --db drain.db --stats --function-timeout=5 > /dev/null 2> err.txt
expect_status 0 $? "a loop draining a list"
grep -q "functions in 1 translation unit" err.txt || fail "no summary of drain.c's functions: $(cat err.txt)"
! grep -q "timed out" err.txt || fail "the loop around unlink_pg ran to the time limit: $(grep timed err.txt)"

# 8b. A loop whose count grows by unsigned arithmetic (libzip's
# regress/source_hole.c buffer_read): each iteration's `n += left` is defined
# from the last, and a test must not walk the whole chain again (it took the
# function to the 10 s time limit; the work budget never saw that work).
cat > chain.c <<'C'
#include <stdint.h>
#include <string.h>
#define MY_MIN(a, b) ((a) < (b) ? (a) : (b))
typedef struct { uint8_t **fragment; uint64_t fragment_size, size, offset; } buffer_t;
int64_t buffer_read(buffer_t *b, uint8_t *data, uint64_t length) {
  uint64_t n = 0, i, fo;
  length = MY_MIN(length, b->size - b->offset);
  if (length == 0 || length > INT64_MAX)
    return 0;
  i = b->offset / b->fragment_size;
  fo = b->offset % b->fragment_size;
  while (n < length) {
    uint64_t left = MY_MIN(length - n, b->fragment_size - fo);
    if (b->fragment[i])
      memcpy(data + n, b->fragment[i] + fo, left);
    else
      memset(data + n, 0, left);
    n += left;
    i++;
    fo = 0;
  }
  b->offset += n;
  return (int64_t)n;
}
C
"$PATHSIM" analyze chain.c --db chain.db --stats --function-timeout=5 > /dev/null 2> err.txt
expect_status 0 $? "a loop counting by unsigned arithmetic"
grep -q "buffer_read (chain.c:5, [0-9]* paths, path-limit)" err.txt ||
  fail "buffer_read did not end at its path limit: $(grep -E 'slowest|timed|time limit' err.txt)"

# 9. User models: a later --models directory wins over an earlier one and
# over libc (--verbose says so); a name defined twice in one directory stops
# the run.
mkdir -p never_null always_null dup
cat > never_null/a.mdl <<'M'
(get_ptr
  (param x)
  (normal return_X "never NULL"
    (result memory_valid_pointer return)))
M
cat > always_null/b.mdl <<'M'
(get_ptr
  (param x)
  (normal return_0 "always NULL"
    (result peq return NULL)))
(strlen
  (param s)
  (normal return_X "any length"
    (result ige return 0)))
M
cp always_null/b.mdl dup/c.mdl
cp always_null/b.mdl dup/d.mdl
cat > getptr.c <<'C'
#include <string.h>
int *get_ptr(int x);
int use(void) { return *get_ptr(1); }
int len(void) { return (int)strlen(0); }
C
"$PATHSIM" analyze getptr.c --db models.db --models never_null --models always_null --verbose > out.txt 2> err.txt
expect_status 0 $? "two --models directories"
grep -q "dereferencing NULL pointer" out.txt || fail "the later --models directory did not win"
grep -q "user model 'get_ptr' (always_null/b.mdl) overrides the one in never_null/a.mdl" err.txt ||
  fail "--verbose does not say which user model replaced which: $(cat err.txt)"
grep -q "user model 'strlen' (always_null/b.mdl) overrides the libc model" err.txt ||
  fail "--verbose does not say a user model replaced libc's"
grep -q "strlen" out.txt && fail "libc's strlen model was used instead of the user's"
"$PATHSIM" analyze getptr.c --db models.db --models always_null --models never_null > out.txt 2> err.txt
grep -q "dereferencing NULL pointer" out.txt && fail "the earlier --models directory won"
"$PATHSIM" analyze getptr.c --db models.db --models dup > out.txt 2> err.txt
expect_status 2 $? "a model defined twice in one directory"
grep -q "dup/d.mdl:1:1: .*model 'get_ptr' defined twice (first at dup/c.mdl:1:1)" err.txt ||
  fail "no FILE:LINE:COL for a model defined twice: $(cat err.txt)"

# 9b. A model whose parameter count differs from its function's declaration
# in the analyzed code is an error at the declaration, and is not used (its
# parameters would be bound to the wrong arguments); the run goes on.
mkdir -p wrong_count
cat > wrong_count/w.mdl <<'M'
(get_ptr
  (param x y)
  (normal return_0 "always NULL"
    (result peq return NULL)))
M
"$PATHSIM" analyze getptr.c --db models.db --models wrong_count > out.txt 2> err.txt
expect_status 0 $? "a model with the wrong parameter count"
grep -q "getptr.c:2: error: the model of 'get_ptr' (wrong_count/w.mdl:1:1) does not fit this declaration: the model has 2 parameters but the function is declared with 1" err.txt ||
  fail "no error at the declaration for a model with the wrong parameter count: $(cat err.txt)"
grep -q "dereferencing NULL pointer" out.txt && fail "a model that does not fit its declaration was used"
grep -q "passing NULL pointer 's' to 'strlen'" out.txt || fail "the other models are not used: $(cat out.txt)"

# 10. The model store: a --fresh run and recursive functions are saved too
# (models show finds them); a save that fails is an error (status 2).
cat > parity.c <<'C'
int is_odd(unsigned n);
int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
int top(void) { return is_even(4); }
C
"$PATHSIM" analyze parity.c --db fresh.db --fresh > /dev/null 2>&1
expect_status 0 $? "analyze --fresh"
"$PATHSIM" models show top --db fresh.db > show.txt 2>&1 || fail "a --fresh run saved no model: $(cat show.txt)"
"$PATHSIM" models show is_even --db fresh.db > show.txt 2>&1 || fail "a recursive function's model is not saved: $(cat show.txt)"
grep -q "(is_even" show.txt || fail "models show is_even prints no model"
/usr/bin/python3 - fresh.db <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("CREATE TRIGGER fail_save BEFORE INSERT ON model_functions "
          "BEGIN SELECT RAISE(ABORT, 'simulated write failure'); END")
c.commit()
PY
echo 'int changed(int x) { return x * 2; }' >> parity.c
"$PATHSIM" analyze parity.c --db fresh.db > /dev/null 2> err.txt
expect_status 2 $? "a model store that cannot save"
grep -q "is finished, but its models could not be saved: .*simulated write failure" err.txt ||
  fail "no clear message when models cannot be saved: $(cat err.txt)"
grep -q "the finished run and its models were written to 'fresh.run[0-9]*-[0-9TZ]*.db' instead" err.txt ||
  fail "the run whose models could not be saved is not written beside: $(cat err.txt)"

# 11. The file format in PRAGMA user_version: a new database is format 1; one
# a newer pathsim wrote (format 2) is refused by every command with status 2
# and left byte-identical; an older one (format 0) becomes 1 when analyzed.
user_version() { # file [value]: prints it, or sets it to value
  /usr/bin/python3 - "$@" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1], isolation_level=None)
if len(sys.argv) > 2:
    c.execute("PRAGMA user_version = %d" % int(sys.argv[2]))
else:
    print(c.execute("PRAGMA user_version").fetchone()[0])
PY
}
"$PATHSIM" analyze example1.c --db format.db > /dev/null 2>&1
expect_status 0 $? "analyze into a new database"
[ "$(user_version format.db)" = 1 ] || fail "a new database is not file format 1"
user_version format.db 2
cp format.db format.copy
newer="database 'format.db' was written by a newer pathsim (file format 2, this one knows 1); use a newer pathsim or another --db"
for command in "analyze example1.c" "reports list" "models show f"; do
  "$PATHSIM" $command --db format.db > /dev/null 2> err.txt
  expect_status 2 $? "$command on file format 2"
  grep -qF "$newer" err.txt || fail "$command on file format 2: $(cat err.txt)"
  cmp -s format.db format.copy || fail "$command modified a database of file format 2"
done
user_version format.db 0
"$PATHSIM" analyze example1.c --db format.db > /dev/null 2> err.txt
expect_status 0 $? "analyze on file format 0: $(cat err.txt)"
[ "$(user_version format.db)" = 1 ] || fail "an older database is not file format 1 after a run"

# 12. Functions of system headers are simulated for their models, but their
# own warnings are not reported (the e2e runner looks only at the case's own
# files, so this is checked here).
cp "$SRC/tests/e2e/cases/system_headers.cpp" .
"$PATHSIM" analyze system_headers.cpp --db system.db > out.txt 2> err.txt
expect_status 0 $? "analyze system_headers.cpp"
grep -q "warning:" out.txt && fail "warnings reported for system headers: $(grep warning: out.txt | head -3)"

# 13. Notes name files as the user does, also where a callee's model (from
# another unit) says where memory was allocated.
mkdir -p two
printf '#include <stdlib.h>\nchar *make(void) {\n  return malloc(4);\n}\n' > two/lib.c
printf 'char *make(void);\nint use(void) {\n  char *p = make();\n  return p ? 1 : 0;\n}\n' > two/main.c
"$PATHSIM" analyze two/lib.c two/main.c --db two.db > out.txt 2> err.txt
grep -q "^two/lib.c:3:10: note: memory allocated here, in 'make'" out.txt ||
  fail "the allocation note does not name two/lib.c as the user does: $(cat out.txt)"

# 14. A function whose catch blocks no path reached is not counted complete:
# no call of its try block throws, as far as its callees' models say.
cat > handlers.cpp <<'C'
int twice(int x);
int never_caught(int x) {
  try {
    return twice(x);
  } catch (...) {
    return -1;
  }
}
int twice(int x) { return 2 * x; }
C
"$PATHSIM" analyze handlers.cpp --db handlers.db > out.txt 2> err.txt
expect_status 0 $? "analyze handlers.cpp"
grep -q "2 functions in 1 translation unit: 1 complete, 1 with catch blocks not reached" err.txt ||
  fail "a function whose catch block was skipped is counted complete: $(cat err.txt)"

# 15. A hand-written model states a guard and a result on a bit-field
# (`.<WIDTH:LSB>`, bits of the word that holds it): a caller testing the
# field after the call takes only the consistent paths.
mkdir -p bitfields
cat > bitfields/v.mdl <<'M'
(is_string
  (param v)
  (normal return_1 "a string"
    (guard ieq *<2:8>v@<8:0>.<8:0> 4)
    (result ieq return 1))
  (normal return_0 "not a string"
    (guard ine *<2:8>v@<8:0>.<8:0> 4)
    (result ieq return 0)))
(set_owned
  (param v)
  (normal return_void "owned"
    (result ieq *<2:8>v<8:0>.<1:8> 1)))
M
cat > bits.c <<'C'
#include <stdlib.h>
struct value { char *s; struct { unsigned kind : 8; unsigned owned : 1; } bits; };
int is_string(const struct value *v);
void set_owned(struct value *v);
void tag(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (is_string(v)) { free(p); return; }
  if (v->bits.kind == 4)
    return; /* never: is_string said no */
  free(p);
}
void own(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  set_owned(v);
  if (!v->bits.owned)
    return; /* never: set_owned set it */
  free(p);
}
void lost(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  set_owned(v);
  if (v->bits.kind == 2)
    return; /* a leak: the tag is the caller's */
  free(p);
}
C
"$PATHSIM" analyze bits.c --db bits.db --models bitfields --rank possible > out.txt 2> err.txt
expect_status 0 $? "a model of bit-fields"
grep -q "bits.c:11:.*leaked" out.txt && fail "a guard on a bit-field was not applied: $(cat out.txt)"
grep -q "bits.c:20:.*leaked" out.txt && fail "a bit-field result was not applied: $(cat out.txt)"
grep -q "bits.c:29:.*leaked" out.txt || fail "the leak beside a bit-field result is missed: $(cat out.txt)"

exit $FAILED
