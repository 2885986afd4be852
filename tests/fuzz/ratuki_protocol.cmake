# fuzz_ratuki_protocol: libFuzzer on Ratuki's bot protocol: the kit's line
# framing with Ratuki's lines, the answer parser (rt_bot_parse_answer) and
# our bot's line feed (rt_botplay_feed, the level answering `ask T`)
# (tests/fuzz/fuzz_ratuki_protocol.c).  The sources are compiled into the
# target so that they carry the fuzzer's instrumentation and the sanitizers.
# Run: ./fuzz_ratuki_protocol -max_total_time=60 corpus-dir tests/fuzz/corpus/ratuki_protocol
if(CMAKE_C_COMPILER_ID MATCHES "Clang")
  file(GLOB rt_fuzz_protocol_sources ${PROJECT_SOURCE_DIR}/src/ratuki/engine/*.c
       ${PROJECT_SOURCE_DIR}/src/ratuki/ai/*.c ${PROJECT_SOURCE_DIR}/src/kit/*.c)
  list(FILTER rt_fuzz_protocol_sources EXCLUDE REGEX "file_win32\\.c$")
  add_executable(fuzz_ratuki_protocol ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_ratuki_protocol.c
                 ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_lines.c
                 ${PROJECT_SOURCE_DIR}/src/ratuki/bot/line.c
                 ${PROJECT_SOURCE_DIR}/src/ratuki/bot/client.c
                 ${PROJECT_SOURCE_DIR}/src/kit/bot/line.c
                 ${PROJECT_SOURCE_DIR}/src/kit/bot/serve.c
                 ${PROJECT_SOURCE_DIR}/src/kit/bot/play.c
                 ${rt_fuzz_protocol_sources})
  target_include_directories(fuzz_ratuki_protocol PRIVATE ${RACKO_INCLUDE_DIR}
                             ${PROJECT_SOURCE_DIR}/src/ratuki/engine)
  target_link_libraries(fuzz_ratuki_protocol PRIVATE m)
  target_compile_options(fuzz_ratuki_protocol PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
  target_link_options(fuzz_ratuki_protocol PRIVATE -fsanitize=fuzzer,address,undefined)
else()
  message(WARNING "fuzz_ratuki_protocol needs clang (libFuzzer); not built with ${CMAKE_C_COMPILER_ID}")
endif()
