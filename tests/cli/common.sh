# What the CLI tests share: sourced as `. common.sh PATHSIM SOURCE_DIR`.
# Sets PATHSIM and SRC, makes and enters a scratch directory (removed at
# exit), and defines fail and expect_status; the test ends with `exit $FAILED`.
set -u
PATHSIM=$1
SRC=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }
expect_status() { # expected actual what
  [ "$1" = "$2" ] || fail "$3: exit status $2, expected $1"
}
cd "$WORK" || exit 1
# lock_exclusively DB: a background process takes DB's exclusive lock and
# holds it for 60 s or until `kill $HOLDER`; returns once the lock is taken
# (a busy machine may take seconds to start Python: never a fixed sleep).
lock_exclusively() {
  rm -f "$1.locked"
  /usr/bin/python3 - "$1" <<'PY' &
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("BEGIN EXCLUSIVE")
open(sys.argv[1] + ".locked", "w").close()
time.sleep(60)
PY
  HOLDER=$!
  for _ in $(seq 600); do [ -e "$1.locked" ] && break; sleep 0.1; done
}
