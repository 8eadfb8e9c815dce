#!/bin/sh
# Dou Dizhu on the command line (--game doudizhu), as a user drives it:
# check, explain, moves, rules, compare, selfplay, solve and validate, and
# bad input.  TAP output; the CLI's path is $1.
CLI="$1"
SRCDIR="${G_TEST_SRCDIR:-$(dirname "$0")}"
PUZZLES="$SRCDIR/../puzzles"
. "$(dirname "$0")/tap-cli.sh"
G="--game doudizhu"

expect 0 'ddz.combo.straight' 'a straight of five' -- check $G "S3 H4 D5 C6 S7"
expect 1 'ddz.combo.straight' 'no 2 in a straight' -- check $G "SJ HQ DK CA S2"
expect 1 'ddz.combo.pair-straight' 'two pairs in a row are no play' -- check $G "S3 H3 S4 H4"
expect 0 'ddz.combo.airplane' 'an airplane with single wings' -- check $G "S3 H3 D3 S4 H4 D4 S9 SK"
expect 0 '"type": "airplane_singles", "rank": "4", "size": 8' 'its JSON kind is the game'"'"'s own' -- check $G --json "S3 H3 D3 S4 H4 D4 S9 SK"
expect 0 '"type": "rocket"' 'the rocket' -- check $G --json "BJ RJ"
expect 0 'can be read 3 ways' 'four trios, or three with wings: the player says which' -- check $G "S3 H3 D3 S4 H4 D4 S5 H5 D5 S6 H6 D6"
expect 1 'ddz.combo.airplane' 'both jokers are not two wings' -- check $G "S3 H3 D3 S4 H4 D4 BJ RJ"
expect 1 'ddz.combo.four-two' 'four with one card is no play' -- check $G "S9 H9 D9 C9 S3"
expect 0 'ddz.follow.same' 'a trio with one card beats a lower one, the kicker aside' -- check $G --table "S9 H9 D9 SA" "S10 H10 D10 S3"
expect 1 'ddz.follow.same' 'a straight of six does not answer one of five' -- check $G --table "S3 H4 D5 C6 S7" "S4 H5 D6 C7 S8 S9"
expect 0 'ddz.follow.bomb' 'a bomb beats a straight' -- check $G --table "S3 H4 D5 C6 S7" "S9 H9 D9 C9"
expect 1 'ddz.follow.same' 'four with two is no bomb' -- check $G --table "S4" "S9 H9 D9 C9 S3 H5"
expect 0 'ddz.follow.rocket' 'the rocket beats a bomb' -- check $G --table "S2 H2 D2 C2" "BJ RJ"
expect 1 'ddz.follow.rocket' 'nothing beats the rocket' -- check $G --table "BJ RJ" "S2 H2 D2 C2"
expect 1 'suggestion' 'explain suggests a play from the hand' -- explain $G --table "S9" --hand "S8 HJ DQ" "S8"
lacks 'gd\.' 'no Guandan rule is cited'
expect 2 "RJ\*" 'a marked joker is not in the deck' -- check $G "RJ*"
expect 2 'too many copies of S3 (item 2)' 'one deck: a second S3 names itself' -- check $G "S3 S3"
expect 2 "--level" 'no --level in this game' -- check $G --level 5 S3
expect 0 '^9$' 'moves of a small hand' -- moves $G --hand "S3 H3 D3 S4"
expect 0 '"type": "trio_single"' 'moves --json' -- moves $G --json --hand "S3 H3 D3 S4"
expect 1 '^0$' 'nothing beats the rocket in moves either' -- moves $G --table "BJ RJ" --hand "S3 H3 D3 C3"
expect 0 'ddz.follow.bomb' 'rules name the bomb rule' -- rules $G
expect 0 '"point": "following", "rule": "ddz.follow.same"' 'rules --json' -- rules $G --json
expect 0 '"game": "doudizhu"' 'compare judges Dou Dizhu as the fifth game' -- compare --json "S3 H3 D3 S4"
expect 0 'Dou Dizhu' 'compare in words' -- compare "S3 H3 D3 S4"
expect 0 'deals: 1000, 3 players' 'selfplay keeps every invariant' -- selfplay $G --games 1000 --checked
expect 0 'S5 H5' 'solve a landlord puzzle' -- solve "$PUZZLES/ddz-pair-nobody-answers.puzzle"
expect 0 '"solvable": true' 'solve --json a farmers'"'"' puzzle (team-first)' -- solve --json "$PUZZLES/ddz-pair-for-your-partner.puzzle"
expect 0 'no problems' 'validate passes the Dou Dizhu puzzles' -- validate "$PUZZLES/ddz-pair-nobody-answers.puzzle" "$PUZZLES/ddz-four-with-two.puzzle"

tap_finish
