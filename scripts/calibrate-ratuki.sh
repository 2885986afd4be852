#!/usr/bin/env bash
# The measurements behind Ratuki's computer levels (docs/ai.md, "Ratuki's
# computer players"), every one an `ratuki-cli arena` command, printed as
# the tables of that page.  Seeded: the same build gives the same figures.
#
#   scripts/calibrate-ratuki.sh [BUILD_DIR] [SCALE]
#
# BUILD_DIR holds ratuki-cli (default build); SCALE multiplies every
# number of deals (default 1: 2000 two-seat deals, 300 four-seat matches a
# line; about a minute in all on one core).  Runs under nice -n 15.
set -euo pipefail
build=${1:-build}
scale=${2:-1}
cli=$build/ratuki-cli
[ -x "$cli" ] || { echo "calibrate-ratuki: no $cli (build it first)" >&2; exit 2; }
levels=(easy medium hard expert)
deals=$((2000 * scale))
matches=$((300 * scale))

arena() { nice -n 15 "$cli" arena --json "$@"; }
field() { python3 -c "import json,sys; d=json.loads(sys.argv[1]); print(d[sys.argv[2]])" "$1" "$2"; }
pct() { python3 -c "import sys; print('%.1f' % (100 * float(sys.argv[1])))" "$1"; }
line() {   # label json
    local j=$2
    printf '| %s | %s%% | %s .. %s | %.1f / %.1f | %.1f / %.1f |\n' "$1" "$(pct "$(field "$j" a_rate)")" \
        "$(pct "$(field "$j" a_low)")" "$(pct "$(field "$j" a_high)")" \
        "$(field "$j" a_cards_per_min)" "$(field "$j" b_cards_per_min)" \
        "$(field "$j" a_actions_per_min)" "$(field "$j" b_actions_per_min)"
}

echo "## Each level alone (2 seats, itself in both, $deals deals x 2 rotations)"
echo
echo "| level | actions/min | seconds an action | cards/min | round length | takes a round | ties a round |"
echo "|---|---|---|---|---|---|---|"
for l in "${levels[@]}"; do
    j=$(arena --a "$l" --b "$l" --rounds "$deals")
    python3 - "$j" "$l" <<'PY'
import json, sys
d = json.loads(sys.argv[1])
a = d["a_actions_per_min"]
print("| %s | %.1f | %.2f | %.1f | %.1f s | %.2f | %.2f |" % (sys.argv[2], a, 60 / a, d["a_cards_per_min"],
      d["mean_round_s"], d["a_takes"], d["a_ties"]))
PY
done
echo
echo "## Each level against the one below (A's wins, 95% interval; cards/min and actions/min A / B)"
echo
echo "| A against B | wins | interval | cards/min | actions/min |"
echo "|---|---|---|---|---|"
for i in 1 2 3; do
    a=${levels[$i]} b=${levels[$((i - 1))]}
    line "$a - $b, 2 seats, rounds ($deals deals)" "$(arena --a "$a" --b "$b" --rounds "$deals")"
    line "$a - $b, 4 seats (2 each), matches to 100 ($matches deals)" \
        "$(arena --a "$a" --b "$b" --players 4 --matches "$matches")"
done
line "expert - easy, 2 seats, rounds ($deals deals)" "$(arena --a expert --b easy --rounds "$deals")"
echo
echo "## The ways of choosing apart from the paces (every level's mean reaction 1000 ms)"
echo
echo "| A against B | wins | interval | cards/min | actions/min |"
echo "|---|---|---|---|---|"
for pair in "medium easy" "hard medium" "expert hard" "expert medium" "expert easy"; do
    read -r a b <<<"$pair"
    line "$a - $b, 2 seats, rounds" "$(arena --a "$a" --b "$b" --same-pace 1000 --rounds "$deals")"
done
for pair in "hard medium" "expert hard"; do
    read -r a b <<<"$pair"
    line "$a - $b, 4 seats, matches" "$(arena --a "$a" --b "$b" --same-pace 1000 --players 4 --matches "$matches")"
done
echo
echo "## Pace alone: a level against itself, A faster or slower (2 seats, rounds)"
echo
echo "| A against B | wins | interval | cards/min | actions/min |"
echo "|---|---|---|---|---|"
for p in 110 125 90; do
    line "medium at ${p}% - medium" "$(arena --a medium --b medium --a-pace "$p" --rounds "$deals")"
    line "expert at ${p}% - expert" "$(arena --a expert --b expert --a-pace "$p" --rounds "$deals")"
done
echo
echo "## Outside bots (the example bot, and our level as one)"
echo
echo "| A against B | wins | interval | cards/min | actions/min |"
echo "|---|---|---|---|---|"
if [ -x "$build/examples/ratuki-simplebot" ]; then
    for l in easy medium; do
        line "ratuki-simplebot - $l, 2 seats, rounds (200 deals)" \
            "$(arena --a "bot:$build/examples/ratuki-simplebot" --b "$l" --rounds 200)"
    done
fi
line "ratuki-cli bot --ai expert - expert (the same level behind the protocol, 200 deals)" \
    "$(arena --a "bot:$cli bot --ai expert --seed {seed}" --b expert --rounds 200)"
