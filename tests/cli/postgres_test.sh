#!/usr/bin/env bash
# A team's store: runs named and tagged (--run-name, --tag) on both
# backends, and eight `pathsim analyze` storing into one PostgreSQL database
# at once, from its creation: every run lands whole, with the warnings of a
# run made alone. The PostgreSQL part needs the server of
# scripts/with-test-postgres (PATHSIM_TEST_POSTGRES); without it the test
# reports itself skipped (exit 77), after the SQLite part.
# Usage: postgres_test.sh PATHSIM SOURCE_DIR
. "$(dirname "$0")/common.sh"

# A project of 6 units with warnings.
for u in $(seq 1 6); do
  {
    echo '#include <stdlib.h>'
    for f in $(seq 1 4); do
      echo "int u${u}_f${f}(int a, int b) {"
      echo '  int *p = malloc(sizeof *p);'
      echo '  int s = 0;'
      for k in 1 2 3 4; do echo "  if (a & $k) s += b; else s -= a;"; done
      echo '  if (s > 7) *p = s;'
      echo '  return s;'
      echo '}'
    done
  } > "u$u.c"
done

# Names and tags on SQLite.
"$PATHSIM" analyze u*.c --db local.db --run-name nightly --tag branch=main \
  --tag commit=abc123 > /dev/null 2>&1 || fail "a named, tagged run"
"$PATHSIM" analyze u*.c --db local.db > /dev/null 2>&1 || fail "a plain run"
"$PATHSIM" reports runs --db local.db > runs.txt 2>&1
grep -q "name: nightly; tags: branch=main, commit=abc123" runs.txt ||
  fail "reports runs shows the name and tags: $(cat runs.txt)"
[ "$("$PATHSIM" reports runs --db local.db --tag branch=main --format json |
     python3 -c 'import json,sys; print([r["id"] for r in json.load(sys.stdin)])')" = "[1]" ] ||
  fail "reports runs --tag selects the tagged run"
[ "$("$PATHSIM" reports runs --db local.db --name nightly --format json |
     python3 -c 'import json,sys; r = json.load(sys.stdin); print(len(r), r[0]["tags"])')" = \
  "1 {'branch': 'main', 'commit': 'abc123'}" ] ||
  fail "reports runs --name selects the named run, JSON has its tags"
for bad in "nokey" "=v" "a b=c" "k=$(printf 'a\tb')"; do
  "$PATHSIM" analyze u1.c --db local.db --tag "$bad" > /dev/null 2> err.txt
  expect_status 2 $? "--tag '$bad'"
  grep -q "pathsim analyze: --tag" err.txt || fail "--tag '$bad' is explained"
done
"$PATHSIM" analyze u1.c --db local.db --tag k=1 --tag k=2 > /dev/null 2> err.txt
expect_status 2 $? "a tag given twice"
# A configuration file never names a database server.
mkdir planted && cp u1.c planted/ && echo "db: postgresql://x@example.invalid/d" > planted/.pathsim.yaml
(cd planted && "$PATHSIM" analyze u1.c > /dev/null 2> ../err.txt)
expect_status 2 $? "a configuration file naming a server"
grep -q "a configuration file does not name a database server" err.txt ||
  fail "the planted server is refused: $(cat err.txt)"
ALONE=$("$PATHSIM" reports list --db local.db --rank possible 2> /dev/null | tail -1)

if [ -z "${PATHSIM_TEST_POSTGRES:-}" ] || ! command -v psql > /dev/null; then
  echo "SKIPPED: no PostgreSQL test server (scripts/with-test-postgres sets" \
       "PATHSIM_TEST_POSTGRES)"
  [ "$FAILED" = 0 ] && exit 77
  exit 1
fi

