#!/usr/bin/env bash
# Settings as a user sees them: every setting of simulator/Settings.def is a
# flag in --help, a key of the settings stored with the run, and a section of
# docs/configuration.md; the settings a function's results depend on decide
# whether they are reused; --checks (and --no-leaks); response files;
# "did you mean"; the nearest .pathsim.yaml above each file.
# Usage: config_test.sh PATHSIM SOURCE_DIR
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
C

# 1. One description: the keys of --help, of the stored settings and of the
#    docs are the same.
"$PATHSIM" analyze --help > help.txt 2>&1
expect_status 0 $? "analyze --help"
grep -oE '^  --[a-z][a-z-]*' help.txt | sed 's/^  --//' | grep -vx 'help\|no-leaks\|config\|no-config\|run-name\|tag\|list-checks\|dump-config\|explain-config' | sort > help_keys.txt
[ "$(wc -l < help_keys.txt)" -ge 20 ] || fail "--help lists too few settings: $(cat help_keys.txt)"
"$PATHSIM" analyze two.c --db keys.db > /dev/null 2>&1
"$PATHSIM" reports runs --db keys.db --format json > runs.json
/usr/bin/python3 - runs.json > stored_keys.txt <<'PY' || fail "the stored settings are not a JSON object"
import json, sys
run = json.load(open(sys.argv[1]))[-1]
for key in sorted(set(run["settings"]) - {"config", "functions", "paths"}):
    print(key)
PY
diff help_keys.txt stored_keys.txt > keys.diff || fail "--help and the stored settings differ: $(cat keys.diff)"
while read -r key; do
  grep -q "^### \`$key\`\|^### .*\`$key\`" "$SRC/docs/configuration.md" ||
    fail "docs/configuration.md has no section for the setting '$key'"
done < help_keys.txt
grep -Eq -- '--max-paths=<N> .*\(default 50\)' help.txt || fail "--help does not give max-paths' default"

# 2. The settings in force are shown by reports runs (those not default).
"$PATHSIM" analyze two.c --db shown.db --max-paths 7 --checks=-leak > /dev/null 2>&1
"$PATHSIM" reports runs --db shown.db > runs.txt 2>&1
grep -q "settings: max-paths=7 checks=\*,-leak" runs.txt || fail "reports runs does not show the settings: $(cat runs.txt)"

# 3. The reuse hash: a setting results depend on (the timeout too) makes the
#    functions simulated again; a setting they do not depend on (checks) does
#    not.
"$PATHSIM" analyze two.c --db reuse.db > /dev/null 2>&1
"$PATHSIM" analyze two.c --db reuse.db --stats > /dev/null 2> again.txt
grep -q "2 functions unchanged" again.txt || fail "an unchanged run is not reused: $(cat again.txt)"
"$PATHSIM" analyze two.c --db reuse.db --stats --function-timeout 5 > /dev/null 2> timeout.txt
! grep -q "functions unchanged" timeout.txt || fail "another --function-timeout reuses the stored results"
"$PATHSIM" analyze two.c --db reuse.db --stats --function-timeout 5 --checks=-null-deref > out.txt 2> checks.txt
grep -q "2 functions unchanged" checks.txt || fail "another --checks simulates again: $(cat checks.txt)"
! grep -q "null-deref" out.txt || fail "--checks=-null-deref: a NULL dereference is reported"
grep -q "\[leak, " out.txt || fail "--checks=-null-deref: the leak is not reported"

# 4. --checks in clang-tidy's syntax; --no-leaks is its alias.
"$PATHSIM" analyze two.c --db c.db --checks='-*,leak' > out.txt 2> err.txt
expect_status 0 $? "--checks=-*,leak"
grep -q "\[leak, " out.txt && ! grep -q "null-deref" out.txt || fail "--checks=-*,leak: $(cat out.txt)"
"$PATHSIM" analyze two.c --db c.db --no-leaks > out.txt 2> err.txt
grep -q "null-deref" out.txt && ! grep -q "\[leak, " out.txt || fail "--no-leaks: $(cat out.txt)"
"$PATHSIM" analyze two.c --db c.db --checks=-lek > out.txt 2> err.txt
expect_status 2 $? "--checks=-lek"
grep -q "unknown check 'lek'; did you mean 'leak'?" err.txt || fail "no suggestion for a misspelled check: $(cat err.txt)"

