# The games of the collection, one line each.
#
# A game's id names its folders (src/<id>/, include/<id>/, tests/<id>/,
# packaging/games/<id>/) and its programs: <id> (the desktop game, made by
# the shell from the game's `const ShGame <id>_game`) and <id>-cli (the
# terminal tool).  Everything else a package needs of it (menu entry,
# AppStream file, man pages, icons, Windows and macOS data) is in
# packaging/games/<id>/ (docs/packaging.md, "Adding a game").
#
# Read by the top-level CMakeLists.txt (the game's folders and its desktop
# program), packaging/install.cmake, scripts/check-layers.sh and
# scripts/check-sdl-free.sh, which take the ids from lines of exactly this
# form: list(APPEND RACKO_GAMES <id>)
include_guard(GLOBAL)

list(APPEND RACKO_GAMES racko)      # Rack-O
list(APPEND RACKO_GAMES rummikub)   # Rummikub
list(APPEND RACKO_GAMES ratuki)     # Ratuki
