#!/usr/bin/env bash
# The `pathsim reports` commands end to end on the fixture's store.
# Usage: cli_test.sh PATHSIM REPORTS_FIXTURE
set -u
pathsim=$1 fixture=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail=0
check() { # check NAME EXPECTED-STATUS GREP-PATTERN -- COMMAND...
  local name=$1 want=$2 pattern=$3; shift 4
  local out status
  out=$("$@" 2>&1); status=$?
  if [ "$status" != "$want" ]; then
    echo "FAIL $name: exit $status, want $want"; echo "$out"; fail=1
  elif [ -n "$pattern" ] && ! grep -qE -- "$pattern" <<<"$out"; then
    echo "FAIL $name: no /$pattern/ in:"; echo "$out"; fail=1
  else
    echo "ok   $name"
  fi
}

for cmd in list show runs diff not-analyzed sarif html baseline; do
  check "help $cmd" 0 "USAGE: pathsim reports $cmd" -- "$pathsim" reports $cmd --help
done
check "top-level help lists reports" 0 "reports baseline" -- "$pathsim" --help
check "missing db" 2 "no warning store 'pathsim.db'" -- "$pathsim" reports list
check "unknown option" 2 "" -- "$pathsim" reports list --bogus

"$fixture" "$work" || { echo "FAIL fixture"; exit 1; }
check "runs marks the dead run failed" 0 "3 +[0-9TZ:-]+ +failed" -- "$pathsim" reports runs
check "list: latest complete run" 0 "1 warning in run 2; 1 suppressed not shown" -- "$pathsim" reports list
check "list --all" 0 "null-deref .*\(suppressed\)" -- "$pathsim" reports list --all
check "list --run 1 --kind leak" 0 "leak +likely +example1.c:11:9 +f +leaking memory" -- "$pathsim" reports list --run 1 --kind leak
check "list bad kind" 2 "unknown kind 'nope'; kinds are: uninit-use" -- "$pathsim" reports list --kind nope
check "list --file glob" 0 "0 warnings in run 1" -- "$pathsim" reports list --run 1 --file '*.cpp'
check "list --function glob" 0 "2 warnings in run 1" -- "$pathsim" reports list --run 1 --function 'f*'
check "list json" 0 '"fingerprint": "[0-9a-f]{32}"' -- "$pathsim" reports list --format json
check "list missing run" 2 "no run 9 in database" -- "$pathsim" reports list --run 9
check "show" 0 "Path includes 4 statements on the following lines: 8 9 10 11" -- "$pathsim" reports show 1
check "show source" 0 "4    11>\|         return NULL;" -- "$pathsim" reports show 1
check "show missing" 2 "no warning 99" -- "$pathsim" reports show 99
check "diff" 0 "run 1 -> run 2: 0 new, 1 fixed, 1 unchanged" -- "$pathsim" reports diff 1 2
check "diff --all" 0 "new +[0-9]+ +null-deref" -- "$pathsim" reports diff 1 2 --all
check "diff json" 0 '"fixed": \[' -- "$pathsim" reports diff 1 2 --format json
check "sarif" 0 "wrote 2 results of run 2" -- "$pathsim" reports sarif -o out.sarif
check "sarif content" 0 '"ruleId": "null-deref"' -- cat out.sarif
check "sarif needs -o" 2 "" -- "$pathsim" reports sarif
check "html" 0 "open site/index.html" -- "$pathsim" reports html -o site
check "html pages" 0 "" -- test -f site/index.html -a -f site/pathsim.js
check "baseline" 0 "wrote 2 fingerprints of run 2" -- "$pathsim" reports baseline -o base.txt
check "baseline file" 0 "^# pathsim baseline v1" -- cat base.txt

echo "not a database" > bad.db
check "not sqlite" 2 "'bad.db' is not a database" -- "$pathsim" reports list --db bad.db
exit $fail
