# Shared by the command-line tests: TAP lines and `expect`.  Source it after
# setting CLI to the program's path; end the script with `tap_finish`.
n=0
fail=0

ok () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fail=1; fi
}

expect () { # expect STATUS PATTERN DESCRIPTION -- ARGS…
  want=$1; pattern=$2; desc=$3; shift 4
  out=$("$CLI" "$@" 2>&1); got=$?
  if [ "$got" = "$want" ] && printf '%s' "$out" | grep -q -- "$pattern"; then
    ok 0 "$desc"
  else
    echo "# exit $got (wanted $want), output: $out"
    ok 1 "$desc"
  fi
}

tap_finish () {
  echo "1..$n"
  exit $fail
}
