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
expect 0 '^\[{"cards": "S7 H7", "type": "pair", "rank": "7", "size": 2}, {"cards": "S7 D7", "type": "pair", "rank": "7", "size": 2}, {"cards": "H7 D7", "type": "pair", "rank": "7", "size": 2}\]$' \
  'moves --json, one array on one line' -- moves --json --hand "S7 H7 D7" --table "S3 H3"
# Sizes told honestly (issue 27): a limit the caller can raise, and a count
# that stopped at its cap said as a bound.
expect 2 'the hand has 3 plays, more than --max lets this command list (2' 'moves --max below the count refuses, with the count' \
  -- moves --max 2 --hand "S7 H7 D7" --table "S3 H3"
expect 0 '^3$' 'moves --max at the count lists them' -- moves --max 3 --hand "S7 H7 D7" --table "S3 H3"
expect 2 '--max takes a number of plays from 1 to 1048576, not 0' 'moves --max 0 is bad input' -- moves --max 0 --hand "S7"
deck54="S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA S2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK HA H2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ DK DA D2 C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA C2 BJ RJ"
expect_within 20 2 'at least 4294967294 plays (the count stops there)' 'a 54-card hand: the count is said as a bound' \
  -- moves --game gandengyan --hand "$deck54"
lacks 'has 4294967294 plays' 'not as a count of plays'
hand30="S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA S2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK D3 D4 D5 D6 BJ RJ"
expect_within 20 2 'the hand has 1043934 plays, more than --max lets this command list (32768; it may be raised to 1048576)' \
  'moves --json on a 30-card Gan Deng Yan hand is refused at once, with its count' -- moves --json --game gandengyan --hand "$hand30"
expect 0 'only the first 1 are listed (--max raises the limit' 'a trick game lists at most --max plays, and says so' \
  -- moves --game dabaifen --level 2 --trump S --hand "S3 H4 D5" --max 1
expect 0 'solvable' 'solve proves a shipped puzzle' -- solve "$SRCDIR/../puzzles/first-keep-the-bomb.puzzle"
expect 0 '"solvable": true' 'solve --json' -- solve --json "$SRCDIR/../puzzles/shed-plate.puzzle"
expect 1 'no solution' 'solve answers no solution with exit 1' -- solve "$SRCDIR/data/bad/unsolvable.puzzle"
expect 1 'bad-card.puzzle:11: key' 'validate names file and line' -- validate "$SRCDIR/data/bad/bad-card.puzzle"
expect 0 'no problems' 'validate passes the shipped puzzles' -- validate "$SRCDIR/../puzzles"

# Hostile lesson and puzzle files, made here: special files, odd bytes.
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gt-test-cli-XXXXXX")
trap 'rm -rf "$TMP"' EXIT
lesson () { # lesson FILE TITLE [LINES…]: a sound lesson of one step, then LINES
  f=$1; title=$2; shift 2
  printf '[Lesson]\nId=%s\nGame=guandan\nTitle=%s\nSummary=S\nChapter=1\nOrder=1\nRules=gd.combo.single\n' \
    "$(basename "$f" .lesson)" "$title" > "$f"
  printf '[Step 1]\nText=x\nDo=read\n' >> "$f"
  for line in "$@"; do printf '%b\n' "$line" >> "$f"; done
}
mkdir "$TMP/folder"
mkfifo "$TMP/folder/fifo.lesson"
lesson "$TMP/folder/fine.lesson" Fine
ln -s /dev/zero "$TMP/zero.lesson"
mkdir "$TMP/dir.puzzle"
printf '\357\273\277' > "$TMP/bom.lesson"
lesson "$TMP/plain.lesson" Plain
cat "$TMP/plain.lesson" >> "$TMP/bom.lesson"
lesson "$TMP/tab.lesson" T '[Step\t2]' 'Text=y' 'Do=read' '[Step 3]' 'Text=z' 'Do=read'
lesson "$TMP/del.lesson" T '[Step 2\0177]' 'Text=y' 'Do=read' '[Step 3]' 'Text=z' 'Do=read'
lesson "$TMP/ff.lesson" T '[Step 2]\f' 'Text=y' 'Do=read' '[Step 3]' 'Text=z' 'Do=read'
lesson "$TMP/markup.lesson" '<b>Bold</b> play' '[Step 2]' 'Text=y' 'Do=read' 'Hint1=Keep &amp; hold'
lesson "$TMP/kings.lesson" 'Kings & Queens' '[Step 2]' 'Text=3 < 4 & 5 > 4' 'Do=read'
lesson "$TMP/tribute.lesson" T '[Step 2]' 'Text=y' 'Do=return' 'Answer=S3' 'level=2' 'phase=return' \
  'S=S3 S4 RJ' 'E=S5' 'N=S6' 'W=S7' 'tribute=S:S:RJ'

