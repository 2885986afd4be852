# The player side of Rummikub's bot protocol (rummikub/botplay.h): whole
# games fed from engine events, scripted and bad lines.
racko_add_test(test_rk_botplay_client SOURCES rummikub/botplay/test_rk_botplay_client.c
  LIBS rummikub_botplay rummikub_bot rummikub_solver rummikub_engine TIMEOUT 120)

# Our levels as a bot program (what `rummikub-cli bot --ai LEVEL` runs).
add_executable(rummikub-aibot rummikub/botplay/aibot.c)
target_link_libraries(rummikub-aibot PRIVATE rummikub_botplay)
