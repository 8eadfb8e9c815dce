#!/bin/sh
# The engine, content and command-line suites under AddressSanitizer and
# UndefinedBehaviorSanitizer, in a second build folder (default build-asan)
# without the GTK application.  Part of `make check` (docs/fuzzing.md).
#
# LeakSanitizer is on; build-aux/lsan.supp suppresses GLib's test harness
# only.  Its suppressions match stack frames inside GLib, which the fast
# unwinder cannot walk (Debian's GLib has no frame pointers), so the content
# and cli suites — the ones whose tests isolate their folders with
# g_test_init — and the fuzz replays (the handout target's fonts, suppressed
# by frames inside fontconfig and cairo) run with the slow, exact unwinder;
# the engine's suites, which allocate in their hot loops, keep the fast one.
set -eu

BUILDDIR=${1:-build-asan}
top=$(cd "$(dirname "$0")/.." && pwd)

if [ ! -f "$BUILDDIR/build.ninja" ]; then
  meson setup "$BUILDDIR" -Dapp=false -Db_sanitize=address,undefined -Db_lundef=false
fi
meson compile -C "$BUILDDIR"

common="detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$top/build-aux/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"

status=0
ASAN_OPTIONS="$common" \
  meson test -C "$BUILDDIR" --no-rebuild --print-errorlogs --logbase asan-engine \
    --suite engine || status=1
ASAN_OPTIONS="$common:fast_unwind_on_malloc=0" \
  meson test -C "$BUILDDIR" --no-rebuild --print-errorlogs --logbase asan-content \
    --suite content --suite cli --suite fuzz || status=1
exit $status