# A schema of this test's own in the test server's database.
SCHEMA="cli_$$"
psql -q "$PATHSIM_TEST_POSTGRES" -c "CREATE SCHEMA $SCHEMA" || fail "schema"
trap 'psql -q "$PATHSIM_TEST_POSTGRES" -c "DROP SCHEMA $SCHEMA CASCADE" > /dev/null 2>&1; rm -rf "$WORK"' EXIT
DB="$PATHSIM_TEST_POSTGRES?options=-csearch_path%3D$SCHEMA"
# The same server with a password in the URL (trust accepts any): it must
# never be stored or shown.
SECRET_DB=$(echo "$DB" | sed 's|://pathsim@|://pathsim:s3cret-pw@|')
q() { psql -XAtq "$DB" -c "$1"; }

PIDS=()
for i in $(seq 1 8); do
  "$PATHSIM" analyze u*.c --db "$SECRET_DB" --run-name "ci-$i" \
    --tag branch=main --tag "job=$i" > "out$i.txt" 2> "err$i.txt" &
  PIDS+=($!)
done
for i in $(seq 1 8); do
  wait "${PIDS[$((i - 1))]}"
  STATUS=$?
  [ "$STATUS" = 0 ] || fail "analysis $i: status $STATUS: $(cat "err$i.txt")"
done
[ "$(q "SELECT COUNT(*) FROM warn_runs WHERE state = 'complete'")" = 8 ] ||
  fail "eight complete runs: $(q 'SELECT id, state, reason FROM warn_runs')"
[ "$(q "SELECT COUNT(DISTINCT name) FROM warn_runs")" = 8 ] ||
  fail "each run has its name"
[ "$(q "SELECT COUNT(*) FROM warn_run_tags WHERE key = 'branch'")" = 8 ] ||
  fail "each run has its tags"
# Every run holds the warnings of the run made alone, in full.
WARNINGS=$(q "SELECT COUNT(*) FROM warn_warnings WHERE run_id = 1")
[ "$WARNINGS" -gt 0 ] || fail "the project has warnings"
[ "$(q "SELECT COUNT(DISTINCT c) FROM (SELECT run_id, COUNT(*) AS c FROM warn_warnings GROUP BY run_id) t")" = 1 ] ||
  fail "every run stored the same number of warnings"
[ "$(q "SELECT COUNT(DISTINCT f) FROM (SELECT run_id, string_agg(fingerprint, ',' ORDER BY fingerprint) AS f FROM warn_warnings GROUP BY run_id) t")" = 1 ] ||
  fail "every run stored the same warnings"
[ "$(q "SELECT COUNT(*) FROM warn_steps s JOIN warn_warnings w ON w.id = s.warning_id WHERE w.run_id = 8")" -gt 0 ] ||
  fail "the paths are stored"
# The same listing as the SQLite store's run made alone.
[ "$("$PATHSIM" reports list --db "$DB" --rank possible 2> /dev/null | tail -1 | sed 's/run [0-9]*/run N/')" = \
  "$(echo "$ALONE" | sed 's/run [0-9]*/run N/')" ] ||
  fail "reports list reads the same warnings from PostgreSQL"
"$PATHSIM" reports runs --db "$DB" --tag job=3 > runs.txt 2>&1
[ "$(grep -c 'name: ci-' runs.txt)" = 1 ] && grep -q "name: ci-3;" runs.txt ||
  fail "reports runs --tag on PostgreSQL: $(cat runs.txt)"
# The password is in no stored row and no output.
q "SELECT command_line, settings FROM warn_runs" > stored.txt
grep -q "s3cret-pw" stored.txt out*.txt err*.txt runs.txt &&
  fail "the URL's password was stored or shown"
grep -q "pathsim:\*\*\*@" stored.txt || fail "the stored URL hides the password"
# A later run reuses the models the first eight stored.
"$PATHSIM" analyze u*.c --db "$DB" > again.txt 2>&1 || fail "a ninth run"
grep -q "unchanged since the last run (reused)" again.txt ||
  fail "the ninth run reuses the stored models: $(cat again.txt)"
