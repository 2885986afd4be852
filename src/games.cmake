# The games of the collection, one line each: the folder src/GAME holds the
# game's module (engine, players, bots, table, terminal tool, screen) and
# packaging/games/GAME its menu entry, icons and manual pages.  Adding a
# game to the collection is adding its folders and its line here.
set(HOUSE_GAMES
  racko
)
