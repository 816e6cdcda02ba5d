#!/usr/bin/env python3
"""pathsim against a hostile environment: the files it must never replace or
write, the databases and configurations it must not trust (issue 25, items
1-7; docs/security.md says the rules).

Each case plants what an attacker would (symbolic links, FIFOs, device
nodes when run as root, another application's database, a configuration
file in a shared parent, a database naming /etc files) and checks that
pathsim refuses or writes around it, and that the victim is untouched.

Usage: security_test.py PATHSIM CASE
"""
import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "pylib"))
from case_driver import fail, run_case, run_tool  # noqa: E402

PATHSIM, CASE = sys.argv[1], sys.argv[2]
ROOT = os.geteuid() == 0
EXAMPLE = """#include <stdlib.h>
#include <string.h>
char *dup(const char *s) {
  char *p = malloc(strlen(s) + 1);
  strcpy(p, s);
  return p;
}
"""
VICTIM_TEXT = "the victim's own text\n"


def run(args, cwd, timeout=300, **kw):
    return run_tool([PATHSIM] + args, cwd, timeout, **kw)


def victim(work, name="victim.txt"):
    path = os.path.join(work, "elsewhere", name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(VICTIM_TEXT)
    return path


def intact(path):
    with open(path, "rb") as f:
        return f.read() == VICTIM_TEXT.encode()


def analyzed_project(work):
    """A project with one run stored in work/proj/pathsim.db."""
    proj = os.path.join(work, "proj")
    os.makedirs(os.path.join(proj, ".git"))
    with open(os.path.join(proj, "dup.c"), "w") as f:
        f.write(EXAMPLE)
    code, out, err = run(["analyze", "dup.c", "--db", "pathsim.db"], proj)
    if code != 0 or "null-deref" not in out:
        sys.exit("FAIL: %s: the first run: %d %s %s" % (CASE, code, out, err))
    return proj


def next_pids(count=400):
    """The process ids the next processes are likely to get."""
    with open("/proc/sys/kernel/ns_last_pid") as f:
        last = int(f.read())
    return range(last + 1, last + 1 + count)


def plant_links(pattern, target):
    """A symlink for every likely pid: pattern % pid -> target."""
    for pid in next_pids():
        try:
            os.symlink(target, pattern % pid)
        except FileExistsError:
            pass


def case_temp_symlinks(work):
    """Item 1: the temporary file an output is written through is created
    with O_EXCL, never through a link planted at a predictable name."""
    proj = analyzed_project(work)
    outputs = [
        (["reports", "sarif", "-o", "out.sarif", "--db", "pathsim.db"], "out.sarif"),
        (["reports", "baseline", "-o", "known.txt", "--db", "pathsim.db"], "known.txt"),
        (["analyze", "dup.c", "--db", "pathsim.db", "--sarif", "run.sarif"], "run.sarif"),
    ]
    for args, out in outputs:
        target = victim(work, out + ".victim")
        plant_links(os.path.join(proj, out + ".tmp-%d"), target)
        code, _, err = run(args, proj)
        if code != 0:
            fail("%s: exit status %d: %s" % (" ".join(args), code, err))
        if not intact(target):
            fail("%s wrote through a planted link to %s" % (" ".join(args), target))
        if not os.path.isfile(os.path.join(proj, out)) or \
                os.path.islink(os.path.join(proj, out)):
            fail("%s did not write %s" % (" ".join(args), out))
    # models fmt --in-place and models export named their temporaries too.
    model = os.path.join(proj, "m.mdl")
    with open(model, "w") as f:
        f.write("(f\n (param x)\n (normal return_0 \"ok\"))\n")
    target = victim(work, "fmt.victim")
    os.symlink(target, model + ".pathsim-fmt.tmp")
    run(["models", "fmt", "--in-place", "m.mdl"], proj)
    if not intact(target):
        fail("models fmt --in-place wrote through a planted link")
    os.makedirs(os.path.join(proj, "exported"))
    target = victim(work, "export.victim")
    for name in ("dup.c.mdl",):
        os.symlink(target, os.path.join(proj, "exported", name + ".pathsim-export.tmp"))
    code, _, err = run(["models", "export", "exported", "--db", "pathsim.db"], proj)
    if code != 0:
        fail("models export: exit status %d: %s" % (code, err))
    if not intact(target):
        fail("models export wrote through a planted link")
    leftovers = [n for n in os.listdir(proj) if ".tmp" in n and not os.path.islink(os.path.join(proj, n))]
    if leftovers:
        fail("temporary files left behind: %s" % leftovers)


def case_html_staging(work):
    """Item 2: the HTML report is never staged through a planted link."""
    proj = analyzed_project(work)
    report = os.path.join(proj, "report")
    os.makedirs(report)
    other = os.path.join(work, "elsewhere", "site")
    os.makedirs(other)
    # Its own pages, of the names the report's: overwritten, then moved
    # out (emptied) by a staging through the link.
    for name in ("keep.txt", "index.html", "pathsim.css"):
        with open(os.path.join(other, name), "w") as f:
            f.write(VICTIM_TEXT)
    plant_links(os.path.join(report, ".pathsim-staging-%d"), other)
    code, _, err = run(["reports", "html", "-o", "report", "--db", "pathsim.db"], proj)
    if code != 0:
        fail("reports html: exit status %d: %s" % (code, err))
    if sorted(os.listdir(other)) != ["index.html", "keep.txt", "pathsim.css"] or \
            not all(intact(os.path.join(other, n)) for n in os.listdir(other)):
        fail("the linked directory was written or emptied: %s" % os.listdir(other))
    if not os.path.isfile(os.path.join(report, "index.html")):
        fail("no index.html")
    # The output directory itself: a link another user planted is refused.
    if ROOT:
        os.symlink(other, os.path.join(proj, "planted"))
        os.lchown(os.path.join(proj, "planted"), 4242, 4242)
        code, _, err = run(["reports", "html", "-o", "planted", "--db", "pathsim.db"], proj)
        if code != 2 or "not followed" not in err:
            fail("a planted link as the output directory: %d %s" % (code, err))
        if sorted(os.listdir(other)) != ["index.html", "keep.txt", "pathsim.css"]:
            fail("wrote through a planted directory link: %s" % os.listdir(other))


def case_special_outputs(work):
    """Item 3: an output that exists and is not a regular file is written
    through (a FIFO, /dev/stdout, /dev/full's error) or refused, never
    replaced."""
    proj = analyzed_project(work)
    base = ["--db", "pathsim.db"]

    # A FIFO: written through to its reader, and still a FIFO.
    fifo = os.path.join(proj, "fifo")
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo).read()))
    reader.start()
    code, _, err = run(["reports", "baseline", "-o", "fifo"] + base, proj)
    reader.join(60)
    if code != 0 or not got or "pathsim baseline" not in got[0]:
        fail("baseline into a FIFO: %d %s %r" % (code, err, got[:1]))
    if not stat.S_ISFIFO(os.lstat(fifo).st_mode):
        fail("the FIFO was replaced")

    # /dev/stdout's twin (a link of the user's to /proc/self/fd/1; the test
    # does not risk /dev/stdout itself, shared by the machine): through the
    # link to the pipe, the link kept.
    os.symlink("/proc/self/fd/1", os.path.join(proj, "stdout"))
    code, out, err = run(["reports", "sarif", "-o", "stdout"] + base, proj)
    if code != 0 or '"2.1.0"' not in out:
        fail("sarif to /dev/stdout's twin: %d %s" % (code, err))
    if not os.path.islink(os.path.join(proj, "stdout")):
        fail("/dev/stdout's twin was replaced")

    # A link owned by another user (planted in a shared directory): refused.
    if ROOT:
        target = victim(work, "linked.victim")
        link = os.path.join(proj, "linked.txt")
        os.symlink(target, link)
        os.lchown(link, 4242, 4242)
        code, _, err = run(["reports", "baseline", "-o", "linked.txt"] + base, proj)
        if code != 2 or "not followed" not in err:
            fail("a link owned by another user: %d %s" % (code, err))
        if not intact(target) or not os.path.islink(link):
            fail("the link or its target was changed")

    # A directory is no output file.
    os.makedirs(os.path.join(proj, "adir"))
    code, _, err = run(["reports", "baseline", "-o", "adir"] + base, proj)
    if code != 2 or not os.path.isdir(os.path.join(proj, "adir")):
        fail("a directory as the output: %d %s" % (code, err))

    if not ROOT:
        print("not root: device nodes not checked")
        return
    # Device nodes (mknod): /dev/full's twin is written through and its
    # error reported; /dev/mem's twin and a block device are refused; none
    # is replaced.
    nodes = [("full", stat.S_IFCHR, os.makedev(1, 7), "No space left on device"),
             ("mem", stat.S_IFCHR, os.makedev(1, 1), "character device"),
             ("loop", stat.S_IFBLK, os.makedev(7, 0), "block device")]
    for name, kind, dev, message in nodes:
        path = os.path.join(proj, name)
        os.mknod(path, 0o600 | kind, dev)
        for args in (["reports", "baseline", "-o", name],
                     ["reports", "sarif", "-o", name]):
            code, out, err = run(args + base, proj)
            if code != 2 or message not in err:
                fail("%s into a %s device: exit %d: %s" % (args[1], name, code, err))
            st = os.lstat(path)
            if (st.st_mode & 0o170000) != kind or st.st_rdev != dev:
                fail("the %s device node was replaced" % name)
    code, out, err = run(["analyze", "dup.c", "--sarif", "full"] + base, proj)
    if code != 2 or not stat.S_ISCHR(os.lstat(os.path.join(proj, "full")).st_mode):
        fail("analyze --sarif into /dev/full's twin: %d %s" % (code, err))


