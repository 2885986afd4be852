# Rummikub's packaging data, read by packaging/install.cmake for the game
# listed as `rummikub` in src/games.cmake (see packaging/games/racko/game.cmake
# for what each setting means): the desktop game `rummikub` (its menu entry,
# AppStream file, icons, Windows resources, macOS bundle Rummikub.app) and
# the terminal tool `rummikub-cli`, each with its man page.
set(GAME_TITLE "Rummikub")
set(GAME_APP_ID "io.github.racko.Rummikub")
set(GAME_DESCRIPTION "Rummikub tile game")
set(GAME_ICONS "${PROJECT_SOURCE_DIR}/assets/icons/rummikub")
set(GAME_BOTS "")
set(GAME_DOCS docs/rummikub.md)
set(GAME_EXAMPLES "")
set(GAME_MACOS_CATEGORY "public.app-category.board-games")
# For the package checks (packaging/linux/check-packages.sh,
# packaging/windows/check-windows.sh).
set(GAME_CHECK_SPRITE "rk-tile-back")
set(GAME_CHECK_MATCH "--games 1")
