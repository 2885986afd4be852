# Ratuki's round driver and computer players (ratuki/driver.h,
# ratuki/ai.h): the protocol's timing rules with scripted agents, whole
# rounds of our levels, the levels' answers, paces and reaction times,
# determinism, decisions from values only, and the no-hidden-information
# test for every level (tests/ratuki/ai/).
racko_add_test(test_ratuki_driver
  SOURCES ratuki/ai/test_driver.c ratuki/engine/helpers.c
  LIBS ratuki_ai
  TIMEOUT 300)
target_include_directories(test_ratuki_driver PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/ratuki)
racko_add_test(test_ratuki_ai
  SOURCES ratuki/ai/test_ai.c ratuki/engine/helpers.c
  LIBS ratuki_ai
  TIMEOUT 300)
target_include_directories(test_ratuki_ai PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/ratuki)