expect_within 20 1 'fifo.lesson: not a regular file (a FIFO)' 'validate refuses a FIFO without waiting on it' \
  -- validate "$TMP/folder/fifo.lesson"
expect_within 20 1 'fifo.lesson: not a regular file (a FIFO)' 'validate of a folder with a FIFO in it' -- validate "$TMP/folder"
expect_within 5 1 'zero.lesson: not a regular file (a character device)' 'a link to /dev/zero is refused at once' \
  -- validate "$TMP/zero.lesson"
expect_within 5 2 'dir.puzzle: not a regular file (a folder)' 'solve refuses a folder' -- solve "$TMP/dir.puzzle"
lacks 'no \[Puzzle\] group' 'a file that cannot be read gets one message'

# No silent skip, no endless wait (issue 27).  A folder with nothing to
# check, alone: nothing was checked, which is no pass (exit 2).
mkdir "$TMP/empty"
expect 2 'empty: no lesson or puzzle files (.lesson, .puzzle) in this folder' 'an empty folder is said' -- validate "$TMP/empty"
expect 2 'validate: no files checked' 'and nothing checked is not a pass' -- validate "$TMP/empty"
expect 1 'empty: no lesson or puzzle files' 'an empty folder beside a good file is a problem' -- validate "$TMP/empty" "$TMP/plain.lesson"
# Deeper than the depth validate goes to: said, not skipped.
mkdir -p "$TMP/deep/1/2/3/4/5/6/7/8/9"
cp "$TMP/plain.lesson" "$TMP/deep/1/2/3/4/5/6/7/8/9/"
cp "$TMP/plain.lesson" "$TMP/deep/top.lesson"
expect 1 'deep/1/2/3/4/5/6/7/8/9: not checked: more than 8 folders below' 'a folder too deep is reported' -- validate "$TMP/deep"
lacks 'no problems' 'and not passed as "no problems"'
# A lesson of eight positions the solver cannot prove within its budget:
# the time budget per file stops it and says so.
{
  printf '[Lesson]\nId=slow\nGame=guandan\nTitle=Slow\nSummary=S\nChapter=1\nOrder=1\nRules=gd.combo.straight\n'
  for i in 1 2 3 4 5 6 7 8; do
    printf '\n[Step %s]\nText=Go out first.\nDo=play\nExpect=win\nGoal=first-out\nlevel=2\n' "$i"
    printf 'S=S3 H4 D5 C6 S7 H8 D9 C10 SJ HQ DK CA S2 H3 D4\nE=C3 S4 H5 D6 C7 S8 H9 D10 CJ SQ HK DA C2 S5 H6\n'
    printf 'N=D3 C4 S6 H7 D8 C9 S10 HJ DQ CK SA H2 D7 C8 S9\nW=H10 DJ CQ SK HA D2 C5 S3 H4 D5 C6 S7 H8 D9 C10\nturn=S\n'
  done
} > "$TMP/slow.lesson"
expect_within 60 1 'slow.lesson: checking stopped after 1 s, the time budget per file (--file-time raises it)' \
  'an unprovable file is reported within its time budget' -- validate --file-time 1 "$TMP/slow.lesson"