# The models are stored compressed on PostgreSQL too (model store step 4:
# BYTEA), and reports runs says each run's size and the database's.
[ "$(q "SELECT COUNT(*) FROM model_functions WHERE substring(model from 1 for 1) = '\\x28'::bytea OR substring(model from 1 for 3) = 'PSZ'::bytea")" = "$(q "SELECT COUNT(*) FROM model_functions")" ] ||
  fail "stored models are neither texts nor compressed"
"$PATHSIM" reports runs --db "$DB" > runs.txt 2>&1
grep -Eq "^database 'postgresql://.*': [0-9.]+ (KiB|MiB); the [0-9]+ runs listed hold [0-9.]+ (B|KiB)" runs.txt ||
  fail "reports runs on PostgreSQL says no size: $(tail -2 runs.txt)"
"$PATHSIM" reports runs --db "$DB" --format json | grep -q '"stored_bytes": [1-9]' ||
  fail "reports runs --format json on PostgreSQL has no stored_bytes"
# Models another machine stored are reused, and the summary says how many.
FUNCTIONS=$(q "SELECT COUNT(*) FROM model_functions")
q "UPDATE model_functions SET saved_by = 'another-machine'"
"$PATHSIM" analyze u*.c --db "$DB" > shared.txt 2>&1 || fail "a tenth run"
grep -q "$FUNCTIONS unchanged since the last run (reused; $FUNCTIONS of them stored by another machine)" shared.txt ||
  fail "the summary counts the models from another machine: $(cat shared.txt)"

# A review (warning-store step 7) on PostgreSQL: set, then changed in place
# (its upsert), then seen by the next run's listing through the fingerprint.
W=$(q "SELECT MIN(id) FROM warn_warnings WHERE run_id = 1")
"$PATHSIM" reports review "$W" --db "$DB" --status confirmed --author ann \
  > /dev/null 2>&1 || fail "reports review on PostgreSQL"
"$PATHSIM" reports review "$W" --db "$DB" --status false-positive \
  --comment "set by the caller" --author bob > review.txt 2>&1 ||
  fail "a second review of the same warning: $(cat review.txt)"
[ "$(q "SELECT COUNT(*), MIN(status), MIN(comment), MIN(author) FROM warn_reviews")" = \
  "1|false-positive|set by the caller|bob" ] ||
  fail "the second review replaced the first: $(q 'SELECT * FROM warn_reviews')"
"$PATHSIM" reports list --db "$DB" --rank possible > reviewed.txt 2>&1
grep -q "1 reviewed false-positive or intentional not shown" reviewed.txt ||
  fail "the latest run's listing hides the reviewed warning: $(cat reviewed.txt)"

# `reports import` into PostgreSQL: a run an analysis wrote into an SQLite
# file (what `analyze` writes beside a store it cannot reach) lands in the
# server whole, with its name, tags, warnings and paths; twice changes
# nothing.
"$PATHSIM" analyze u*.c --db side.db --run-name beside --tag origin=file \
  > /dev/null 2>&1 || fail "a run into an SQLite file"
"$PATHSIM" reports import side.db --db "$DB" > import.txt 2>&1 ||
  fail "reports import into PostgreSQL: $(cat import.txt)"
AS=$(sed -n "s/^imported run 1 of 'side.db' as run \([0-9]*\) (complete)$/\1/p" import.txt)
[ -n "$AS" ] || fail "the imported run is named: $(cat import.txt)"
[ "$(q "SELECT name FROM warn_runs WHERE id = ${AS:-0}")" = beside ] ||
  fail "the imported run keeps its name"
[ "$(q "SELECT value FROM warn_run_tags WHERE run_id = ${AS:-0} AND key = 'origin'")" = file ] ||
  fail "the imported run keeps its tags"
[ "$(q "SELECT string_agg(fingerprint, ',' ORDER BY fingerprint) FROM warn_warnings WHERE run_id = ${AS:-0}")" = \
  "$(q "SELECT string_agg(fingerprint, ',' ORDER BY fingerprint) FROM warn_warnings WHERE run_id = 1")" ] ||
  fail "the imported run has the warnings of the runs stored directly"
