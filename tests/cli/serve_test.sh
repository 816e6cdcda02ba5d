#!/usr/bin/env bash
# `pathsim serve` over SQLite and over PostgreSQL (scripts/with-test-postgres's
# server; without it that part reports itself skipped, exit 77, after the
# SQLite part), exercised with curl as a browser and a script would: the read
# endpoints, writes refused without the token, a cross-site form post
# refused, a review with the token accepted, seen by `reports list`, kept by
# the next `analyze` of the same code and left out of --fail-on-warnings.
# Usage: serve_test.sh PATHSIM SOURCE_DIR
. "$(dirname "$0")/common.sh"

SERVER=
stop_server() {
  if [ -n "$SERVER" ]; then
    kill -TERM "$SERVER" 2> /dev/null
    wait "$SERVER"
    STOPPED=$?
    SERVER=
  fi
}
trap 'stop_server; rm -rf "$WORK"' EXIT

# start_server ARGS...: pathsim serve on a free port; sets URL and SERVER.
start_server() {
  : > serve.out
  "$PATHSIM" serve --listen 127.0.0.1:0 "$@" > serve.out 2> serve.err &
  SERVER=$!
  URL=
  for _ in $(seq 600); do
    URL=$(sed -n 's|^pathsim serve: \(http://127.0.0.1:[0-9]*\)/ .*|\1|p' serve.out)
    [ -n "$URL" ] && break
    kill -0 "$SERVER" 2> /dev/null || break
    sleep 0.1
  done
  [ -n "$URL" ] || fail "serve did not start: $(cat serve.out serve.err)"
}
# http METHOD PATH [CURL ARGS...]: prints the status; the body is in body.json.
http() {
  local method=$1 path=$2
  shift 2
  curl -s --path-as-is -o body.json -w '%{http_code}' -X "$method" "$@" "$URL$path"
}
json() { python3 -c "import json,sys; d = json.load(open('body.json')); print(repr($1))"; }

# Two versions of a project: v2 fixes the NULL dereference of v1.
mkdir -p proj/.git   # a repository: the run's root
cat > proj/a.c <<'EOF'
#include <stdlib.h>
int *make(int n) {
  int *p = malloc(sizeof *p * 4);
  p[0] = n;
  return p;
}
EOF
cat > v2.c <<'EOF'
#include <stdlib.h>
int *make(int n) {
  int *p = malloc(sizeof *p * 4);
  if (!p)
    return 0;
  p[0] = n;
  return p;
}
EOF
printf 'abcdefghijklmnopqrstuvwxyz012345\n' > token
chmod 600 token

