#!/bin/bash
# Ratuki's desktop table measured (docs/ui.md, "Performance: Ratuki"):
# five seats (you and four expert computers at 400% pace, from the form
# remembered in new-game.txt), full screen 1920x1080 under Xvfb, SDL's
# software renderer; PLAY seconds of the round's frames (draw+present per
# frame from RACKO_TIMING=frames), peak memory, then Esc and the CPU ticks
# of all threads over 20 s while paused.
# Usage: scripts/perf-ratuki.sh BUILD [PLAY]   (DISPLAY set, openbox running)
set -eu
build=${1:-build}; play=${2:-16}
pref=$(mktemp -d)
printf '# Ratuki new game\nplayers 5\nseat1 human\nseat2 ai:expert\nseat3 ai:expert\nseat4 ai:expert\nseat5 ai:expert\noptions target=100 window=150 pace=400 glow=0\n' > "$pref/new-game.txt"
log=$pref/frames.log
xdotool mousemove 5 5
SDL_RENDER_DRIVER=software RACKO_TIMING=frames "$build/ratuki" --pref-dir "$pref" --fullscreen > "$log" 2>&1 &
pid=$!
sleep 4
xdotool windowactivate "$(xdotool search --name Ratuki | head -1)"; sleep 0.5
xdotool key Down; sleep 0.3; xdotool key Return; sleep 1; xdotool key Return  # New game..., Start
sleep "$play"
grep VmHWM "/proc/$pid/status"
xdotool key Escape; sleep 1
ticks() { awk '{s += $14 + $15} END {print s}' /proc/$pid/task/*/stat; }
a=$(ticks); sleep 20; b=$(ticks)
echo "paused: $((b - a)) ticks (10 ms) of all threads in 20 s"
kill "$pid"; sleep 0.5
python3 - "$log" "$play" <<'PY'
import re, sys
fr = []
for l in open(sys.argv[1]):
    m = re.search(r'frame (\d+) at (\d+) ms: draw ([\d.]+) ms(.*)present ([\d.]+) ms', l)
    if m:
        fr.append((int(m.group(2)), float(m.group(3)) + float(m.group(5)), m.group(4)))
end = max(f[0] for f in fr) - 1000          # before the Escape
play = [f for f in fr if end - 1000 * (int(sys.argv[2]) - 5) < f[0] < end]
v = sorted(f[1] for f in play); n = len(v)
lay = sorted(float(re.search(r'in ([\d.]+)', f[2]).group(1)) for f in play if 'layer' in f[2])
span = (play[-1][0] - play[0][0]) / 1000
print("round: %d frames in %.1f s, draw+present mean %.2f ms, p50 %.2f, p99 %.2f, worst %.2f, %d over 16.7 ms; "
      "still layer redrawn %d times, p50 %.1f ms" % (n, span, sum(v) / n, v[n // 2], v[max(0, int(n * 0.99) - 1)],
                                                    v[-1], sum(1 for x in v if x > 16.7), len(lay), lay[len(lay) // 2]))
PY
cat /proc/loadavg
rm -rf "$pref"
