#!/bin/sh
# `bot` fed recorded referee streams (tests/data/bot/): an answer for every
# act, each index within the act's range; malformed lines answered or
# ignored with a message; input that is no JSON at all refused.  TAP; the
# CLI's path is $1, the data folder $2.
CLI="$1"
DATA="$2"
n=0
status=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); status=1; echo "not ok $n - $1"; }

echo "1..7"
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

"$CLI" bot --seed 3 < "$DATA/game.jsonl" > "$out" 2> "$err"
code=$?
acts=$(grep -c '"type": "act"' "$DATA/game.jsonl")
answers=$(grep -c '^{"actIndex": [0-9][0-9]*}$' "$out")
lines=$(wc -l < "$out")
if [ "$code" -eq 0 ] && [ "$acts" -gt 50 ] && [ "$answers" -eq "$acts" ] && [ "$lines" -eq "$acts" ]; then
  ok "a whole recorded game: $acts acts, $answers answers, nothing else on standard output"
else
  not_ok "a whole recorded game: exit $code, $acts acts, $answers answers, $lines lines"
fi

# Each answer within its act's range (indexRange is the last index).
bad=$(grep '"type": "act"' "$DATA/game.jsonl" | sed 's/.*"indexRange": \([0-9]*\)}$/\1/' |
        paste -d ' ' - "$out" | awk '{ gsub(/[^0-9]/, "", $3); if ($3 + 0 > $1 + 0) print }' | wc -l)
if [ "$bad" -eq 0 ]; then ok "every index within its act's range"; else not_ok "$bad indices out of range"; fi

if grep -q 'by falling back to the first' "$err" && grep -q ' 0 by falling back' "$err"; then
  ok "every choice found among the referee's actions (tribute, return, anti-tribute deals)"
else
  not_ok "choices fell back: $(tail -1 "$err")"
fi

"$CLI" bot < "$DATA/malformed.jsonl" > "$out" 2> "$err"
code=$?
answers=$(grep -c '^{"actIndex": 0}$' "$out")
if [ "$code" -eq 0 ] && [ "$answers" -eq 3 ] && [ "$(wc -l < "$out")" -eq 3 ]; then
  ok "malformed acts still answered with a valid index"
else
  not_ok "malformed stream: exit $code, answers: $(cat "$out")"
fi
if grep -q 'line 2: not a JSON object' "$err" && grep -q "unknown type 'weather'" "$err"; then
  ok "malformed lines named on standard error"
else
  not_ok "malformed lines: $(cat "$err")"
fi

# The same five cards offered in four readings (a straight and a straight
# flush, the wild card at either end), in two orders: the bot answers the
# reading it chose (a straight from 2) in both, not the first with its cards.
"$CLI" bot --strength heuristic < "$DATA/readings.jsonl" > "$out" 2> "$err"
if [ "$(tr -d '\n' < "$out")" = '{"actIndex": 6}{"actIndex": 5}' ]; then
  ok "a play found by its reading among the same cards' readings, in either order"
else
  not_ok "readings: $(tr '\n' ' ' < "$out")"
fi

printf 'hello\nworld\n' | "$CLI" bot > "$out" 2> "$err"
code=$?
if [ "$code" -eq 2 ] && grep -q 'no JSON object' "$err"; then
  ok "input that is no JSON lines at all is refused (exit 2)"
else
  not_ok "no JSON: exit $code, $(cat "$err")"
fi
exit $status
