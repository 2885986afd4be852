# Sourced (bash) by the Windows packaging scripts: where the dependency
# prefix is cached, and which archive its source packages come from.
# Kept apart from build-deps.sh on purpose: build-deps.sh's checksum decides
# when the prefix is rebuilt, and finding a folder or a mirror changes no
# built file.  packaging/windows/test-windeps.sh tests both functions on
# Debian's and Ubuntu's source lists.

# Prints the cache folder: $RACKO_WINDEPS when set; else
# /var/cache/racko-windeps when it is writable (or can be made, as root);
# else the user's cache, ${XDG_CACHE_HOME:-$HOME/.cache}/racko-windeps.
racko_windeps_dir() {
    local sys=/var/cache/racko-windeps
    if [ -n "${RACKO_WINDEPS:-}" ]; then
        printf '%s\n' "$RACKO_WINDEPS"
    elif { [ -d "$sys" ] && [ -w "$sys" ]; } || { [ ! -e "$sys" ] && [ -w "$(dirname "$sys")" ]; }; then
        printf '%s\n' "$sys"
    else
        printf '%s\n' "${XDG_CACHE_HOME:-$HOME/.cache}/racko-windeps"
    fi
}

# Sets and exports RACKO_WINDEPS (racko_windeps_dir) and says where it is
# when that is not the system-wide default.  $1: the caller's name.
racko_windeps_init() {
    local was=${RACKO_WINDEPS:-}
    RACKO_WINDEPS=$(racko_windeps_dir)
    export RACKO_WINDEPS
    if [ -z "$was" ] && [ "$RACKO_WINDEPS" != /var/cache/racko-windeps ]; then
        echo "$1: /var/cache/racko-windeps is not writable: the Windows dependencies are cached in" \
             "$RACKO_WINDEPS (set RACKO_WINDEPS to choose another folder)" >&2
    fi
}

# Prints the archive to take source packages from, as one line:
#   MIRROR SUITE UPDATES KEYRING COMPONENTS...
# UPDATES is 1 when the machine also uses SUITE-updates; KEYRING is '-'
# when apt's own keys are to be used.  Read from the machine's apt sources
# (deb822 .sources and one-line .list files, the first entry of the
# distribution's archive), then /etc/os-release; RACKO_DEBIAN_MIRROR and
# RACKO_DEBIAN_SUITE override.  Debian: main; Ubuntu (and systems like it):
# main universe (SDL2_image, SDL2_ttf and Check are in universe).
# RACKO_APT_ETC (default /etc) lets the test point it at sample files.
racko_apt_archive() {
    local etc=${RACKO_APT_ETC:-/etc} family=debian id="" like="" codename="" ubuntu_codename=""
    if [ -f "$etc/os-release" ]; then
        # shellcheck disable=SC1091
        id=$(. "$etc/os-release" && echo "${ID:-}")
        like=$(. "$etc/os-release" && echo "${ID_LIKE:-}")
        codename=$(. "$etc/os-release" && echo "${VERSION_CODENAME:-}")
        ubuntu_codename=$(. "$etc/os-release" && echo "${UBUNTU_CODENAME:-}")
    fi
    case " $id $like " in *" ubuntu "*) family=ubuntu ;; esac
    local pattern default_mirror keyring components
    if [ $family = ubuntu ]; then
        pattern='/ubuntu(-ports)?/?$'
        default_mirror=http://archive.ubuntu.com/ubuntu
        keyring=/usr/share/keyrings/ubuntu-archive-keyring.gpg
        components="main universe"
        codename=${ubuntu_codename:-$codename}
    else
        pattern='/debian/?$'
        default_mirror=http://deb.debian.org/debian
        keyring=/usr/share/keyrings/debian-archive-keyring.gpg
        components="main"
    fi
    # Every entry of the machine's sources as "URI SIGNED-BY SUITE...".
    local files=()
    [ -f "$etc/apt/sources.list" ] && files+=("$etc/apt/sources.list")
    local f
    for f in "$etc"/apt/sources.list.d/*.list "$etc"/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && files+=("$f")
    done
    local entries=""
    for f in "${files[@]}"; do
        case $f in
            *.sources)
                entries+=$(awk '
                    function flush() {
                        if (uri != "" && types ~ /(^| )deb( |$)/) print uri, (signed == "" ? "-" : signed), suites
                        uri = ""; suites = ""; signed = ""; types = ""
                    }
                    /^[[:space:]]*#/ { next }
                    /^[[:space:]]*$/ { flush(); next }
                    /^Types:/ { types = $0; sub(/^Types:[[:space:]]*/, "", types) }
                    /^URIs:/ { uri = $2 }
                    /^Suites:/ { suites = $0; sub(/^Suites:[[:space:]]*/, "", suites) }
                    /^Signed-By:/ { signed = ($2 ~ /^\//) ? $2 : "" }
                    END { flush() }' "$f")$'\n'
                ;;
            *)
                entries+=$(awk '
                    $1 == "deb" {
                        i = 2; signed = "-"
                        if ($i ~ /^\[/) {
                            while (i <= NF) {
                                if ($i ~ /^\[?signed-by=/) { s = $i; sub(/^\[?signed-by=/, "", s); sub(/\]$/, "", s); signed = s }
                                if ($i ~ /\]$/) { i++; break }
                                i++
                            }
                        }
                        print $i, signed, $(i + 1)
                    }' "$f")$'\n'
                ;;
        esac
    done
    local mirror="" suite="" updates=0 signed="" line u s rest
    while read -r u s rest; do
        [ -n "$u" ] || continue
        grep -Eq "$pattern" <<<"$u" || continue
        if [ -z "$mirror" ]; then
            mirror=${u%/}
            signed=$s
        fi
        [ "${u%/}" = "$mirror" ] || continue
        for line in $rest; do
            case $line in
                *-updates | *-security | *-backports | *-proposed) ;;
                *) [ -z "$suite" ] && suite=$line ;;
            esac
        done
        # SUITE-updates may be on this entry or on a line of its own.
        for line in $rest; do
            [ -n "$suite" ] && [ "$line" = "$suite-updates" ] && updates=1
        done
    done <<<"$entries"
    [ -n "${RACKO_DEBIAN_MIRROR:-}" ] && mirror=${RACKO_DEBIAN_MIRROR%/}
    [ -n "${RACKO_DEBIAN_SUITE:-}" ] && suite=$RACKO_DEBIAN_SUITE
    mirror=${mirror:-$default_mirror}
    suite=${suite:-${codename:-stable}}
    if [ -n "$signed" ] && [ "$signed" != - ] && [ -f "$signed" ]; then
        keyring=$signed
    elif [ ! -f "$keyring" ]; then
        keyring=-
    fi
    echo "$mirror $suite $updates $keyring $components"
}