# Every kind a check can name has a section in docs/checks.md (each SARIF
# rule's help is its section).
"$PATHSIM" reports list --db c.db --kind nope 2>&1 | sed -n "s/.*kinds are: //p" | tr -d ' ' | tr ',' '\n' > kinds.txt
[ "$(wc -l < kinds.txt)" -ge 14 ] || fail "reports list --kind does not list the kinds: $(cat kinds.txt)"
while read -r kind; do
  grep -q "^## $kind\$" "$SRC/docs/checks.md" || fail "docs/checks.md has no section '## $kind'"
done < kinds.txt

# 5. Every option works in a response file, --stats included; a misspelled
#    option gets LLVM's suggestion.
printf -- '--stats\n--max-paths 9\n' > opts.rsp
"$PATHSIM" analyze two.c --db r.db @opts.rsp > out.txt 2> err.txt
expect_status 0 $? "analyze @opts.rsp"
grep -q "paths simulated" err.txt || fail "--stats in a response file is not taken: $(cat err.txt)"
"$PATHSIM" reports runs --db r.db | grep -q "max-paths=9" || fail "--max-paths in a response file is not taken"
"$PATHSIM" analyze two.c --db r.db --max-path=3 > out.txt 2> err.txt
expect_status 2 $? "--max-path=3"
grep -q "did you mean '--max-paths=3'?" err.txt || fail "no 'did you mean' for --max-path: $(cat err.txt)"
"$PATHSIM" analyze two.c --db r.db @missing.rsp > out.txt 2> err.txt
expect_status 2 $? "a missing response file"
"$PATHSIM" analyze two.c --db r.db --stats-json > out.txt 2> err.txt
expect_status 2 $? "LLVM's own --stats-json"

# --models takes one .mdl file as well as a directory; anything else is an
# error that says what it must be.
cat > mystery.mdl <<'M'
(mystery
  (normal return_0 "always NULL"
    (result ieq return 0)))
M
printf 'int *mystery(void);\nint use(void) { return *mystery(); }\n' > use.c
"$PATHSIM" analyze use.c --db m.db > out.txt 2> err.txt
! grep -q "warning:" out.txt || fail "mystery() without a model is not silent: $(cat out.txt)"
"$PATHSIM" analyze use.c --db m.db --models mystery.mdl > out.txt 2> err.txt
expect_status 0 $? "--models FILE.mdl"
grep -q "use.c:2:.*NULL" out.txt || fail "--models FILE.mdl is not used: $(cat out.txt err.txt)"
"$PATHSIM" analyze use.c --db m.db --models use.c > out.txt 2> err.txt
expect_status 2 $? "--models use.c"
grep -q "use.c: error: not a .mdl file nor a directory of them" err.txt || fail "--models use.c: $(cat err.txt)"
"$PATHSIM" analyze use.c --db m.db --models gone.mdl > out.txt 2> err.txt
grep -q "gone.mdl: error: no such directory or .mdl file" err.txt || fail "--models gone.mdl: $(cat err.txt)"

# 6. The configuration file: found walking up from the current directory
#    (or the -p directory), its paths and globs relative to it; per-function
#    and per-path overrides; the command line wins.
mkdir -p proj/src proj/tests proj/third_party proj/build proj/deep/er elsewhere
cat > proj/src/many.c <<'C'
int many(int a, int b, int c, int d) {
  int r = 0;
  if (a) r += 1;
  if (b) r += 2;
  if (c) r += 4;
  if (d) r += 8;
  return r;
}
int other(int a, int b, int c, int d) {
  int r = 0;
  if (a) r += 1;
  if (b) r += 2;
  if (c) r += 4;
  if (d) r += 8;
  return r;
}
C
cat > proj/third_party/helper.c <<'C'
int *helper(void) { return 0; }
int vendor_bug(void) { int *p = 0; return *p; }
C
cat > proj/src/app.c <<'C'
int *helper(void);
int app(void) { return *helper(); }
C
cat > proj/tests/t.c <<'C'
int test_main(void) { int *p = 0; return *p; }
C
cat > proj/.pathsim.yaml <<'Y'
# pathsim's settings for proj/
max-paths: 3
exclude: [third_party, "tests/**"]
db: build/pathsim.db
functions:
  - match: many
    max-paths: 100
