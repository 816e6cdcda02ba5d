#!/usr/bin/env bash
# cmake --install and cpack -G DEB, as a user installs pathsim: the installed
# binary finds its libc models and docs relative to itself wherever the tree
# is moved, holds no path of the build or source tree, and the .deb declares
# a package for every shared library the binary needs and Clang's builtin
# headers.
# Usage: install_test.sh BUILD_DIR SOURCE_DIR
set -u
BUILD=$1
SRC=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }
cd "$WORK" || exit 1
cp "$SRC/examples/example1.c" .

# 1. Install into a prefix (a plain cmake --install, as a user types it),
#    move it, run it with an empty environment.
cmake --install "$BUILD" --prefix "$WORK/prefix" > install.log 2>&1 || fail "cmake --install: $(cat install.log)"
for f in bin/pathsim share/pathsim/models/libc/stdlib.mdl share/doc/pathsim/README.md share/doc/pathsim/docs/checks.md \
         share/doc/pathsim/LICENSE share/doc/pathsim/copyright share/doc/pathsim/changelog.gz share/man/man1/pathsim.1.gz; do
  [ -f "prefix/$f" ] || fail "cmake --install did not install $f"
done
# The installed binary is stripped whatever the build type: no symbol table,
# no debug information.
if readelf -S prefix/bin/pathsim | grep -qE '\.(symtab|debug_info)\b'; then
  fail "cmake --install installed an unstripped binary ($(du -h prefix/bin/pathsim | cut -f1)): $(readelf -S prefix/bin/pathsim | grep -oE '\.(symtab|debug_[a-z]+)' | tr '\n' ' ')"
fi
zcat prefix/share/man/man1/pathsim.1.gz | grep -q '^\.TH PATHSIM 1' || fail "the installed manual page is not pathsim(1)"
mv prefix moved
env -i PATH=/usr/bin:/bin "$WORK/moved/bin/pathsim" analyze example1.c --db e.db > out.txt 2> err.txt ||
  fail "the moved installation does not run: $(cat err.txt)"
grep -q "used system model 'malloc'" out.txt || fail "the moved installation does not find its libc models: $(cat out.txt err.txt)"
! grep -q "models were not found" err.txt || fail "the moved installation warns that it has no models: $(cat err.txt)"
# The binary copied alone has no models: it says so, and still analyzes.
mkdir alone && cp moved/bin/pathsim alone/
env -i PATH=/usr/bin:/bin "$WORK/alone/pathsim" analyze example1.c --db a.db > out.txt 2> err.txt ||
  fail "a binary without its models does not run: $(cat err.txt)"
grep -q "^pathsim: warning: the C library's models were not found" err.txt ||
  fail "a binary without its models does not say so: $(cat err.txt)"
if strings moved/bin/pathsim | grep -qF -e "$BUILD" -e "$SRC"; then
  fail "the installed binary holds a path of the build or source tree: $(strings moved/bin/pathsim | grep -F -e "$BUILD" -e "$SRC" | head -3)"
fi

# 2. The Debian package: its dependencies, and its binary run from the
#    extracted tree.
cpack -G DEB --config "$BUILD/CPackConfig.cmake" -B "$WORK/pkg" > cpack.log 2>&1 || fail "cpack -G DEB: $(tail -5 cpack.log)"
DEB=$(ls pkg/pathsim_*_amd64.deb 2>/dev/null | head -n 1)
if [ -z "$DEB" ]; then
  fail "cpack made no .deb: $(ls pkg)"
else
  DEPENDS=$(dpkg-deb -f "$DEB" Depends)
  for p in libclang-common-16-dev libllvm16 libclang-cpp16 libsqlite3-0 libyaml-cpp0.7 libfmt9; do
    grep -q "\b$p\b" <<< "$DEPENDS" || fail "the .deb does not depend on $p: $DEPENDS"
  done
  # Every shared library the binary needs comes from a declared package.
  dpkg-deb -x "$DEB" x
  for lib in $(readelf -d x/usr/bin/pathsim | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'); do
    path=$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64/ { print $NF; exit }')
    pkg=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -n 1 | cut -d: -f1)
    [ -n "$pkg" ] || pkg=$(dpkg -S "$path" 2>/dev/null | head -n 1 | cut -d: -f1)
    grep -q "\b$pkg\b" <<< "$DEPENDS" || fail "$lib ($path, package '$pkg') is not among the .deb's dependencies: $DEPENDS"
  done
  # What a distribution checks first: lintian finds no error (copyright,
  # changelog, maintainer, manual page, ...). Skipped, said, without lintian.
  if command -v lintian > /dev/null; then
    lintian --tag-display-limit 0 "$DEB" > lintian.txt 2>&1
    grep -E '^[EW]: ' lintian.txt | grep -q '^E: ' && fail "lintian finds errors in the .deb: $(grep '^E: ' lintian.txt)"
    grep -q '^W: ' lintian.txt && fail "lintian warns about the .deb: $(grep '^W: ' lintian.txt)"
  else
    echo "install_test: lintian is not installed (scripts/setup installs it): the .deb is not checked by it"
  fi
  env -i PATH=/usr/bin:/bin "$WORK/x/usr/bin/pathsim" analyze example1.c --db x.db > out.txt 2> err.txt ||
    fail "the packaged binary does not run: $(cat err.txt)"
  grep -q "used system model 'malloc'" out.txt || fail "the packaged binary does not find its models: $(cat out.txt err.txt)"
fi
exit $FAILED
