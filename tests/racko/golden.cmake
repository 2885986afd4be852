# Golden outputs (tests/racko/golden/): seeded racko-cli runs and saved games
# drawn by racko --render-record give exactly the bytes recorded in
# tests/racko/golden/expected.txt (made before the code moved into the shared
# shell; tests/common/golden.sh --update remakes it when an output is meant to change).
if(TARGET racko-cli AND NOT WIN32)
  find_program(RACKO_BASH NAMES bash)
  if(RACKO_BASH)
    set(golden_game "")
    if(TARGET racko)
      set(golden_game "$<TARGET_FILE:racko>")
    endif()
    add_test(NAME golden_outputs
             COMMAND ${RACKO_BASH} ${CMAKE_CURRENT_SOURCE_DIR}/common/golden.sh tests/racko/golden ${CMAKE_SOURCE_DIR}
                     $<TARGET_FILE:racko-cli> ${golden_game})
    set_tests_properties(golden_outputs PROPERTIES TIMEOUT 300)
  endif()
endif()
