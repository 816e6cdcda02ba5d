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
  static void *table[] = {&&one, &&two};
  goto *table[i & 1];
one:
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
  fail "the function using a computed goto is not named: $(cat err.txt)"
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

exit $FAILED
