# A match with a nearly full table and seat 1 (a person) to act, for the
# desktop table's performance and layout checks (docs/ui.md, "Performance").
# The tool that made the fixture (not a test):
# rummikub-fulltable --out FILE [--out-timer FILE] [--timer T] [--seed S] [--seeds N] [--min TILES]
add_executable(rummikub-fulltable rummikub/ui/full_table.c)
target_link_libraries(rummikub-fulltable PRIVATE rummikub_solver)
# The committed fixtures still replay (a change of the record format or the
# rules would break them): rummikub-cli replay checks each.
foreach(fixture full-table full-table-timer)
  add_test(NAME rummikub_fixture_${fixture}
           COMMAND rummikub-cli replay ${CMAKE_CURRENT_SOURCE_DIR}/rummikub/ui/${fixture}.rummikub)
  set_tests_properties(rummikub_fixture_${fixture} PROPERTIES TIMEOUT 60)
endforeach()
