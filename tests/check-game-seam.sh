#!/bin/sh
# The game seam (docs/architecture.md): outside the Guandan ruleset's own
# files (src/engine/gt-guandan*) nothing includes a Guandan header or calls a
# Guandan function — callers ask the ruleset.  Until the seam is built, the
# files that still do are listed in tests/data/game-seam-pending.txt, and
# the list may only shrink: a new file that reaches into Guandan fails, and
# so does a listed file that no longer does (take it off the list).  TAP.
#
#   check-game-seam.sh SOURCE_ROOT
set -u

root=${1:?usage: check-game-seam.sh SOURCE_ROOT}
cd "$root" || exit 2
pending=tests/data/game-seam-pending.txt

# The registry (gt-ruleset.[ch]) names each game's ruleset: that is its job.
found=$(grep -rlE 'gt-guandan-private\.h|gt_ruleset_guandan[[:space:]]*\(|\<gd_[a-z_]+[[:space:]]*\(' src |
          grep -v -e '^src/engine/gt-guandan' -e '^src/engine/gt-ruleset\.[ch]$' | sort)
listed=$(grep -v '^#' "$pending" | grep -v '^$' | sort)

status=0
echo "1..2"

new=""
for f in $found; do
  printf '%s\n' "$listed" | grep -qxF "$f" || new="$new $f"
done
if [ -z "$new" ]; then
  echo "ok 1 - no file beyond the pending list reaches into Guandan's own files"
else
  status=1
  echo "not ok 1 - these files reach into Guandan's own files; ask the ruleset instead:$new"
fi

stale=""
for f in $listed; do
  printf '%s\n' "$found" | grep -qxF "$f" || stale="$stale $f"
done
if [ -z "$stale" ]; then
  echo "ok 2 - every pending file still needs the seam ($(printf '%s\n' "$listed" | grep -c .) left)"
else
  status=1
  echo "not ok 2 - these files no longer reach into Guandan: take them off $pending:$stale"
fi
exit $status
