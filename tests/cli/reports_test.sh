#!/usr/bin/env bash
# What `pathsim reports` and the SARIF log give a team: URIs relative to the
# project's root wherever the command runs from, rules that link to
# docs/checks.md, clear errors for a bad run id, pruning old runs.
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

# 2. The rules: a helpUri into docs/checks.md (which has the section), a
#    security-severity for each CWE, no placeholder URI, no internal rule.
/usr/bin/python3 - elsewhere/a.sarif <<'PY' || fail "the SARIF rules"
import json, sys, urllib.parse, urllib.request
driver = json.load(open(sys.argv[1]))["runs"][0]["tool"]["driver"]
assert "informationUri" not in driver, "a placeholder informationUri"
ids = [r["id"] for r in driver["rules"]]
assert "debug-eval" not in ids, "the internal debug rule"
assert "null-deref" in ids and "leak" in ids, ids
for r in driver["rules"]:
    uri = r.get("helpUri", "")
    assert uri.startswith("file:///") and uri.endswith("/checks.md#" + r["id"]), (r["id"], uri)
    doc = urllib.parse.unquote(uri[len("file://"):].split("#")[0])
    assert ("\n## %s\n" % r["id"]) in open(doc).read(), (doc, r["id"])
    sev = r["properties"]["security-severity"]
    assert 0.0 < float(sev) <= 10.0, (r["id"], sev)
    assert any(t.startswith("external/cwe/") for t in r["properties"]["tags"]), r["id"]
PY
/usr/bin/python3 "$SRC/tests/reports/check_sarif.py" "$SRC/tests/schemas/sarif-schema-2.1.0.json" elsewhere/a.sarif > /dev/null ||
  fail "the SARIF file does not validate"

# 3. reports show with an id that is not a number: one clear line, status 2.
"$PATHSIM" reports show abc --db elsewhere/r.db > out.txt 2> err.txt
expect_status 2 $? "reports show abc"
[ "$(wc -l < err.txt)" = 1 ] && grep -q "'abc' is not a warning id" err.txt ||
  fail "reports show abc: not one clear line: $(cat err.txt)"
"$PATHSIM" reports show 999 --db elsewhere/r.db > out.txt 2> err.txt
expect_status 2 $? "reports show 999"
grep -q "no warning 999" err.txt || fail "reports show 999: $(cat err.txt)"

exit $FAILED
