#!/bin/sh
# Da Bai Fen on the command line (--game dabaifen), as a user drives it:
# check and explain into a trick, moves, trick, result and selfplay.  TAP
# output; the CLI's path is $1.
CLI="$1"
. "$(dirname "$0")/tap-cli.sh"
G="--game dabaifen"

# The issue's cases (docs/notation.md, "The other games on the command line").
expect 1 'dbf.follow.suit' 'a trump on a spade lead while holding spades is illegal' -- check $G --level 5 --trump H --hand "S3 SK H9" --lead "SA" H9
expect 1 'You still hold a spade: spades were led, so you must follow with one.' 'in the tutor'"'"'s words' -- check $G --level 5 --trump H --hand "S3 SK H9" --lead "SA" H9
expect 0 'winner: 1 (C5)' 'the first of two equal trump-rank cards takes the trick' -- trick $G --level 5 --trump H "SA" "C5" "D5" "SK"
expect 0 'points: 20' 'with its 20 points' -- trick $G --level 5 --trump H "SA" "C5" "D5" "SK"
expect 0 '"winner": 1, "rule": "dbf.win.single", "points": 20' 'trick --json' -- trick $G --json --level 5 --trump H "SA" "C5" "D5" "SK"
# Nothing is wild in Da Bai Fen: a declaration is refused like the other
# games refuse it where there are no wild cards (issue 27: it was "legal").
expect 1 'rule: dbf.deck' 'check refuses a declaration' -- check $G --level 5 --trump S H2=S3
expect 1 'Nothing is wild in Da Bai Fen: the ♥2 can only be itself.' 'in the game'"'"'s words' -- check $G --level 5 --trump S H2=S3
expect 1 '"legal": false, "combo": null, "readings": \[\], "rule": "dbf.deck"' 'check --json refuses it' -- check $G --json --level 5 --trump S H2=S3
expect 2 'trick: Nothing is wild in Da Bai Fen: the ♥2 can only be itself. (dbf.deck)' 'trick refuses a declared card' -- trick $G --level 5 --trump S H2=S3 S4 S5 S6
expect 0 '{"game": "dabaifen", "legal": false, "combo": null, "readings": \[\], "rule": "dbf.deck"' 'compare: Da Bai Fen refuses it' -- compare --json H2=S3
expect 0 '"declarers": 0, "defenders": 0, "rule": "dbf.result"' 'result --points 40: no game points' -- result $G --json --points 40
expect 0 'the defenders win the deal' 'and the defenders win' -- result $G --points 40
expect 0 '"declarers": 2, "defenders": 0' 'no points: declarers +2' -- result $G --json --points 0
expect 0 '"declarers": 1, "defenders": 0' '35: declarers +1' -- result $G --json --points 35
expect 0 '"declarers": 0, "defenders": 1' '80: defenders +1' -- result $G --json --points 80
expect 0 '"declarers": 0, "defenders": 2' '100: defenders +2' -- result $G --json --points 100
expect 2 "--points '7'" 'points come in fives' -- result $G --points 7
expect 2 'give the defenders' 'result needs --points' -- result $G
expect 2 'does not score points in tricks' 'result in a climbing game' -- result --points 40

# check and explain
expect 0 'dbf.follow.suit' 'following suit is legal' -- check $G --level 5 --trump H --hand "S3 SK H9" --lead "SA" S3
expect 0 '"suit": "trump"' 'the JSON says what the card counts as' -- check $G --json --level 5 --trump H --hand "S3 C5" --lead "H3" C5
expect 0 '"combo": null' 'and has no combination' -- check $G --json --level 5 --trump H --hand "S3 C5" --lead "H3" C5
expect 1 'dbf.lead.revoke' 'a lead of a card that is not top is a revoke when the others are known' -- check $G --level 5 --trump H --hand "SA SQ" --others "SK D3" SA SQ
expect 0 'dbf.lead.revoke' 'and stands in play when they are not' -- check $G --level 5 --trump H --hand "SA SQ" SA SQ
expect 0 'dbf.lead.top' 'two top cards together' -- check $G --level 5 --trump H --hand "SA SK" --others "SQ" SA SK
expect 1 'dbf.lead.top' 'not of one suit' -- check $G --level 5 --trump H SA HA
expect 1 'dbf.follow.multi' 'two spades led: both spades held must go' -- check $G --level 5 --trump H --hand "SQ S3 H4" --lead "SA SK" SQ H4
expect 0 'dbf.lead.single' 'any single card may lead' -- explain $G --level 5 --trump H --hand "S3 SK" S3
expect 1 'suggestion: S3' 'explain suggests the card to follow with' -- explain $G --level 5 --trump H --hand "S3 SK H9" --lead "SA" H9
lacks 'gd\.' 'no Guandan rule is cited'
expect 2 'needs the trump suit' 'check without --trump' -- check $G --level 5 S3
expect 2 "unknown suit 'X'" 'a bad suit' -- check $G --level 5 --trump X S3
expect 2 'SA is also in' 'a card twice' -- check $G --level 5 --trump H --lead SA SA
expect 2 'too many copies of SA' 'one deck' -- check $G --level 5 --trump H SA SA
expect 2 "unknown card 'X9' (item 2)" 'a bad card names the token' -- check $G --level 5 --trump H S3 X9
expect 2 '--lead: guandan is not a trick game' 'trick options in a climbing game' -- check --lead SA S3
expect 2 'give the cards that led with --lead' '--table in a trick game' -- check $G --level 5 --trump H --table SA S3