def case_compile_flags(work):
    """Item 4: no flag of a compile database makes the compile write a
    file."""
    proj = os.path.join(work, "proj")
    os.makedirs(proj)
    with open(os.path.join(proj, "dup.c"), "w") as f:
        f.write(EXAMPLE)
    victims = {}
    for name in ("serialize", "optrecord", "mf", "timetrace", "o", "dwo",
                 "stack", "gcno", "deps", "log"):
        victims[name] = victim(work, name + ".out")
    flags = [
        "--serialize-diagnostics", victims["serialize"],
        "-foptimization-record-file=" + victims["optrecord"],
        "-fsave-optimization-record",
        "-MD", "-MF", victims["mf"],
        "-ftime-trace", "-ftime-trace=" + victims["timetrace"],
        "-o", victims["o"],
        "-gsplit-dwarf", "-fstack-usage",
        "-ftest-coverage", "-fprofile-arcs",
        "-Wp,-MD," + victims["deps"],
        "-save-temps=obj",
        "-Xclang", "-diagnostic-log-file", "-Xclang", victims["log"],
    ]
    db = [{"directory": proj, "file": "dup.c",
           "arguments": ["clang", "-c", "dup.c"] + flags}]
    with open(os.path.join(proj, "compile_commands.json"), "w") as f:
        json.dump(db, f)
    before = set(os.listdir(proj))
    env = dict(os.environ, CC_LOG_DIAGNOSTICS="1",
               CC_LOG_DIAGNOSTICS_FILE=os.path.join(work, "elsewhere", "log.out"),
               CC_PRINT_HEADERS="1",
               CC_PRINT_HEADERS_FILE=os.path.join(work, "elsewhere", "headers.out"))
    code, out, err = run(["analyze", "-p", ".", "--db", os.path.join(work, "x.db")],
                         proj, env=env)
    if code != 0 or "null-deref" not in out:
        fail("the run: %d %s" % (code, err))
    for name, path in victims.items():
        if not intact(path):
            fail("the compile wrote %s (%s)" % (path, name))
    made = sorted(set(os.listdir(proj)) - before)
    if made:
        fail("the compile made files: %s" % made)
    for name in ("headers.out",):
        if os.path.exists(os.path.join(work, "elsewhere", name)):
            fail("the compile made %s" % name)


