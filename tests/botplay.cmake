# The player side of the bot protocol (racko/botplay.h, racko-cli bot):
# scripted lines, and games whose lines come from engine events.
if(TARGET racko_botplay)
  racko_add_test(test_botplay_client SOURCES botplay/test_botplay_client.c
    LIBS racko_botplay racko_bot racko_ai racko_engine TIMEOUT 300)
endif()
