# Ratuki's engine (ratuki/engine.h, ratuki/record.h): every rule in a
# scripted scenario, random matches under invariants over many seeds (each
# deck's 35 cards accounted for, stacks valid, time never going back),
# records read strictly and replayed exactly (tests/ratuki/engine/).
racko_add_test(test_ratuki_engine
  SOURCES ratuki/engine/main.c ratuki/engine/helpers.c ratuki/engine/test_rules.c
          ratuki/engine/test_random.c ratuki/engine/test_record.c
  LIBS ratuki_engine
  TIMEOUT 300)
if(RACKO_SANITIZE)
  target_compile_definitions(test_ratuki_engine PRIVATE RT_RANDOM_MATCHES=24)
endif()