def tables(db):
    c = sqlite3.connect(db)
    try:
        return (c.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall(),
                c.execute("PRAGMA user_version").fetchone()[0])
    finally:
        c.close()


def case_foreign_database(work):
    """Item 5: another application's SQLite file and an empty file are
    refused by every command, unchanged."""
    app = os.path.join(work, "app.db")
    c = sqlite3.connect(app)
    c.execute("CREATE TABLE users (name TEXT, password TEXT)")
    c.execute("INSERT INTO users VALUES ('alice', 'x')")
    c.commit()
    c.close()
    before = tables(app)
    with open(os.path.join(work, "dup.c"), "w") as f:
        f.write(EXAMPLE)
    commands = [["reports", "list"], ["reports", "runs"], ["reports", "diff", "1", "2"],
                ["reports", "not-analyzed"], ["reports", "sarif", "-o", "x.sarif"],
                ["reports", "html", "-o", "site"], ["reports", "baseline", "-o", "b.txt"],
                ["reports", "prune", "--keep", "1"], ["reports", "show", "1"],
                ["models", "show", "dup"], ["models", "export", "exp"],
                ["analyze", "dup.c"]]
    for args in commands:
        code, out, err = run(args + ["--db", app], work)
        if code != 2 or "not a pathsim database" not in err:
            fail("%s on another application's database: %d %s" % (" ".join(args), code, err))
        if tables(app) != before:
            fail("%s changed another application's database" % " ".join(args))
    empty = os.path.join(work, "empty.db")
    open(empty, "w").close()
    # A command that reads the warning store does not make an empty file
    # one (`models show` reads it as a store without models: status 1).
    for args in [c for c in commands if c[0] == "reports"]:
        code, out, err = run(args + ["--db", empty], work)
        if code != 2:
            fail("%s on an empty file: %d %s" % (" ".join(args), code, err))
        if os.path.getsize(empty) != 0:
            fail("%s made an empty file a store" % " ".join(args))
            open(empty, "w").close()