# exercise DB NAME: the whole walk over one store.
exercise() {
  local db=$1 name=$2
  cp proj/a.c a.c.v1
  "$PATHSIM" analyze proj/a.c --db "$db" --run-name first --tag branch=main > /dev/null 2>&1 ||
    fail "$name: analyze v1"

  # Without --token-file: read-only, and said so.
  start_server --db "$db" --source-root proj
  grep -q "read-only (no --token-file)" serve.out || fail "$name: read-only said: $(cat serve.out)"
  [ "$(http GET /api/v1/info)" = 200 ] && [ "$(json 'd["writable"]')" = False ] ||
    fail "$name: info says read-only"
  STATUS=$(http POST /api/v1/warnings/1/review -H 'Content-Type: application/json' \
    -H 'X-Pathsim-Token: abcdefghijklmnopqrstuvwxyz012345' --data '{"status":"confirmed"}')
  [ "$STATUS" = 403 ] && grep -q "read-only" body.json ||
    fail "$name: a write to a read-only server: $STATUS $(cat body.json)"
  stop_server

  start_server --db "$db" --token-file token --source-root proj
  grep -q "reviews need the token of 'token'" serve.out || fail "$name: token said: $(cat serve.out)"

  # The page, with its policy.
  curl -s -D headers.txt -o page.html "$URL/" || fail "$name: GET /"
  grep -q '<script src="/app.js"' page.html || fail "$name: the page"
  grep -qi "^content-security-policy: default-src 'none'; script-src 'self'" headers.txt ||
    fail "$name: the page's policy: $(cat headers.txt)"
  [ "$(http GET /app.js)" = 200 ] && grep -q textContent body.json || fail "$name: app.js"

  # Runs, filtered by name and tag.
  [ "$(http GET /api/v1/runs)" = 200 ] && [ "$(json 'len(d["runs"])')" = 1 ] ||
    fail "$name: runs: $(cat body.json)"
  RUN1=$(json 'd["runs"][0]["id"]')
  [ "$(http GET '/api/v1/runs?name=first&tag=branch%3Dmain')" = 200 ] &&
    [ "$(json 'len(d["runs"])')" = 1 ] || fail "$name: runs by name and tag"
  [ "$(http GET '/api/v1/runs?tag=branch%3Dother')" = 200 ] &&
    [ "$(json 'len(d["runs"])')" = 0 ] || fail "$name: runs by another tag"

  # Warnings, with filters.
  [ "$(http GET "/api/v1/runs/$RUN1/warnings")" = 200 ] || fail "$name: warnings"
  [ "$(json 'sorted(w["kind"] for w in d["warnings"])')" = "['null-deref']" ] ||
    fail "$name: the run's warnings: $(cat body.json)"
  W=$(json 'd["warnings"][0]["id"]')
  [ "$(http GET "/api/v1/runs/$RUN1/warnings?kind=leak")" = 200 ] &&
    [ "$(json 'd["total"]')" = 0 ] || fail "$name: kind filter"
  [ "$(http GET "/api/v1/runs/$RUN1/warnings?text=NULL&file=*a.c&rank=likely&review=unreviewed")" = 200 ] &&
    [ "$(json 'd["total"]')" = 1 ] || fail "$name: text, file, rank and review filters: $(cat body.json)"
  [ "$(http GET "/api/v1/runs/$RUN1/warnings?kind=bogus")" = 400 ] || fail "$name: unknown kind"
  [ "$(http GET "/api/v1/runs/999/warnings")" = 404 ] || fail "$name: unknown run"

  # One warning: its path, each step with the source around it.
  [ "$(http GET "/api/v1/warnings/$W")" = 200 ] || fail "$name: one warning"
  [ "$(json 'len(d["steps"]) > 1 and all("description" in s for s in d["steps"])')" = True ] ||
    fail "$name: the path's steps: $(cat body.json)"
  [ "$(json '[l["text"] for l in d["listing"]["lines"] if l["warning"]]')" = "['  p[0] = n;']" ] ||
    fail "$name: the listing marks the warning's line: $(cat body.json)"
  [ "$(json 'any(c["text"] == "  p[0] = n;" for s in d["steps"] for c in s["context"])')" = True ] ||
    fail "$name: the steps' context lines"
  # Nothing of a request reaches the file system.
  [ "$(http GET "/api/v1/warnings/../../../etc/passwd")" = 404 ] || fail "$name: a path in the URL"
  [ "$(http GET "/etc/passwd")" = 404 ] || fail "$name: a file's path"
  grep -q "root:" body.json && fail "$name: /etc/passwd was served"

  # Writes: no token, a wrong token, a cross-site form post, another site's
  # script, a body that is not JSON, a foreign Host (DNS rebinding), a body
  # too large: all refused, nothing written.
  REVIEW='{"status":"false-positive","comment":"p is <b>checked</b> by the caller","author":"alice"}'
  [ "$(http POST "/api/v1/warnings/$W/review" -H 'Content-Type: application/json' --data "$REVIEW")" = 401 ] ||
    fail "$name: a write without the token"
  [ "$(http POST "/api/v1/warnings/$W/review" -H 'Content-Type: application/json' \
        -H 'X-Pathsim-Token: wrong-token-wrong-token' --data "$REVIEW")" = 403 ] ||
    fail "$name: a write with a wrong token"
  STATUS=$(http POST "/api/v1/warnings/$W/review" -H 'Origin: http://evil.example' \
    -H 'Content-Type: application/x-www-form-urlencoded' --data 'status=false-positive&comment=x')
  case $STATUS in 401|403) ;; *) fail "$name: a cross-site form post: $STATUS" ;; esac
  [ "$(http POST "/api/v1/warnings/$W/review" -H 'Origin: http://evil.example' \
        -H 'Content-Type: application/json' -H 'X-Pathsim-Token: abcdefghijklmnopqrstuvwxyz012345' \
        --data "$REVIEW")" = 403 ] || fail "$name: another origin's script, with the token"
  [ "$(http POST "/api/v1/warnings/$W/review" -H 'Content-Type: text/plain' \
        -H 'X-Pathsim-Token: abcdefghijklmnopqrstuvwxyz012345' --data "$REVIEW")" = 415 ] ||
    fail "$name: a body that is not application/json"
  [ "$(http GET /api/v1/info -H 'Host: rebound.example:80')" = 403 ] ||
    fail "$name: a foreign Host header"
  head -c 200000 /dev/zero | tr '\0' 'x' > big.txt
  [ "$(http POST "/api/v1/warnings/$W/review" -H 'Content-Type: application/json' \
        -H 'X-Pathsim-Token: abcdefghijklmnopqrstuvwxyz012345' --data-binary @big.txt)" = 413 ] ||
    fail "$name: a body too large"
  "$PATHSIM" reports list --db "$db" --all | grep -q "false-positive" &&
    fail "$name: a refused write changed the store"

  # The review, with the token.
  [ "$(http POST "/api/v1/warnings/$W/review" -H "Origin: $URL" -H 'Content-Type: application/json' \
        -H 'X-Pathsim-Token: abcdefghijklmnopqrstuvwxyz012345' --data "$REVIEW")" = 200 ] ||
    fail "$name: a review with the token: $(cat body.json)"
  [ "$(json '(d["review"], d["review_author"])')" = "('false-positive', 'alice')" ] ||
    fail "$name: the review's answer: $(cat body.json)"
  "$PATHSIM" reports list --db "$db" > list.txt
  grep -q "1 reviewed false-positive or intentional not shown" list.txt ||
    fail "$name: reports list leaves the reviewed warning out: $(cat list.txt)"
  "$PATHSIM" reports list --db "$db" --all | grep -q "(false-positive: p is <b>checked</b> by the caller)" ||
    fail "$name: reports list --all shows the review"

  # The next analyze of the same code keeps the mark, and
  # --fail-on-warnings leaves the reviewed warning out (issue 27, item 5).
  "$PATHSIM" analyze proj/a.c --db "$db" --fail-on-warnings > again.txt 2>&1
  expect_status 0 $? "$name: --fail-on-warnings after the review"
  grep -q "1 reviewed false-positive or intentional" again.txt ||
    fail "$name: the summary counts the reviewed warning: $(cat again.txt)"
  [ "$(http GET /api/v1/runs)" = 200 ] || fail "$name: runs"
  RUN2=$(json 'd["runs"][-1]["id"]')
  [ "$(http GET "/api/v1/runs/$RUN2/warnings?review=false-positive")" = 200 ] &&
    [ "$(json '(d["total"], d["warnings"][0]["review_comment"])')" = "(1, 'p is <b>checked</b> by the caller')" ] ||
    fail "$name: the next run's warning keeps the review: $(cat body.json)"
  [ "$(http GET "/api/v1/runs/$RUN2/warnings")" = 200 ] &&
    [ "$(json '(d["total"], d["hidden_reviewed"])')" = "(0, 1)" ] ||
    fail "$name: a dismissed warning is hidden by default: $(cat body.json)"

  # Unreviewed again: --fail-on-warnings fails.
  [ "$(http POST "/api/v1/warnings/$W/review" -H 'Content-Type: application/json' \
        -H 'X-Pathsim-Token: abcdefghijklmnopqrstuvwxyz012345' --data '{"status":"unreviewed"}')" = 200 ] ||
    fail "$name: unreviewed"
  "$PATHSIM" analyze proj/a.c --db "$db" --fail-on-warnings > /dev/null 2>&1
  expect_status 1 $? "$name: --fail-on-warnings with the review removed"

  # The diff of two runs: v2 fixes the dereference.
  cp v2.c proj/a.c
  "$PATHSIM" analyze proj/a.c --db "$db" > /dev/null 2>&1 || fail "$name: analyze v2"
  cp a.c.v1 proj/a.c
  [ "$(http GET /api/v1/runs)" = 200 ] || fail "$name: runs"
  RUN4=$(json 'd["runs"][-1]["id"]')
  [ "$(http GET "/api/v1/diff?a=$RUN1&b=$RUN4")" = 200 ] &&
    [ "$(json '(len(d["new"]), len(d["fixed"]), len(d["unchanged"]))')" = "(0, 1, 0)" ] ||
    fail "$name: the diff: $(cat body.json)"
  [ "$(http GET "/api/v1/diff?a=0&b=$RUN4")" = 400 ] || fail "$name: a diff with run 0"

  stop_server
  expect_status 0 "$STOPPED" "$name: serve stops on SIGTERM"
}

