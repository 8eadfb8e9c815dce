#!/bin/sh
# Bao Huang on the command line (--game baohuang), as a user drives it:
# check, explain, moves, rules, compare, selfplay, solve and validate, and
# bad input.  TAP output; the CLI's path is $1.
CLI="$1"
SRCDIR="${G_TEST_SRCDIR:-$(dirname "$0")}"
. "$(dirname "$0")/tap-cli.sh"
G="--game baohuang"

expect 1 'bh.follow.each-higher' 'a small joker does not beat a small joker' -- check $G --table "S8 H8 D8 BJ" "S9 H9 D9 BJ"
expect 1 'Your small joker is matched with their small joker' 'and the tutor says which card fails' -- check $G --table "S8 H8 D8 BJ" "S9 H9 D9 BJ"
expect 0 'bh.follow.each-higher' 'a big joker does' -- check $G --table "S8 H8 D8 BJ" "S9 H9 D9 RJ"
expect 0 'legal' 'small-small-big-big jokers beat 8-8-8-small joker' -- check $G --table "S8 H8 D8 BJ" "BJ BJ RJ RJ"
expect 1 'bh.combo.lead' 'no sequences' -- check $G "S6 H7"
expect 1 'bh.follow.count' 'as many cards as the table' -- check $G --table "S8 H8 D8" "S9 H9"
expect 0 '"type": "kind_jokers", "rank": "9", "size": 4' 'the JSON type of one rank with jokers' -- check $G --json "S9 H9 D9 RJ*"
expect 0 '"type": "kind", "rank": "A", "size": 6' 'six Aces from four decks' -- check $G --json "SA SA HA HA DA CA"
expect 0 '"type": "jokers"' 'jokers alone' -- check $G --json "BJ RJ RJ*"
expect 0 '"type": "single", "rank": "RJ"' 'the emperor card is a big joker' -- check $G --json "RJ*"
expect 2 "S3" 'a 3 is not in the deck' -- check $G S3
expect 2 'too many copies of S6 (item 5)' 'a fifth S6 names itself' -- check $G "S6 S6 S6 S6 S6"
expect 2 'too many copies of RJ\* (item 2)' 'a second RJ* names itself' -- check $G "RJ* RJ*"
expect 2 "'S3' (item 3)" 'a 3 in a hand names itself' -- moves $G --hand "S6 H6 S3"
expect 2 "--level" 'no --level in this game' -- check $G --level 5 S6
expect 0 'legal: kind 3' 'with-low-cards keeps the 3s' -- check $G --variant with-low-cards S3 H3
expect 0 'bh.follow.each-higher' 'emperor-top: the emperor card beats a big joker' -- check $G --variant emperor-top --table RJ "RJ*"
expect 1 'suggestion' 'explain suggests a play from the hand' -- explain $G --table "S8 H8 D8 BJ" --hand "S9 H9 D9 BJ SQ HQ DQ RJ" "S9 H9 D9 BJ"
lacks 'gd\.' 'no Guandan rule is cited'
expect 0 '^7$' 'moves of a small hand' -- moves $G --hand "S9 H9 BJ"
expect 0 '"type": "kind_jokers"' 'moves --json' -- moves $G --json --hand "S9 H9 BJ"
expect 1 '^0$' 'nothing beats a big joker' -- moves $G --table RJ --hand "S2 BJ BJ"
expect 0 'bh.follow.each-higher' 'rules name the following rule' -- rules $G
expect 0 '"point": "following", "rule": "bh.follow.each-higher"' 'rules --json' -- rules $G --json
expect 0 '"game": "baohuang"' 'compare judges Bao Huang too' -- compare --json --table "S8 H8 D8 BJ" "S9 H9 D9 RJ"
expect 0 '"rule": "bh.deck"' 'compare: a 3 is out of the Bao Huang deck' -- compare --json S3
expect 0 'deals: 200, 5 players' 'selfplay keeps every invariant' -- selfplay $G --games 200 --checked
expect 0 'deals: 100' 'selfplay with a called guard and passing with the best card' -- selfplay $G --games 100 --checked --variant called-guard --variant pass-with-best
expect 0 'S9 H9 D9 RJ' 'solve a puzzle with the roles stated' -- solve "$SRCDIR/data/baohuang-emperor.puzzle"
expect 0 '"solvable": true' 'solve --json' -- solve --json "$SRCDIR/data/baohuang-emperor.puzzle"
expect 0 'no problems' 'validate passes the Bao Huang puzzle' -- validate "$SRCDIR/data/baohuang-emperor.puzzle"

expect 0 'eligible: H2 C2' 'tribute: the strongest card that is not a joker' -- tribute $G --hand "S9 H2 C2 BJ"
expect 1 'bh.tribute' 'return: nothing is given back' -- return $G --hand "S9 H2 C2 BJ" --received S9 S9

# The line and the refutations name the seats as the game does (1 2 3 …),
# never by the compass (issue 28).
out=$("$CLI" solve --line --refutations "$SRCDIR/../puzzles/bh-keep-the-big-joker.puzzle" 2>&1)
printf '%s\n' "$out" | grep -q -- 'RJ — 2: pass, 1: SQ' && printf '%s\n' "$out" | grep -q '^  1: ' &&
  ! printf '%s\n' "$out" | grep -q '\(^  \|, \|— \)[SENW]: '
ok $? 'solve --line --refutations names seats by number'

tap_finish
