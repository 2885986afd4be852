# The desktop game: pure modules always; the headless SDL tests when the
# UI is built.
if(TARGET racko_ui_core)
  racko_add_test(test_ui_core SOURCES ui/test_ui_core.c LIBS racko_ui_core racko_engine TIMEOUT 120)
endif()
