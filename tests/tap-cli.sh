# Shared by the command-line tests: TAP lines and `expect`.  Source it after
# setting CLI to the program's path; end the script with `tap_finish`.
n=0
fail=0
out=

ok () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fail=1; fi
}

expect () { # expect STATUS PATTERN DESCRIPTION -- ARGS…
  want=$1; pattern=$2; desc=$3; shift 4
  if [ -n "${time_limit:-}" ]; then
    out=$(timeout "$time_limit" "$CLI" "$@" 2>&1); got=$?
    [ "$got" = 124 ] && out="(killed after $time_limit s) $out"
  else
    out=$("$CLI" "$@" 2>&1); got=$?
  fi
  if [ "$got" = "$want" ] && printf '%s' "$out" | grep -q -- "$pattern"; then
    ok 0 "$desc"
  else
    echo "# exit $got (wanted $want), output: $out"
    ok 1 "$desc"
  fi
}

# Like expect, but a run that takes longer than SECONDS fails instead of
# hanging the test suite.
expect_within () { # expect_within SECONDS STATUS PATTERN DESCRIPTION -- ARGS…
  time_limit=$1; shift
  expect "$@"
  time_limit=
}

# The output of the last expect does not match PATTERN.
lacks () { # lacks PATTERN DESCRIPTION
  if printf '%s' "$out" | grep -q -- "$1"; then
    echo "# output: $out"
    ok 1 "$2"
  else
    ok 0 "$2"
  fi
}

tap_finish () {
  echo "1..$n"
  exit $fail
}
