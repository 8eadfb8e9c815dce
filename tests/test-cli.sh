#!/bin/sh
# The command-line contract of ../shared/spec/notation.md, as a user drives it.
# TAP output; the CLI's path is $1.
CLI="$1"
SRCDIR="${G_TEST_SRCDIR:-$(dirname "$0")}"
. "$(dirname "$0")/tap-cli.sh"

expect 0 '"legal": true, "combo": {"type": "pair", "rank": "5", "size": 2' \
  'pair of 5s beats pair of Aces at level 5' -- check --json --level 5 --table "SA HA" "D5 C5"
expect 0 '"rule": "gd.order.single"' 'the deciding rule is named' -- check --json --level 5 --table "SA HA" D5 C5
expect 1 '"legal": false' 'pair of Aces does not beat pair of 2s at level 2' -- check --json --table "S2 D2" "SA HA"
expect 1 'gd.beat.same-type' 'a straight cannot answer a pair' -- check --table "S9 D9" S3 S4 S5 D6 C7
expect 0 'gd.bomb.any-time' 'a bomb beats a straight' -- check --table "S3 S4 S5 D6 C7" S9 H9 D9 C9
expect 2 "unknown card 'X9' (item 3)" 'a bad card names the token and position' -- check S3 S4 X9
expect 2 'too many copies of S7' 'three copies of a card is bad input' -- check S7 S7 S7
expect 2 'unknown level rank' 'a bad level is bad input' -- check --level 1 S3
expect 2 'not a combination' 'a table that is no combination is bad input' -- check --table "S3 S5" S9
expect 2 'unknown command' 'an unknown command is bad usage' -- frobnicate
expect 1 'gd.wild.not-joker' 'a wild declared as a joker is an illegal play' -- check --json H2=RJ
expect 0 'Usage' 'help prints usage' -- --help
expect 0 'readings' 'explain lists the readings' -- explain H2 S3 S4 S5 S6
expect 1 'Leave out' 'explain suggests a nearby combination' -- explain S3 S4 S5 D6 C7 H8

expect 0 '^3$' 'moves lists the plays and counts them' -- moves --hand "S7 H7 D7" --table "S3 H3"
expect 1 '^0$' 'moves with nothing that beats answers 0' -- moves --table "SA HA" --hand "S3 S4"
expect 0 'solvable' 'solve proves a shipped puzzle' -- solve "$SRCDIR/../puzzles/first-keep-the-bomb.puzzle"
expect 0 '"solvable": true' 'solve --json' -- solve --json "$SRCDIR/../puzzles/shed-plate.puzzle"
expect 1 'no solution' 'solve answers no solution with exit 1' -- solve "$SRCDIR/data/bad/unsolvable.puzzle"
expect 1 'bad-card.puzzle:11: key' 'validate names file and line' -- validate "$SRCDIR/data/bad/bad-card.puzzle"
expect 0 'no problems' 'validate passes the shipped puzzles' -- validate "$SRCDIR/../puzzles"

tap_finish
