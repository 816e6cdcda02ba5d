#!/usr/bin/env bash
# The manual page names every command 'pathsim --help' lists and every option
# each command's --help lists, and man reads it without a warning: an option
# added to the code and not to docs/pathsim.1 fails here.
# Usage: manpage_test.sh PATHSIM SOURCE_DIR
set -u
PATHSIM=$1
PAGE=$2/docs/pathsim.1
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }

[ -f "$PAGE" ] || { echo "FAIL: no $PAGE"; exit 1; }
# The page as man prints it, hyphens plain: the options are searched in it.
TEXT=$(MANWIDTH=200 man -l "$PAGE" 2>/dev/null | col -b | sed 's/‐/-/g')
[ -n "$TEXT" ] || fail "man -l $PAGE printed nothing"
WARNINGS=$(LC_ALL=C.UTF-8 MANROFFSEQ='' man --warnings -E UTF-8 -l -Tutf8 -Z "$PAGE" 2>&1 >/dev/null)
[ -z "$WARNINGS" ] || fail "man warns about the page: $WARNINGS"

COMMANDS=$("$PATHSIM" --help | sed -n '/^COMMANDS:/,/^$/p' |
  sed -nE 's/^  ((models|reports) [a-z-]+|[a-z]+) .*/\1/p')
[ "$(wc -l <<< "$COMMANDS")" -ge 10 ] || fail "pathsim --help lists too few commands to check: $COMMANDS"
while read -r cmd; do
  grep -qF -- "$cmd" <<< "$TEXT" || fail "the manual page does not name the command '$cmd'"
  # shellcheck disable=SC2086
  for opt in $("$PATHSIM" $cmd --help | sed -n '/^OPTIONS:/,$p' |
               sed -nE 's/^  (--?[a-zA-Z][-a-zA-Z]*).*/\1/p' | grep -vx -- '--help'); do
    grep -qE -- "(^|[^-a-zA-Z])$opt([^-a-zA-Z]|$)" <<< "$TEXT" ||
      fail "the manual page does not name '$cmd''s option $opt"
  done
done <<< "$COMMANDS"
exit $FAILED