def case_planted_config(work):
    """Item 6: .pathsim.yaml is searched up to the repository's root only,
    a file another user owns or anyone may write is skipped (and said),
    and a configuration names no output outside its project."""
    shared = os.path.join(work, "shared")
    proj = os.path.join(shared, "proj")
    os.makedirs(os.path.join(proj, ".git"))
    with open(os.path.join(proj, "dup.c"), "w") as f:
        f.write(EXAMPLE)
    target = victim(work, "planted.victim")
    with open(os.path.join(shared, ".pathsim.yaml"), "w") as f:
        f.write("checks: '-*'\nsarif: %s\n" % target)
    code, out, err = run(["analyze", "dup.c", "--db", "p.db"], proj)
    if code != 0 or "null-deref" not in out or not intact(target):
        fail("a configuration above the repository was read: %d %s %s" % (code, out, err))

    # Inside the project: world-writable, or another user's: skipped, said.
    config = os.path.join(proj, ".pathsim.yaml")
    with open(config, "w") as f:
        f.write("checks: '-*'\n")
    os.chmod(config, 0o666)
    code, out, err = run(["analyze", "dup.c", "--db", "p.db"], proj)
    if "null-deref" not in out or "is not read" not in err:
        fail("a world-writable configuration: %d %s %s" % (code, out, err))
    if ROOT:
        os.chmod(config, 0o644)
        os.chown(config, 4242, 4242)
        code, out, err = run(["analyze", "dup.c", "--db", "p.db"], proj)
        if "null-deref" not in out or "another user" not in err:
            fail("another user's configuration: %d %s %s" % (code, out, err))
        os.chown(config, 0, 0)

    # The project's own configuration may not aim an output elsewhere...
    os.chmod(config, 0o644)
    with open(config, "w") as f:
        f.write("sarif: %s\n" % target)
    code, out, err = run(["analyze", "dup.c", "--db", "p.db"], proj)
    if code != 2 or "outside the project" not in err or not intact(target):
        fail("a configuration's sarif outside the project: %d %s" % (code, err))
    with open(config, "w") as f:
        f.write("db: ../../elsewhere/x.db\n")
    code, out, err = run(["analyze", "dup.c"], proj)
    if code != 2 or os.path.exists(os.path.join(work, "elsewhere", "x.db")):
        fail("a configuration's db outside the project: %d %s" % (code, err))
    # ...but inside it, or with --sarif on the command line, it is written.
    with open(config, "w") as f:
        f.write("sarif: out/run.sarif\n")
    os.makedirs(os.path.join(proj, "out"))
    code, out, err = run(["analyze", "dup.c", "--db", "p.db"], proj)
    if code != 0 or not os.path.isfile(os.path.join(proj, "out", "run.sarif")):
        fail("a configuration's sarif inside the project: %d %s" % (code, err))
    with open(config, "w") as f:
        f.write("sarif: %s\n" % target)
    code, out, err = run(["analyze", "dup.c", "--db", "p.db", "--sarif", "mine.sarif"], proj)
    if code != 0 or not intact(target) or not os.path.isfile(os.path.join(proj, "mine.sarif")):
        fail("--sarif on the command line: %d %s" % (code, err))


