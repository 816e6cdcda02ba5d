#!/usr/bin/env python3
"""pathsim on hostile input: what must never crash, run unbounded, or lose
or misreport a result (issue 25, items 8-21). Deep inputs are generated
here, never committed.

Usage: hostile_test.py PATHSIM PATHSIM_FAULTS CASE
"""
import json
import os
import resource
import shutil
import signal
import sqlite3
import stat
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "pylib"))
from case_driver import fail, run_case, run_tool  # noqa: E402

PATHSIM, FAULTS, CASE = sys.argv[1], sys.argv[2], sys.argv[3]
ROOT = os.geteuid() == 0
CRASH_TEXT = ("Assertion", "LLVM ERROR", "PLEASE submit", "Stack dump",
              "terminate called", "Segmentation")
# Three certain warnings in one function (a NULL from malloc used thrice
# would be one warning: three pointers).
WARNS = """#include <stdlib.h>
int three(int n) {
  int *a = malloc(sizeof *a), *b = malloc(sizeof *b), *c = malloc(sizeof *c);
  *a = n; *b = n; *c = n;
  int s = *a + *b + *c;
  free(a); free(b); free(c);
  return s;
}
"""


def run(args, cwd, binary=None, timeout=600, **kw):
    return run_tool([binary or PATHSIM] + args, cwd, timeout, **kw)


def no_crash(code, out, err, what):
    if code < 0 or code >= 128 and code not in (130, 141, 143):
        fail("%s: exit status %d" % (what, code))
    for text in CRASH_TEXT:
        if text in out or text in err:
            fail("%s: crash text %r" % (what, text))


