#!/bin/sh
# The game seam (docs/architecture.md): outside a game's own folder
# (src/engine/guandan/ for Guandan) nothing includes that game's headers or
# calls its functions — callers ask the ruleset, through the core
# (gt-game.h), the move generator (gt-moves.h) and the ruleset table
# (gt-ruleset.h).  The registry (gt-ruleset.[ch]) names each game's ruleset:
# that is its job, and the only exception.  TAP.
#
#   check-game-seam.sh SOURCE_ROOT
set -u

root=${1:?usage: check-game-seam.sh SOURCE_ROOT}
cd "$root" || exit 2

echo "1..5"
status=0

# Guandan's headers are gd-*.h; its functions gd_*() and gt_ruleset_guandan().
found=$(grep -rlE '#include "gd-[a-z-]*\.h"|gt_ruleset_guandan[[:space:]]*\(|\<gd_[a-z_]+[[:space:]]*\(' src |
          grep -v -e '^src/engine/guandan/' -e '^src/engine/gt-ruleset\.[ch]$' | sort)
if [ -z "$found" ]; then
  echo "ok 1 - no file outside src/engine/guandan/ reaches into Guandan's own files"
else
  status=1
  echo "not ok 1 - these files reach into Guandan's own files; ask the ruleset instead:" $found
fi

# Gan Deng Yan's the same: gdy-*.h, gdy_*(), gt_ruleset_gandengyan().
found=$(grep -rlE '#include "gdy-[a-z-]*\.h"|gt_ruleset_gandengyan[[:space:]]*\(|\<gdy_[a-z_]+[[:space:]]*\(' src |
          grep -v -e '^src/engine/gandengyan/' -e '^src/engine/gt-ruleset\.[ch]$' | sort)
if [ -z "$found" ]; then
  echo "ok 2 - no file outside src/engine/gandengyan/ reaches into Gan Deng Yan's own files"
else
  status=1
  echo "not ok 2 - these files reach into Gan Deng Yan's own files; ask the ruleset instead:" $found
fi

# Bao Huang's the same: bh-*.h, bh_*(), gt_ruleset_baohuang().
found=$(grep -rlE '#include "bh-[a-z-]*\.h"|gt_ruleset_baohuang[[:space:]]*\(|\<bh_[a-z_]+[[:space:]]*\(' src |
          grep -v -e '^src/engine/baohuang/' -e '^src/engine/gt-ruleset\.[ch]$' | sort)
if [ -z "$found" ]; then
  echo "ok 3 - no file outside src/engine/baohuang/ reaches into Bao Huang's own files"
else
  status=1
  echo "not ok 3 - these files reach into Bao Huang's own files; ask the ruleset instead:" $found
fi

# Da Bai Fen's the same: dbf-*.h, dbf_*(), gt_ruleset_dabaifen().
found=$(grep -rlE '#include "(dabaifen/)?dbf-[a-z-]*\.h"|gt_ruleset_dabaifen[[:space:]]*\(|\<dbf_[a-z_]+[[:space:]]*\(' src |
          grep -v -e '^src/engine/dabaifen/' -e '^src/engine/gt-ruleset\.[ch]$' | sort)
if [ -z "$found" ]; then
  echo "ok 4 - no file outside src/engine/dabaifen/ reaches into Da Bai Fen's own files"
else
  status=1
  echo "not ok 4 - these files reach into Da Bai Fen's own files; ask the ruleset instead:" $found
fi

# The core and the shared engine files assume no game's shape: no seat
# parity, no four-seat constants, no Guandan variant bits.
shaped=$(grep -lE 'GT_SEAT_TEAM|GT_SEAT_PARTNER|GT_SEAT_NEXT|\<GT_SEATS\>|GT_VARIANT_(RETURN|A_|NO_JIEFENG)|\<(seat|turn|by|leader)\>[^;]*& 3u' \
           src/engine/gt-*.c src/content/*.c src/draw/*.c src/app/*.c src/cli/*.c 2>/dev/null | sort)
if [ -z "$shaped" ]; then
  echo "ok 5 - no shared file assumes four seats, partners by parity or a Guandan variant"
else
  status=1
  echo "not ok 5 - these shared files assume Guandan's shape (seat parity, four seats, its variants):" $shaped
fi
exit $status
