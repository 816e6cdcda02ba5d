"""What the fault tests share: running pathsim_faults, reading the store."""
import os
import sqlite3
import subprocess


def pathsim(binary, args, cwd, **env):
    """Runs \\p binary with \\p args in \\p cwd, with \\p env added to the
    environment; returns (status, stdout, stderr)."""
    environment = dict(os.environ)
    environment.update({k: str(v) for k, v in env.items()})
    p = subprocess.run([binary] + args, capture_output=True, text=True,
                       env=environment, cwd=cwd, timeout=300)
    return p.returncode, p.stdout, p.stderr


def rows(db, sql, *params):
    c = sqlite3.connect(db, timeout=30)
    try:
        return c.execute(sql, params).fetchall()
    finally:
        c.close()


def warnings_of(db, run):
    """A run's warnings, as what makes each the same defect."""
    return sorted(rows(db, "SELECT kind, line, col, fingerprint FROM warn_warnings "
                       "WHERE run_id = ?", run))


def integrity(db):
    return rows(db, "PRAGMA integrity_check") == [("ok",)]
