#!/bin/sh
# perf-rummikub.sh - the desktop Rummikub's performance figures on a full
# table (docs/ui.md, "Performance", Rummikub): frame times while a rack tile
# is dragged over the table, idle CPU, peak memory.
#
# Usage: scripts/perf-rummikub.sh BUILD RECORD [DRAG_SECONDS [IDLE_SECONDS]]
#   BUILD   the build folder holding rummikub
#   RECORD  a saved match with a person to act, e.g.
#           tests/rummikub/ui/full-table.rummikub (or full-table-timer)
# Needs an X display at 1920x1080 (DISPLAY, e.g. Xvfb :88 -screen 0
# 1920x1080x24 with openbox), xdotool and ImageMagick's import.  The game
# runs full screen with RACKO_TIMING=frames and SDL_RENDER_DRIVER=software
# unless the caller sets another (SDL_RENDER_DRIVER=default: the game's own
# choice, which probes OpenGL first); a screenshot of the table is left in
# the work folder (printed).
#
# It starts the game with RECORD as its saved match, clicks "Resume the
# match" on the title screen, waits, measures idle CPU (utime+stime of every
# thread, /proc/PID/task/*/stat) for IDLE_SECONDS (default 20), takes a
# screenshot, then drags the first rack tile over the table for
# DRAG_SECONDS (default 8) with ~60 pointer moves a second and drops it back
# on the rack, and reports the drag's frames and the peak memory (VmHWM).
# IDLE_AFTER=S waits S seconds more before the idle measure (a turn
# timer's last seconds: IDLE_AFTER=42 with full-table-timer.rummikub and
# IDLE_SECONDS 14 measure seconds 45-59 of its 60).
# Coordinates are those of the 1920x1080 layout.
set -eu
build=$1
record=$2
drag_s=${3:-8}
idle_s=${4:-20}
: "${SDL_RENDER_DRIVER:=software}"
if [ "$SDL_RENDER_DRIVER" = default ]; then
    unset SDL_RENDER_DRIVER # the game's own choice (it probes OpenGL)
else
    export SDL_RENDER_DRIVER
fi
work=$(mktemp -d /tmp/perf-rummikub.XXXXXX)
cp "$record" "$work/match.rummikub"
RACKO_TIMING=frames "$build/rummikub" --pref-dir "$work" --fullscreen >"$work/out.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
sleep 3
xdotool mousemove 960 472 click 1 # "Resume the match"
sleep 3

ticks() {
    cat /proc/"$pid"/task/*/stat | awk '{ s += $14 + $15 } END { print s }'
}
hz=$(getconf CLK_TCK)
sleep "${IDLE_AFTER:-0}"
f0=$(grep -c ': frame ' "$work/out.log" || true)
t0=$(ticks)
sleep "$idle_s"
t1=$(ticks)
f1=$(grep -c ': frame ' "$work/out.log" || true)
echo "idle: $((t1 - t0)) ticks of $hz a second in $idle_s s (all threads)" \
     "= $(awk -v t=$((t1 - t0)) -v hz="$hz" -v s="$idle_s" 'BEGIN { printf "%.2f", 100 * t / hz / s }') % of a core"
echo "frames drawn while idle: $((f1 - f0))"
import -window root "$work/table.png"
echo "screenshot: $work/table.png"

before=$(grep -c ': frame ' "$work/out.log" || true)
# Press on the first rack tile, zig-zag over the table, drop it back.
args="mousemove 293 886 mousedown 1 sleep 0.1"
n=$((drag_s * 60))
i=0
while [ "$i" -lt "$n" ]; do
    t=$((i % 200))
    if [ "$t" -lt 100 ]; then x=$((150 + t * 16)); else x=$((1750 - (t - 100) * 16)); fi
    y=$((150 + (i * 3) % 450))
    args="$args mousemove $x $y sleep 0.016"
    i=$((i + 1))
done
# shellcheck disable=SC2086
xdotool $args mousemove 293 886 sleep 0.2 mouseup 1
sleep 0.5
grep VmHWM /proc/"$pid"/status | sed 's/^/peak memory: /'
kill "$pid"
wait "$pid" || true
trap - EXIT
grep ': frame ' "$work/out.log" | tail -n +"$((before + 1))" >"$work/drag.log"
awk '
    { t = $5 + 0; d = $8 + 0; p = $(NF - 1) + 0; f = d + p
      if (n > 0) { iv = t - pt; if (iv > wi) { wi = iv } } else { t0 = t }
      pt = t; n++; s += f; if (f > w) { w = f }
      if (f > 1000 / 60) { over++ }
      if (index($0, "layer redrawn") > 0) { l++; ls += d } else if (f > wm) { wm = f } }
    END {
      printf "drag: %d frames in %d ms = %.1f frames a second\n", n, pt - t0, (n - 1) * 1000 / (pt - t0)
      printf "draw+present: mean %.2f ms, worst %.2f ms (mean implies %.0f fps, worst %.0f fps)\n", s / n, w, 1000 * n / s, 1000 / w
      printf "frames over 16.7 ms: %d; worst of the frames that only move the tile: %.2f ms\n", over, wm
      printf "longest gap between frames: %d ms (the pauses at the press and the drop)\n", wi
      printf "frames that redrew the still layer: %d (their draw: mean %.2f ms)\n", l, l ? ls / l : 0 }' "$work/drag.log"
tail -n 1 "$work/out.log"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "log: $work/out.log"
