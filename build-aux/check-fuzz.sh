#!/bin/sh
# A short libFuzzer run of each fuzz target (clang, ASan + UBSan), from the
# kept corpus, in a third build folder (default build-fuzz).  Part of
# `make check`; the long runs are by hand (docs/fuzzing.md).  Prints a TAP
# line per target and a runs/s figure; what a run finds is left in
# BUILDDIR/fuzz-findings/TARGET/ (crash-*, slow-unit-*), to add to
# tests/fuzz-corpus/ once fixed.
#
#   build-aux/check-fuzz.sh [BUILDDIR] [SECONDS]
set -eu

BUILDDIR=${1:-build-fuzz}
# Seven targets at 13 s: the minute and a half three took at 30 s.
SECONDS_EACH=${2:-${GT_FUZZ_SECONDS:-13}}
top=$(cd "$(dirname "$0")/.." && pwd)
targets="notation puzzle lesson progress settings cli handout"

if [ ! -f "$BUILDDIR/build.ninja" ]; then
  CC=clang meson setup "$BUILDDIR" -Dapp=false -Dfuzzing=true \
    -Db_sanitize=address,undefined -Db_lundef=false
fi
meson compile -C "$BUILDDIR" $(for t in $targets; do printf 'fuzz-%s ' "$t"; done)
# Absolute: fuzz-cli runs the commands in a temporary folder of its own.
BUILDDIR=$(cd "$BUILDDIR" && pwd)

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export LSAN_OPTIONS="suppressions=$top/build-aux/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"

tap="$BUILDDIR/fuzz-tap.txt"
: >"$tap"
say () {
  echo "$*"
  echo "$*" >>"$tap"
}

n=0
failed=0
say "1..$(echo $targets | wc -w)"
for t in $targets; do
  n=$((n + 1))
  work="$BUILDDIR/fuzz-work/$t"
  findings="$BUILDDIR/fuzz-findings/$t"
  rm -rf "$work"
  mkdir -p "$work" "$findings"
  log="$BUILDDIR/fuzz-$t.log"
  # -timeout: an input that takes over 2 s is a hang (a freeze in the app).
  # A short run spends its time on inputs rather than on libFuzzer's own
  # search: -entropic=0 turns off the entropic rare-feature scheduling,
  # which took about half of each run (perf), and -max_len keeps inputs to
  # the size the kept corpus was merged at (2 KiB for lessons, a step and
  # its position; 4 KiB, a line's limit, for the others) — together about
  # 3-4x the runs a second, side by side (docs/fuzzing.md).  The long runs
  # by hand keep the defaults.
  # The command line's and the settings' inputs are a few short lines.
  # The commands' own words (the usage, "unknown command") are not kept:
  # -close_fd_mask=3 closes the target's stdout and stderr, and libFuzzer
  # hands the sanitizers a copy of stderr for their reports.
  # A handout's pages of card diagrams take up to a second or two under
  # the sanitizers on a loaded machine: 10 s is its hang.  Its leaks are
  # not looked for here: the fonts' caches are suppressed by frames inside
  # fontconfig and cairo (build-aux/lsan.supp), which only the slow
  # unwinder walks, and that made loading the seeds alone take a minute;
  # check-sanitize.sh replays the corpus with LeakSanitizer and that
  # unwinder.
  quiet=
  timeout=2
  leaks=
  case $t in
    lesson) max_len=2048 ;;
    handout) max_len=2048 timeout=10 leaks=:detect_leaks=0 ;;
    cli) max_len=1024 quiet=-close_fd_mask=3 ;;
    settings) max_len=1024 ;;
    *) max_len=4096 ;;
  esac
  if ASAN_OPTIONS="$ASAN_OPTIONS$leaks" \
     "$BUILDDIR/fuzz/fuzz-$t" -max_total_time="$SECONDS_EACH" -timeout="$timeout" -rss_limit_mb=2048 \
       -entropic=0 -max_len="$max_len" $quiet -artifact_prefix="$findings/" -print_final_stats=1 \
       "$work" "$top/tests/fuzz-corpus/$t" </dev/null >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    secs=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    say "ok $n - fuzz-$t: ${runs:-?} runs, ${secs:-?} runs/s"
  else
    failed=$((failed + 1))
    say "not ok $n - fuzz-$t: see $log"
    tail -n 40 "$log" | sed 's/^/# /'
  fi
done
[ "$failed" -eq 0 ]
