#!/usr/bin/env bash
# Bad input and faults, as a user meets them: nothing half-read, nothing
# skipped without a word, no file left half-written.
# Usage: faults_test.sh PATHSIM SOURCE_DIR
set -u
PATHSIM=$1
SRC=$2
WORK=$(mktemp -d)
trap 'chmod -R u+w "$WORK"; rm -rf "$WORK"' EXIT
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }
expect_status() { # expected actual what
  [ "$1" = "$2" ] || fail "$3: exit status $2, expected $1"
}
runs_in() { # database: the number of stored runs
  /usr/bin/python3 -c 'import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute("SELECT COUNT(*) FROM warn_runs").fetchone()[0])' "$1"
}

cp "$SRC"/examples/example1.c "$SRC"/examples/deref.c "$WORK/"
cd "$WORK"
"$PATHSIM" analyze example1.c --db db.db > /dev/null 2>&1 || fail "a first run"

# 1. A compilation database that is not valid JSON is not read at all: its
#    place (FILE:LINE:COL), status 2, nothing analyzed or stored.
cat > cc.json <<EOF
[
{"directory": "$WORK", "file": "example1.c", "command": "cc -c example1.c"},
{"directory": "$WORK", "file": "deref.c", "command": "cc -c deref.c"}
{"directory": "$WORK", "file": "deref.c", "command": "cc -c deref.c"}
]
EOF
"$PATHSIM" analyze -p cc.json --db db.db > out.txt 2> err.txt
expect_status 2 $? "a compilation database with a missing comma"
grep -q "^cc.json:4:1: error: invalid JSON" err.txt || fail "no FILE:LINE:COL for the missing comma: $(cat err.txt)"
grep -q "nothing was analyzed" err.txt || fail "it is not said that nothing was analyzed"
[ ! -s out.txt ] || fail "warnings printed from a half-read compilation database: $(head -3 out.txt)"
[ "$(runs_in db.db)" = 1 ] || fail "a run was stored from a half-read compilation database"
head -c 120 cc.json > truncated.json
"$PATHSIM" analyze -p truncated.json --db db.db > out.txt 2> err.txt
expect_status 2 $? "a truncated compilation database"
grep -q "^truncated.json:3:[0-9]*: error: invalid JSON" err.txt || fail "no FILE:LINE:COL for a truncated file: $(cat err.txt)"
[ ! -s out.txt ] || fail "warnings printed from a truncated compilation database"
# A value of the wrong type names the entry (its index) and the key.
mkdir -p build
cat > build/compile_commands.json <<EOF
[
  {"directory": "$WORK", "file": "example1.c", "command": "cc -c example1.c"},
  {"directory": 7, "file": "deref.c", "command": "cc -c deref.c"}
]
EOF
"$PATHSIM" analyze -p build --db db.db > out.txt 2> err.txt
expect_status 2 $? "a directory that is a number"
grep -q "^build/compile_commands.json:3:3: error: entry 1: \"directory\" must be a string, not a number" err.txt ||
  fail "the wrong type does not name the entry and key: $(cat err.txt)"
[ ! -s out.txt ] || fail "warnings printed from a compilation database with a bad entry"
echo '[{"directory": "/", "file": "a.c", "arguments": ["cc", 3]}]' > build/compile_commands.json
"$PATHSIM" analyze -p build --db db.db > /dev/null 2> err.txt
expect_status 2 $? "an argument that is a number"
grep -q "entry 0: \"arguments\"\[1\] must be a string, not a number" err.txt || fail "a bad argument: $(cat err.txt)"
echo '[]' > build/compile_commands.json
"$PATHSIM" analyze -p build --db db.db > /dev/null 2> err.txt
expect_status 2 $? "an empty compilation database"
grep -q "no entries: nothing to analyze" err.txt || fail "an empty compilation database: $(cat err.txt)"
[ "$(runs_in db.db)" = 1 ] || fail "a run was stored from a bad compilation database"
# A file named on the command line that the database does not hold.
cat > build/compile_commands.json <<EOF
[{"directory": "$WORK", "file": "example1.c", "command": "cc -c example1.c"}]
EOF
"$PATHSIM" analyze -p build nosuch.c --db db.db > /dev/null 2> err.txt
expect_status 2 $? "a file the compilation database does not hold"
grep -q "'nosuch.c' has no entry in the compilation database" err.txt || fail "an unknown file: $(cat err.txt)"

