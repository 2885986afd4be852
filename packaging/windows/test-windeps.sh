#!/usr/bin/env bash
# Tests packaging/windows/windeps.sh offline: the archive the Windows
# dependencies' sources come from, read from sample apt configurations of
# Debian and Ubuntu (deb822 and one-line), and the cache folder of a user
# who cannot write /var/cache.  Run by .ci/packaging.sh (a second or two).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=packaging/windows/windeps.sh
. "$here/windeps.sh"
work=$(mktemp -d /tmp/racko-windeps-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0

# case NAME EXPECTED: runs racko_apt_archive on $work/NAME (an /etc).
check() {
    local name=$1 want=$2 got
    got=$(RACKO_APT_ETC=$work/$name racko_apt_archive)
    if [ "$got" = "$want" ]; then
        echo "test-windeps: ok: $name: $got"
    else
        echo "test-windeps: FAIL: $name: got '$got', want '$want'" >&2
        failures=$((failures + 1))
    fi
}
etc() {   # NAME os-release-lines; sources files follow as NAME/apt/...
    mkdir -p "$work/$1/apt/sources.list.d"
    printf '%s\n' "$2" >"$work/$1/os-release"
}
# The keyrings named by the samples exist only on matching systems: a
# missing one is '-' (apt's own trusted keys).
deb_key=-
[ -f /usr/share/keyrings/debian-archive-keyring.gpg ] && deb_key=/usr/share/keyrings/debian-archive-keyring.gpg
ubu_key=-
[ -f /usr/share/keyrings/ubuntu-archive-keyring.gpg ] && ubu_key=/usr/share/keyrings/ubuntu-archive-keyring.gpg

# Debian 12 as installed (deb822), with a third-party source first.
etc debian12 $'ID=debian\nVERSION_CODENAME=bookworm'
cat >"$work/debian12/apt/sources.list.d/debian.sources" <<'EOF'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
EOF
echo 'deb https://example.org/apt vendor main' >"$work/debian12/apt/sources.list.d/aaa-vendor.list"
check debian12 "http://deb.debian.org/debian bookworm 1 $deb_key main"

# Debian unstable, one-line, a local mirror, no -updates suite.
etc sid $'ID=debian\nPRETTY_NAME="Debian GNU/Linux trixie/sid"'
echo 'deb [arch=amd64 signed-by=/nonexistent.gpg] http://mirror.example/debian/ sid main contrib' \
    >"$work/sid/apt/sources.list"
check sid "http://mirror.example/debian sid 0 $deb_key main"

# Ubuntu 24.04 (deb822 ubuntu.sources, suites in any order).
etc noble $'ID=ubuntu\nID_LIKE=debian\nVERSION_CODENAME=noble\nUBUNTU_CODENAME=noble'
cat >"$work/noble/apt/sources.list.d/ubuntu.sources" <<'EOF'
Types: deb
URIs: http://archive.ubuntu.com/ubuntu/
Suites: noble noble-updates noble-backports
Components: main restricted universe multiverse
Signed-By: /usr/share/keyrings/ubuntu-archive-keyring.gpg

Types: deb
URIs: http://security.ubuntu.com/ubuntu/
Suites: noble-security
Components: main restricted universe multiverse
Signed-By: /usr/share/keyrings/ubuntu-archive-keyring.gpg
EOF
check noble "http://archive.ubuntu.com/ubuntu noble 1 $ubu_key main universe"

# Ubuntu 22.04 (one-line sources.list, a country mirror), and Linux Mint
# on top of it (its own codename; Ubuntu's in UBUNTU_CODENAME).
etc jammy $'ID=ubuntu\nID_LIKE=debian\nVERSION_CODENAME=jammy\nUBUNTU_CODENAME=jammy'
cat >"$work/jammy/apt/sources.list" <<'EOF'
# deb cdrom:[Ubuntu 22.04 LTS]/ jammy main restricted
deb http://de.archive.ubuntu.com/ubuntu/ jammy main restricted
deb http://de.archive.ubuntu.com/ubuntu/ jammy-updates main restricted
deb http://de.archive.ubuntu.com/ubuntu/ jammy universe
deb http://security.ubuntu.com/ubuntu jammy-security main restricted
EOF
check jammy "http://de.archive.ubuntu.com/ubuntu jammy 1 $ubu_key main universe"
etc mint $'ID=linuxmint\nID_LIKE="ubuntu debian"\nVERSION_CODENAME=wilma\nUBUNTU_CODENAME=noble'
echo 'deb http://packages.linuxmint.com wilma main upstream import backport' \
    >"$work/mint/apt/sources.list.d/official-package-repositories.list"
check mint "http://archive.ubuntu.com/ubuntu noble 0 $ubu_key main universe"

# Overrides.
RACKO_DEBIAN_MIRROR=http://other.example/debian/ RACKO_DEBIAN_SUITE=trixie \
    check debian12 "http://other.example/debian trixie 1 $deb_key main"

# The cache folder: $RACKO_WINDEPS first; a user who cannot write
# /var/cache gets ~/.cache/racko-windeps (XDG_CACHE_HOME when set).
got=$(RACKO_WINDEPS=/somewhere racko_windeps_dir)
[ "$got" = /somewhere ] && echo "test-windeps: ok: RACKO_WINDEPS wins" ||
    { echo "test-windeps: FAIL: RACKO_WINDEPS gave $got" >&2; failures=$((failures + 1)); }
if [ "$(id -u)" -eq 0 ] && command -v runuser >/dev/null 2>&1 && id nobody >/dev/null 2>&1; then
    mkdir -p "$work/home"
    chmod 755 "$work"
    chown nobody "$work/home"
    for xdg in "" "$work/home/xdg"; do
        want=${xdg:-$work/home/.cache}/racko-windeps
        got=$(cd / && runuser -u nobody -- env -u RACKO_WINDEPS HOME="$work/home" XDG_CACHE_HOME="$xdg" \
              bash -c ". '$here/windeps.sh'; racko_windeps_init test 2>&1; echo \"\$RACKO_WINDEPS\"")
        if [ "$(tail -n1 <<<"$got")" = "$want" ] && grep -q 'is not writable' <<<"$got"; then
            echo "test-windeps: ok: a user without /var/cache: $want, and told so"
        else
            echo "test-windeps: FAIL: a user without /var/cache got: $got (want $want)" >&2
            failures=$((failures + 1))
        fi
    done
else
    echo "test-windeps: (not root: the other user's cache folder is not tried)"
fi

[ $failures -eq 0 ] || { echo "test-windeps: $failures failure(s)" >&2; exit 1; }
echo "test-windeps: all passed"
