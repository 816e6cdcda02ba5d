#!/usr/bin/env python3
"""pathsim on pathological units (generate.py), with the default limits.

For one case, or "all" (every unit in one run): the exit status is 0; no
crash text; every function the unit defines is accounted for in the stored
run, analyzed or named on stderr as not analyzed (never skipped without a
word); the run is stored complete, or partial exactly when some function was
not analyzed; no function ran past the default time limit (10 s); and the
whole run ended in bounded time.

Usage: robustness_test.py PATHSIM CASE
"""
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402

PATHSIM, CASE = sys.argv[1], sys.argv[2]
DEFAULT_TIMEOUT = 10  # --function-timeout's default
# Constructs the simulator runs: never 'unsupported'.
SIMULATED = {"interpret": "a computed goto (a choice among its labels)"}
failed = False


def fail(what):
    global failed
    failed = True
    print("FAIL: %s: %s" % (CASE, what), flush=True)


work = tempfile.mkdtemp()
try:
    cases = list(generate.CASES) if CASE == "all" else [CASE]
    files, functions = [], []
    for c in cases:
        name, defined = generate.write(work, c)
        files.append(name)
        functions += defined
    start = time.monotonic()
    p = subprocess.run([PATHSIM, "analyze"] + files + ["--db", "run.db"],
                       cwd=work, capture_output=True, text=True, timeout=1200)
    seconds = time.monotonic() - start
    print("%s: %d functions, exit status %d, %.1f s" % (CASE, len(functions),
                                                         p.returncode, seconds))
    if p.returncode != 0:
        fail("exit status %d: %s" % (p.returncode, p.stderr[-2000:]))
    for crash in ("Assertion", "LLVM ERROR", "PLEASE submit", "Stack dump",
                  "terminate called", "Segmentation"):
        if crash in p.stderr or crash in p.stdout:
            fail("crash text %r on output" % crash)
    db = sqlite3.connect(os.path.join(work, "run.db"))
    (run, state), = db.execute("SELECT id, state FROM warn_runs").fetchall()
    stored = db.execute("SELECT name, analyzed, termination, seconds FROM warn_functions "
                        "WHERE run_id = ?", (run,)).fetchall()
    names = [r[0] for r in stored]
    for fn in functions:
        if fn not in names:
            fail("'%s' is not accounted for in the run" % fn)
    not_analyzed = [r for r in stored if not r[1]]
    for name, _, termination, _ in not_analyzed:
        if "'%s' was not analyzed" % name not in p.stderr:
            fail("'%s' was not analyzed (%s) without a note saying so"
                 % (name, termination))
        print("  named as not analyzed: %s (%s)" % (name, termination))
        if name in SIMULATED and termination == "unsupported":
            fail("'%s' is unsupported: %s is simulated" % (name, SIMULATED[name]))
    expected = "partial" if not_analyzed else "complete"
    if state != expected:
        fail("the run is %s, expected %s" % (state, expected))
    for name, _, termination, secs in stored:
        if secs > DEFAULT_TIMEOUT + 1:
            fail("'%s' ran %.1f s, past the default time limit" % (name, secs))
    if seconds > 300:
        fail("the run took %.0f s" % seconds)
finally:
    shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failed else 0)
