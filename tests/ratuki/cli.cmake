# ratuki-cli run as a user runs it (tests/ratuki/cli/): argument errors,
# help, `bot` answering a host, the arena (seeded, JSON, outside bots),
# its record replayed, broken records refused, no process started by a
# record, `bench` printing its figures.
if(TARGET ratuki-cli AND NOT WIN32)
  racko_add_test(test_ratuki_cli SOURCES ratuki/cli/test_cli.c common/cli_run.c LIBS "" TIMEOUT 180)
  target_compile_definitions(test_ratuki_cli PRIVATE RT_CLI="$<TARGET_FILE:ratuki-cli>")
  add_dependencies(test_ratuki_cli ratuki-cli)
  if(TARGET ratuki-simplebot)
    target_compile_definitions(test_ratuki_cli PRIVATE RT_SIMPLEBOT="$<TARGET_FILE:ratuki-simplebot>")
    add_dependencies(test_ratuki_cli ratuki-simplebot)
  endif()
endif()

# ratuki-cli match (tests/ratuki/cli/test_match.c): its arguments, the
# JSON of computers' matches, --rounds over matches, seeded runs replayed,
# --resume, bots, a person's saved game kept, and a person playing in real
# time on a pseudo-terminal.
if(TARGET ratuki-cli AND NOT WIN32)
  racko_add_test(test_ratuki_cli_match SOURCES ratuki/cli/test_match.c common/cli_run.c LIBS ""
                 TIMEOUT 300)
  target_compile_definitions(test_ratuki_cli_match PRIVATE RT_CLI="$<TARGET_FILE:ratuki-cli>")
  add_dependencies(test_ratuki_cli_match ratuki-cli)
  if(TARGET ratuki-simplebot)
    target_compile_definitions(test_ratuki_cli_match PRIVATE
      RT_SIMPLEBOT="$<TARGET_FILE:ratuki-simplebot>")
    add_dependencies(test_ratuki_cli_match ratuki-simplebot)
  endif()
endif()
