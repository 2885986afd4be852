# The desktop game: pure modules always; the headless SDL tests when the
# UI is built.
if(TARGET racko_ui_core)
  racko_add_test(test_ui_core SOURCES ui/test_ui_core.c LIBS racko_ui_core racko_engine TIMEOUT 120)
endif()
if(TARGET racko_ui_sdl)
  racko_add_test(test_ui_app SOURCES ui/test_ui_app.c LIBS racko_ui_sdl TIMEOUT 900)
  set_property(TEST test_ui_app APPEND PROPERTY ENVIRONMENT
               "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
endif()
