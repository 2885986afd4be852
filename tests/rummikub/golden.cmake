# Golden outputs (tests/rummikub/golden/): seeded rummikub-cli runs and
# saved games drawn by rummikub --render-record give exactly the bytes
# recorded in tests/rummikub/golden/expected.txt (made on the tree before
# the shared match layer; tests/common/golden.sh --update remakes it when
# an output is meant to change).
if(TARGET rummikub-cli AND NOT WIN32)
  find_program(RACKO_BASH NAMES bash)
  if(RACKO_BASH)
    set(golden_game "")
    if(TARGET rummikub)
      set(golden_game "$<TARGET_FILE:rummikub>")
    endif()
    add_test(NAME rummikub_golden_outputs
             COMMAND ${RACKO_BASH} ${CMAKE_CURRENT_SOURCE_DIR}/common/golden.sh tests/rummikub/golden
                     ${CMAKE_SOURCE_DIR} $<TARGET_FILE:rummikub-cli> ${golden_game})
    set_tests_properties(rummikub_golden_outputs PROPERTIES TIMEOUT 300)
  endif()
endif()
