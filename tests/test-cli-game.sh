#!/bin/sh
# The tribute, return and selfplay subcommands, as a user drives them.
# TAP output; the CLI's path is $1.
CLI="$1"
. "$(dirname "$0")/tap-cli.sh"

expect 0 '{"eligible": \["S2", "D2"\], "resist": false, "rule": "gd.tribute.highest"' \
  'tied highest cards, wild card excluded' -- tribute --level 2 --hand "S2 D2 H2 SA" --json
expect 0 '"resist": true, "rule": "gd.tribute.resist"' 'both big jokers resist' -- tribute --hand "RJ RJ S3" --json
expect 2 'unknown card' 'a bad hand is bad input' -- tribute --hand "S2 X9"
expect 2 'give the hand' 'tribute needs a hand' -- tribute
expect 0 '"legal": true, "rule": "gd.tribute.return"' 'returning another card' -- return --hand "RJ S3 SA" --received RJ --json SA
expect 1 'gd.tribute.return-not-same' 'returning the card received' -- return --hand "RJ S3 SA" --received RJ RJ
expect 1 'gd.variant.return-max-10' 'return-max-10 refuses an Ace' -- return --hand "RJ S3 SA" --received RJ --variant return-max-10 SA
expect 0 'gd.variant.return-max-10' 'return-max-10 takes a 3' -- return --hand "RJ S3 SA" --received RJ --variant return-max-10 S3
expect 2 'must hold the card received' 'the hand after receiving holds the card' -- return --hand "S3 SA" --received RJ S3
expect 2 'unknown variant' 'an unknown variant is bad input' -- return --hand "RJ S3" --received RJ --variant nope S3
expect 0 'deals/s' 'selfplay prints a summary' -- selfplay --games 3 --seed 2
expect 0 '"games": 2' 'selfplay --json, checked' -- selfplay --games 2 --seed 5 --checked --json --variant no-jiefeng
expect 2 'games' 'a bad number of games is bad input' -- selfplay --games 0

tap_finish
