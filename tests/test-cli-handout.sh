#!/bin/sh
# `handout` on the command line: lessons to a PDF worksheet, and its bad
# input (exit 2, FILE:LINE: messages, no PDF written).  The PDF's pages,
# text and pictures are test-handout.c's; here the command's contract.
# TAP output; the CLI's path is $1, the source tree's lessons next to us.
CLI="$1"
. "$(dirname "$0")/tap-cli.sh"
lessons="$(cd "$(dirname "$0")/../lessons" && pwd)"
export GUANDAN_TUTOR_LOCALE_DIR="${GT_TEST_LOCALEDIR:?the compiled catalogues (build/po)}"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

pages () { pdfinfo "$1" 2>/dev/null | sed -n 's/^Pages: *//p'; }

expect 0 'first.pdf: [0-9]* pages' 'the first lesson as a handout' -- handout "$lessons/01-basics/01-cards-and-levels.lesson" -o "$dir/first.pdf"
p=$(pages "$dir/first.pdf")
[ -n "$p" ] && [ "$p" -ge 2 ]; ok $? "a PDF of $p pages: the lesson's and the answer key's"
pdftotext -raw "$dir/first.pdf" - | grep -q 'Which player is your partner?'; ok $? 'its text holds a step'
pdftotext -raw "$dir/first.pdf" - | grep -q 'Answers'; ok $? 'and the answer key'
pdfinfo "$dir/first.pdf" | grep -q 'A4'; ok $? 'A4 by default (the C locale)'

expect 0 '"output": "[^"]*json.pdf", "pages": [0-9]*, "lessons": 1}' 'handout --json says the file and its pages' -- handout --json "$lessons/01-basics/01-cards-and-levels.lesson" -o "$dir/json.pdf"
expect 0 'letter.pdf' '--paper letter' -- handout --paper letter "$lessons/01-basics/01-cards-and-levels.lesson" -o "$dir/letter.pdf"
pdfinfo "$dir/letter.pdf" | grep -q 'letter'; ok $? 'Letter paper'

expect 0 'chapter.pdf' 'a folder: its lessons, a chapter' -- handout "$lessons/03-gandengyan" -o "$dir/chapter.pdf"
heads=$(pdftotext -raw "$dir/chapter.pdf" - | grep -c 'CHAPTER 3')
[ "$heads" -ge 6 ]; ok $? "every lesson of the chapter starts with its heading ($heads)"
# A chapter's later lesson alone: its chapter's title from the course
# (only the chapter's first lesson names it; issue 31: "CHAPTER 1" alone).
export GUANDAN_TUTOR_DATA_DIR="$(dirname "$lessons")"
expect 0 'second.pdf' "a chapter's second lesson alone" -- handout "$lessons/01-basics/02-singles-pairs-triples.lesson" -o "$dir/second.pdf"
pdftotext -raw "$dir/second.pdf" - | grep -q 'CHAPTER 1 · THE CARDS AND THE COMBINATIONS'; ok $? "headed by its chapter's title"
unset GUANDAN_TUTOR_DATA_DIR
expect 0 'drawn.pdf' 'the drawn cards' -- handout --deck large-index --four-colour "$lessons/01-basics/04-straights.lesson" -o "$dir/drawn.pdf"

expect 0 'roles.pdf' 'a Bao Huang lesson' -- handout "$lessons/04-baohuang/03-roles.lesson" -o "$dir/roles.pdf"
pdftotext -raw "$dir/roles.pdf" - | grep -q '1 (you) · Emperor'; ok $? "its table says who is the emperor"

# The games' own steps: a bid's and a declaration's choices to tick, in
# the game's words; a bury's line to write on; their answers in the key.
data="$(cd "$(dirname "$0")/data" && pwd)"
expect 0 'steps.pdf' "the games' own steps" -- handout "$data/steps-doudizhu.lesson" "$data/steps-dabaifen.lesson" -o "$dir/steps.pdf"
pdftotext -raw "$dir/steps.pdf" - > "$dir/steps.txt"
grep -q 'No Bid' "$dir/steps.txt" && grep -q 'Bid 3' "$dir/steps.txt"; ok $? "a bid's choices, as the buttons say"
grep -q 'Draw On' "$dir/steps.txt"; ok $? "Da Bai Fen's declaration's choices"
grep -q 'The cards you lay aside:' "$dir/steps.txt"; ok $? "a bury's line to write on"
grep -q 'Bid 2\.' "$dir/steps.txt" && grep -q 'Lay aside' "$dir/steps.txt"; ok $? 'their answers in the key'

export LANGUAGE=ja
expect 0 'ja.pdf' 'in Japanese' -- handout "$lessons/01-basics/01-cards-and-levels.lesson" -o "$dir/ja.pdf"
export LANGUAGE=C
pdftotext -raw "$dir/ja.pdf" - | grep -q '級牌'; ok $? 'the Japanese handout is in Japanese'
pdffonts "$dir/ja.pdf" | grep -q 'NotoSansCJK.* yes'; ok $? 'with its CJK font embedded'

