#!/bin/sh
# Every suite but the screenshots under AddressSanitizer and
# UndefinedBehaviorSanitizer, in a second build folder (default build-asan):
# the engine, content and command-line suites, the fuzz replays, and the
# app's UI tests (on Xvfb, as in the main run).  Part of `make check`
# (docs/fuzzing.md).
#
# LeakSanitizer is on; build-aux/lsan.supp suppresses GLib's test harness
# only.  Its suppressions match stack frames inside GLib, which the fast
# unwinder cannot walk (Debian's GLib has no frame pointers), so the content
# and cli suites — the ones whose tests isolate their folders with
# g_test_init — and the fuzz replays (the handout target's fonts, suppressed
# by frames inside fontconfig and cairo) run with the slow, exact unwinder;
# the engine's suites, which allocate in their hot loops, keep the fast one.
#
# The UI tests run as libadwaita runs its own under LSan, with a reviewed
# suppressions file (build-aux/lsan-gtk.supp, on top of lsan.supp) and the
# exact unwinder, so that a leak is suppressed only by frames inside GTK's
# stack and never by a frame of ours.  They draw with GSK's cairo renderer
# and GL off (GDK_DEBUG=gl-disable): Mesa's software rasteriser leaks a
# buffer from code it compiles at run time and unloads at exit, which no
# suppression can name, and the widgets draw the same either way.  The
# screenshots suite (app-screenshots) draws hundreds of full windows and
# checks nothing the UI tests do not; it stays in the main run only.
# GT_TEST_SLOWDOWN scales the UI tests' waits and their bounds on what the
# learner waits for (gt_test_slowdown()) by ASan's cost; the time-outs are
# twenty times the main run's, for a loaded machine (a timed-out test still
# fails).
set -eu

BUILDDIR=${1:-build-asan}
top=$(cd "$(dirname "$0")/.." && pwd)

if [ ! -f "$BUILDDIR/build.ninja" ]; then
  meson setup "$BUILDDIR" -Db_sanitize=address,undefined -Db_lundef=false
else
  # A folder set up before the app joined this run had -Dapp=false.
  meson configure "$BUILDDIR" -Dapp=true
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

ui_tests=$(meson test -C "$BUILDDIR" --no-rebuild --list 2>/dev/null |
  sed -n 's|^.*:app / ||p' | grep -v '^app-screenshots$' || true)
if [ -z "$ui_tests" ]; then
  echo "check-sanitize: no UI tests found in $BUILDDIR" >&2
  exit 1
fi
# LSan reads one suppressions file: the project's and GTK's together.
cat "$top/build-aux/lsan.supp" "$top/build-aux/lsan-gtk.supp" > "$BUILDDIR/lsan-app.supp"
# shellcheck disable=SC2086 # one argument per test name
LSAN_OPTIONS="suppressions=$(cd "$BUILDDIR" && pwd)/lsan-app.supp:print_suppressions=0" \
ASAN_OPTIONS="$common:fast_unwind_on_malloc=0:malloc_context_size=30" \
GDK_DEBUG=gl-disable GSK_RENDERER=cairo GT_TEST_SLOWDOWN=8 \
  meson test -C "$BUILDDIR" --no-rebuild --print-errorlogs --logbase asan-app \
    --timeout-multiplier 20 $ui_tests || status=1
exit $status
