#!/bin/bash
# Is a build with the catalogues slower than one without?  The time to the
# first frame and the idle CPU of two builds of a desktop game, runs
# interleaved: OLD, then NEW in English and in French (issue 25's "no
# slower"; the figures are in docs/translating.md).
#
#   DISPLAY=:N scripts/perf-lang.sh OLD_BIN NEW_BIN [RUNS]
#
# OLD_BIN and NEW_BIN are desktop programs (say a racko built from an
# older commit, with assets/ and fonts/ beside it or reachable, and
# build/racko); an X server must be running (Xvfb).  Each run starts in a
# scratch preference folder.  First frame: RACKO_TIMING's "first frame
# presented" with SDL's software renderer, --exit-after 1.  Idle: ticks of
# all the program's threads (/proc/PID/task/*/stat, utime + stime) over
# 10 s on the title screen, after 3 s of settling.
set -u
old=${1:?usage: perf-lang.sh OLD_BIN NEW_BIN [RUNS]}
new=${2:?usage: perf-lang.sh OLD_BIN NEW_BIN [RUNS]}
runs=${3:-5}
export SDL_RENDER_DRIVER=software
pref=$(mktemp -d "${TMPDIR:-/tmp}/perf-lang.XXXXXX")
trap 'rm -rf "$pref"' EXIT INT TERM

first_frame() { # BIN ARGS...
    local b=$1
    shift
    rm -rf "$pref/p" && mkdir -p "$pref/p"
    RACKO_TIMING=1 timeout 60 "$b" --pref-dir "$pref/p" --size 1280x800 --exit-after 1 "$@" 2>&1 |
        sed -n 's/.*first frame presented \([0-9.]*\) ms.*/\1/p'
}

ticks() { # PID: utime + stime of all its threads
    cat /proc/"$1"/task/*/stat 2>/dev/null | awk '{s += $14 + $15} END {print s + 0}'
}

idle() { # BIN ARGS...
    local b=$1
    shift
    rm -rf "$pref/p" && mkdir -p "$pref/p"
    "$b" --pref-dir "$pref/p" --size 1280x800 "$@" >/dev/null 2>&1 &
    local pid=$!
    sleep 3
    local t0
    t0=$(ticks $pid)
    sleep 10
    local t1
    t1=$(ticks $pid)
    kill $pid 2>/dev/null
    wait $pid 2>/dev/null
    echo $((t1 - t0))
}

for i in $(seq 1 "$runs"); do
    echo "run $i first frame ms: old $(first_frame "$old") new-en $(first_frame "$new" --language en)" \
         "new-fr $(first_frame "$new" --language fr)"
done
for i in $(seq 1 3); do
    echo "run $i idle ticks in 10 s: old $(idle "$old") new-en $(idle "$new" --language en)" \
         "new-fr $(idle "$new" --language fr)"
done
