#!/bin/sh
# The guard of the game seam guards: check-game-seam.sh passes on a copy of
# the sources, and fails — naming the file — when a game's id, a rule id, a
# compass seat call or a game's own header is planted in a copy of a shared
# file, and when a game's own lead reason, event or variant bit is named
# (or taken by number) there.  TAP.
#
#   test-check-game-seam.sh SOURCE_ROOT
set -u

root=${1:?usage: test-check-game-seam.sh SOURCE_ROOT}
guard="$root/tests/check-game-seam.sh"
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM

echo "1..11"
n=0

# A copy of src/ in $tmp/tree, made once; fresh puts back the files
# planted in since.
mkdir -p "$tmp/tree"
cp -R "$root/src" "$tmp/tree/src"
: >"$tmp/planted"
fresh () {
  while read -r f; do
    if [ -e "$root/$f" ]; then cp "$root/$f" "$tmp/tree/$f"; else rm -rf "$tmp/tree/$f"; fi
  done <"$tmp/planted"
  : >"$tmp/planted"
}

# expect STATUS FILE DESCRIPTION: the guard on the tree exits STATUS (0 or
# not 0) and, failing, names FILE.
expect () {
  n=$((n + 1))
  sh "$guard" "$tmp/tree" >"$tmp/out" 2>&1
  got=$?
  if [ "$1" = 0 ] && [ $got = 0 ]; then
    echo "ok $n - $3"
  elif [ "$1" != 0 ] && [ $got != 0 ] && grep -q "$2" "$tmp/out"; then
    echo "ok $n - $3"
  else
    echo "not ok $n - $3 (exit $got)"
    sed 's/^/#   /' "$tmp/out"
  fi
}

# plant FILE LINE: appends a line of code to FILE in the tree.
plant () {
  echo "$1" >>"$tmp/planted"
  printf '%s\n' "$2" >>"$tmp/tree/$1"
}

fresh
expect 0 - 'a copy of the sources passes'

fresh
plant src/content/gt-library.c 'static const char *const planted = "guandan";'
expect 1 src/content/gt-library.c 'a game id in a shared file fails'

fresh
plant src/engine/gt-selfplay.c 'static const char *const planted = "gdy.follow.step";'
expect 1 src/engine/gt-selfplay.c "a game's rule id in a shared engine file fails"

fresh
plant src/draw/gt-table-model.c 'static const char *planted (void) { return gt_seat_name (0, 0); }'
expect 1 src/draw/gt-table-model.c 'a compass seat call in a shared file fails'

fresh
plant src/cli/gt-cli.c '#include "bh-private.h"'
expect 1 src/cli/gt-cli.c "a game's own header in a shared file fails"

fresh
plant src/app/gt-window.c '/* Guandan and "guandan" in a comment are words about the code, not code. */'
expect 0 - 'a game named in a comment passes'

fresh
plant src/engine/gt-registry.h 'GT_GAME (newgame)'
mkdir -p "$tmp/tree/src/engine/newgame"
echo src/engine/newgame >>"$tmp/planted"
printf '%s\n' 'static const GtRuleset newgame = {' '  .rule_prefix = "ng",' '};' >"$tmp/tree/src/engine/newgame/ng-rules.c"
plant src/content/gt-puzzle.c 'static const char *const planted = "ng.combo.pair";'
expect 1 src/content/gt-puzzle.c "a game added to the registry is guarded too: its rule ids"

fresh
plant src/draw/gt-table-model.c 'static const guint planted = GD_LEAD_JIEFENG;'
expect 1 src/draw/gt-table-model.c "a game's own lead reason in a shared file fails"

fresh
plant src/engine/gt-selfplay.c 'static const guint planted = GDY_EVENT_DRAW;'
expect 1 src/engine/gt-selfplay.c "a game's own event in a shared engine file fails"

fresh
plant src/app/gt-lesson-page.c 'static const guint planted = GD_VARIANT_NO_JIEFENG;'
expect 1 src/app/gt-lesson-page.c "a game's own variant bit in a shared file fails"

fresh
plant src/cli/gt-cli-game.c 'static const guint planted = GT_EVENT_OWN (0);'
expect 1 src/cli/gt-cli-game.c "a game's own event by number in a shared file fails"
