#!/usr/bin/env python3
"""The store under fault injection, the way SQLite proves itself.

A real run of a small project is repeated with its N-th database write
failing, for every N from the first write to the last (pathsim_faults counts
them; see FaultHooks.cpp), once with that write alone failing (an I/O error)
and once with it and every later one failing (a full disk). After each:
the process ended with a message, not a crash; every database file passes
PRAGMA integrity_check; the run before is intact; no run is left `running`
and a failed run has nothing of it stored (whole or not at all); a run
written beside the database imports whole; and the next run works and finds
the same warnings.

Usage: store_faults.py PATHSIM_FAULTS SOURCE_DIR
"""
import concurrent.futures
import glob
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from faults_common import integrity, rows, warnings_of  # noqa: E402
import faults_common  # noqa: E402

PATHSIM, SRC = sys.argv[1], sys.argv[2]


def pathsim(args, cwd, **env):
    return faults_common.pathsim(PATHSIM, args, cwd, **env)


def run_of(db, run):
    """Everything stored of one run, to compare before and after."""
    tables = {
        "run": "SELECT id, started_at, ended_at, state, reason FROM warn_runs WHERE id = ?",
        "functions": "SELECT name, termination, paths, analyzed FROM warn_functions "
                     "WHERE run_id = ? ORDER BY id",
        "warnings": "SELECT id, kind, message, line, col, fingerprint FROM warn_warnings "
                    "WHERE run_id = ? ORDER BY id",
        "steps": "SELECT s.warning_id, s.seq, s.text FROM warn_steps s JOIN warn_warnings w "
                 "ON w.id = s.warning_id WHERE w.run_id = ? ORDER BY 1, 2",
        "units": "SELECT file_id, state FROM warn_run_units WHERE run_id = ? ORDER BY 1",
    }
    return {name: rows(db, sql, run) for name, sql in tables.items()}


def check(work, writes, before, expected, persist, n):
    """One run whose n-th write fails, in a directory of its own; returns
    the problems found."""
    problems = []
    where = "write %d of %d (%s)" % (n, writes, "disk full" if persist else "I/O error")
    here = os.path.join(work, "%s-%d" % ("full" if persist else "io", n))
    os.mkdir(here)
    shutil.copy(os.path.join(work, "example1.c"), here)
    shutil.copy(os.path.join(work, "base.db"), os.path.join(here, "work.db"))
    db = os.path.join(here, "work.db")
    env = {"PATHSIM_FAULT_WRITE": n}
    if persist:
        env["PATHSIM_FAULT_PERSIST"] = 1
    code, _, err = pathsim(["analyze", "example1.c", "--db", "work.db"], here, **env)
    # A message, never a crash.
    if code not in (0, 2):
        problems.append("%s: exit status %d: %s" % (where, code, err))
    messages = [l for l in err.splitlines() if l.startswith("pathsim analyze:")]
    if code == 2 and not messages:
        problems.append("%s: status 2 without a message: %s" % (where, err))
    for line in messages:
        if "database '" not in line and "merge it" not in line and "not stored" not in line:
            problems.append("%s: a message that names no database: %s" % (where, line))
        if persist and "database '" in line and "disk is full" not in line:
            problems.append("%s: a full disk is not said: %s" % (where, line))
    # Every file whole, the run before intact.
    beside = sorted(glob.glob(os.path.join(here, "work.run*.db")))
    for f in [db] + beside:
        if not integrity(f):
            problems.append("%s: %s fails PRAGMA integrity_check" % (where, f))
    if run_of(db, 1) != before:
        problems.append("%s: the run before was changed" % where)
    # The failed run is marked (by the next open, if it could not mark
    # itself): none is left running, and it is stored whole or not at all.
    code2, _, err2 = pathsim(["reports", "runs", "--db", "work.db"], here)
    states = dict(rows(db, "SELECT id, state FROM warn_runs"))
    if code2 != 0 or "running" in states.values():
        problems.append("%s: a run is left running: %s %s" % (where, states, err2))
    if states.get(2) == "failed":
        stored = run_of(db, 2)
        if not stored["run"][0][4]:
            problems.append("%s: run 2 failed without a reason" % where)
        if stored["functions"] or stored["warnings"] or stored["units"]:
            problems.append("%s: run 2 failed with part of it stored" % where)
    elif 2 in states and warnings_of(db, 2) != expected:
        problems.append("%s: run 2 is %s but its warnings differ" % (where, states[2]))
    if beside and "merge it" not in err:
        problems.append("%s: a database was written beside without saying so" % where)
    # What was written beside imports whole, under the run's id.
    for f in beside:
        code3, out3, err3 = pathsim(["reports", "import", f, "--db", "work.db"], here)
        if code3 != 0 or warnings_of(db, 2) != expected:
            problems.append("%s: importing %s: %s%s" % (where, f, out3, err3))
    # The next run works, and finds the same.
    code4, _, err4 = pathsim(["analyze", "example1.c", "--db", "work.db"], here)
    last = max(rows(db, "SELECT id FROM warn_runs"))[0]
    if code4 != 0 or warnings_of(db, last) != expected or \
            rows(db, "SELECT state FROM warn_runs WHERE id = ?", last) != [("complete",)]:
        problems.append("%s: the next run: status %d: %s" % (where, code4, err4))
    if not integrity(db):
        problems.append("%s: the next run leaves work.db damaged" % where)
    shutil.rmtree(here, ignore_errors=True)
    return problems


def main():
    failed = False
    work = tempfile.mkdtemp()
    try:
        shutil.copy(os.path.join(SRC, "examples", "example1.c"), work)
        # The store holds a first run; the run under test is the second.
        code, _, err = pathsim(["analyze", "example1.c", "--db", "base.db"], work)
        if code != 0:
            sys.exit("FAIL: the first run: " + err)
        base = os.path.join(work, "base.db")
        before = run_of(base, 1)
        shutil.copy(base, os.path.join(work, "clean.db"))
        code, _, err = pathsim(["analyze", "example1.c", "--db", "clean.db"], work,
                               PATHSIM_FAULT_COUNT=os.path.join(work, "count.txt"))
        writes = int(open(os.path.join(work, "count.txt")).read())
        expected = warnings_of(os.path.join(work, "clean.db"), 2)
        if code != 0 or writes < 10 or not expected:
            sys.exit("FAIL: the run to inject faults into: %d writes, status %d: %s"
                     % (writes, code, err))
        print("a run of example1.c makes %d database writes" % writes, flush=True)
        # Two at a time: the checks are independent, each in its own
        # directory.
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            for persist in (False, True):
                found = pool.map(lambda n: check(work, writes, before, expected, persist, n),
                                 range(1, writes + 1))
                for problems in found:
                    for p in problems:
                        print("FAIL: " + p, flush=True)
                        failed = True
                print("%s at each of the %d writes: checked"
                      % ("disk full" if persist else "I/O error", writes), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(1 if failed else 0)


main()
