# The player side of Rummikub's bot protocol (rummikub/botplay.h): whole
# games fed from engine events, scripted and bad lines.
racko_add_test(test_rk_botplay_client SOURCES rummikub/botplay/test_rk_botplay_client.c
  LIBS rummikub_botplay rummikub_bot rummikub_solver rummikub_engine TIMEOUT 120)

# Our levels as a bot program (what `rummikub-cli bot --ai LEVEL` runs).
add_executable(rummikub-aibot rummikub/botplay/aibot.c)
target_link_libraries(rummikub-aibot PRIVATE rummikub_botplay)

# Whole matches through processes: rk_bot seating rummikub-aibot, the
# example bots (C and Python) and a bot whose plays are always refused.
if(NOT WIN32 AND TARGET rummikub-simplebot)
  racko_add_test(test_rk_bot_match SOURCES rummikub/bot/test_rk_bot_match.c
    LIBS rummikub_bot rummikub_solver rummikub_engine TIMEOUT 120)
  add_dependencies(test_rk_bot_match rummikub-aibot rummikub-simplebot rummikub-testbot)
  find_program(RK_PYTHON3 NAMES python3)
  set(rk_python "")
  if(RK_PYTHON3)
    set(rk_python "${RK_PYTHON3}")
  endif()
  target_compile_definitions(test_rk_bot_match PRIVATE
    RK_AIBOT="$<TARGET_FILE:rummikub-aibot>"
    RK_SIMPLEBOT="$<TARGET_FILE:rummikub-simplebot>"
    RK_SIMPLEBOT_PY="${PROJECT_SOURCE_DIR}/examples/rummikub-simplebot.py"
    RK_TESTBOT="$<TARGET_FILE:rummikub-testbot>"
    RK_PYTHON="${rk_python}")
endif()
