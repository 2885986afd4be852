# Golden outputs (tests/ratuki/golden/): seeded ratuki-cli runs give
# exactly the bytes recorded in tests/ratuki/golden/expected.txt
# (tests/common/golden.sh --update remakes it when an output is meant to
# change).
if(TARGET ratuki-cli AND NOT WIN32)
  find_program(RACKO_BASH NAMES bash)
  if(RACKO_BASH)
    add_test(NAME ratuki_golden_outputs
             COMMAND ${RACKO_BASH} ${CMAKE_CURRENT_SOURCE_DIR}/common/golden.sh tests/ratuki/golden
                     ${CMAKE_SOURCE_DIR} $<TARGET_FILE:ratuki-cli>)
    set_tests_properties(ratuki_golden_outputs PROPERTIES TIMEOUT 300)
  endif()
endif()
