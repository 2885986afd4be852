# Ratuki's packaging data, read by packaging/install.cmake for the game
# listed as `ratuki` in src/games.cmake (see packaging/games/racko/game.cmake
# for what each setting means).
#
# The desktop program `ratuki` is packaged (its menu entry
# io.github.racko.Ratuki.desktop, AppStream file, hicolor icons from
# GAME_ICONS, man pages ratuki.6 and fr/ratuki.6, ratuki.ico in the .exe,
# ratuki.icns in Ratuki.app) as soon as its desktop table exists:
# install.cmake and packaging/linux/check-packages.sh switch it on when
# src/ratuki/ui/CMakeLists.txt is there, and read GAME_ICONS and GAME_CHECK_*
# only from then on.  Until then the package holds the terminal tool
# `ratuki-cli` with its man page, the game's document and its example bots'
# sources, and these settings wait unused.
set(GAME_TITLE "Ratuki")
set(GAME_APP_ID "io.github.racko.Ratuki")
set(GAME_DESCRIPTION "Ratuki real-time card game")
# assets/icons/ratuki-16.png ... -512.png and ratuki.svg
# (scripts/gen-assets-ratuki.py).
set(GAME_ICONS "${PROJECT_SOURCE_DIR}/assets/icons/ratuki")
set(GAME_BOTS "")
set(GAME_DOCS docs/ratuki.md)
set(GAME_EXAMPLES examples/ratuki-simplebot.c examples/ratuki-simplebot.py)
set(GAME_MACOS_CATEGORY "public.app-category.card-games")
# For the package checks (packaging/linux/check-packages.sh,
# packaging/windows/check-windows.sh): the probe_image of ratuki_game (the
# back of deck 0, the first seat's draw pile), and the options after which
# `ratuki-cli match --players 3 --seed 11 ... --record FILE` records one
# round, which `ratuki --render-record` then draws.
set(GAME_CHECK_SPRITE "rt-back-0")
set(GAME_CHECK_MATCH "--one-round")
