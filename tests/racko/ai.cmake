# Computer players: legal play in every variant, no hidden information,
# determinism, hints and names (tests/ai/).  Benchmarks are in racko-cli.
if(TARGET racko_ai)
  racko_add_test(test_ai SOURCES racko/ai/test_ai.c LIBS racko_ai racko_engine TIMEOUT 1200)
endif()