[ "$(q "SELECT COUNT(*) FROM warn_steps s JOIN warn_warnings w ON w.id = s.warning_id WHERE w.run_id = ${AS:-0}")" = \
  "$(q "SELECT COUNT(*) FROM warn_steps s JOIN warn_warnings w ON w.id = s.warning_id WHERE w.run_id = 1")" ] ||
  fail "the imported run has its paths"
"$PATHSIM" reports import side.db --db "$DB" > import2.txt 2>&1 ||
  fail "importing twice: $(cat import2.txt)"
grep -q "is already run ${AS:-0}: skipped" import2.txt &&
  grep -q "imported 0 runs and 0 automatic models" import2.txt ||
  fail "importing twice changes nothing: $(cat import2.txt)"

# A connection lost while the finished run is stored: nothing of the run is
# in the server, the run is written beside, the message says how to import
# it, and the import makes it whole under the id it began with. A session
# holds warn_steps (written only while a run is stored) so that the store
# waits there; the analysis's connection is then terminated.
RUNS_BEFORE=$(q "SELECT COUNT(*) FROM warn_runs")
psql -XAtq "$DB" -c "BEGIN; LOCK TABLE warn_steps IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(120);" \
  > /dev/null 2>&1 &
LOCKER=$!
mkdir lost && cp u*.c lost/
(cd lost && "$PATHSIM" analyze u*.c --db "$DB" --db-timeout 100 --run-name lost \
   > out.txt 2> err.txt) &
ANALYSIS=$!
WAITER=""
for _ in $(seq 1 200); do
  WAITER=$(q "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%warn_steps%' LIMIT 1")
  [ -n "$WAITER" ] && break
  sleep 0.3
done
[ -n "$WAITER" ] || fail "the analysis never waited on the locked table"
[ -n "$WAITER" ] && q "SELECT pg_terminate_backend($WAITER)" > /dev/null
wait "$ANALYSIS"
kill "$LOCKER" 2> /dev/null; wait "$LOCKER" 2> /dev/null
q "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE '%pg_sleep(120)%' AND pid <> pg_backend_pid()" > /dev/null
LOST_ID=$(q "SELECT id FROM warn_runs WHERE name = 'lost'")
[ -n "$LOST_ID" ] || fail "the run began in the server"
[ "$(q "SELECT COUNT(*) FROM warn_warnings WHERE run_id = ${LOST_ID:-0}") $(q "SELECT COUNT(*) FROM warn_functions WHERE run_id = ${LOST_ID:-0}")" = "0 0" ] ||
  fail "a half-stored run is in the server"
BESIDE=$(sed -n "s/.*the finished run was written to '\([^']*\)' instead.*/\1/p" lost/err.txt)
[ -n "$BESIDE" ] && [ -f "lost/$BESIDE" ] ||
  fail "the run is written beside: $(cat lost/err.txt)"
grep -qF "merge it into the store with: pathsim reports import $BESIDE --db postgresql://" lost/err.txt ||
  fail "the message says how to import it: $(cat lost/err.txt)"
"$PATHSIM" reports import "lost/$BESIDE" --db "$DB" > import3.txt 2>&1 ||
  fail "importing the run written beside: $(cat import3.txt)"
grep -q "^imported run 1 of 'lost/$BESIDE' as run ${LOST_ID:-0} " import3.txt ||
  fail "the run is imported under the id it began with: $(cat import3.txt)"
[ "$(q "SELECT COUNT(*) FROM warn_warnings WHERE run_id = ${LOST_ID:-0}")" = \
  "$(q "SELECT COUNT(*) FROM warn_warnings WHERE run_id = 1")" ] ||
  fail "the imported run is whole"
[ "$(q "SELECT COUNT(*) FROM warn_runs")" = "$((RUNS_BEFORE + 1))" ] ||
  fail "one run was added, not two"

exit $FAILED
