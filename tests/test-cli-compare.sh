#!/bin/sh
# `rules` and `compare` on the command line: the rules of each game point by
# point, and every game's verdict on the same cards — which must be the
# verdict `check --game G` gives, byte for byte.  TAP output; the CLI's path
# is $1.
CLI="$1"
. "$(dirname "$0")/tap-cli.sh"

# rules
expect 0 '"point": "following", "rule": "gdy.follow.step"' 'rules --json names the following rule' -- rules --game gandengyan --json
expect 0 '^{"game": "gandengyan", "points": \[{"point": "players", "rule": "gdy.players", "text": "' 'rules --json: the game, then the points' -- rules --game gandengyan --json
expect 0 '"point": "tribute", "rule": null, "text": "No tribute."' 'a point that does not apply says so, citing no rule' -- rules --game gandengyan --json
expect 0 '^following (gd.beat.same-type)$' 'rules in text: the point and its rule' -- rules
expect 0 'Guandan (guandan)' 'Guandan by default, its title first' -- rules
expect 2 "unknown game 'mahjong'" 'an unknown game is bad input' -- rules --game mahjong
expect 2 "unexpected argument 'S3'" 'cards are no argument of rules' -- rules S3
expect 2 'is not an option of rules' '--table is no option of rules' -- rules --table S3
# The same point names in every game, in the same order.
gd=$("$CLI" rules --game guandan --json | grep -o '"point": "[a-z-]*"' | tr '\n' ' ')
gdy=$("$CLI" rules --game gandengyan --json | grep -o '"point": "[a-z-]*"' | tr '\n' ' ')
[ -n "$gd" ] && [ "$gd" = "$gdy" ]; ok $? 'every game has the same points in the same order'

# compare: the issue's example
expect 0 '^\[{"game": "guandan", "legal": false, .*"rule": "gd.combo.straight".*}, {"game": "gandengyan", "legal": true, .*"rule": "gdy.follow.step"' \
  'a three-card sequence: no straight in Guandan, one step higher in Gan Deng Yan' -- compare --json --table "S3 H4 D5" "S4 H5 D6"
expect 0 '^Gan Deng Yan (gandengyan)$' 'text: one block per game, headed by its name' -- compare --table "S3 H4 D5" "S4 H5 D6"
expect 0 'rule: gdy.follow.step' 'text: each block with its rule' -- compare --table "S3 H4 D5" "S4 H5 D6"
expect 0 '"game": "gandengyan", "legal": false, .*"rule": "gdy.deck"' 'a card the deck lacks: illegal by the deck rule' -- compare --json S3 S3
expect 0 '"game": "gandengyan", "legal": false, .*"rule": "gdy.deck"' 'the table too' -- compare --json --table "S3 S3" "S4 H4"
expect 1 'gd.beat.same-type' 'illegal everywhere: exit 1' -- compare --table "S9 H9" "S10"
expect 0 '"game": "guandan", "legal": true, "combo": {"type": "pair", "rank": "9"' 'wild at level 5 in Guandan' -- compare --json --level 5 "H5 S9"
expect 2 "unknown card 'X9' (item 2)" 'a bad card names the token' -- compare S3 X9
expect 2 "--table: unknown card 'Z1' (item 1)" 'on the table too' -- compare --table Z1 S3
expect 2 "unknown level rank '1'" 'a bad level names it' -- compare --level 1 S3
expect 2 'no cards given' 'no cards' -- compare
expect 2 '--game is not an option of compare' 'compare takes no --game' -- compare --game guandan S3

# compare agrees with check: for each game and each question, check's JSON
# answer with "game" put first is one element of compare's array, and check's
# text answer one block of compare's.  Where check refuses the question for a
# game (a table that is no combination there, a card its deck lacks), compare
# answers illegal for it.
agree () { # agree LEVEL TABLE CARDS
  level=$1; table=$2; cards=$3
  set -- ; [ -n "$level" ] && set -- --level "$level"
  [ -n "$table" ] && set -- "$@" --table "$table"
  cmp_json=$("$CLI" compare --json "$@" "$cards" 2>&1)
  cmp_text=$("$CLI" compare "$@" "$cards" 2>&1)
  for game in guandan gandengyan; do
    if [ "$game" = gandengyan ] && [ -n "$level" ]; then shift 2; level=; fi
    chk_json=$("$CLI" check --game $game --json "$@" "$cards" 2>&1); got=$?
    chk_text=$("$CLI" check --game $game "$@" "$cards" 2>&1)
    desc="compare and check --game $game agree on '$cards' (table '$table')"
    if [ "$got" = 2 ]; then
      case "$cmp_json" in
        *"{\"game\": \"$game\", \"legal\": false, "*) ok 0 "$desc: refused by check, illegal in compare" ;;
        *) echo "# compare: $cmp_json"; ok 1 "$desc" ;;
      esac
      continue
    fi
    want="{\"game\": \"$game\", ${chk_json#\{}"
    case "$cmp_json" in
      *"$want"*) ok 0 "$desc (JSON)" ;;
      *) echo "# check: $want"; echo "# compare: $cmp_json"; ok 1 "$desc (JSON)" ;;
    esac
    case "$cmp_text" in
      *"$chk_text"*) ok 0 "$desc (text)" ;;
      *) echo "# check: $chk_text"; echo "# compare: $cmp_text"; ok 1 "$desc (text)" ;;
    esac
  done
}

agree '' '' 'S3'
agree '' '' 'S3 H3'
agree '' '' 'S3 S4 S5 S6 S7'
agree '' '' 'S3 S4 S5'
agree '' '' 'H2 S3 S4 S5 S6'
agree '' '' 'BJ RJ'
agree '' '' 'BJ'
agree '' '' 'S4 H4 D5 C5'
agree '' '' 'S2 H2 D2 C2'
agree '' '' 'S10 SJ BJ'
agree '' '' 'BJ=S7 S7'
agree '' 'S7' 'S8'
agree '' 'S7' 'S9'
agree '' 'S9' 'H2'
agree '' 'S3 H4 D5' 'S4 H5 D6'
agree '' 'S3 H3 D3' 'S4 H4 D4 C4'
agree '' 'SK HK' 'S3 H3 D3'
agree '5' '' 'H5 S9'
agree '5' 'SA' 'D5'
agree 'A' 'S3 S4 S5 S6 S7' 'HA D4 D5 D6 D7'

tap_finish