expect 2 '--file-time takes a number of seconds above 0' 'a time budget of 0 is bad input' -- validate --file-time 0 "$TMP/plain.lesson"
# --json is honoured: the problems as objects.
expect 1 '"problems": \[{"file": "[^"]*empty", "line": 0, "message": "no lesson or puzzle files' 'validate --json' \
  -- validate --json "$TMP/empty" "$TMP/plain.lesson"
expect 0 '{"files": 1, "errors": 0, "warnings": 0, "problems": \[\]}' 'validate --json of a good file' \
  -- validate --json "$TMP/plain.lesson"
expect 2 "validate: an empty path (argument 1) names no file or folder" "validate '' is bad input" -- validate ''
expect 2 "validate: cannot read '/nonexistent': No such file or directory" 'a missing path is bad input' \
  -- validate /nonexistent
expect 2 "cannot read '$TMP/missing.lesson'" 'a missing path among good ones is bad input' \
  -- validate "$TMP/plain.lesson" "$TMP/missing.lesson"
expect 2 'validate takes files or folders' 'validate with no path is bad input' -- validate
expect 0 '1 files checked: no problems' 'a byte-order mark at the start is fine' -- validate "$TMP/bom.lesson"
expect 1 'tab.lesson:12: a tab in a group header, at column 6' 'a tab in a group header, with its line' \
  -- validate "$TMP/tab.lesson"
lacks 'needs a' 'no false "needs a Text= key" after it'
expect 1 'del.lesson:12: a control character, U+007F (delete), at column 8' 'a DEL in a group header, with its line' \
  -- validate "$TMP/del.lesson"
lacks 'needs a' 'no false "needs a Text= key" after it'
expect 1 'ff.lesson:12: a control character, U+000C (form feed), at column 9: remove it' \
  'a form feed after a group header, with its line' -- validate "$TMP/ff.lesson"
lacks 'needs a' 'no false "needs a Text= key" after it'
expect 0 "markup.lesson:4: warning: key 'Title': '<b>' looks like markup; it is shown as written" \
  'markup-like text is a warning, and validate passes' -- validate "$TMP/markup.lesson"
expect 0 "markup.lesson:15: warning: key 'Hint1': '&amp;' looks like markup" 'an entity is markup-like' \
  -- validate "$TMP/markup.lesson"
expect 0 'no problems' "'Kings & Queens' and '3 < 4' are plain text" -- validate "$TMP/kings.lesson"
lacks 'markup' 'no warning for them'
expect 1 "tribute.lesson:22: key 'tribute': 'S:S:RJ': S would pay itself" 'an impossible tribute, with its line' \
  -- validate "$TMP/tribute.lesson"

# The command line's own words in the user's language (the JSON and the exit
# codes stay as they are); everything above runs with LANGUAGE=C, in English.
if [ -n "${GT_TEST_LOCALEDIR:-}" ]; then
  export GUANDAN_TUTOR_LOCALE_DIR="$GT_TEST_LOCALEDIR"
  export LANGUAGE=ja
  expect 1 '^出せない：pair A (2枚)' 'the verdict in Japanese' -- explain --level 9 --table "S9 H9" SA HA
  lacks 'illegal' 'no English verdict'
  expect 1 '^ルール：gd.order.single' 'the rule label in Japanese, the id as it is' -- check --level 9 --table "S9 H9" SA HA
  expect 1 '^読み方(1通り)：' 'the readings in Japanese' -- explain --level 9 --table "S9 H9" SA HA
  expect 1 '"legal": false, "combo": {"type": "pair", "rank": "A", "size": 2' 'the JSON keys and values are the same in Japanese' \
    -- check --json --level 9 --table "S9 H9" SA HA
  export LANGUAGE=zh_CN
  expect 0 '^可以出：pair 9 (2张)\|^可以出：pair 9 （2张）' 'the verdict in Chinese' -- check --level 9 --table "SA HA" S9 D9
  expect 0 '^抗贡：否' 'the tribute answer in Chinese' -- tribute --level 5 --hand "S3 SA RJ"
  export LANGUAGE=C
  unset GUANDAN_TUTOR_LOCALE_DIR
fi

tap_finish