# 2. Every function not analyzed is named, without --stats, and counted; so
#    is a unit that does not compile.
cat > goto.c <<'C'
int dispatch(int i) {
  asm goto("test %0, %0; jz %l[two]" : : "r"(i) : : two);
  return 1;
two:
  return 2;
}
int plain(int x) { return x + 1; }
C
echo 'int broken( { return 0; }' > broken.c
"$PATHSIM" analyze goto.c broken.c --db db.db > out.txt 2> err.txt
expect_status 2 $? "a unit that does not compile"
grep -q "^goto.c:1: note: 'dispatch' was not analyzed: it uses a construct the simulator cannot handle" err.txt ||
  fail "the function using asm goto is not named: $(cat err.txt)"
grep -q "^broken.c: note: not analyzed: it did not compile" err.txt || fail "the unit that does not compile is not named"
grep -q "^pathsim: not analyzed: 1 function, 1 translation unit" err.txt || fail "no count of what was not analyzed"
grep -q "'plain'" err.txt && fail "an analyzed function is named as not analyzed"
# A function of which no path ends within the time limit: its one path
# runs a loop of 40,000 iterations, far longer than 0.1 ms.
cat > slow.c <<'C'
int slow(void) {
  int s = 0;
  for (int i = 0; i < 40000; i++)
    s += i & 3;
  return s;
}
C
"$PATHSIM" analyze slow.c --db db.db --function-timeout 0.0001 > out.txt 2> err.txt
expect_status 0 $? "a function timed out"
grep -q "^slow.c:1: note: 'slow' was not analyzed: no path of it ended within the time limit (--function-timeout 0.0001 s)" err.txt ||
  fail "a function timed out without a path is not named: $(cat err.txt)"

# 3. --db '' is a usage error (SQLite would take it for a temporary
#    database, and the run would be lost).
"$PATHSIM" analyze example1.c --db '' > /dev/null 2> err.txt
expect_status 2 $? "--db ''"
grep -q "for the --db option: needs a file name" err.txt || fail "--db '': $(cat err.txt)"
"$PATHSIM" reports list --db= > /dev/null 2> err.txt
expect_status 2 $? "reports list --db="

# 4. A new database in a read-only directory, or in none: said so.
mkdir readonly
chmod 555 readonly
as_user() { # runs a command as an unprivileged user when we are root
  if [ "$(id -u)" = 0 ]; then
    setpriv --reuid=65534 --regid=65534 --clear-groups -- "$@"
  else
    "$@"
  fi
}
chmod 755 "$WORK"
chmod 644 example1.c
as_user "$PATHSIM" analyze example1.c --db readonly/new.db > /dev/null 2> err.txt
expect_status 2 $? "a new database in a read-only directory"
grep -q "cannot create database 'readonly/new.db': the directory 'readonly' is read-only" err.txt ||
  fail "the read-only directory is not named: $(cat err.txt)"
"$PATHSIM" analyze example1.c --db nowhere/new.db > /dev/null 2> err.txt
expect_status 2 $? "a database in a directory that does not exist"
grep -q "cannot create database 'nowhere/new.db': the directory 'nowhere' does not exist" err.txt ||
  fail "the missing directory is not named: $(cat err.txt)"

# 5. reports html, baseline and sarif on a full disk (a file size limit of 0
#    stands in for it): an error, and no empty or partial file; what was
#    there before is untouched.
full_disk() { # runs a command with a file size limit of 0
  bash -c 'ulimit -f 0; trap "" XFSZ; exec "$@"' full_disk "$@" 2>&1 | cat
  return "${PIPESTATUS[0]}"
}
echo "known" > base.txt
full_disk "$PATHSIM" reports baseline -o base.txt --db db.db > err.txt
expect_status 2 $? "reports baseline on a full disk"
grep -q "cannot write baseline file 'base.txt'" err.txt || fail "reports baseline on a full disk: $(cat err.txt)"
[ "$(cat base.txt)" = known ] || fail "reports baseline on a full disk changed the old baseline"
full_disk "$PATHSIM" reports html -o site --db db.db > err.txt
expect_status 2 $? "reports html on a full disk"
[ ! -e site ] || fail "reports html on a full disk left a directory: $(ls -a site)"
"$PATHSIM" reports html -o site --db db.db 2> /dev/null || fail "reports html"
cp -r site site.before
full_disk "$PATHSIM" reports html -o site --db db.db > err.txt
expect_status 2 $? "reports html over an old report on a full disk"
diff -r site site.before > /dev/null || fail "reports html on a full disk changed the old report"
full_disk "$PATHSIM" reports sarif -o out.sarif --db db.db > err.txt
expect_status 2 $? "reports sarif on a full disk"
[ -z "$(ls out.sarif* 2> /dev/null)" ] || fail "reports sarif on a full disk left a file: $(ls out.sarif*)"