Y
(cd proj/deep/er && "$PATHSIM" analyze ../../src/many.c ../../src/app.c ../../third_party/helper.c ../../tests/t.c --stats > ../../../out.txt 2> ../../../err.txt)
expect_status 0 $? "analyze with proj/.pathsim.yaml found from proj/deep/er"
[ -f proj/build/pathsim.db ] || fail "db: build/pathsim.db is not taken relative to the file's directory"
grep -q "settings from $WORK/proj/.pathsim.yaml" err.txt || fail "the summary does not name the configuration file: $(cat err.txt)"
grep -q "3 complete, 1 sampled (path limit)" err.txt ||
  fail "max-paths 3 with 'functions: match: many' at 100: many(), app(), helper() complete and other() sampled expected: $(grep functions err.txt)"
grep -q "app.c:2:.*dereferencing NULL" out.txt || fail "an excluded callee's model is not used: $(cat out.txt)"
! grep -q "helper.c\|t.c:" out.txt || fail "warnings of excluded files are reported: $(cat out.txt)"
grep -q "3 functions in excluded files, not reported (1 simulated for their callers' models)" err.txt ||
  fail "the excluded functions are not counted, or simulated without need: $(cat err.txt)"
"$PATHSIM" reports runs --db proj/build/pathsim.db > runs.txt
grep -q "settings: max-paths=3 .*exclude=third_party, $WORK/proj/tests/\*\* .*config=$WORK/proj/.pathsim.yaml 1 function override" runs.txt ||
  fail "reports runs does not show the file's settings: $(cat runs.txt)"