def write(work, name, text):
    path = os.path.join(work, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def rows(db, sql, *params):
    c = sqlite3.connect(db)
    try:
        return c.execute(sql, params).fetchall()
    finally:
        c.close()


def case_deep_json(work):
    """Item 8: 60,000 nested brackets in compile_commands.json."""
    write(work, "compile_commands.json", "[" * 60000 + "]" * 60000 + "\n")
    code, out, err = run(["analyze", "-p", ".", "--db", "x.db"], work)
    no_crash(code, out, err, "analyze")
    if code != 2 or "compile_commands.json:1:" not in err or "nested" not in err:
        fail("exit status %d, not 2 with the file and line: %s" % (code, err[-500:]))


def case_deep_units(work):
    """Item 9: a 60,000-term expression and a 4,000-deep member chain: the
    run goes on, the other unit's warnings are reported, and every unit is
    accounted for."""
    terms = " + ".join("x" for _ in range(60000))
    write(work, "sum.c", "int sum(int x) { return %s; }\n" % terms)
    chain = "p" + "->n" * 4000
    write(work, "chain.c", "struct s { struct s *n; int v; };\n"
          "int last(struct s *p) { return %s->v; }\n" % chain)
    write(work, "warns.c", WARNS)
    code, out, err = run(["analyze", "sum.c", "chain.c", "warns.c", "--db", "x.db"], work)
    no_crash(code, out, err, "analyze")
    if out.count("warns.c:") < 3:
        fail("the other unit's warnings are lost: %s %s" % (out, err[-800:]))
    (state,), = rows(os.path.join(work, "x.db"), "SELECT state FROM warn_runs")
    units = rows(os.path.join(work, "x.db"), "SELECT COUNT(*) FROM warn_run_units")
    if units != [(3,)]:
        fail("units recorded: %s" % units)
    for f in ("sum", "last"):
        analyzed = rows(os.path.join(work, "x.db"),
                        "SELECT analyzed FROM warn_functions WHERE name = ?", f)
        if analyzed != [(1,)] and ("'%s'" % f) not in err and (f + ".c") not in err:
            fail("'%s' is neither analyzed nor named: %s" % (f, err[-800:]))


def case_cxx20_asserts(work):
    """Item 10: gflags' NO_THREADS mutex (every lock operation inside an
    assert, compiled out) in C++20, where the library's construct_at
    declares its type with decltype(::new ...): it compiles and is
    analyzed, with --asserts=assume (the default) and ignore."""
    write(work, "mutex.cc", """#include <cassert>
#include <memory>
#include <string>
#include <vector>
class Mutex {
 public:
  void Lock() { assert(--mutex_ == -1); }
  void Unlock() { assert(mutex_++ == -1); }
  void ReaderLock() { assert(++mutex_ > 0); }
  void ReaderUnlock() { assert(mutex_-- > 0); }
 private:
  int mutex_ = 0;
};
struct S { int x; };
S *make(S *p) { return std::construct_at(p, S{1}); }
int registry(Mutex &m, std::vector<std::string> &v, int *p) {
  m.Lock();
  v.push_back("flag");
  m.Unlock();
  return *p;
}
int nul(void) { int *p = nullptr; return *p; }
""")
    for asserts in ("assume", "ignore"):
        code, out, err = run(["analyze", "mutex.cc", "--db", "x.db", "--asserts", asserts,
                              "--", "-std=c++20", "-DNDEBUG", "-DNO_THREADS"], work)
        no_crash(code, out, err, "analyze --asserts=" + asserts)
        if code != 0 or "crashed" in err or "null-deref" not in out:
            fail("--asserts=%s: exit %d: %s" % (asserts, code, err[-600:]))


def case_assert_fuzz(work):
    """Item 10, fuzzed: whatever a compiled-out assert holds (side effects,
    calls, assignments, commas, casts, lambdas, statement expressions, new,
    names only debug builds declare), the unit compiles with
    --asserts=assume, in C and in C++ 17 and 20, and is analyzed. The
    conditions are drawn from a fixed seed: the same every run."""
    import random
    rng = random.Random(25)
    atoms = ["m", "n", "*p", "p", "p->v", "a[n & 3]", "f(n)", "g()", "s.v",
             "sizeof(m)", "(int)n", "debug_only", "p->debug_member", "0", "1"]
    unary = ["--{}", "{}++", "++{}", "{}--", "!{}", "-{}", "~{}", "({})"]
    binary = ["{} == {}", "{} != {}", "{} && {}", "{} || {}", "{} < {}",
              "{} + {}", "({}, {})", "{} ? {} : {}"]
    lvalues = ["m", "n", "*p", "p->v", "a[n & 3]", "s.v"]
    cxx_only = ["[&] {{ return {} > 0; }}()", "static_cast<long>({})",
                "(new int({})) != nullptr", "std::max({}, {})"]

    def expr(depth, cxx):
        if depth == 0:
            return rng.choice(atoms)
        k = rng.random()
        if k < 0.25:
            u = rng.choice(unary)
            inner = rng.choice(lvalues) if "+" in u or "--" in u else expr(depth - 1, cxx)
            return u.format(inner)
        if k < 0.35:
            return "%s = %s" % (rng.choice(lvalues), expr(depth - 1, cxx))
        if k < 0.45:
            return "({ int t_ = %s; t_; })" % expr(depth - 1, cxx)
        if cxx and k < 0.6:
            form = rng.choice(cxx_only)
            return form.format(*[expr(depth - 1, cxx) for _ in range(form.count("{}"))])
        form = rng.choice(binary)
        return form.format(*[expr(depth - 1, cxx) for _ in range(form.count("{}"))])

    for lang, flags in (("c", []), ("cc", ["-std=c++17"]), ("cc", ["-std=c++20"])):
        cxx = lang == "cc"
        body = ["#define NDEBUG", "#include <assert.h>"]
        if cxx:
            body += ["#include <algorithm>", "#include <memory>", "#include <vector>"]
        body += ["struct S { int v; };", "int f(int);", "int g(void);",
                 "#ifndef NDEBUG", "int debug_only;", "#endif"]
        for i in range(150):
            body.append("int t%d(int m, int n, struct S *p, int *a) {" % i)
            body.append("  struct S s = {m};")
            for _ in range(3):
                body.append("  assert(%s);" % expr(3, cxx))
            if cxx:  # C++20's construct_at is instantiated by push_back
                body.append("  std::vector<int> v; v.push_back(m); n += (int)v.size();")
            body.append("  return m + n + s.v;\n}")
        name = "fuzz%s.%s" % (flags[0][-2:] if flags else "", lang)
        write(work, name, "\n".join(body) + "\n")
        code, out, err = run(["analyze", name, "--db", "x.db", "--max-paths", "1",
                              "--work-budget", "1000", "--"] + flags, work)
        print("%s %s: exit status %d" % (name, " ".join(flags), code))
        no_crash(code, out, err, name)
        if "crashed" in err:
            fail("%s: Clang crashed: %s" % (name, err[-500:]))
        if code == 2 and "error:" in err:
            # A condition that is no valid expression fails the build too:
            # compile it as the build does to tell.
            with_ignore = run(["analyze", name, "--db", "y.db", "--asserts", "ignore",
                               "--max-paths", "1", "--"] + flags, work)
            if with_ignore[0] == 0:
                fail("%s compiles as the build does, not with its asserts "
                     "assumed: %s" % (name, err[-800:]))


def case_assert_headers(work):
    """Item 10, across headers: each of many headers includes <assert.h>,
    which defines assert again, and defines a macro whose body uses it;
    each unit uses every such macro in a return, with NDEBUG. Each
    redefinition of assert is spelled in the preprocessor's scratch buffer,
    whose chunks hold about 4 KB; the units shift its use by one byte each,
    so that in some of them a redefinition falls across two chunks, whatever
    the C library's assert is spelled like. (That one expanded once wrapped
    the source location space: CodeGen never finished.) Every unit compiles
    at once and its warning is at its line."""
    headers, units = 160, 40
    for k in range(headers):
        write(work, "range%d.h" % k, """#ifndef RANGE%(k)d_H
#define RANGE%(k)d_H
#include <assert.h>
#define WITHIN%(k)d(v, lo, hi) \\
  (assert((lo) <= (hi)), (v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))
#define HALF%(k)d(v) (assert((v) >= 0), (v) / 2)
#endif
""" % {"k": k})
    names = []
    for shift in range(units):
        lines = ["#define SPELL(x) #x", "const char *shift = SPELL(%s);" % ("s" * shift)]
        for k in range(headers):
            lines.append('#include "range%d.h"' % k)
            lines.append("double fit%d(double v) { v = WITHIN%d(v, 0.0, %d.0); "
                         "return HALF%d(v); }" % (k, k, k + 1, k))
        lines.append("#include <assert.h>")
        lines.append("int last(int *q) { int *p = 0; assert(q); return *p + *q; }")
        names.append(os.path.basename(write(work, "shift%d.c" % shift,
                                            "\n".join(lines) + "\n")))
    line = 2 + 2 * headers + 2
    try:
        code, out, err = run(["analyze"] + names + ["--db", "x.db", "--max-paths", "1",
                                                    "--", "-DNDEBUG"], work, timeout=120)
    except subprocess.TimeoutExpired:
        fail("%d units of %d small functions each did not compile in 120 s"
             % (units, headers))
        return
    no_crash(code, out, err, "analyze")
    if code != 0:
        fail("exit status %d: %s" % (code, err[-800:]))
    for name in names:
        if "%s:%d:" % (name, line) not in out:
            fail("%s: no warning at line %d: %s" % (name, line, out[-800:]))
            break


def case_deep_model(work):
    """Item 11: a model guard with a 200,000-deep '*' chain is refused by
    the reader at once, with its place."""
    write(work, "deep.mdl", "(f\n  (param p)\n  (normal return_0 \"x\"\n    (guard ine %sp 0)))\n"
          % ("*" * 200000))
    write(work, "a.c", "int f(int **p);\nint g(int **p) { return f(p); }\n")
    before = child_cpu()
    code, out, err = run(["models", "check", "deep.mdl"], work, timeout=120)
    no_crash(code, out, err, "models check")
    if code != 1 or "deep.mdl:4:" not in err or "dereference chain" not in err:
        fail("models check: exit %d: %s" % (code, err[-400:]))
    code, out, err = run(["analyze", "a.c", "--db", "x.db", "--models", "deep.mdl",
                          "--function-timeout", "2", "--work-budget", "1000"],
                         work, timeout=120)
    no_crash(code, out, err, "analyze")
    if code != 2 or "dereference chain" not in err:
        fail("analyze --models: exit %d: %s" % (code, err[-400:]))
    if child_cpu() - before > 20:
        fail("%.1f CPU seconds" % (child_cpu() - before))


def case_jobs(work):
    """Item 12: --jobs 100000 is refused (exit 2), no run left running."""
    write(work, "a.c", WARNS)
    for jobs in ("100000", "4294967295"):
        code, out, err = run(["analyze", "a.c", "--db", "x.db", "--jobs", jobs], work)
        no_crash(code, out, err, "--jobs " + jobs)
        if code != 2 or "--jobs" not in err and "jobs" not in err:
            fail("--jobs %s: exit %d: %s" % (jobs, code, err[-400:]))
    if os.path.exists(os.path.join(work, "x.db")) and \
            rows(os.path.join(work, "x.db"),
                 "SELECT COUNT(*) FROM warn_runs WHERE state = 'running'") != [(0,)]:
        fail("a run is left running")
    code, out, err = run(["analyze", "a.c", "--db", "x.db", "--jobs", "256"], work)
    if code != 0:
        fail("--jobs 256: exit %d: %s" % (code, err[-400:]))


def case_models_check_guards(work):
    """Item 13: `models check` of a 2.2 MB file of guards runs in linear
    time (it was quadratic: over 100 CPU s)."""
    with open(os.path.join(work, "guards.mdl"), "w") as f:
        f.write('(f\n  (param x)\n  (normal return_0 "c"\n')
        i = 0
        while f.tell() < 2_200_000:
            f.write("    (guard ine x %d)\n" % i)
            i += 1
        f.write("))\n")
    before = child_cpu()
    code, out, err = run(["models", "check", "guards.mdl"], work, timeout=120)
    cpu = child_cpu() - before
    print("models check: %.1f CPU s" % cpu)
    no_crash(code, out, err, "models check")
    if code != 0 or cpu > 15:
        fail("exit %d, %.1f CPU s: %s" % (code, cpu, err[-300:]))


def slow_unit(work):
    """A unit Clang takes many seconds to compile."""
    with open(os.path.join(work, "slow.c"), "w") as f:
        for i in range(30000):
            f.write("int s%d(int x) { int a[8] = {x, x+1, x+2, x+3}; "
                    "for (int k = 0; k < 8; k++) a[k] ^= a[(k + %d) & 7] * %d; "
                    "return a[%d & 7] + (x > %d ? s%d(x - 1) : 0); }\n"
                    % (i, i, i, i, i, max(i - 1, 0)))


def case_sigint_long_compile(work):
    """Item 14: SIGINT while a unit compiles for longer than the grace: the
    compile is left behind, what finished is stored with a true reason, and
    the run ends without waiting for Clang."""
    write(work, "a.c", WARNS)
    slow_unit(work)
    db = os.path.join(work, "x.db")
    p = subprocess.Popen([PATHSIM, "analyze", "a.c", "slow.c", "--db", "x.db", "-j", "2"],
                         cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    # Once the run is recorded, both units compile; a.c is done in a
    # moment, slow.c takes many seconds.
    for _ in range(600):
        try:
            if os.path.exists(db) and rows(db, "SELECT COUNT(*) FROM warn_runs WHERE state = 'running'")[0][0]:
                break
        except sqlite3.Error:
            pass  # not yet made
        time.sleep(0.05)
    time.sleep(1.5)
    start = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=600)
    seconds = time.monotonic() - start
    print("ended %.1f s after the signal" % seconds)
    if p.returncode != 130:
        fail("exit status %d: %s" % (p.returncode, err[-600:]))
    state = rows(db, "SELECT state, reason FROM warn_runs")
    if state != [("interrupted", "interrupted by SIGINT")]:
        fail("the run is stored as %s" % state)
    if "nothing was simulated" in err or "stored as interrupted" not in err:
        fail("the message: %s" % err[-600:])
    units = rows(db, "SELECT u.state FROM warn_run_units u JOIN warn_files f "
                     "ON f.id = u.file_id ORDER BY f.path")
    if [u[0] for u in units] != ["analyzed", "not-reached"]:
        fail("units (a.c, slow.c): %s" % units)


def case_sigpipe(work):
    """Item 15: standard output closed early (| head): the SARIF file and
    the store are written all the same."""
    write(work, "a.c", WARNS)
    r, w = os.pipe()
    os.close(r)  # the reader is gone before anything is printed
    p = subprocess.run([PATHSIM, "analyze", "a.c", "--db", "x.db", "--sarif", "x.sarif"],
                       cwd=work, stdout=w, stderr=subprocess.PIPE, text=True, timeout=600)
    os.close(w)
    try:
        sarif = json.load(open(os.path.join(work, "x.sarif")))
        if len(sarif["runs"][0]["results"]) != 3:
            fail("the SARIF file has %d results" % len(sarif["runs"][0]["results"]))
    except (OSError, ValueError, KeyError) as e:
        fail("no valid SARIF file (exit %d): %s" % (p.returncode, e))
    if rows(os.path.join(work, "x.db"), "SELECT state FROM warn_runs") != [("complete",)]:
        fail("the run is not stored complete")


def case_sarif_fails(work):
    """Item 16: when the SARIF file cannot be written, the notes and the
    summary are printed all the same, and the exit status is 2."""
    write(work, "a.c", WARNS)
    write(work, "bad.c", "int broken( {\n")
    code, out, err = run(["analyze", "a.c", "bad.c", "--db", "x.db", "--sarif",
                          "no/such/dir/x.sarif"], work)
    if code != 2 or "cannot write SARIF file" not in err:
        fail("exit %d: %s" % (code, err[-400:]))
    if "pathsim: 3 warnings" not in err or "not analyzed" not in err:
        fail("the summary or the notes are missing: %s" % err[-800:])


def case_prune_failed(work):
    """Item 17: `prune --keep 2` keeps the two newest complete runs, however
    many failed or interrupted runs came after them."""
    write(work, "a.c", WARNS)
    for _ in range(5):
        run(["analyze", "a.c", "--db", "x.db"], work)
    db = os.path.join(work, "x.db")
    c = sqlite3.connect(db)
    c.execute("UPDATE warn_runs SET state = 'failed' WHERE id = 5")
    c.execute("UPDATE warn_runs SET state = 'interrupted' WHERE id = 4")
    c.commit()
    c.close()
    code, out, err = run(["reports", "prune", "--keep", "2", "--db", "x.db"], work)
    left = rows(db, "SELECT id, state FROM warn_runs ORDER BY id")
    if code != 0 or left != [(2, "complete"), (3, "complete")]:
        fail("left %s (exit %d: %s)" % (left, code, err))


def case_sigint_after_store(work):
    """Item 18: a SIGINT once the run is stored does not say it was stored
    as interrupted."""
    write(work, "a.c", WARNS)
    run(["analyze", "a.c", "--db", "x.db", "--fresh"], work)
    # The writes of a run into an existing store, counted on a copy of it:
    # the signalled run starts from the same file (how many pages a run
    # writes depends on the file's layout, which each run changes).
    db = os.path.join(work, "x.db")
    shutil.copy(db, db + ".before")
    code, _, err = run(["analyze", "a.c", "--db", "x.db", "--fresh"], work,
                       binary=FAULTS,
                       env=dict(os.environ, PATHSIM_FAULT_COUNT=os.path.join(work, "n")))
    writes = int(open(os.path.join(work, "n")).read())
    shutil.copy(db + ".before", db)
    # The signal before the last write: the run is stored as it finished.
    code, out, err = run(["analyze", "a.c", "--db", "x.db", "--fresh"], work,
                         binary=FAULTS,
                         env=dict(os.environ, PATHSIM_SIGNAL_AT="write:%d" % (writes - 1)))
    state = rows(os.path.join(work, "x.db"), "SELECT state FROM warn_runs WHERE id = 2")
    if code != 130 or "SIGINT: stopping" not in err:
        fail("no signal was taken: exit %d: %s" % (code, err[-300:]))
    said = "stored as interrupted" in err
    if (state == [("complete",)]) == said:
        fail("the store says %s, the message: %s" % (state, err[-500:]))


def case_stale_model(work):
    """Item 19: a stored model that is empty, or another function's, is not
    reused: the function is simulated again and its callers' warnings are
    the same."""
    write(work, "a.c", """#include <stdlib.h>
int *make(void) { return malloc(sizeof(int)); }
int other(void) { return 1; }
int use(void) { int *p = make(); *p = 1; free(p); return 0; }
""")
    db = os.path.join(work, "x.db")
    code, first, err = run(["analyze", "a.c", "--db", "x.db"], work)
    if "null-deref" not in first:
        sys.exit("FAIL: %s: the first run: %s %s" % (CASE, first, err))
    other = rows(db, "SELECT model FROM model_functions WHERE name = 'other'")[0][0]
    for damage in ("", other):
        c = sqlite3.connect(db)
        c.execute("UPDATE model_functions SET model = ? WHERE name = 'make'", (damage,))
        c.commit()
        c.close()
        # a.c unchanged: without the check, make's row is reused as it is.
        code, out, err = run(["analyze", "a.c", "--db", "x.db"], work)
        if out != first:
            fail("with make's model %r: %s" % (damage[:20], out))


def case_corrupt_db(work):
    """Item 20: analyze refuses a database that fails PRAGMA quick_check,
    and leaves it as it is."""
    write(work, "a.c", WARNS)
    for i in range(3):
        run(["analyze", "a.c", "--db", "x.db", "--fresh"], work)
    db = os.path.join(work, "x.db")
    size = os.path.getsize(db)
    with open(db, "r+b") as f:  # damage a page in the middle (not the header)
        f.seek((size // 4096 // 2) * 4096)
        f.write(b"\xff" * 4096)
    before = open(db, "rb").read()
    code, out, err = run(["analyze", "a.c", "--db", "x.db"], work)
    if code != 2 or "corrupt" not in err or "--db" not in err:
        fail("exit %d: %s" % (code, err[-400:]))
    if open(db, "rb").read() != before:
        fail("the damaged database was written to")


def case_hostile_names(work):
    """Item 21: names with a newline, an escape character or a NUL are
    printed escaped, never raw; the HTML is valid UTF-8."""
    name = "we\nird\x1b[31m.c"
    write(work, name, WARNS.replace("/* */", "") + "/* caf\xe9 */\n")
    with open(os.path.join(work, name), "ab") as f:
        f.write(b"int latin1(int *p) { /* caf\xe9 */ int *q = 0; return *q + *p; }\n")
    code, out, err = run(["analyze", name, "--db", "x.db"], work)
    for text, where in ((out, "stdout"), (err, "stderr")):
        if "\x1b" in text:
            fail("an escape character printed raw on " + where)
    for line in out.splitlines():
        if line and not line.startswith("we\\nird\\x1b[31m.c:"):
            fail("a line of stdout not starting with the escaped name: %r" % line)
    # A NUL in a compile database's file name: said whole, escaped.
    write(work, "compile_commands.json", json.dumps(
        [{"directory": work, "file": "a\u0000b.c", "arguments": ["cc", "-c", "a\u0000b.c"]}]))
    code, out, err = run(["analyze", "-p", ".", "--db", "y.db"], work)
    no_crash(code, out, err, "a NUL in a file name")
    if "a\\0b.c" not in err:
        fail("the NUL's file name is not said whole: %s" % err[-400:])
    code, out, err = run(["reports", "html", "-o", "site", "--db", "x.db"], work)
    for page in os.listdir(os.path.join(work, "site")):
        try:
            open(os.path.join(work, "site", page), "rb").read().decode("utf-8")
        except UnicodeDecodeError as e:
            fail("%s is not UTF-8: %s" % (page, e))


def case_db_creation_fails(work):
    """Item 21: a database that cannot be created whole (no room: a file
    size limit of 0) is not left as an empty file."""
    write(work, "a.c", WARNS)

    def no_room():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
    p = subprocess.run([PATHSIM, "analyze", "a.c", "--db", "new.db"], cwd=work,
                       capture_output=True, text=True, preexec_fn=no_room, timeout=600)
    if p.returncode != 2:
        fail("exit %d: %s" % (p.returncode, p.stderr[-400:]))
    if os.path.exists(os.path.join(work, "new.db")):
        fail("an empty new.db is left (%d bytes)" % os.path.getsize(os.path.join(work, "new.db")))


def case_prune_message(work):
    """Item 21: when compacting fails and nothing was removed, prune does not
    say runs were removed."""
    write(work, "a.c", WARNS)
    run(["analyze", "a.c", "--db", "x.db"], work)

    def no_room():  # compacting writes a journal: it fails
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
    p = subprocess.run([PATHSIM, "reports", "prune", "--keep", "5", "--db", "x.db"],
                       cwd=work, capture_output=True, text=True, preexec_fn=no_room,
                       timeout=600)
    if p.returncode != 2 or "could not compact" not in p.stderr or \
            "nothing to remove" not in p.stdout or "are removed" in p.stderr:
        fail("exit %d: %s %s" % (p.returncode, p.stdout, p.stderr))


def case_sigint_html(work):
    """Item 21: SIGINT while `reports html` writes leaves no temporary file
    or staging directory behind."""
    body = "".join("int f%d(void) { int *p = 0; return *p; }\n" % i for i in range(300))
    write(work, "many.c", body)
    run(["analyze", "many.c", "--db", "x.db"], work)
    for attempt in range(3):
        site = os.path.join(work, "site")
        shutil.rmtree(site, ignore_errors=True)
        os.makedirs(site)
        p = subprocess.Popen([PATHSIM, "reports", "html", "-o", "site", "--db", "x.db"],
                             cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # The signal as soon as the writing begins (the pages are rendered
        # in memory first): a staging directory or a temporary page.
        while p.poll() is None and not any(n.startswith(".") for n in os.listdir(site)):
            pass
        p.send_signal(signal.SIGINT)
        p.wait(120)
        left = [n for n in os.listdir(site) if n.startswith(".")]
        if left:
            fail("after SIGINT while writing: %s" % left[:3])


def case_diff_bad_ids(work):
    """Item 21: `reports diff` with an empty or zero run id is an error
    (an unset CI variable), never a comparison with the latest run."""
    write(work, "a.c", WARNS)
    run(["analyze", "a.c", "--db", "x.db"], work)
    run(["analyze", "a.c", "--db", "x.db"], work)
    for ids in (["", "2"], ["0", "2"], ["2", ""], ["-1", "2"], ["x", "2"]):
        code, out, err = run(["reports", "diff"] + ids + ["--db", "x.db"], work)
        if code != 2:
            fail("reports diff %s: exit %d" % (ids, code))
    code, out, err = run(["reports", "diff", "1", "2", "--db", "x.db"], work)
    if code != 0:
        fail("reports diff 1 2: exit %d: %s" % (code, err))


CLIMB = r"""
typedef struct node { struct node *down, *right, *left; int v; } node;
static node *find_up(node *n) {
  node *p;
  if (n == 0) return 0;
  p = n;
  while (p->left != 0 && p->left->right == p) p = p->left;
  return p->left;
}
int tree_size(node *root) {
  node *p = root; int count = 0;
  if (!root) return 0;
  while (p) {
    ++count;
    if (p->down) p = p->down;
    else if (p == root) p = 0;
    else if (p->right) p = p->right;
    else {
      while (1) {
        p = find_up(p);
        if (p == root) { p = 0; break; }
        if (p->right) { p = p->right; break; }
      }
    }
  }
  return count;
}
"""


def case_climb_past_defect(work):
    """Issue 28: a walk of a tree that climbs back by parent links, past
    the NULL a climb finds at the root (reported, then taken as valid):
    each such path looped over links nothing is known of until the call
    limit cut it, 3.3 million steps for one function (a held-out ASN.1
    library took 2.6x its CPU). A loop no choice can leave, past a defect,
    is cut at once; the warning is the same."""
    write(work, "t.c", CLIMB)
    env = dict(os.environ, PATHSIM_TRACE="1")
    code, out, err = run(["analyze", "t.c", "--db", "x.db", "--rank", "possible",
                          "--jobs", "1"], work, env=env)
    no_crash(code, out, err, "analyze")
    if "t.c:22:16: warning: dereferencing NULL pointer 'p' [null-deref, possible]" \
            not in out:
        fail("the climb's warning is not reported: %s" % out[-400:])
    import re
    m = re.search(r"end tree_size: \d+ paths, (\d+) steps", err)
    if not m:
        fail("no trace of tree_size: %s" % err[-400:])
    elif int(m.group(1)) > 500000:
        fail("tree_size took %s steps (past the defect, spinning)" % m.group(1))


CASES = {name[5:]: fn for name, fn in globals().items() if name.startswith("case_")}
run_case(CASE, CASES, "pathsim-hostile-")
