#!/usr/bin/env bash
# What `pathsim reports` and the SARIF log give a team: URIs relative to the
# project's root wherever the command runs from, rules that link to
# docs/checks.md, clear errors for a bad run id, pruning old runs
# (reports prune).
# Usage: reports_test.sh PATHSIM SOURCE_DIR
. "$(dirname "$0")/common.sh" "$@"

mkdir -p proj/src proj/lib elsewhere
cat > proj/src/main.c <<'C'
int deref(void) {
  int *p = 0;
  return *p;
}
C
cat > proj/lib/util.c <<'C'
int divide(int x) {
  int z = 0;
  return x / z;
}
C
PROJ=$WORK/proj

# uri_of FILE: the URIs of the results' locations in SARIF file FILE.
uris_of() {
  /usr/bin/python3 - "$1" <<'PY'
import json, sys
log = json.load(open(sys.argv[1]))
for r in log["runs"][0]["results"]:
    loc = r["locations"][0]["physicalLocation"]["artifactLocation"]
    print(loc.get("uriBaseId", "-"), loc["uri"])
PY
}

# 1. SARIF URIs are relative to the common root of the analyzed files, from
#    whatever directory analyze and reports sarif run.
cd elsewhere
"$PATHSIM" analyze "$PROJ/src/main.c" "$PROJ/lib/util.c" --db r.db --quiet --sarif a.sarif > /dev/null 2>&1
expect_status 0 $? "analyze --sarif from another directory"
[ "$(uris_of a.sarif)" = "SRCROOT lib/util.c
SRCROOT src/main.c" ] || [ "$(uris_of a.sarif)" = "SRCROOT src/main.c
SRCROOT lib/util.c" ] || fail "analyze --sarif: URIs not relative to the project: $(uris_of a.sarif)"
grep -q "\"uri\": \"file://$PROJ/\"" a.sarif || fail "SRCROOT is not the project's root: $(grep -A2 SRCROOT a.sarif | head -3)"
cd "$WORK"
"$PATHSIM" reports sarif --db elsewhere/r.db -o b.sarif > /dev/null 2>&1
expect_status 0 $? "reports sarif from the project's parent"
[ "$(uris_of b.sarif)" = "$(uris_of elsewhere/a.sarif)" ] ||
  fail "reports sarif elsewhere: other URIs: $(uris_of b.sarif)"
# --source-root names the root; the run remembers it.
cd elsewhere
"$PATHSIM" analyze "$PROJ/src/main.c" "$PROJ/lib/util.c" --db r2.db --quiet --source-root .. --sarif c.sarif > /dev/null 2>&1
uris_of c.sarif | grep -qx "SRCROOT proj/src/main.c" || fail "--source-root ..: $(uris_of c.sarif)"
cd "$PROJ/src"
"$PATHSIM" reports sarif --db "$WORK/elsewhere/r2.db" -o "$WORK/d.sarif" > /dev/null 2>&1
uris_of "$WORK/d.sarif" | grep -qx "SRCROOT proj/src/main.c" ||
  fail "reports sarif does not use the run's --source-root: $(uris_of "$WORK/d.sarif")"
"$PATHSIM" reports sarif --db "$WORK/elsewhere/r2.db" -o "$WORK/e.sarif" --source-root "$PROJ/src" > /dev/null 2>&1
uris_of "$WORK/e.sarif" | grep -qx "SRCROOT main.c" || fail "reports sarif --source-root: $(uris_of "$WORK/e.sarif")"
cd "$WORK"

# 2. The rules: their help is their section of docs/checks.md, embedded at
#    build time (no file:// helpUri that resolves only here), a
#    security-severity for each CWE, no placeholder URI, no internal rule.
/usr/bin/python3 - elsewhere/a.sarif "$SRC/docs/checks.md" <<'PY' || fail "the SARIF rules"
import json, re, sys
driver = json.load(open(sys.argv[1]))["runs"][0]["tool"]["driver"]
doc = open(sys.argv[2]).read()
assert "informationUri" not in driver, "a placeholder informationUri"
ids = [r["id"] for r in driver["rules"]]
assert "debug-eval" not in ids, "the internal debug rule"
assert "null-deref" in ids and "leak" in ids, ids
for r in driver["rules"]:
    assert "helpUri" not in r, (r["id"], r["helpUri"])
    section = doc.split("\n## %s\n" % r["id"], 1)[1].split("\n## ", 1)[0].strip()
    first = section.split("\n\n")[0]   # its definition; links to other pages as text
    first = re.sub(r"\[([^\]\[\n]*)\]\(([^):\s]*)\)", r"\1", first)
    assert r["help"]["markdown"].startswith(first), (r["id"], r["help"]["markdown"][:200])
    assert "**Fix**" in r["help"]["markdown"] and r["help"]["text"], r["id"]
    assert "pathsim-suppress " + r["id"] in r["help"]["markdown"], r["id"]
    sev = r["properties"]["security-severity"]
    assert 0.0 < float(sev) <= 10.0, (r["id"], sev)
    assert any(t.startswith("external/cwe/") for t in r["properties"]["tags"]), r["id"]
PY
/usr/bin/python3 "$SRC/tests/reports/check_sarif.py" "$SRC/tests/schemas/sarif-schema-2.1.0.json" elsewhere/a.sarif > /dev/null ||
  fail "the SARIF file does not validate"

# 2b. URIs are relative to the repository holding the sources (the
#     directory with .git above them), from any directory, so that code
#     scanning places them without --source-root.
mkdir -p repo/.git repo/src/core
cp proj/src/main.c repo/src/core/main.c
(cd elsewhere && "$PATHSIM" analyze "$WORK/repo/src/core/main.c" --db repo.db --quiet --sarif repo.sarif > /dev/null 2>&1)
[ "$(uris_of elsewhere/repo.sarif)" = "SRCROOT src/core/main.c" ] ||
  fail "analyze --sarif is not relative to the repository: $(uris_of elsewhere/repo.sarif)"
(cd / && "$PATHSIM" reports sarif --db "$WORK/elsewhere/repo.db" -o "$WORK/repo2.sarif" > /dev/null 2>&1)
[ "$(uris_of repo2.sarif)" = "SRCROOT src/core/main.c" ] ||
  fail "reports sarif is not relative to the repository: $(uris_of repo2.sarif)"
grep -q "\"uri\": \"file://$WORK/repo/\"" repo2.sarif || fail "SRCROOT is not the repository: $(grep -A2 SRCROOT repo2.sarif)"

# 3. reports show with an id that is not a number: one clear line, status 2.
"$PATHSIM" reports show abc --db elsewhere/r.db > out.txt 2> err.txt
expect_status 2 $? "reports show abc"
[ "$(wc -l < err.txt)" = 1 ] && grep -q "'abc' is not a warning id" err.txt ||
  fail "reports show abc: not one clear line: $(cat err.txt)"
"$PATHSIM" reports show 999 --db elsewhere/r.db > out.txt 2> err.txt
expect_status 2 $? "reports show 999"
grep -q "no warning 999" err.txt || fail "reports show 999: $(cat err.txt)"

# 4. reports prune --keep N: the N most recent finished runs stay whole, a
#    run still running is never removed, the file is compacted; bad N, a
#    locked store and a damaged one are clear errors and remove nothing.
for I in 1 2 3 4; do
  "$PATHSIM" analyze "$PROJ/src/main.c" --db p.db --quiet > /dev/null 2>&1
done
"$PATHSIM" analyze "$PROJ/lib/util.c" --db p.db --quiet > /dev/null 2>&1
# A run begun on another machine sharing the file: pathsim cannot tell
# whether it is still at work, so it stays `running`.
/usr/bin/python3 - p.db <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("INSERT INTO warn_runs (started_at, command_line, settings, "
          "tool_version, state, pid, pid_start, host) VALUES ("
          "'2026-01-01T00:00:00Z', 'pathsim analyze', '{}', '0', 'running', "
          "1, 1, 'another-machine')")
c.commit()
PY
"$PATHSIM" reports list --db p.db --run 4 > kept4.before 2>&1
"$PATHSIM" reports show 4 --db p.db --no-source > show4.before 2>&1
"$PATHSIM" reports list --db p.db --run 5 > kept5.before 2>&1
grep -q "dereferencing NULL pointer 'p'" show4.before || fail "reports show 4: $(cat show4.before)"
for BAD in 0 -1 two 1.5 ''; do
  cp p.db bad.copy
  "$PATHSIM" reports prune --keep "$BAD" --db p.db > out.txt 2> err.txt
  expect_status 2 $? "reports prune --keep '$BAD'"
  grep -q "^pathsim reports prune: --keep '$BAD' is not a number of runs to keep: give a whole number, 1 or more" err.txt ||
    fail "reports prune --keep '$BAD': $(cat err.txt)"
  cmp -s p.db bad.copy || fail "reports prune --keep '$BAD' changed the store"
done
"$PATHSIM" reports prune --db p.db > out.txt 2> err.txt
expect_status 2 $? "reports prune without --keep"
grep -q "say how many runs to keep: --keep N" err.txt || fail "reports prune without --keep: $(cat err.txt)"
"$PATHSIM" reports prune --keep 2 --db p.db > out.txt 2> err.txt
expect_status 0 $? "reports prune --keep 2"
grep -qx "removed 3 runs (1, 2, 3) and their 3 warnings; kept 2 runs (4, 5); 1 run still running, never removed: 6" out.txt ||
  fail "reports prune --keep 2 said: $(cat out.txt err.txt)"
grep -q "^compacted 'p.db': " out.txt || fail "reports prune did not compact: $(cat out.txt)"
[ "$(/usr/bin/python3 -c "import sqlite3; print(sqlite3.connect('p.db').execute('PRAGMA freelist_count').fetchone()[0])")" = 0 ] ||
  fail "reports prune left free pages in the file"
"$PATHSIM" reports runs --db p.db > runs.txt 2>&1
[ "$(awk 'NR > 1 && $1 ~ /^[0-9]+$/ {print $1 "-" $3}' runs.txt | tr '\n' ' ')" = "4-complete 5-complete 6-running " ] ||
  fail "runs after reports prune --keep 2: $(cat runs.txt)"
"$PATHSIM" reports list --db p.db --run 4 > kept4.after 2>&1
"$PATHSIM" reports show 4 --db p.db --no-source > show4.after 2>&1
"$PATHSIM" reports list --db p.db --run 5 > kept5.after 2>&1
cmp -s kept4.before kept4.after && cmp -s kept5.before kept5.after && cmp -s show4.before show4.after ||
  fail "reports prune changed a kept run: $(diff kept4.before kept4.after; diff show4.before show4.after)"
"$PATHSIM" reports list --db p.db --run 3 > out.txt 2> err.txt
expect_status 2 $? "reports list of a pruned run"
# No row of a removed run is left, nor a file only they named.
/usr/bin/python3 - p.db <<'PY' || fail "rows of removed runs are left"
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
for t in ("warn_functions", "warn_warnings", "warn_run_units", "warn_run_files"):
    assert c.execute(f"SELECT COUNT(*) FROM {t} WHERE run_id < 4").fetchone()[0] == 0, t
for t in ("warn_notes", "warn_steps", "warn_conditions", "warn_models"):
    assert c.execute(f"SELECT COUNT(*) FROM {t} WHERE warning_id NOT IN "
                     "(SELECT id FROM warn_warnings)").fetchone()[0] == 0, t
assert c.execute("SELECT COUNT(*) FROM warn_steps").fetchone()[0] > 0
assert c.execute("SELECT COUNT(*) FROM model_functions").fetchone()[0] == 2
PY
"$PATHSIM" reports prune --keep 5 --db p.db > out.txt 2>&1
expect_status 0 $? "reports prune --keep 5"
grep -q "^nothing to remove: 'p.db' holds 2 runs (4, 5); 1 run still running, never removed: 6$" out.txt ||
  fail "reports prune with nothing to remove: $(cat out.txt)"
# Locked by another process: it waits --db-timeout, says so, removes nothing.
cp p.db p.copy
lock_exclusively p.db
timeout 60 "$PATHSIM" reports prune --keep 1 --db p.db --db-timeout 1 > out.txt 2> err.txt
expect_status 2 $? "reports prune on a locked store"
grep -q "database 'p.db' is locked by another process (waited 1 s)" err.txt ||
  fail "reports prune on a locked store: $(cat err.txt)"
kill $HOLDER 2> /dev/null
wait $HOLDER 2> /dev/null
cmp -s p.db p.copy || fail "reports prune on a locked store changed it"
# A damaged page: the check before removing anything finds it.
/usr/bin/python3 - p.db <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
page = c.execute("SELECT rootpage FROM sqlite_master WHERE name = 'warn_steps'").fetchone()[0]
size = c.execute("PRAGMA page_size").fetchone()[0]
c.close()
with open(sys.argv[1], "r+b") as f:
    f.seek((page - 1) * size)
    f.write(b"\xa5" * size)
PY
cp p.db p.copy
"$PATHSIM" reports prune --keep 1 --db p.db > out.txt 2> err.txt
expect_status 2 $? "reports prune on a damaged store"
grep -q "^pathsim: database 'p.db' is corrupt (.*); nothing was removed$" err.txt ||
  fail "reports prune on a damaged store: $(cat err.txt)"
cmp -s p.db p.copy || fail "reports prune changed a damaged store"

# 5. mismatched-dealloc (new released with free): a SARIF result of its own
#    rule, tagged CWE-762, and in the HTML report's counts and page.
cat > mismatched.cpp <<'C'
#include <cstdlib>
void wrong(void) {
  int *p = new int(1);
  std::free(p);
}
void right(void) {
  int *p = new int(1);
  delete p;
}
C
"$PATHSIM" analyze mismatched.cpp --db mm.db --quiet --sarif mm.sarif > /dev/null 2>&1
expect_status 0 $? "analyze mismatched.cpp"
/usr/bin/python3 - mm.sarif <<'PY' || fail "mismatched-dealloc in SARIF"
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
tags = rules["mismatched-dealloc"]["properties"]["tags"]
assert "external/cwe/cwe-762" in tags, tags
results = [(r["ruleId"], r["locations"][0]["physicalLocation"]["region"]["startLine"],
            r["message"]["text"]) for r in run["results"]]
assert results == [("mismatched-dealloc", 4,
                    "memory 'p' must be released with 'delete', not 'free'")], results
PY
"$PATHSIM" reports html --db mm.db -o mm-html > /dev/null 2>&1
expect_status 0 $? "reports html of mismatched.cpp"
grep -q 'data-kind="mismatched-dealloc" data-rank="certain">1<' mm-html/index.html ||
  fail "the HTML index does not count the mismatched-dealloc warning"
grep -q "must be released with &#39;delete&#39;, not &#39;free&#39;" mm-html/w1.html &&
  grep -q "mismatched-dealloc" mm-html/w1.html ||
  fail "the HTML page of the mismatched-dealloc warning: $(grep -c . mm-html/w1.html) lines"

# 6. One rank everywhere: every report of a run shows each warning's rank and
#    takes --rank, by default the run's (analyze's default: likely), so that
#    analyze, list, diff, sarif, html and baseline agree; show states it.
cat > rank.c <<'C'
struct obj { int type; void *data; };
void *as_data(struct obj *o) { return o->type == 7 ? o->data : 0; }
int first(struct obj *o) { int *p = as_data(o); return *p; }
int zero(int x) { int d = 0; return x / d; }
C
"$PATHSIM" analyze rank.c --db rank.db --sarif analyze.sarif > out.txt 2> err.txt
expect_status 0 $? "analyze rank.c"
[ "$(grep -c ': warning: ' out.txt)" = 1 ] || fail "analyze rank.c: not one warning shown: $(cat out.txt)"
"$PATHSIM" reports sarif --db rank.db -o reports.sarif > out.txt 2>&1
grep -q "^wrote 1 result of run 1 (certain and likely warnings) to reports.sarif; 1 below --rank likely not written (--rank possible writes them)$" out.txt ||
  fail "reports sarif at the default rank: $(cat out.txt)"
# results: ruleId, rank and line of each result of SARIF file $1.
results_of() {
  /usr/bin/python3 - "$1" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["runs"][0]["results"]:
    print(r["ruleId"], r["properties"]["rank"], r["locations"][0]["physicalLocation"]["region"]["startLine"])
PY
}
[ "$(results_of analyze.sarif)" = "div-zero certain 4" ] ||
  fail "analyze --sarif: $(results_of analyze.sarif)"
[ "$(results_of reports.sarif)" = "$(results_of analyze.sarif)" ] ||
  fail "reports sarif and analyze --sarif differ: $(results_of reports.sarif)"
"$PATHSIM" reports list --db rank.db > out.txt 2>&1
grep -q "^ *ID  KIND  *RANK  *LOCATION" out.txt && grep -q "div-zero  *certain  *rank.c:4:" out.txt ||
  fail "reports list has no rank column: $(cat out.txt)"
! grep -q "null-deref" out.txt || fail "reports list shows a possible warning by default: $(cat out.txt)"
grep -q "^1 warning in run 1; 1 below --rank likely not shown (--rank possible shows them)$" out.txt ||
  fail "reports list does not count the warnings below the rank: $(cat out.txt)"
"$PATHSIM" reports list --db rank.db --rank possible --format json > out.json 2>&1
/usr/bin/python3 - out.json <<'PY' || fail "reports list --rank possible --format json: $(cat out.json)"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["rank"] == "possible" and d["below_rank"] == 0, d
assert sorted((w["kind"], w["rank"]) for w in d["warnings"]) == [("div-zero", "certain"), ("null-deref", "possible")], d
PY
"$PATHSIM" reports list --db rank.db --rank certain > out.txt 2>&1
grep -q "^1 warning in run 1; 1 below --rank certain" out.txt || fail "reports list --rank certain: $(cat out.txt)"
"$PATHSIM" reports list --db rank.db --rank sure > out.txt 2>&1
expect_status 2 $? "reports list --rank sure"
grep -q "'sure' is not one of certain|likely|possible" out.txt || fail "reports list --rank sure: $(cat out.txt)"
NULLID=$("$PATHSIM" reports list --db rank.db --rank possible --kind null-deref --format json |
  /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["warnings"][0]["id"])')
"$PATHSIM" reports show "$NULLID" --db rank.db --no-source > out.txt 2>&1
grep -q "^warning $NULLID of run 1 \[null-deref, possible\]; fingerprint" out.txt &&
  grep -q "^note: its rank, possible, is below --rank likely" out.txt ||
  fail "reports show does not state the rank: $(head -3 out.txt)"
"$PATHSIM" reports show "$NULLID" --db rank.db --no-source --rank possible > out.txt 2>&1
! grep -q "below --rank" out.txt || fail "reports show --rank possible: $(head -3 out.txt)"
"$PATHSIM" reports baseline --db rank.db -o - > base.txt 2> /dev/null
[ "$(grep -vc '^#' base.txt)" = 1 ] && grep -q "div-zero certain rank.c:4:" base.txt ||
  fail "reports baseline at the default rank: $(cat base.txt)"
"$PATHSIM" reports baseline --db rank.db --rank possible -o - 2> /dev/null | grep -q "null-deref possible" ||
  fail "reports baseline --rank possible"
"$PATHSIM" reports html --db rank.db -o rank-html > out.txt 2>&1
grep -q "^wrote 1 warning page of run 1 (certain and likely warnings; 1 below --rank likely not written" out.txt ||
  fail "reports html at the default rank: $(cat out.txt)"
! grep -q "null-deref" rank-html/index.html || fail "reports html shows a possible warning by default"
"$PATHSIM" reports html --db rank.db -o rank-html2 --rank possible > /dev/null 2>&1
grep -q "null-deref" rank-html2/index.html || fail "reports html --rank possible"
# A run analyzed with --rank possible is reported at that rank by default.
"$PATHSIM" analyze rank.c --db rank.db --rank possible --sarif analyze2.sarif > /dev/null 2>&1
"$PATHSIM" reports sarif --db rank.db -o reports2.sarif > /dev/null 2>&1
[ "$(results_of reports2.sarif)" = "$(results_of analyze2.sarif)" ] && [ "$(results_of reports2.sarif | wc -l)" = 2 ] ||
  fail "reports sarif of a run analyzed --rank possible: $(results_of reports2.sarif)"
"$PATHSIM" reports diff 1 2 --db rank.db > out.txt 2>&1
grep -q "^run 1 -> run 2: 0 new, 0 fixed, 2 unchanged (warnings of every rank)$" out.txt ||
  fail "reports diff at run 2's rank: $(cat out.txt)"
"$PATHSIM" reports diff 2 1 --db rank.db > out.txt 2>&1
grep -q "^run 2 -> run 1: 0 new, 0 fixed, 1 unchanged (certain and likely warnings)$" out.txt &&
  grep -q "^note: below --rank likely, not compared: 1 warning of run 2 and 1 of run 1" out.txt ||
  fail "reports diff at run 1's rank: $(cat out.txt)"
"$PATHSIM" reports diff 1 2 --db rank.db --rank likely --format json > out.json 2>&1
/usr/bin/python3 - out.json <<'PY' || fail "reports diff --rank likely --format json: $(cat out.json)"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["rank"] == "likely" and d["below_rank_a"] == 1 and d["below_rank_b"] == 1, d
assert not d["new"] and [w["rank"] for w in d["unchanged"]] == ["certain"], d
PY

# 7. Unknown names exit 2 in every command, with the nearest known one;
#    docs/reports.md has a heading for every reports command.
"$PATHSIM" models show as_dat --db rank.db > out.txt 2>&1
expect_status 2 $? "models show of an unknown function"
grep -q "no stored model of a function named 'as_dat' in 'rank.db'; did you mean 'as_data'?" out.txt ||
  fail "models show of an unknown function: $(cat out.txt)"
"$PATHSIM" models check none.mdl > out.txt 2>&1
expect_status 2 $? "models check of a file that does not exist"
"$PATHSIM" reports show 999 --db rank.db > /dev/null 2>&1
expect_status 2 $? "reports show of an unknown warning"
"$PATHSIM" reports list --run 99 --db rank.db > /dev/null 2>&1
expect_status 2 $? "reports list of an unknown run"
"$PATHSIM" reports list --kind nul-deref --db rank.db > /dev/null 2>&1
expect_status 2 $? "reports list of an unknown kind"
"$PATHSIM" reports lsit --db rank.db > out.txt 2>&1
expect_status 2 $? "a misspelled reports action"
grep -q "^pathsim reports: missing or unknown action 'lsit'; did you mean 'list'? Try 'pathsim reports --help'$" out.txt ||
  fail "a misspelled action: $(cat out.txt)"
"$PATHSIM" analyse x.c > out.txt 2>&1
expect_status 2 $? "a misspelled command"
grep -q "^pathsim: unknown command 'analyse'; did you mean 'analyze'? Try 'pathsim --help'$" out.txt ||
  fail "a misspelled command: $(cat out.txt)"
# Every other command and option that names one thing: a run, a warning, a
# function, a kind, a rank, a file to read, a database to read.
while IFS='|' read -r WHAT ARGS; do
  # shellcheck disable=SC2086
  timeout 60 "$PATHSIM" $ARGS > out.txt 2>&1 < /dev/null
  expect_status 2 $? "$WHAT ($ARGS)"
done <<'CASES'
reports show of an id that is no number|reports show abc --db rank.db
reports diff to an unknown run|reports diff 1 99 --db rank.db
reports sarif of an unknown run|reports sarif --run 99 -o - --db rank.db
reports html of an unknown run|reports html --run 99 -o html99 --db rank.db
reports baseline of an unknown run|reports baseline --run 99 -o - --db rank.db
reports not-analyzed of an unknown run|reports not-analyzed --run 99 --db rank.db
reports review of an unknown warning|reports review 99999 --status confirmed --db rank.db
reports list of an unknown rank|reports list --rank sure --db rank.db
reports import of a missing file|reports import none.db --db imported.db
models export of an unknown function|models export --function as_dat -o exported --db rank.db
models fmt of a missing file|models fmt none.mdl
models of an unknown action|models shwo as_data --db rank.db
analyze of a missing file|analyze none.c --db none.db
analyze of an unknown check|analyze rank.c --checks=nul-deref --db none.db
analyze of an unknown rank|analyze rank.c --rank sure --db none.db
serve of a missing database|serve --db none.db --port 0
CASES
for ACTION in $("$PATHSIM" reports --help | sed -n 's/^  reports \([a-z-]*\) .*/\1/p'); do
  grep -q "^### \`pathsim reports $ACTION[ \`]" "$SRC/docs/reports.md" ||
    fail "docs/reports.md has no heading for 'reports $ACTION'"
done

# 8. Review statuses (item 2 of issue 26): a warning marked false-positive
#    stays so in the next runs (by its fingerprint): analyze and
#    --fail-on-warnings leave it out, list hides it unless --all and shows
#    the comment, SARIF carries it as an accepted external suppression.
"$PATHSIM" analyze rank.c --db review.db --progress=none --fail-on-warnings > /dev/null 2>&1
expect_status 1 $? "analyze --fail-on-warnings before the review"
DIVID=$("$PATHSIM" reports list --db review.db --kind div-zero --format json |
  /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["warnings"][0]["id"])')
"$PATHSIM" reports review "$DIVID" --db review.db --status false-positve > out.txt 2>&1
expect_status 2 $? "reports review with a misspelled status"
grep -q "unknown status 'false-positve'; did you mean 'false-positive'?" out.txt || fail "a misspelled status: $(cat out.txt)"
USER=alice "$PATHSIM" reports review "$DIVID" --db review.db --status false-positive --comment "d is set by the caller" > out.txt 2>&1
expect_status 0 $? "reports review"
grep -q "false-positive by alice, in every run" out.txt || fail "reports review: $(cat out.txt)"
"$PATHSIM" analyze rank.c --db review.db --progress=none --fail-on-warnings --sarif review.sarif > out.txt 2> err.txt
expect_status 0 $? "analyze --fail-on-warnings after the review"
! grep -q "div-zero" out.txt || fail "analyze prints a warning reviewed false-positive: $(cat out.txt)"
grep -q "not shown: 1 reviewed false-positive or intentional" err.txt || fail "the summary does not count it: $(cat err.txt)"
/usr/bin/python3 - review.sarif <<'PY' || fail "the review in SARIF"
import json, sys
[r] = json.load(open(sys.argv[1]))["runs"][0]["results"]
assert r["suppressions"] == [{"kind": "external", "status": "accepted",
    "justification": r["suppressions"][0]["justification"]}], r["suppressions"]
assert r["suppressions"][0]["justification"].startswith("false-positive: d is set by the caller (alice, "), r
PY
"$PATHSIM" reports list --db review.db > out.txt 2>&1
grep -q "^0 warnings in run 2; 1 reviewed false-positive or intentional not shown (--all shows them)" out.txt ||
  fail "reports list shows a false positive: $(cat out.txt)"
"$PATHSIM" reports list --db review.db --all > out.txt 2>&1
grep -q "div-zero .*(false-positive: d is set by the caller)$" out.txt || fail "reports list --all: $(cat out.txt)"
"$PATHSIM" reports list --db review.db --run 1 --all --format json | grep -q '"review": "false-positive"' ||
  fail "the review does not apply to the earlier run"
"$PATHSIM" reports review "$DIVID" --db review.db --status unreviewed > /dev/null 2>&1
"$PATHSIM" analyze rank.c --db review.db --progress=none --fail-on-warnings > /dev/null 2>&1
expect_status 1 $? "analyze --fail-on-warnings once the review is removed"

# 9. The store's size (issue 26, item 8): reports runs says what each run
#    holds (SIZE; JSON stored_bytes) and what the database takes; a run of
#    more warnings holds more.
"$PATHSIM" analyze "$PROJ/src/main.c" --db size.db --progress=none > /dev/null 2>&1
"$PATHSIM" analyze "$PROJ/src/main.c" "$PROJ/lib/util.c" rank.c --db size.db --progress=none > /dev/null 2>&1
"$PATHSIM" reports runs --db size.db > out.txt 2>&1
expect_status 0 $? "reports runs"
grep -q "^  RUN  STARTED (UTC)  .*  SUPPRESSED       SIZE  COMMAND$" out.txt || fail "reports runs has no SIZE column: $(cat out.txt)"
grep -Eq "^    1  .*  [0-9.]+ (B|KiB)  pathsim analyze" out.txt || fail "reports runs shows no size of run 1: $(cat out.txt)"
KIB=$(( $(stat -c %s size.db) / 1024 ))  # (a file of 4 KiB pages)
grep -q "^database 'size.db': $KIB\.0 KiB; the 2 runs listed hold [0-9.]* KiB (SIZE); the rest is mostly the automatic models and compiled units 'pathsim analyze' reuses$" out.txt ||
  fail "reports runs does not say what the database takes ($(stat -c %s size.db) bytes): $(tail -1 out.txt)"
"$PATHSIM" reports runs --db size.db --format json | /usr/bin/python3 -c '
import json, sys
one, two = json.load(sys.stdin)
assert 0 < one["stored_bytes"] < two["stored_bytes"], (one["stored_bytes"], two["stored_bytes"])
' || fail "reports runs --format json: stored_bytes"

exit $FAILED
