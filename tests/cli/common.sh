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
