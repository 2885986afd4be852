# sandbox.sh - sourced by the scripts that run a desktop program under
# SDL's dummy driver: a scratch folder ($work, removed at exit) with a
# preference folder in it ($work/pref) and a HOME of its own, so that
# nothing of the user's is read or written; fail() says why and exits 1.
#   . sandbox.sh SOURCE_DIR
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "$(basename "$0" .sh): FAIL: $*" >&2; exit 1; }
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy RACKO_DATA_DIR=$1
export HOME=$work/home XDG_DATA_HOME=$work/home/data XDG_CONFIG_HOME=$work/home/config
mkdir -p "$HOME" "$work/pref"
