#!/usr/bin/env python3
"""SIGINT and SIGTERM at several points of a run: compiling, simulating,
storing, and a second signal while storing.

pathsim_faults sends the signal to itself at an exact point (FaultHooks.cpp:
after the N-th unit compiled, the N-th function simulated, before the N-th
database write), so every case is deterministic. After each: the exit status
is 128 + the signal; what was finished is stored as a run marked
`interrupted` (or, when the simulation was done, as it finished) and the
message says so; a second signal quits at once, and the next open marks that
run failed; every database passes PRAGMA integrity_check; the run before is
intact; and the next run works and finds what a clean run finds.

Usage: signal_faults.py PATHSIM_FAULTS SOURCE_DIR
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from faults_common import integrity, rows, warnings_of  # noqa: E402
import faults_common  # noqa: E402

PATHSIM, SRC = sys.argv[1], sys.argv[2]


def pathsim(args, cwd, **env):
    return faults_common.pathsim(PATHSIM, args, cwd, **env)


FILES = ["example1.c", "deref.c", "files.c"]
failed = False


def fail(what):
    global failed
    failed = True
    print("FAIL: " + what, flush=True)


def run_row(db, run):
    return rows(db, "SELECT state, reason FROM warn_runs WHERE id = ?", run)[0]


def main():
    work = tempfile.mkdtemp()
    try:
        for f in FILES:
            shutil.copy(os.path.join(SRC, "examples", f), work)
        # --fresh: every function is simulated (none reused from run 1).
        analyze = ["analyze"] + FILES + ["--db", "run.db", "--fresh"]
        code, _, err = pathsim(analyze, work)
        if code != 0:
            sys.exit("FAIL: the first run: " + err)
        base = os.path.join(work, "run.db")
        before = warnings_of(base, 1)
        shutil.copy(base, os.path.join(work, "base.db"))
        code, _, err = pathsim(analyze, work,
                               PATHSIM_FAULT_COUNT=os.path.join(work, "count.txt"))
        writes = int(open(os.path.join(work, "count.txt")).read())
        clean = warnings_of(base, 2)
        functions = rows(base, "SELECT COUNT(*) FROM warn_functions WHERE run_id = 2")[0][0]

        # (name, environment, signal, what run 2 must be: its state, and
        # whether the message saying what was stored is expected)
        cases = [
            ("SIGINT after the first unit is compiled",
             {"PATHSIM_SIGNAL_AT": "compiled:1"}, signal.SIGINT, "interrupted"),
            ("SIGINT after the second function is simulated",
             {"PATHSIM_SIGNAL_AT": "simulated:2"}, signal.SIGINT, "interrupted"),
            ("SIGINT while storing the finished run",
             {"PATHSIM_SIGNAL_AT": "write:%d" % (writes - 3)}, signal.SIGINT, "complete"),
            ("two SIGINTs while storing: the second quits at once",
             {"PATHSIM_SIGNAL_AT": "write:%d" % (writes - 3), "PATHSIM_SIGNAL_TWICE": 1},
             signal.SIGINT, "failed"),
            ("two SIGINTs while simulating: the second quits at once",
             {"PATHSIM_SIGNAL_AT": "simulated:1", "PATHSIM_SIGNAL_TWICE": 1},
             signal.SIGINT, "failed"),
        ]
        for name, env, sig, state in cases:
            shutil.copy(os.path.join(work, "base.db"), base)
            code, out, err = pathsim(analyze, work, **env)
            if code != 128 + sig:
                fail("%s: exit status %d, expected %d: %s" % (name, code, 128 + sig, err))
            if "pathsim: SIGINT: stopping" not in err:
                fail("%s: the first signal is not acknowledged: %s" % (name, err))
            got = run_row(base, 2)
            if state == "failed":
                if "SIGINT again: quitting now" not in err:
                    fail("%s: the second signal is not acknowledged: %s" % (name, err))
                # Left running by the process that quit; the next open marks
                # it failed and says so.
                code2, _, err2 = pathsim(["reports", "runs", "--db", "run.db"], work)
                if "run 2 (started" not in err2 or "marked failed" not in err2:
                    fail("%s: the next open does not mark run 2 failed: %s" % (name, err2))
                got = run_row(base, 2)
                stored = rows(base, "SELECT COUNT(*) FROM warn_functions WHERE run_id = 2")
                if stored != [(0,)]:
                    fail("%s: part of the run was stored: %s" % (name, stored))
            elif state == "interrupted":
                m = re.search(r"interrupted by SIGINT: run 2 is stored as interrupted, "
                              r"with the (\d+) functions? analyzed", err)
                if not m:
                    fail("%s: no message saying what was stored: %s" % (name, err))
                done = rows(base, "SELECT COUNT(*) FROM warn_functions "
                            "WHERE run_id = 2 AND analyzed = 1")[0][0]
                if m and int(m.group(1)) != done:
                    fail("%s: the message says %s functions, %d are stored"
                         % (name, m.group(1), done))
                recorded = rows(base, "SELECT COUNT(*) FROM warn_functions WHERE run_id = 2")[0][0]
                units = rows(base, "SELECT COUNT(*) FROM warn_run_units WHERE run_id = 2")[0][0]
                if units != len(FILES):
                    fail("%s: %d units recorded, not %d" % (name, units, len(FILES)))
                if "simulated" in name and (done == 0 or recorded != functions):
                    fail("%s: %d functions analyzed of %d recorded (%d in a whole run)"
                         % (name, done, recorded, functions))
                if got[1] != "interrupted by SIGINT":
                    fail("%s: the reason is %r" % (name, got[1]))
                # Its warnings are a part of a whole run's.
                if not set(warnings_of(base, 2)) <= set(clean):
                    fail("%s: warnings a whole run does not have" % name)
            elif state == "complete" and warnings_of(base, 2) != clean:
                fail("%s: the finished run is not stored whole" % name)
            if got[0] != state:
                fail("%s: run 2 is %s, expected %s" % (name, got[0], state))
            if not integrity(base):
                fail("%s: the database fails PRAGMA integrity_check" % name)
            if warnings_of(base, 1) != before:
                fail("%s: the run before was changed" % name)
            code3, _, err3 = pathsim(analyze, work)
            if code3 != 0 or warnings_of(base, 3) != clean or run_row(base, 3)[0] != "complete":
                fail("%s: the next run: status %d: %s" % (name, code3, err3))
            print("checked: " + name, flush=True)

        # SIGTERM, as `timeout` and service managers send it, from outside
        # while a function is being simulated: the same, with status 143.
        shutil.copy(os.path.join(work, "base.db"), base)
        env = dict(os.environ)
        big = os.path.join(work, "slow.c")
        with open(big, "w") as f:
            f.write("int slow(unsigned x) {\n  unsigned s = 0;\n")
            for i in range(16):
                f.write("  if (x & (1u << %d)) s++;\n" % i)
            f.write("  for (unsigned i = 0; i < 40000; i++) s += i & 3;\n"
                    "  return (int)s;\n}\n")
        p = subprocess.Popen([PATHSIM, "analyze", "slow.c", "--db", "run.db",
                              "--max-paths", "100000", "--work-budget", "4000000000",
                              "--function-timeout", "600"],
                             cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
        # Once the run is recorded (and so is being analyzed), SIGTERM.
        for _ in range(600):
            if rows(base, "SELECT COUNT(*) FROM warn_runs WHERE state = 'running'")[0][0]:
                break
            subprocess.run(["sleep", "0.05"])
        subprocess.run(["sleep", "0.5"])
        p.send_signal(signal.SIGTERM)
        out, err = p.communicate(timeout=60)
        if p.returncode != 128 + signal.SIGTERM:
            fail("SIGTERM: exit status %d: %s" % (p.returncode, err))
        if "interrupted by SIGTERM: run 2 is stored as interrupted" not in err:
            fail("SIGTERM: no message saying what was stored: %s" % err)
        if run_row(base, 2) != ("interrupted", "interrupted by SIGTERM"):
            fail("SIGTERM: run 2 is %s" % (run_row(base, 2),))
        print("checked: SIGTERM while simulating", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(1 if failed else 0)


main()
