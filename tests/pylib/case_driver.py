"""What the Python end-to-end tests (robustness/hostile_test.py,
security/security_test.py) share: each ctest test runs one named case in a
fresh temporary directory; a case reports every check that failed with
fail() and goes on, and the script's exit status says whether any did.
"""
import shutil
import subprocess
import sys
import tempfile

_case = None
_failed = False


def fail(what):
    global _failed
    _failed = True
    print("FAIL: %s: %s" % (_case, what), flush=True)


def run_tool(command, cwd, timeout, **kw):
    """(exit status, stdout, stderr) of \\p command; undecodable bytes in its
    output (hostile file names) are replaced, not an exception."""
    p = subprocess.run(command, cwd=cwd, capture_output=True, text=True,
                       errors="replace", timeout=timeout, **kw)
    return p.returncode, p.stdout, p.stderr


def run_case(case, cases, prefix):
    """Runs cases[case](work) in a new directory, removed after; exits."""
    global _case
    _case = case
    work = tempfile.mkdtemp(prefix=prefix)
    try:
        cases[case](work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("%s: %s" % (case, "FAIL" if _failed else "ok"))
    sys.exit(1 if _failed else 0)
