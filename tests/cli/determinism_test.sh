#!/usr/bin/env bash
# Deterministic limits: the same input and settings give byte-identical
# warnings and models on an idle machine and on a busy one. A function with
# more paths than it can simulate is cut by the work budget (instructions
# and model operations), not by the clock: analyzed once alone and once
# beside two CPU-bound processes, the warnings and `models export` agree.
# Usage: determinism_test.sh PATHSIM SOURCE_DIR
set -u
PATHSIM=$1
SRC=$2
WORK=$(mktemp -d)
HOGS=""
trap 'for H in $HOGS; do kill $H 2> /dev/null; done; rm -rf "$WORK"' EXIT
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }
cd "$WORK"

# 2^16 paths, each running a loop of 2,000 iterations: far more than the
# default work budget allows, far less than the time limit needs (about a
# second). --max-paths is out of the way: only the budget (or, without it,
# the clock) ends the exploration.
{
  printf 'int many(int a0'
  for i in $(seq 1 15); do printf ', int a%s' "$i"; done
  echo ') {'
  echo '  int s = 0;'
  for i in $(seq 0 15); do echo "  if (a$i) s += $i;"; done
  echo '  for (int i = 0; i < 2000; i++) s += i & 3;'
  echo '  return s;'
  echo '}'
} > many.c
cp "$SRC/examples/example1.c" "$SRC/examples/deref.c" "$SRC/examples/files.c" .

run() { # name: analyze and export the models into name.out, name/
  "$PATHSIM" analyze many.c example1.c deref.c files.c --db "$1.db" \
    --max-paths 100000 --stats > "$1.out" 2> "$1.err"
  echo "exit $?" >> "$1.out"
  "$PATHSIM" models export --db "$1.db" "$1" > /dev/null 2>&1 ||
    fail "models export of the $1 run failed"
}

START=$(date +%s)
run idle
grep -q "1 sampled (work budget)" idle.err ||
  fail "many() is not reported as sampled by the work budget: $(grep functions idle.err)"
grep -q "timed out" idle.err && fail "a function timed out: $(grep functions idle.err)"
grep -q "warning:" idle.out || fail "the examples gave no warning: $(cat idle.out)"

# Two CPU-bound processes beside the second run (the machine has two cores).
for K in 1 2; do
  sh -c 'while :; do :; done' &
  HOGS="$HOGS $!"
done
run busy
for H in $HOGS; do kill $H 2> /dev/null; done
HOGS=""

cmp -s idle.out busy.out ||
  fail "the warnings differ on a busy machine: $(diff idle.out busy.out | head -20)"
diff -r idle busy > models.diff ||
  fail "the models differ on a busy machine: $(head -20 models.diff)"
[ -n "$(ls idle)" ] || fail "no model was exported"
echo "determinism_test: both runs in $(($(date +%s) - START)) s"

exit $FAILED
