# Rack-O's packaging data, read by packaging/install.cmake for the game
# listed as `racko` in src/games.cmake.  The files beside this one, named
# after the id and the application id, are found by their names:
#   GAME_APP_ID.desktop, GAME_APP_ID.metainfo.xml   Linux menu entry, AppStream
#   PROGRAM.6                                       a man page per program
#   ID.ico, ID.icns                                 Windows and macOS icons
# (docs/packaging.md, "Adding a game").

# Shown in menus, the Start menu, the installer and as the macOS bundle
# (GAME_TITLE.app); the application id names the desktop file, the
# AppStream file, the icons and the bundle identifier.  Never change the
# id of a released game: installed copies upgrade by it.
set(GAME_TITLE "Rack-O")
set(GAME_APP_ID "io.github.racko.Racko")
# Windows version information (FileDescription).
set(GAME_DESCRIPTION "Rack-O card game")
# The icon sources: PREFIX-16.png ... PREFIX-512.png and PREFIX.svg.
set(GAME_ICONS "${PROJECT_SOURCE_DIR}/assets/icons/racko")
# Programs besides <id> and <id>-cli: example bots (installed with the
# game, a man page each).
set(GAME_BOTS racko-simplebot)
# Documents installed with the collection's (share/doc/racko, doc\).
set(GAME_DOCS docs/rules.md docs/bot-protocol.md docs/record-format.md)
set(GAME_EXAMPLES examples/simplebot.c examples/simplebot.py)
# macOS: LSApplicationCategoryType of the bundle.
set(GAME_MACOS_CATEGORY "public.app-category.card-games")
# For the package checks (packaging/linux/check-packages.sh,
# packaging/windows/check-windows.sh): a sprite every start of the desktop
# game reads (assets/png/1x/NAME.png; the probe_image of its ShGame, by
# which it finds its data folder), proven read from the installed data; and
# the options after which `<id>-cli match --players N --seed S --record FILE`
# records one short game, which the desktop game then draws to a PNG.
set(GAME_CHECK_SPRITE "card-back")
set(GAME_CHECK_MATCH "--rounds 1")