# 6. Run states: a run with a unit that does not compile, or a function not
#    analyzed, is partial, and what it missed is stored; reports diff does
#    not call the warnings of code it did not analyze "fixed".
cp "$SRC"/examples/example1.c "$SRC"/examples/deref.c .
"$PATHSIM" analyze example1.c deref.c --db states.db > /dev/null 2>&1
expect_status 0 $? "a complete run"
cp example1.c example1.good
echo 'this does not compile' >> example1.c
"$PATHSIM" analyze example1.c deref.c goto.c --db states.db > /dev/null 2>&1
expect_status 2 $? "a partial run"
cp example1.good example1.c
"$PATHSIM" reports runs --db states.db > out.txt 2>&1
grep -qE "^ +1 .* complete " out.txt || fail "the first run is not complete: $(cat out.txt)"
grep -qE "^ +2 .* partial " out.txt || fail "a run with a unit that did not compile is not partial: $(cat out.txt)"
grep -q "^run 2 is partial: 1 function and 1 translation unit not analyzed" out.txt ||
  fail "reports runs does not say what run 2 missed: $(cat out.txt)"
"$PATHSIM" reports not-analyzed --db states.db > out.txt 2>&1
expect_status 0 $? "reports not-analyzed"
grep -q "^example1.c: not-compiled" out.txt || fail "the unit not compiled is not listed: $(cat out.txt)"
grep -q "^goto.c:1: dispatch: unsupported" out.txt || fail "the function not analyzed is not listed: $(cat out.txt)"
"$PATHSIM" reports diff 1 2 --db states.db > out.txt 2>&1
grep -q "^run 1 -> run 2: 0 new, 0 fixed, 1 unchanged, 3 not analyzed" out.txt ||
  fail "reports diff calls the warnings of a unit that did not compile fixed: $(cat out.txt)"
grep -q "^not analyzed in run 2 " out.txt || fail "reports diff does not say which warnings were not analyzed"
grep -qE "^fixed " out.txt && fail "reports diff lists warnings as fixed: $(cat out.txt)"
"$PATHSIM" reports diff 2 1 --db states.db --format json > out.txt 2>&1
/usr/bin/python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
assert len(d["new"]) == 0 and len(d["not_analyzed_in_a"]) == 3, d' out.txt ||
  fail "reports diff --format json: $(cat out.txt)"
# The default run of reports is the latest complete or partial one.
"$PATHSIM" reports list --db states.db > out.txt 2>&1
grep -q "warning in run 2" out.txt || fail "the partial run is not the default: $(cat out.txt)"
grep -q "note: run 2 is partial: 1 function and 1 translation unit not analyzed (.pathsim reports not-analyzed --run 2. lists them)" out.txt ||
  fail "reports list does not say that its run is partial: $(cat out.txt)"

# 7. A run whose process died (SIGKILL) is marked failed by the next
#    analyze, which says so in one line.
# 2^16 paths, each running a loop of 40,000 iterations: minutes of work.
{
  echo 'int forever(unsigned x) {'
  echo '  unsigned s = 0;'
  for i in $(seq 0 15); do echo "  if (x & (1u << $i)) s++;"; done
  echo '  for (unsigned i = 0; i < 40000; i++) s += i & 3;'
  echo '  return (int)s;'
  echo '}'
} > forever.c
"$PATHSIM" analyze forever.c --db states.db --max-paths 100000 \
  --work-budget 4000000000 --function-timeout 600 > /dev/null 2>&1 &