# The command line wins over the file, its overrides included.
(cd proj && "$PATHSIM" analyze src/many.c --max-paths 2 --stats > /dev/null 2> ../err.txt)
grep -q "0 complete, 2 sampled" err.txt || fail "--max-paths 2 does not win over the file's override: $(grep functions err.txt)"
# A paths: entry: checks and limits for the files under it.
cat > proj/.pathsim.yaml <<'Y'
paths:
  - match: third_party/**
    checks: -null-deref
  - match: src
    max-paths: 2
Y
(cd proj && "$PATHSIM" analyze src/many.c third_party/helper.c src/app.c --db paths.db --stats > ../out.txt 2> ../err.txt)
grep -q "app.c:2:.*dereferencing NULL" out.txt && ! grep -q "helper.c" out.txt ||
  fail "paths: third_party/** checks: -null-deref: $(cat out.txt)"
grep -q "3 complete, 2 sampled" err.txt || fail "paths: src max-paths: 2: many() and other() sampled, app(), helper(), vendor_bug() complete expected: $(grep functions err.txt)"
# --include (and include: in the file): only the matching files' warnings
# are reported; an included file's callee elsewhere still gives its model.
(cd proj && "$PATHSIM" analyze src/app.c third_party/helper.c tests/t.c --db inc.db --no-config --include 'src/**' > ../out.txt 2> ../err.txt)
expect_status 0 $? "analyze --include 'src/**'"
grep -q "app.c:2:.*dereferencing NULL" out.txt && ! grep -q "helper.c\|t.c:" out.txt ||
  fail "--include 'src/**' reports other files, or loses app.c's warning through helper's model: $(cat out.txt)"
printf 'include: [tests, third_party]\n' > proj/.pathsim.yaml
(cd proj && "$PATHSIM" analyze src/app.c third_party/helper.c tests/t.c --db inc.db > ../out.txt 2> ../err.txt)
grep -q "t.c:1:.*dereferencing NULL" out.txt && grep -q "helper.c:2:.*dereferencing NULL" out.txt && ! grep -q "app.c" out.txt ||
  fail "include: [tests, third_party] in the file: $(cat out.txt)"
# From the -p directory when it is elsewhere; --config; --no-config.
printf '[{"directory": "%s/proj", "file": "tests/t.c", "command": "cc -c tests/t.c"}]\n' "$WORK" > proj/build/compile_commands.json
printf 'exclude: tests\n' > proj/.pathsim.yaml
(cd elsewhere && "$PATHSIM" analyze -p ../proj/build --db e.db > ../out.txt 2> ../err.txt)
! grep -q "warning:" out.txt || fail "the -p directory's .pathsim.yaml is not read: $(cat out.txt)"
(cd elsewhere && "$PATHSIM" analyze -p ../proj/build --db e.db --no-config > ../out.txt 2> ../err.txt)
grep -q "t.c:1:.*dereferencing NULL" out.txt || fail "--no-config still reads the file: $(cat out.txt)"
printf 'checks: "-*,leak"\n' > other.yaml
"$PATHSIM" analyze two.c --config other.yaml --db o.db > out.txt 2> err.txt
grep -q "\[leak" out.txt && ! grep -q "null-deref" out.txt || fail "--config FILE is not read: $(cat out.txt)"

# 8. A file's configuration is the nearest .pathsim.yaml above it, as
#    clang-tidy's: src/.pathsim.yaml turns checks off for src/ only; with
#    inherit-parent it is merged with the parent's; --list-checks,
#    --dump-config, --explain-config; a nearer file's error is named at its
#    line and the run goes on (exit 2 at its end); a link out of the
#    repository and a huge file are not read.
mkdir -p tree/.git tree/src/gen tree/lib tree/big
cat > tree/src/a.c <<'C'
#include <stdlib.h>
int a_deref(void) { int *p = 0; return *p; }
int a_leak(int n) { char *q = malloc(8); if (!q) return 0; q[0] = (char)n; return q[0]; }
C
sed 's/a_/b_/g' tree/src/a.c > tree/lib/b.c
sed 's/a_/g_/g' tree/src/a.c > tree/src/gen/g.c
run_tree() { # extra arguments; output in out.txt, err.txt, status in $STATUS
  (cd tree && "$PATHSIM" analyze src/a.c lib/b.c src/gen/g.c --db t.db --progress=none "$@" > ../out.txt 2> ../err.txt)
  STATUS=$?
}
printf 'checks: "-leak"\n' > tree/.pathsim.yaml
printf 'checks: "-*"\n' > tree/src/.pathsim.yaml
run_tree
expect_status 0 $STATUS "src/.pathsim.yaml with checks: -*"
grep -q "b.c:2:.*dereferencing NULL" out.txt && ! grep -q "\[leak" out.txt || fail "lib/ does not take tree/.pathsim.yaml: $(cat out.txt)"
! grep -q "a.c:\|g.c:" out.txt || fail "src/.pathsim.yaml's checks: -* does not apply under src/: $(cat out.txt)"
grep -q "settings from $WORK/tree/.pathsim.yaml" err.txt && grep -q "settings of the files under them from $WORK/tree/src/.pathsim.yaml" err.txt ||
  fail "the summary does not name the files read: $(cat err.txt)"
# Without inherit-parent a file replaces its parent's (the leak is back in
# src/); with it, the two merge (leak and null-deref both off).
printf 'checks: "-null-deref"\n' > tree/src/.pathsim.yaml
run_tree
grep -q "a.c:3:.*\[leak" out.txt && ! grep -q "a.c:2:" out.txt || fail "src/.pathsim.yaml without inherit-parent: $(cat out.txt)"
printf '# src/\ninherit-parent: true\nchecks: "-null-deref"\ndb: elsewhere.db\n' > tree/src/.pathsim.yaml
run_tree
grep -q "b.c:2:.*dereferencing NULL" out.txt && ! grep -q "a.c:\|g.c:" out.txt || fail "src/.pathsim.yaml with inherit-parent: $(cat out.txt)"
grep -q "tree/src/.pathsim.yaml:4:1: warning: 'db' applies to the whole run" err.txt || fail "a run-wide key in a nearer file is not named: $(cat err.txt)"
[ ! -e tree/src/elsewhere.db ] || fail "a nearer file's db: is used"
# What applies to a file, and which file set it.
(cd tree && "$PATHSIM" analyze --list-checks src/a.c > ../out.txt 2> ../err.txt)
expect_status 0 $? "--list-checks src/a.c"
grep -q "^    uninit-use" out.txt && ! grep -q "^    leak\|^    null-deref" out.txt || fail "--list-checks src/a.c: $(cat out.txt)"
(cd tree && "$PATHSIM" analyze --list-checks lib/b.c --checks=-uninit-use > ../out.txt 2> ../err.txt)
grep -q "^    null-deref" out.txt && ! grep -q "^    leak\|^    uninit-use" out.txt || fail "--list-checks lib/b.c --checks=-uninit-use: $(cat out.txt)"
(cd tree && "$PATHSIM" analyze --dump-config src/a.c --max-paths 9 > ../out.txt 2> ../err.txt)
expect_status 0 $? "--dump-config src/a.c"
grep -qx 'checks: "\*,-leak,-null-deref"' out.txt && grep -qx 'max-paths: 9' out.txt && grep -qx 'loop-bound: 3' out.txt ||
  fail "--dump-config src/a.c: $(cat out.txt)"
# The dump is a configuration that gives the same warnings.
cp out.txt dumped.yaml
(cd tree && "$PATHSIM" analyze src/a.c --db d.db --config ../dumped.yaml > ../dumped_out.txt 2>&1)
! grep -q "warning:" dumped_out.txt || fail "--config of --dump-config's output: $(cat dumped_out.txt)"
(cd tree && "$PATHSIM" analyze --explain-config src/gen/g.c --max-paths 9 > ../out.txt 2> ../err.txt)
grep -q "^checks: .*# $WORK/tree/.pathsim.yaml:1:1, $WORK/tree/src/.pathsim.yaml:3:1\$" out.txt &&
  grep -q "^max-paths: 9 .*# the command line\$" out.txt && grep -q "^loop-bound: 3 .*# the default\$" out.txt ||
  fail "--explain-config src/gen/g.c: $(cat out.txt)"
# A nearer file's error: at its line; its files take the configuration
# above it; the run goes on.
printf 'max-path: 3\n' > tree/src/gen/.pathsim.yaml
run_tree
expect_status 2 $STATUS "a bad src/gen/.pathsim.yaml"
grep -q "tree/src/gen/.pathsim.yaml:1:1: error: unknown key 'max-path'; did you mean 'max-paths'?" err.txt ||
  fail "a nearer file's error is not named at its line: $(cat err.txt)"
grep -q "b.c:2:.*dereferencing NULL" out.txt && ! grep -q "g.c:" out.txt || fail "the run does not go on with src/'s configuration for src/gen: $(cat out.txt)"
rm tree/src/gen/.pathsim.yaml
# A link that leads out of the repository is not read; a huge file is an
# error; --config reads one file for all.
printf 'checks: "-*"\n' > outside.yaml
ln -s "$WORK/outside.yaml" tree/lib/.pathsim.yaml
run_tree
expect_status 0 $STATUS "a linked lib/.pathsim.yaml"
grep -q "'$WORK/tree/lib/.pathsim.yaml' is not read: it is a link, or lies in a linked directory, that leads outside the repository ($WORK/tree)" err.txt ||
  fail "a link out of the repository is not refused: $(cat err.txt)"
grep -q "b.c:2:.*dereferencing NULL" out.txt || fail "the linked lib/.pathsim.yaml is read: $(cat out.txt)"
rm tree/lib/.pathsim.yaml
head -c 2000000 /dev/zero | tr '\0' '#' > tree/lib/.pathsim.yaml
run_tree
grep -q "tree/lib/.pathsim.yaml: error: the file has 2000000 bytes; a configuration file has at most 1048576" err.txt ||
  fail "a huge nearer file: $(cat err.txt)"
rm tree/lib/.pathsim.yaml
run_tree --config "$WORK/tree/.pathsim.yaml"
grep -q "a.c:2:.*dereferencing NULL" out.txt || fail "--config FILE still reads the nearer files: $(cat out.txt)"

# 7. A bad file: an error at FILE:LINE:COL, nothing analyzed, exit 2.
bad() { # text expected-message what
  printf "$1" > bad.yaml
  "$PATHSIM" analyze two.c --config bad.yaml --db bad.db > out.txt 2> err.txt
  expect_status 2 $? "$3"
  grep -qF -- "$2" err.txt || fail "$3: $(cat err.txt)"
  [ ! -s out.txt ] || fail "$3: something was analyzed"
}
bad 'loop-bound: 2\nmax-path: 3\n' "bad.yaml:2:1: error: unknown key 'max-path'; did you mean 'max-paths'?" "an unknown key"
bad 'max-paths: many\n' "bad.yaml:1:12: error: 'max-paths': 'many' is not a count" "a bad value"
bad 'max-paths: [3]\n' "bad.yaml:1:12: error: 'max-paths' takes a single value, not a list" "a list for a count"
bad 'functions:\n  - match: f\n    jobs: 2\n' "bad.yaml:3:5: error: 'jobs' cannot differ per function or path" "a run-wide setting per function"
bad 'functions:\n  - max-paths: 2\n' "bad.yaml:2:5: error: an entry of 'functions' needs 'match:'" "an entry without match"
bad 'max-paths: 3\nmax-paths: 4\n' "bad.yaml:2:1: error: 'max-paths' is given twice" "a key given twice"
bad 'checks: [-lek]\n' "bad.yaml:1:10: error: 'checks': unknown check 'lek'; did you mean 'leak'?" "a misspelled check"
bad 'max-paths: 3\n  x: [\n' "bad.yaml:2:" "a YAML syntax error"
"$PATHSIM" analyze two.c --config none.yaml > out.txt 2> err.txt
expect_status 2 $? "--config of a missing file"
grep -q "none.yaml: error: no such configuration file" err.txt || fail "--config none.yaml: $(cat err.txt)"

exit $FAILED