# A token file others may read is refused.
chmod 644 token
"$PATHSIM" serve --db s.db --token-file token > out.txt 2>&1
expect_status 2 $? "a token file of mode 0644"
grep -q "chmod 600" out.txt || fail "the token file's mode is explained: $(cat out.txt)"
chmod 600 token
"$PATHSIM" serve --db missing.db > out.txt 2>&1
expect_status 2 $? "serve over a missing store"

exercise "$PWD/s.db" sqlite

# A source root the warning's files are not under: no text is shown.
start_server --db s.db --source-root "$SRC/examples"
[ "$(http GET /api/v1/warnings/1)" = 200 ] &&
  [ "$(json '(d["listing"], d["listing_unavailable"])')" = "(None, \"outside the server's --source-root\")" ] ||
  fail "a file outside --source-root is not shown: $(cat body.json)"
stop_server

# A hostile store: its files named /etc/passwd, a link to it under the
# source root, its run's root '/': no text of them is served.
ln -s /etc/passwd proj/link.c
for target in /etc/passwd "$PWD/proj/link.c" "$PWD/proj/../../../../../../etc/passwd"; do
  cp s.db hostile.db
  python3 - "$target" <<'PY'
import sqlite3, sys
c = sqlite3.connect("hostile.db")
c.execute("UPDATE warn_files SET path = ?", (sys.argv[1],))
c.execute("UPDATE warn_warnings SET function = '<script>alert(1)</script>'")
c.execute("""UPDATE warn_runs SET settings = '{"source-root": "/"}'""")
c.commit()
PY
  start_server --db hostile.db --source-root proj
  [ "$(http GET /api/v1/warnings/1)" = 200 ] || fail "hostile store ($target): the warning"
  grep -q "root:" body.json && fail "hostile store ($target): /etc/passwd was served"
  [ "$(json 'd["listing"]')" = None ] || fail "hostile store ($target): a listing"
  [ "$(json 'd["warning"]["function"]')" = "'<script>alert(1)</script>'" ] ||
    fail "hostile store ($target): the stored name is data: $(cat body.json)"
  stop_server
done

if [ -z "${PATHSIM_TEST_POSTGRES:-}" ] || ! command -v psql > /dev/null; then
  echo "SKIPPED: no PostgreSQL test server (scripts/with-test-postgres sets" \
       "PATHSIM_TEST_POSTGRES)"
  [ "$FAILED" = 0 ] && exit 77
  exit 1
fi
SCHEMA="serve_$$"
psql -q "$PATHSIM_TEST_POSTGRES" -c "CREATE SCHEMA $SCHEMA" || fail "schema"
trap 'stop_server; psql -q "$PATHSIM_TEST_POSTGRES" -c "DROP SCHEMA $SCHEMA CASCADE" > /dev/null 2>&1; rm -rf "$WORK"' EXIT
exercise "$PATHSIM_TEST_POSTGRES?options=-csearch_path%3D$SCHEMA" postgres
exit $FAILED
