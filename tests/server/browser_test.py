#!/usr/bin/env python3
"""pathsim serve's page in a real browser: Debian's chromium, headless,
driven through the DevTools protocol over --remote-debugging-pipe (standard
library only: JSON messages separated by NUL bytes on fds 3 and 4).

A person's walk: open the runs, open a run, filter by kind, open a warning,
step through its path with the keyboard (n, p), mark it false positive with
the token, reload: the mark is there, its comment shown as text (a comment
holding HTML runs no script); the next run of the same code keeps it.

Usage: browser_test.py PATHSIM CHROMIUM
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

PATHSIM, CHROMIUM = sys.argv[1], sys.argv[2]
TOKEN = "0123456789abcdef0123456789abcdef"
FAILED = []


def check(condition, what):
    if not condition:
        FAILED.append(what)
        print("FAIL:", what, flush=True)
    return condition


class Browser:
    """A headless chromium and one page of it, over the DevTools pipe."""

    def __init__(self, profile):
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def fds():
            os.dup2(to_child_r, 3)
            os.dup2(from_child_w, 4)

        self.proc = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--no-first-run", "--remote-debugging-pipe",
             "--user-data-dir=" + profile, "about:blank"],
            preexec_fn=fds, pass_fds=(3, 4), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": target["targetId"],
                                  "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def call(self, method, params=None, session=False, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method,
                   "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_child, 65536)
                if not chunk:
                    raise RuntimeError("chromium closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        raise RuntimeError(f"{method}: no answer")

    def eval(self, expression):
        result = self.call("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True,
                            "awaitPromise": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression, what, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.eval(expression):
                return True
            time.sleep(0.1)
        check(False, f"{what} (waited for {expression})")
        return False

    def open(self, url):
        self.call("Page.navigate", {"url": url}, session=True)

    def key(self, key):
        code = {"n": 78, "p": 80}[key]
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent",
                      {"type": kind, "key": key, "code": "Key" + key.upper(),
                       "text": key if kind == "keyDown" else "",
                       "windowsVirtualKeyCode": code}, session=True)

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def main():
    work = tempfile.mkdtemp(prefix="pathsim-browser-")
    server = browser = None
    try:
        os.chdir(work)
        os.mkdir("proj")
        os.mkdir("proj/.git")
        # Two kinds of warnings: a NULL dereference on a path of several
        # steps, and a leak.
        with open("proj/a.c", "w") as f:
            f.write("#include <stdlib.h>\n"
                    "int first(int n) {\n"
                    "  int *p = malloc(sizeof *p * 4);\n"
                    "  if (n > 3)\n"
                    "    n = n - 1;\n"
                    "  p[0] = n;\n"
                    "  return n;\n"
                    "}\n"
                    "void second(int n) {\n"
                    "  int *q = malloc(sizeof *q);\n"
                    "  if (!q)\n"
                    "    return;\n"
                    "  *q = n;\n"
                    "}\n")
        with open("token", "w") as f:
            f.write(TOKEN + "\n")
        os.chmod("token", 0o600)
        subprocess.run([PATHSIM, "analyze", "proj/a.c", "--db", "s.db"],
                       check=True, capture_output=True)
        server = subprocess.Popen(
            [PATHSIM, "serve", "--db", "s.db", "--listen", "127.0.0.1:0",
             "--token-file", "token", "--source-root", "proj"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = server.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
        if not check(match, f"serve started: {line!r}"):
            return
        url = match.group(1)

        browser = Browser(os.path.join(work, "profile"))
        ready = "(document.body !== null && document.body.dataset.ready === '{}')"

        # The runs; open the run.
        browser.open(url + "/#/runs")
        browser.wait(ready.format("runs"), "the runs page")
        check(browser.eval("document.querySelectorAll('#runs tr[data-run]').length") == 1,
              "one run listed")
        browser.eval("document.querySelector('a.run-link').click()")
        browser.wait(ready.format("run"), "the run's page")
        kinds = browser.eval("[...document.querySelectorAll('#warnings tr[data-warning]')]"
                             ".map(r => r.dataset.kind).sort().join(',')")
        check(kinds == "leak,leak,null-deref", f"the run's warnings: {kinds}")

        # Filter by kind.
        browser.eval("(() => { const s = document.getElementById('f-kind');"
                     " s.value = 'null-deref'; s.dispatchEvent(new Event('change')); })()")
        browser.wait(ready.format("run") + " && document.querySelectorAll("
                     "'#warnings tr[data-warning]').length === 1", "the kind filter")
        check(browser.eval("document.querySelector('#warnings tr[data-warning]').dataset.kind")
              == "null-deref", "the filtered row is the null dereference")
        check("kind=null-deref" in browser.eval("location.hash"), "the filter is in the address")

        # Open the warning; step through its path with the keys.
        browser.eval("document.querySelector('a.warning-link').click()")
        browser.wait(ready.format("warning"), "the warning's page")
        steps = browser.eval("document.querySelectorAll('#steps li').length")
        check(steps and steps >= 3, f"the path has steps: {steps}")
        step = "document.getElementById('step-current').dataset.step"
        check(browser.eval(step) == "1", "the first step is shown")
        browser.key("n")
        check(browser.eval(step) == "2", "n goes to the next step")
        browser.key("n")
        check(browser.eval(step) == "3", "n again")
        browser.key("p")
        check(browser.eval(step) == "2", "p goes back")
        # The current step's line is marked in the listing.
        line_of_step = browser.eval("document.getElementById('step-current').dataset.line")
        marked = browser.eval("(document.querySelector('#listing tr.current') || {dataset: {}}).dataset.line")
        check(marked == line_of_step, f"the listing marks the step's line: {marked} vs {line_of_step}")
        for _ in range(steps):
            browser.key("n")
        check(browser.eval(step) == str(steps), "the last step")
        check(browser.eval("document.getElementById('step-next').disabled") is True,
              "no step after the last")
        check(browser.eval("document.querySelector('#listing tr.current.warn') !== null"),
              "the last step is the warning's line")

        # The source is highlighted: keywords and types in their spans, the
        # text of every line unchanged (the spans only wrap it).
        check(browser.eval("[...document.querySelectorAll('#listing td.src span.kw')]"
                           ".some(s => ['if', 'return'].includes(s.textContent))"),
              "keywords are highlighted in the listing")
        check(browser.eval("[...document.querySelectorAll('#listing td.src span.ty')]"
                           ".some(s => s.textContent === 'int')"),
              "types are highlighted in the listing")
        check(browser.eval("document.querySelectorAll('#listing td.src *:not(span)').length") == 0,
              "the highlighted source holds only spans")

        # Mark it false positive, with the token.
        comment = 'n is small <img src=x onerror="window.pwned=1">'
        browser.eval("(() => { const t = document.getElementById('token');"
                     f" t.value = {json.dumps(TOKEN)}; t.dispatchEvent(new Event('change'));"
                     " document.getElementById('review-status').value = 'false-positive';"
                     f" document.getElementById('review-comment').value = {json.dumps(comment)};"
                     " document.getElementById('review-author').value = 'bob';"
                     " document.getElementById('review-save').click(); })()")
        browser.wait("document.getElementById('status').textContent.startsWith('review saved')",
                     "the review is saved")

        # Reload: the mark is there, its comment as text.
        browser.call("Page.reload", session=True)
        browser.wait(ready.format("warning"), "the warning's page after a reload")
        state = browser.eval("document.getElementById('review-state').textContent")
        check(state and "false-positive" in state and comment in state and "bob" in state,
              f"the review after a reload: {state!r}")
        check(browser.eval("document.querySelectorAll('#review-state img, main img').length") == 0,
              "the comment's HTML is not markup")
        check(browser.eval("window.pwned === undefined"), "the comment's script did not run")
        check(browser.eval("document.getElementById('review-status').value") == "false-positive",
              "the form shows the status")
        if os.environ.get("PATHSIM_SCREENSHOT"):  # to look at the page
            import base64
            shot = browser.call("Page.captureScreenshot", session=True)
            with open(os.environ["PATHSIM_SCREENSHOT"], "wb") as f:
                f.write(base64.b64decode(shot["data"]))

        # The next run of the same code keeps it.
        subprocess.run([PATHSIM, "analyze", "proj/a.c", "--db", "s.db"],
                       check=True, capture_output=True)
        browser.open(url + "/#/run/2?review=false-positive")
        browser.wait(ready.format("run"), "the second run's page")
        rows = browser.eval("[...document.querySelectorAll('#warnings tr[data-warning]')]"
                            ".map(r => r.dataset.kind).join(',')")
        check(rows == "null-deref", f"the next run's warning keeps the mark: {rows}")
        check("false-positive" in browser.eval("document.getElementById('warnings').textContent"),
              "the mark is shown in the list")
    finally:
        if browser:
            browser.close()
        if server:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
        os.chdir("/")
        shutil.rmtree(work, ignore_errors=True)
    print(f"{0 if FAILED else 1} passed, {len(FAILED)} failed")


if __name__ == "__main__":
    try:
        main()
    except Exception as e:  # a broken pipe, a timeout: a failure, said
        FAILED.append(str(e))
        print("FAIL:", e)
    sys.exit(1 if FAILED else 0)
