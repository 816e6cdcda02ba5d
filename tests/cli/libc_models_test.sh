#!/usr/bin/env bash
# Every call in the libc e2e cases (tests/e2e/cases/libc, a misuse per
# model) finds a model under the name the compiler emits: no call is left to
# the conservative rule. A misuse the conservative rule reports too (an
# uninitialized argument) then shows the model, not just any call; a call
# renamed by the headers (mkstemp64 under _FILE_OFFSET_BITS=64) or lowered
# to an LLVM intrinsic is caught here.
# Usage: libc_models_test.sh PATHSIM SOURCE_DIR
. "$(dirname "$0")/common.sh" "$@"

# Functions a case declares itself on purpose (format_strings.c's logf_,
# a user's printf-like function without a body).
ALLOWED="'logf_'"

# The models of this source tree, whatever the build's share/ holds.
export PATHSIM_LIBC_MODELS="$SRC/models/libc"
for f in "$SRC"/tests/e2e/cases/libc/*.c "$SRC"/tests/e2e/cases/libc/*.cpp; do
  "$PATHSIM" analyze "$f" --db libc.db --fresh --quiet --stats -- -I"$SRC/tests/e2e/include" > out.txt 2> err.txt
  status=$?
  expect_status 0 $status "analyze $(basename "$f")"
  [ $status = 0 ] || cat err.txt
  grep "no source or model: " err.txt | grep -v -F "$ALLOWED" > unmodeled.txt
  [ -s unmodeled.txt ] && fail "$(basename "$f") calls functions without a model: $(cat unmodeled.txt)"
done

exit $FAILED
