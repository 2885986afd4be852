# The player side of the bot protocol (racko/botplay.h, racko-cli bot):
# scripted lines, and games whose lines come from engine events.
if(TARGET racko_botplay)
  racko_add_test(test_botplay_client SOURCES racko/botplay/test_botplay_client.c
    LIBS racko_botplay racko_bot racko_ai racko_engine TIMEOUT 900)
endif()

# `racko-cli bot` hosted by our table and by `racko-cli match`: the same
# game as the built-in level, against the example bot, bad input.
if(TARGET racko-cli AND TARGET racko-simplebot AND NOT WIN32)
  racko_add_test(test_botplay_match SOURCES racko/botplay/test_botplay_match.c
    LIBS racko_play racko_engine TIMEOUT 600)
  add_dependencies(test_botplay_match racko-cli racko-simplebot)
  target_compile_definitions(test_botplay_match PRIVATE
    RACKO_CLI="$<TARGET_FILE:racko-cli>"
    RACKO_SIMPLEBOT="$<TARGET_FILE:racko-simplebot>")
endif()
