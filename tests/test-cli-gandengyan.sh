#!/bin/sh
# Gan Deng Yan on the command line (--game gandengyan), as a user drives it:
# check, explain, moves, selfplay, solve and validate.  TAP output; the
# CLI's path is $1.
CLI="$1"
SRCDIR="${G_TEST_SRCDIR:-$(dirname "$0")}"
. "$(dirname "$0")/tap-cli.sh"
G="--game gandengyan"

expect 0 'gdy.follow.step' 'a sequence one rank higher follows' -- check $G --table "S4 H5 D6" "S5 D6 C7"
expect 1 'gdy.follow.step' 'a sequence two ranks higher does not' -- check $G --table "S4 H5 D6" "S6 D7 C8"
expect 1 'gdy.joker.alone' 'a lone joker is no play' -- check $G BJ
expect 0 '"type": "sequence", "rank": "7", "size": 3' 'the JSON names the sequence' -- check $G --json --table "S4 H5 D6" "S5 D6 C7"
expect 0 '"type": "double_sequence"' 'a double sequence' -- check $G --json "S4 H4 D5 C5"
expect 0 '"type": "double_joker"' 'the double joker' -- check $G --json BJ RJ
expect 0 'gdy.follow.two' 'a 2 on any single' -- check $G --table S9 H2
expect 1 'gdy.follow.two' 'but not on a 2' -- check $G --table S2 H2
expect 1 'gdy.seq.no-two' 'no 2 in a sequence' -- check $G SK SA S2
expect 1 'gdy.joker.with-natural' 'jokers alone stand for nothing' -- check $G "BJ=S7 RJ=S7"
expect 0 'gdy.joker.wild' 'a joker read two ways asks which' -- check $G S10 SJ BJ
expect 0 'gdy.combo.sequence' 'a declaration picks the reading' -- check $G S10 SJ BJ=SQ
expect 1 'exactly one rank higher, a single 8' 'explain names the play that would do' -- explain $G --table S7 --hand "S9 D8" S9
lacks 'gd\.' 'no Guandan rule is cited'
expect 1 'suggestion: D8' 'and suggests it from the hand' -- explain $G --table S7 --hand "S9 D8" S9
expect 0 'gdy.bomb.kinds' 'two decks: the double joker is one big and one small' -- check $G --variant two-decks BJ RJ
expect 1 'gdy.bomb.kinds' 'two decks: two small jokers are nothing' -- check $G --variant two-decks BJ BJ
expect 2 'too many copies of BJ' 'one deck holds one small joker' -- check $G BJ BJ
expect 2 "unknown card 'X9' (item 2)" 'a bad card names the token' -- check $G S3 X9
expect 2 "--level '5'" 'no --level in this game' -- check $G --level 5 S3
expect 2 "unknown variant 'nope'" 'an unknown variant names itself' -- check $G --variant nope S3
expect 0 '^5$' 'moves of a hand with a joker' -- moves $G --hand "S3 S4 BJ"
expect 0 'RJ  single RJ' 'the last card, a joker, may be led' -- moves $G --hand "RJ"
expect 1 '^0$' 'nothing follows a 2 but a bomb' -- moves $G --table S2 --hand "S3 H4 DA"
expect 0 '"type": "triple"' 'moves --json' -- moves $G --json --hand "S5 H5 BJ"
expect 0 'deals: 40, 3 players' 'selfplay of three players' -- selfplay $G --players 3 --games 40 --checked
expect 0 '"players": 6' 'selfplay of six players, JSON' -- selfplay $G --players 6 --games 40 --checked --json
expect 2 '--players 7' 'seven players are bad input' -- selfplay $G --players 7
expect 0 'S4 H5 D6' 'solve proves a puzzle with a known stock' -- solve "$SRCDIR/data/gandengyan-stock.puzzle"
lacks 'C9' 'and only the sequence wins it'
expect 0 '"solvable": true' 'solve a puzzle with an empty stock, JSON' -- solve --json "$SRCDIR/data/gandengyan-empty-stock.puzzle"
expect 0 'no problems' 'validate passes the Gan Deng Yan puzzles' -- validate "$SRCDIR/data/gandengyan-stock.puzzle" "$SRCDIR/data/gandengyan-empty-stock.puzzle"

# The line and the refutations name the seats as the game does (1 2 3 …),
# never by the compass (issue 28).
out=$("$CLI" solve --line --refutations "$SRCDIR/../puzzles/gdy-bait-the-bomb.puzzle" 2>&1)
printf '%s\n' "$out" | grep -q -- 'S9 H9 D9 — 2: pass, 3: pass' && printf '%s\n' "$out" | grep -q '^  1: ' &&
  ! printf '%s\n' "$out" | grep -q '\(^  \|, \|— \)[SENW]: '
ok $? 'solve --line --refutations names seats by number'

tap_finish