def case_database_paths(work):
    """Item 7: a database that names files outside the source root shows
    none of their text, and `reports import` refuses a crafted one."""
    proj = analyzed_project(work)
    secret = os.path.join(work, "elsewhere", "secret.c")
    os.makedirs(os.path.dirname(secret), exist_ok=True)
    with open(secret, "w") as f:
        f.write("\n".join("SECRET-LINE-%d" % i for i in range(1, 40)) + "\n")
    db = os.path.join(proj, "pathsim.db")
    c = sqlite3.connect(db)
    c.execute("UPDATE warn_files SET path = ?", (secret,))
    c.commit()
    c.close()
    code, out, err = run(["reports", "show", "1", "--db", "pathsim.db"], proj)
    if "SECRET-LINE" in out or code != 0:
        fail("reports show printed a file outside the source root: %d %s" % (code, out[-400:]))
    if "is not shown" not in err:
        fail("reports show did not say why the source is not shown: %s" % err)
    code, out, err = run(["reports", "html", "-o", "site", "--db", "pathsim.db"], proj)
    site = os.path.join(proj, "site")
    text = "".join(open(os.path.join(site, n)).read() for n in os.listdir(site))
    if code != 0 or "SECRET-LINE" in text:
        fail("reports html embedded a file outside the source root: %d %s" % (code, err))
    code, out, err = run(["reports", "sarif", "-o", "x.sarif", "--db", "pathsim.db"], proj)
    if "SECRET-LINE" in open(os.path.join(proj, "x.sarif")).read():
        fail("reports sarif embedded a file outside the source root")
    # --source-root names where sources are read from: then it is shown.
    code, out, err = run(["reports", "show", "1", "--db", "pathsim.db",
                          "--source-root", os.path.dirname(secret)], proj)
    if "SECRET-LINE" not in out:
        fail("--source-root does not show the file: %d %s" % (code, err))
    # A link inside the root to a file outside it is not followed either.
    os.symlink(secret, os.path.join(proj, "link.c"))
    c = sqlite3.connect(db)
    c.execute("UPDATE warn_files SET path = ?", (os.path.join(proj, "link.c"),))
    c.commit()
    c.close()
    code, out, err = run(["reports", "show", "1", "--db", "pathsim.db"], proj)
    if "SECRET-LINE" in out:
        fail("reports show followed a link out of the source root")
    # A FIFO named as a source is never read (it would block).
    fifo = os.path.join(proj, "fifo.c")
    os.mkfifo(fifo)
    c = sqlite3.connect(db)
    c.execute("UPDATE warn_files SET path = ?", (fifo,))
    c.commit()
    c.close()
    try:
        code, out, err = run(["reports", "show", "1", "--db", "pathsim.db"], proj, timeout=60)
    except subprocess.TimeoutExpired:
        fail("reports show blocked reading a FIFO named as a source")
    # reports import: a crafted database whose paths are not absolute and
    # normal is refused, the store unchanged.
    crafted = os.path.join(work, "crafted.db")
    shutil.copy(db, crafted)
    c = sqlite3.connect(crafted)
    c.execute("UPDATE warn_files SET path = '../../etc/passwd'")
    c.commit()
    c.close()
    other = os.path.join(work, "other")
    os.makedirs(other)
    shutil.copy(os.path.join(proj, "dup.c"), other)
    run(["analyze", "dup.c", "--db", "into.db"], other)
    before = tables(os.path.join(other, "into.db"))
    runs = sqlite3.connect(os.path.join(other, "into.db")).execute(
        "SELECT COUNT(*) FROM warn_runs").fetchone()
    code, out, err = run(["reports", "import", crafted, "--db", "into.db"], other)
    after = sqlite3.connect(os.path.join(other, "into.db")).execute(
        "SELECT COUNT(*) FROM warn_runs").fetchone()
    if code != 2 or after != runs:
        fail("reports import of a crafted database: %d %s" % (code, err))


CASES = {
    "temp_symlinks": case_temp_symlinks,
    "html_staging": case_html_staging,
    "special_outputs": case_special_outputs,
    "compile_flags": case_compile_flags,
    "foreign_database": case_foreign_database,
    "planted_config": case_planted_config,
    "database_paths": case_database_paths,
}
run_case(CASE, CASES, "pathsim-security-")