VICTIM=$!
for i in $(seq 1 100); do
  [ "$(/usr/bin/python3 -c 'import sqlite3, sys
print(sqlite3.connect(sys.argv[1], timeout=10).execute("SELECT COUNT(*) FROM warn_runs WHERE state = '"'"'running'"'"'").fetchone()[0])' states.db)" = 1 ] && break
  sleep 0.1
done
kill -KILL $VICTIM
wait $VICTIM 2> /dev/null
"$PATHSIM" analyze deref.c --db states.db > /dev/null 2> err.txt
grep -q "^pathsim: note: run 3 (started [0-9T:Z-]*) was left unfinished by its process (pid $VICTIM), which is gone: marked failed$" err.txt ||
  fail "analyze does not say it marked the dead run failed: $(cat err.txt)"
[ "$(grep -c "left unfinished" err.txt)" = 1 ] || fail "not one line for the dead run"
"$PATHSIM" reports runs --db states.db > out.txt 2>&1
grep -qE "^ +3 .* failed " out.txt || fail "the killed run is not failed: $(cat out.txt)"
grep -q "^run 3 failed: its process (pid $VICTIM) ended before the run was stored" out.txt ||
  fail "reports runs does not say why run 3 failed: $(cat out.txt)"

# 8. A database locked when the run ends: writers wait (--db-timeout); if it
#    is still held, the finished run goes to a new database beside it, named
#    in the message, and 'reports import' merges it. Importing twice changes
#    nothing.
hold() { # database seconds: holds its write lock from when a run begins,
  # for that long or until the file database.release appears
  /usr/bin/python3 - "$@" <<'PY' &
import os, sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
while c.execute("SELECT COUNT(*) FROM warn_runs WHERE state = 'running'").fetchone()[0] == 0:
    time.sleep(0.02)
c.execute("BEGIN IMMEDIATE")
end = time.monotonic() + float(sys.argv[2])
while time.monotonic() < end and not os.path.exists(sys.argv[1] + ".release"):
    time.sleep(0.02)
c.execute("ROLLBACK")
PY
  HOLDER=$!
}
rm -f lock.db lock.db.release lock.run*
"$PATHSIM" analyze example1.c --db lock.db > /dev/null 2>&1
# The run takes 2 CPU seconds (forever.c is cut at the time limit, the work
# budget out of the way): the holder takes the lock meanwhile, and keeps it
# until the run has ended, past --db-timeout 1.
hold lock.db 300
"$PATHSIM" analyze example1.c deref.c forever.c --db lock.db --max-paths 100000 \
  --work-budget 4000000000 --function-timeout 2 --db-timeout 1 > out.txt 2> err.txt
expect_status 2 $? "a run whose database stays locked"
touch lock.db.release
wait $HOLDER
rm -f lock.db.release
grep -q "^pathsim analyze: run 2 is finished, but it could not be stored: database 'lock.db' is locked by another process (waited 1 s)" err.txt ||
  fail "the lock is not named: $(cat err.txt)"
BESIDE=$(ls lock.run2-*.db 2> /dev/null)
[ -n "$BESIDE" ] || fail "the finished run was not written beside the locked database: $(ls)"
grep -qF "the finished run was written to '$BESIDE' instead; merge it into the store with: pathsim reports import $BESIDE --db lock.db" err.txt ||
  fail "the message does not name the new database: $(cat err.txt)"
grep -q "null-deref" out.txt || fail "the warnings of the run are not printed"
"$PATHSIM" reports import "$BESIDE" --db lock.db > out.txt 2>&1
expect_status 0 $? "reports import"
grep -q "^imported run 1 of '$BESIDE' as run 2 (partial)" out.txt || fail "reports import: $(cat out.txt)"
"$PATHSIM" reports list --run 2 --db lock.db > out.txt 2>&1
grep -q "^4 warnings in run 2" out.txt || fail "the imported run does not have its warnings: $(cat out.txt)"
"$PATHSIM" reports runs --db lock.db > out.txt 2>&1
grep -qE "^ +2 .* partial " out.txt || fail "the imported run is not stored as run 2: $(cat out.txt)"
cp lock.db lock.before
"$PATHSIM" reports import "$BESIDE" --db lock.db > out.txt 2>&1
expect_status 0 $? "reports import, again"
grep -q "is already run 2: skipped" out.txt && grep -q "imported 0 runs and 0 automatic models" out.txt ||
  fail "importing twice: $(cat out.txt)"
"$PATHSIM" reports runs --db lock.db > out.txt 2>&1
[ "$(grep -cE '^ +[0-9]+ ' out.txt)" = 2 ] || fail "importing twice added a run: $(cat out.txt)"
# Its models were merged too: the next run reuses them.
# (with the settings of the run imported: they enter what is reused)
"$PATHSIM" analyze example1.c deref.c --db lock.db --max-paths 100000 --work-budget 4000000000 --function-timeout 2 --stats > /dev/null 2> err.txt
grep -q "^pathsim: 5 functions unchanged since the last run" err.txt || fail "the imported models are not reused: $(cat err.txt)"
# A lock held for less than --db-timeout: the run waits and is stored.
hold lock.db 1.5
"$PATHSIM" analyze example1.c forever.c --db lock.db --max-paths 100000 \
  --work-budget 4000000000 --function-timeout 1 --db-timeout 30 > /dev/null 2> err.txt
wait $HOLDER
grep -q "could not be stored" err.txt && fail "a run did not wait for a short lock: $(cat err.txt)"
[ -z "$(ls lock.run4-* 2> /dev/null)" ] || fail "a run that waited for a short lock was written beside"
"$PATHSIM" reports runs --db lock.db > out.txt 2>&1
grep -qE "^ +4 .* partial " out.txt || fail "the run that waited is not stored: $(cat out.txt)"

exit $FAILED
