#!/usr/bin/env bash
# Two `pathsim analyze` runs and a `reports` reader on one database at once,
# from its creation: both runs are stored whole (the warnings of a run made
# alone), the reader never fails, the database stays whole.
# Usage: concurrency_test.sh PATHSIM
set -u
PATHSIM=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }
cd "$WORK"

# A project of 24 units that takes a few seconds to simulate, with warnings.
for u in $(seq 1 24); do
  {
    echo '#include <stdlib.h>'
    echo '#include <string.h>'
    for f in $(seq 1 6); do
      echo "int u${u}_f${f}(int a, int b, int c) {"
      echo '  char *p = malloc(16);'
      echo '  int s = 0;'
      for k in 1 2 3 4 5 6; do echo "  if (a & $k) s += b; else s -= c;"; done
      echo '  if (s > 7) p[0] = 1;'
      echo '  free(p);'
      echo '  return s;'
      echo '}'
    done
  } > "u$u.c"
done

"$PATHSIM" analyze u*.c --db alone.db > /dev/null 2>&1 || fail "the run alone"
fingerprints() { # database run
  /usr/bin/python3 -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1], timeout=60)
for r in sorted(c.execute("SELECT kind, line, col, fingerprint FROM warn_warnings WHERE run_id = ?", (int(sys.argv[2]),))):
    print(*r)' "$1" "$2"
}
fingerprints alone.db 1 > alone.txt
[ -s alone.txt ] || fail "the project has no warnings to compare"

"$PATHSIM" analyze u*.c --db shared.db > a.out 2> a.err &
A=$!
"$PATHSIM" analyze u*.c --db shared.db > b.out 2> b.err &
B=$!
# The reader, while they run.
READS=0
while kill -0 $A 2> /dev/null || kill -0 $B 2> /dev/null; do
  if [ -e shared.db ]; then
    "$PATHSIM" reports runs --db shared.db > r.out 2> r.err ||
      fail "reports runs while two runs write: $(cat r.err)"
    READS=$((READS + 1))
  fi
  sleep 0.1
done
wait $A
STATUS_A=$?
wait $B
STATUS_B=$?
[ "$STATUS_A" = 0 ] || fail "the first run: status $STATUS_A: $(cat a.err)"
[ "$STATUS_B" = 0 ] || fail "the second run: status $STATUS_B: $(cat b.err)"
[ "$READS" -gt 0 ] || fail "the reader never ran"
"$PATHSIM" reports runs --db shared.db > runs.txt 2>&1
[ "$(grep -cE '^ +[12] .* complete ' runs.txt)" = 2 ] || fail "both runs are not complete: $(cat runs.txt)"
for run in 1 2; do
  fingerprints shared.db $run > run$run.txt
  cmp -s alone.txt run$run.txt || fail "run $run differs from the run alone: $(diff alone.txt run$run.txt | head -5)"
done
[ "$(/usr/bin/python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("PRAGMA integrity_check").fetchone()[0])' shared.db)" = ok ] ||
  fail "the shared database fails PRAGMA integrity_check"
ls shared.run* > /dev/null 2>&1 && fail "a run was written beside the shared database: $(ls shared.run*)"
echo "two runs and $READS reads at once: checked"
exit $FAILED