# Bad input
printf '[Lesson]\nId=x\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\nRules=gd.deck\n\n[Step 1]\nText=Play {X9}.\nDo=read\n' > "$dir/bad.lesson"
expect 2 "bad.lesson:11: Text: unknown card 'X9'" 'a lesson with an error: FILE:LINE: message' -- handout "$dir/bad.lesson" -o "$dir/bad.pdf"
[ ! -e "$dir/bad.pdf" ]; ok $? 'and no PDF'
echo 'not a lesson' > "$dir/not.lesson"
expect 2 'not.lesson:1:' 'a file that is no lesson' -- handout "$dir/not.lesson" -o "$dir/x.pdf"
expect 2 "cannot read '$dir/none.lesson'" 'a path that names nothing' -- handout "$dir/none.lesson" -o "$dir/x.pdf"
mkdir "$dir/empty"
expect 2 'no lessons (.lesson files) in this folder' 'a folder without lessons' -- handout "$dir/empty" -o "$dir/x.pdf"
expect 2 'say where to write the PDF with -o' 'no -o' -- handout "$lessons/01-basics/01-cards-and-levels.lesson"
expect 2 'handout takes lesson files or folders' 'no lesson' -- handout -o "$dir/x.pdf"
expect 2 "--paper 'b5': a4 or letter" 'an unknown paper' -- handout --paper b5 "$lessons/01-basics/01-cards-and-levels.lesson" -o "$dir/x.pdf"
expect 2 "--deck 'nope'" 'a deck that is not installed' -- handout --deck nope "$lessons/01-basics/01-cards-and-levels.lesson" -o "$dir/x.pdf"
expect 2 'cannot write the PDF' 'a PDF that cannot be written' -- handout "$lessons/01-basics/01-cards-and-levels.lesson" -o "$dir/no/such/x.pdf"


# Files that must not be written (docs/decisions.md, "Writing files"):
# refused at once, before the lessons are laid out, and left as they were.
one="$lessons/01-basics/01-cards-and-levels.lesson"
mkfifo "$dir/fifo.pdf"
expect_within 20 2 'fifo.pdf” is not an ordinary file' '-o to a FIFO is refused at once' -- handout "$one" -o "$dir/fifo.pdf"
[ -p "$dir/fifo.pdf" ]; ok $? 'and the FIFO is still a FIFO'
expect_within 20 2 'is not an ordinary file' '-o to a device is refused' -- handout "$one" -o /dev/null
ln -s "$dir/nowhere/x.pdf" "$dir/dangling.pdf"
expect 2 'dangling.pdf” is a symbolic link' 'a dangling link is said to be a link' -- handout "$one" -o "$dir/dangling.pdf"
lacks 'Too many levels' 'not "Too many levels of symbolic links"'
[ ! -e "$dir/nowhere" ]; ok $? 'and nothing is created where it leads'
ln -s loop.pdf "$dir/loop.pdf"
expect 2 'loop.pdf” is a symbolic link' 'a link to itself is said to be a link' -- handout "$one" -o "$dir/loop.pdf"
ln -s first.pdf "$dir/link.pdf"
cp "$dir/first.pdf" "$dir/first.copy"
expect 2 'is a symbolic link' 'a link to a PDF is not written through' -- handout "$one" -o "$dir/link.pdf"
cmp -s "$dir/first.pdf" "$dir/first.copy"; ok $? 'and the PDF it leads to is unchanged'
cp "$dir/first.pdf" "$dir/frozen.pdf"
chmod 444 "$dir/frozen.pdf"
expect 2 'frozen.pdf” is read-only' 'a read-only PDF is not written over' -- handout "$one" -o "$dir/frozen.pdf"
[ "$(stat -c %a "$dir/frozen.pdf")" = 444 ]; ok $? 'and stays read-only'
# A real write error: a file size limit of 16 KiB (ulimit -f) fails write()
# as a full disk does; the old PDF stays whole and nothing is left beside it.
cp "$dir/first.pdf" "$dir/full.pdf"
out=$( (trap '' XFSZ; ulimit -f 16; "$CLI" handout "$one" -o "$dir/full.pdf") 2>&1); got=$?
[ "$got" = 2 ] && printf '%s' "$out" | grep -q 'full.pdf” could not be written'; ok $? "a write error is said (exit $got: $out)"
cmp -s "$dir/first.pdf" "$dir/full.pdf"; ok $? 'and the old PDF survives it byte for byte'
[ -z "$(find "$dir" -name '.*' -newer "$dir/first.copy")" ]; ok $? 'with no temporary file left'

tap_finish
