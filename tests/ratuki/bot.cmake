# Ratuki's bot protocol (tests/ratuki/bot/): answers and lines, the
# protocol's example line for line, the player side rebuilt from lines,
# and our levels behind the protocol's lines playing whole matches exactly
# as inside; then misbehaving bot processes seated by the round driver.
racko_add_test(test_ratuki_bot_line
  SOURCES ratuki/bot/test_bot_line.c ratuki/engine/helpers.c
  LIBS ratuki_botplay ratuki_bot ratuki_ai ratuki_engine
  TIMEOUT 300)
target_include_directories(test_ratuki_bot_line PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/ratuki)

if(NOT WIN32)
  # A bot that is good or bad on purpose (see the modes in testbot.c).
  add_executable(ratuki-testbot ratuki/bot/testbot.c)

  racko_add_test(test_ratuki_bot_process
    SOURCES ratuki/bot/test_bot_process.c ratuki/engine/helpers.c
    LIBS ratuki_bot ratuki_ai ratuki_engine
    TIMEOUT 300)
  target_include_directories(test_ratuki_bot_process PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/ratuki)
  add_dependencies(test_ratuki_bot_process ratuki-testbot)
  target_compile_definitions(test_ratuki_bot_process PRIVATE
    RT_TESTBOT="$<TARGET_FILE:ratuki-testbot>")
endif()

# Our levels as a bot program (what `ratuki-cli bot --ai LEVEL` runs).
add_executable(ratuki-aibot ratuki/bot/aibot.c)
target_link_libraries(ratuki-aibot PRIVATE ratuki_botplay)

# Whole matches through processes: our level as a program against the
# same level inside, and the example bots (C and Python).
if(NOT WIN32 AND TARGET ratuki-simplebot)
  racko_add_test(test_ratuki_bot_match
    SOURCES ratuki/bot/test_bot_match.c ratuki/engine/helpers.c
    LIBS ratuki_bot ratuki_ai ratuki_engine
    TIMEOUT 300)
  target_include_directories(test_ratuki_bot_match PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/ratuki)
  add_dependencies(test_ratuki_bot_match ratuki-aibot ratuki-simplebot)
  find_program(RT_PYTHON3 NAMES python3)
  set(rt_python "")
  if(RT_PYTHON3)
    set(rt_python "${RT_PYTHON3}")
  endif()
  target_compile_definitions(test_ratuki_bot_match PRIVATE
    RT_AIBOT="$<TARGET_FILE:ratuki-aibot>"
    RT_SIMPLEBOT="$<TARGET_FILE:ratuki-simplebot>"
    RT_SIMPLEBOT_PY="${PROJECT_SOURCE_DIR}/examples/ratuki-simplebot.py"
    RT_PYTHON="${rt_python}")
endif()
