# Ratuki's packaging data, read by packaging/install.cmake for the game
# listed as `ratuki` in src/games.cmake (see packaging/games/racko/game.cmake
# for what each setting means).  Ratuki has no desktop table yet
# (src/ratuki/ui): until it has, the package holds its terminal tool
# `ratuki-cli` with its man page, the game's document and its example bots'
# sources, and no menu entry, icons or bundle (so no GAME_ICONS or
# GAME_CHECK_* settings yet).
set(GAME_TITLE "Ratuki")
set(GAME_APP_ID "io.github.racko.Ratuki")
set(GAME_DESCRIPTION "Ratuki real-time card game")
set(GAME_BOTS "")
set(GAME_DOCS docs/ratuki.md)
set(GAME_EXAMPLES examples/ratuki-simplebot.c examples/ratuki-simplebot.py)
set(GAME_MACOS_CATEGORY "public.app-category.card-games")
set(GAME_ICONS "${PROJECT_SOURCE_DIR}/assets/icons/ratuki")
