#!/bin/sh
# The game seam (docs/architecture.md): outside a game's own folder
# (src/engine/guandan/ for Guandan) nothing includes that game's headers or
# calls its functions — callers ask the ruleset, through the core
# (gt-game.h), the move generator (gt-moves.h) and the ruleset table
# (gt-ruleset.h).  The registry (gt-registry.h, read by gt-ruleset.[ch])
# names each game's ruleset: that is its job, and the only exception.
#
# The games are the registry's (one GT_GAME (NAME) line each): NAME is the
# game's id and its folder, src/engine/NAME/; its prefix is the rule_prefix
# its ruleset declares there (gd: headers gd-*.h, functions gd_*(), rule ids
# gd.…).  A shared file — src/engine/gt-*, src/content, src/draw, src/app,
# src/cli — names no game: no game id or rule id in its strings, none of a
# game's own numbers (its lead reasons, events and variant bits, PREFIX_LEAD_…,
# PREFIX_EVENT_…, PREFIX_VARIANT_…, nor one of them by number), no seat
# parity or four-seat constant, and no compass seat call (a game's seats are
# named by the game).  TAP.
#
#   check-game-seam.sh SOURCE_ROOT
set -u

root=${1:?usage: check-game-seam.sh SOURCE_ROOT}
cd "$root" || exit 2

games=$(sed -n 's/^GT_GAME (\([a-z0-9_]*\))$/\1/p' src/engine/gt-registry.h)
if [ -z "$games" ]; then
  echo "1..1"
  echo "not ok 1 - no games in src/engine/gt-registry.h"
  exit 1
fi

# The shared files' lines of code, as FILE:LINE:TEXT, read once: comments
# left out, and "guandan-tutor" (the program's name) is no game.
shared=$( (ls src/engine/gt-*.c src/engine/gt-*.h; find src/content src/draw src/app src/cli -name '*.[ch]') 2>/dev/null | sort)
code=$(mktemp) || exit 2
trap 'rm -f "$code"' EXIT INT TERM
awk '{
       line = $0
       gsub(/guandan-tutor|guandantutor/, "", line)
       gsub(/\/\*.*\*\//, "", line)
       if (line !~ /^[ \t]*(\*|\/\*|\/\/)/)
         print FILENAME ":" FNR ":" line
     }' $shared >"$code"

# No shared file may name a game: a game's drills are its own
# (GtRuleset.drills, in its folder), and Guandan's tribute keys are read by
# its own position hooks (guandan/gd-position.c).  The pattern matches no
# file; a shared file that must name a game would be listed here, with why.
own_content='^$'


n=0
status=0

ok () {
  n=$((n + 1))
  echo "ok $n - $1"
}

not_ok () {
  n=$((n + 1))
  status=1
  echo "not ok $n - $1"
  printf '%s\n' "$2" | sed 's/^/#   /'
}

for game in $games; do
  folder=src/engine/$game
  prefix=$(sed -n 's/^[[:space:]]*\.rule_prefix = "\([a-z]*\)",$/\1/p' "$folder"/*.c 2>/dev/null | head -n 1)
  if [ -z "$prefix" ]; then
    not_ok "$game: its folder $folder/ declares a ruleset with a rule_prefix" "none found"
    continue
  fi

  # Its headers, its functions, its ruleset by name.
  found=$(grep -rlE "#include \"($game/)?$prefix-[a-z-]*\\.h\"|gt_ruleset_$game[[:space:]]*\\(|\\<${prefix}_[a-z_]+[[:space:]]*\\(" src |
            grep -v -e "^$folder/" -e '^src/engine/gt-ruleset\.[ch]$' | sort)
  if [ -z "$found" ]; then
    ok "no file outside $folder/ reaches into $game's own files"
  else
    not_ok "these files reach into $game's own files; ask the ruleset instead:" "$found"
  fi

  # Its own numbers: lead reasons, events and variant bits belong to the
  # game (its header); shared code asks the ruleset's tables.
  upper=$(printf '%s' "$prefix" | tr '[:lower:]' '[:upper:]')
  found=$(grep -E "\\<${upper}_(LEAD|EVENT|VARIANT)_[A-Z0-9_]+" "$code")
  if [ -z "$found" ]; then
    ok "no shared file names one of $game's lead reasons, events or variants"
  else
    not_ok "these shared files name $game's own lead reasons, events or variants; ask the ruleset (gt_game_lead_reason (), gt_ruleset_event (), GtRuleset.variants):" "$found"
  fi

  # Its id and its rule ids in a shared file's strings.
  found=$(grep -E "\"([^\"\\\\]|\\\\.)*(\\<$game\\>|\\<$prefix\\.[a-z])" "$code" | grep -vE "$own_content")
  if [ -z "$found" ]; then
    ok "no shared file names $game or one of its rules ($prefix.…)"
  else
    not_ok "these shared files name $game or its rules; ask the ruleset (gt_ruleset_lookup (NULL), its kinds, its words):" "$found"
  fi
done

# A game's own event, lead reason or variant by its number: the game's
# numbers are its own to give (GT_EVENT_OWN (0) is Guandan's 接风 and Gan
# Deng Yan's draw).
found=$(grep -E '\<GT_EVENT_OWN[[:space:]]*\([[:space:]]*[0-9]|\<GT_LEAD_OWN[[:space:]]*\+|\<GT_VARIANT_' "$code")
if [ -z "$found" ]; then
  ok "no shared file takes a game's own event, lead reason or variant by number"
else
  not_ok "these shared files take a game's own event, lead reason or variant by number; ask the ruleset:" "$found"
fi

# The core and the shared engine files assume no game's shape: no seat
# parity, no four-seat constants.
shaped=$(grep -lE 'GT_SEAT_TEAM|GT_SEAT_PARTNER|GT_SEAT_NEXT|\<GT_SEATS\>|\<(seat|turn|by|leader)\>[^;]*& 3u' \
           src/engine/gt-*.c src/content/*.c src/draw/*.c src/app/*.c src/cli/*.c 2>/dev/null | sort)
if [ -z "$shaped" ]; then
  ok "no shared file assumes four seats or partners by parity"
else
  not_ok "these shared files assume Guandan's shape (seat parity, four seats):" "$shaped"
fi

# Seats are named by the game (gt_game_seat_id(), gt_game_seat_name()).
found=$(grep -E '\<gt_seat_(to_string|name|parse)[[:space:]]*\(' "$code")
if [ -z "$found" ]; then
  ok "no shared file names seats by the compass; the game names them"
else
  not_ok "these shared files name seats by the compass; ask the game (gt_game_seat_name ()):" "$found"
fi

echo "1..$n"
exit $status
