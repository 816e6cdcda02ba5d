#!/usr/bin/env python3
"""Load benchmark of `pathsim serve` (issue 27; not a test): N analyses store
into one database while M clients read the JSON API; prints the throughput
and latency per endpoint, and checks that nothing was lost (every analysis
stored its run whole, every request answered 200).

Every request goes to the server this script starts on 127.0.0.1; the loops
stop when the analyses have ended, or after --max-seconds.

  scripts/with-test-postgres python3 bench/serve_load.py \\
      --pathsim build/cli/pathsim -p /tmp/pathsim-bench/prep/cjson \\
      --db "$PATHSIM_TEST_POSTGRES"        # or --db /tmp/x.db for SQLite
"""
import argparse
import http.client
import json
import os
import random
import re
import statistics
import subprocess
import sys
import threading
import time


def percentile(values, p):
    values = sorted(values)
    if not values:
        return 0.0
    k = max(0, min(len(values) - 1, int(round(p / 100 * len(values) + 0.5)) - 1))
    return values[k]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pathsim", required=True)
    ap.add_argument("-p", dest="project", required=True,
                    help="a directory holding compile_commands.json")
    ap.add_argument("--db", required=True)
    ap.add_argument("--analyses", type=int, default=4)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--threads", type=int, default=8, help="serve --threads")
    ap.add_argument("--max-seconds", type=float, default=600)
    args = ap.parse_args()

    # A first run, so that there is something to read from the start.
    seed = subprocess.run([args.pathsim, "analyze", "-p", args.project, "--db",
                           args.db, "-j", "1", "--run-name", "seed", "--quiet"],
                          capture_output=True, text=True)
    if seed.returncode not in (0, 1):
        sys.exit("seed analysis failed: " + seed.stderr[-2000:])

    server = subprocess.Popen([args.pathsim, "serve", "--db", args.db,
                               "--listen", "127.0.0.1:0", "--threads",
                               str(args.threads), "--source-root", "/"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    line = server.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not m:
        server.kill()
        sys.exit("serve did not start: " + line + server.stderr.read())
    port = int(m.group(1))

    def get(conn, path):
        conn.request("GET", path)
        r = conn.getresponse()
        return r.status, r.read()

    c0 = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    status, body = get(c0, "/api/v1/runs")
    runs = json.loads(body)["runs"]
    seed_run = runs[-1]["id"]
    status, body = get(c0, f"/api/v1/runs/{seed_run}/warnings?rank=possible&all=1")
    warnings = json.loads(body)["warnings"]
    kinds = sorted({w["kind"] for w in warnings}) or ["leak"]
    ids = [w["id"] for w in warnings] or [1]
    c0.close()

    endpoints = {
        "info": lambda: "/api/v1/info",
        "runs": lambda: "/api/v1/runs",
        "warnings": lambda: f"/api/v1/runs/{seed_run}/warnings",
        "warnings?kind": lambda: f"/api/v1/runs/{seed_run}/warnings?kind={random.choice(kinds)}&rank=possible",
        "warning": lambda: f"/api/v1/warnings/{random.choice(ids)}",
        "diff": lambda: f"/api/v1/diff?a={seed_run}&b={latest[0]}",
        "page": lambda: "/",
    }
    latest = [seed_run]
    results = {name: [] for name in endpoints}
    errors = {name: 0 for name in endpoints}
    lock = threading.Lock()
    stop = threading.Event()

    def client(n):
        rng = random.Random(n)
        names = list(endpoints)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        i = n
        while not stop.is_set():
            name = names[i % len(names)]
            i += 1 + rng.randrange(2)
            t0 = time.perf_counter()
            try:
                status, body = get(conn, endpoints[name]())
                ok = status == 200
            except (OSError, http.client.HTTPException):
                ok = False
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            dt = time.perf_counter() - t0
            with lock:
                if ok:
                    results[name].append(dt)
                else:
                    errors[name] += 1
        conn.close()

    analyses = []
    t_start = time.time()
    for i in range(args.analyses):
        analyses.append(subprocess.Popen(
            [args.pathsim, "analyze", "-p", args.project, "--db", args.db,
             "-j", "1", "--fresh", "--run-name", f"load-{i}", "--quiet"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True))
    clients = [threading.Thread(target=client, args=(n,)) for n in range(args.clients)]
    for c in clients:
        c.start()
    # Follow the newest run for the diff endpoint while the analyses store.
    c1 = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    while any(a.poll() is None for a in analyses) and time.time() - t_start < args.max_seconds:
        time.sleep(1)
        try:
            status, body = get(c1, "/api/v1/runs")
            done = [r["id"] for r in json.loads(body)["runs"] if r["state"] in ("complete", "partial")]
            latest[0] = done[-1]
        except (OSError, http.client.HTTPException, ValueError, IndexError):
            c1 = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    elapsed = time.time() - t_start
    stop.set()
    for c in clients:
        c.join()
    statuses = []
    for a in analyses:
        if a.poll() is None:
            a.terminate()
        statuses.append(a.wait())
    c1 = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    status, body = get(c1, "/api/v1/runs")
    final = json.loads(body)["runs"]
    server.terminate()
    server.wait()

    seed_count = next(r["warnings"] for r in final if r["id"] == seed_run)
    loaded = [r for r in final if r["name"].startswith("load-")]
    print(f"{args.analyses} analyses (-j 1 --fresh) storing into "
          f"{'PostgreSQL' if args.db.startswith('postgres') else 'SQLite'} "
          f"while {args.clients} clients read; serve --threads {args.threads}; "
          f"{elapsed:.0f} s; analyses' exit statuses {statuses}")
    print(f"runs stored: {[(r['name'], r['state'], r['warnings']) for r in loaded]}; "
          f"the seed run has {seed_count} warnings")
    print()
    print("| endpoint | requests | errors | req/s | p50 ms | p95 ms |")
    print("|---|---:|---:|---:|---:|---:|")
    total = 0
    for name in endpoints:
        lat = results[name]
        total += len(lat)
        print(f"| {name} | {len(lat)} | {errors[name]} | {len(lat) / elapsed:.1f} | "
              f"{percentile(lat, 50) * 1000:.1f} | {percentile(lat, 95) * 1000:.1f} |")
    print(f"| all | {total} | {sum(errors.values())} | {total / elapsed:.1f} | | |")
    lost = (sum(errors.values()) != 0 or any(s not in (0, 1) for s in statuses)
            or len(loaded) != args.analyses
            or any(r["state"] not in ("complete", "partial") or r["warnings"] != seed_count for r in loaded))
    print("nothing lost" if not lost else "SOMETHING WAS LOST")
    sys.exit(1 if lost else 0)


if __name__ == "__main__":
    main()
