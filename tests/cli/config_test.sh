#!/usr/bin/env bash
# Settings as a user sees them: every setting of simulator/Settings.def is a
# flag in --help, a key of the settings stored with the run, and a section of
# docs/configuration.md; the settings a function's results depend on decide
# whether they are reused; --checks (and --no-leaks); response files;
# "did you mean".
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
grep -oE '^  --[a-z][a-z-]*' help.txt | sed 's/^  --//' | grep -vx 'help\|no-leaks' | sort > help_keys.txt
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

# Every kind a check can name has a section in docs/checks.md (SARIF's
# helpUri points there).
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

exit $FAILED
