# Tile notation and the reading of sets (rummikub/tile.h).
racko_add_test(test_rummikub_tile
  SOURCES rummikub/tile/test_tile.c
  LIBS rummikub_engine
  TIMEOUT 60)