# moves
expect 0 '^6$' 'five singles and the top pair to lead' -- moves $G --level 5 --trump H --hand "S3 SK SA H9 CA"
expect 0 '^SK SA$' 'the pair of top spades' -- moves $G --level 5 --trump H --hand "S3 SK SA H9 CA"
expect 0 '^3$' 'three spades follow a spade' -- moves $G --level 5 --trump H --hand "S3 SK SA H9 CA" --lead S4
expect 0 '"suit": "S", "size": 2' 'moves --json' -- moves $G --json --level 5 --trump H --hand "S3 SK SA H9 CA" --lead "S10 SJ"

# trick
expect 0 'winner: 2' 'trumps only take a lead of two' -- trick $G --level 5 --trump H "SA SK" "S3 H4" "H3 H6" "C3 C4"
expect 0 'winner: 0' 'a mixed play does not' -- trick $G --level 5 --trump H "SA SK" "S3 S4" "H3 C4" "C6 C7"
expect 2 'give 4 plays' 'four plays' -- trick $G --level 5 --trump H SA SK
expect 2 'as many cards as were led' 'plays of the lead'"'"'s size' -- trick $G --level 5 --trump H "SA SK" S3 S4 S6

# a lesson of judge and play steps into a trick in progress
SRCDIR="${G_TEST_SRCDIR:-$(dirname "$0")}"
expect 0 'no problems' 'validate: a Da Bai Fen lesson into a trick' -- validate "$SRCDIR/data/dabaifen-follow.lesson"
BAD=$(mktemp)
sed 's/^Answer=S3 H9$/Answer=H9 D2/' "$SRCDIR/data/dabaifen-follow.lesson" > "$BAD.lesson"
expect 1 'dbf.follow.multi' 'validate: a model answer that does not follow is a problem' -- validate "$BAD.lesson"
sed 's/^Answer=illegal$/Answer=legal/' "$SRCDIR/data/dabaifen-follow.lesson" > "$BAD.lesson"
expect 1 'the engine finds the play illegal' 'validate: a judge answer the engine disagrees with' -- validate "$BAD.lesson"
sed 's/^Expect=exact$/Expect=beat/' "$SRCDIR/data/dabaifen-follow.lesson" > "$BAD.lesson"
expect 1 'played in tricks' 'validate: nothing is beaten in a trick' -- validate "$BAD.lesson"
rm -f "$BAD" "$BAD.lesson"

# solve and validate: a puzzle of the last tricks, its goal in points
PUZ="$SRCDIR/../puzzles/dbf-top-cards-together.puzzle"
expect 0 '^  DQ DK DA$' 'solve: the one winning first play' -- solve "$PUZ"
expect 0 'difficulty 2: a line of 1 plays; 7 of 8 first plays lose' 'solve rates it' -- solve "$PUZ"
expect 0 'hold the defenders under 40 points' 'the goal for the declaring side' -- solve "$PUZ"
expect 0 '"winning": \["DQ DK DA"\]' 'solve --json' -- solve --json "$PUZ"
expect 0 'W: C6 C10.*the defenders end with 55 points' 'solve --refutations: W trumps two diamonds' -- solve --refutations "$PUZ"
expect 0 'no problems' 'validate the shipped Da Bai Fen puzzles' -- validate "$SRCDIR/../puzzles"
BAD=$(mktemp)
sed 's/^Accepted=DQ DK DA$/Accepted=DQ DK DA;DA/' "$PUZ" > "$BAD.puzzle"
expect 1 'Accepted lists DA, which does not win' 'validate: an Accepted play the solver refutes' -- validate "$BAD.puzzle"
sed 's/^Goal=points 40$/Goal=points 20/' "$PUZ" > "$BAD.puzzle"
expect 1 "the goal 'points 20' cannot be forced" 'validate: a goal the declarers cannot hold' -- validate "$BAD.puzzle"
rm -f "$BAD" "$BAD.puzzle"

# selfplay: whole games, every card, point and the kitty checked after every play
expect 0 'games: 200' 'selfplay of 200 games keeps every invariant' -- selfplay $G --games 200
expect 0 'every game won at A' 'every game ends at A' -- selfplay $G --games 20 --seed 9
expect 0 '"invariants": true' 'selfplay --json' -- selfplay $G --games 10 --json

tap_finish
