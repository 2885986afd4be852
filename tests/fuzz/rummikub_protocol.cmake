# fuzz_rummikub_protocol: libFuzzer on Rummikub's bot protocol: the kit's
# line framing with 1024-byte lines, the answer parser (rk_bot_parse_answer)
# and our bot's line feed (rk_botplay_feed, the level answering `ask play`)
# (tests/fuzz/fuzz_rummikub_protocol.c).  The sources are compiled into the
# target so that they carry the fuzzer's instrumentation and the sanitizers.
# Run: ./fuzz_rummikub_protocol -max_total_time=60 corpus-dir tests/fuzz/corpus/rummikub_protocol
if(CMAKE_C_COMPILER_ID MATCHES "Clang")
  file(GLOB rk_fuzz_protocol_sources ${PROJECT_SOURCE_DIR}/src/rummikub/engine/*.c
       ${PROJECT_SOURCE_DIR}/src/rummikub/ai/*.c ${PROJECT_SOURCE_DIR}/src/kit/*.c)
  list(FILTER rk_fuzz_protocol_sources EXCLUDE REGEX "file_win32\\.c$")
  add_executable(fuzz_rummikub_protocol ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_rummikub_protocol.c
                 ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_lines.c
                 ${PROJECT_SOURCE_DIR}/src/rummikub/bot/line.c
                 ${PROJECT_SOURCE_DIR}/src/rummikub/bot/client.c
                 ${PROJECT_SOURCE_DIR}/src/kit/bot/line.c
                 ${PROJECT_SOURCE_DIR}/src/kit/bot/serve.c
                 ${PROJECT_SOURCE_DIR}/src/kit/bot/play.c
                 ${rk_fuzz_protocol_sources})
  target_include_directories(fuzz_rummikub_protocol PRIVATE ${RACKO_INCLUDE_DIR}
                             ${PROJECT_SOURCE_DIR}/src/rummikub/engine
                             ${PROJECT_SOURCE_DIR}/src/rummikub/ai)
  target_compile_options(fuzz_rummikub_protocol PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
  target_link_options(fuzz_rummikub_protocol PRIVATE -fsanitize=fuzzer,address,undefined)
else()
  message(WARNING "fuzz_rummikub_protocol needs clang (libFuzzer); not built with ${CMAKE_C_COMPILER_ID}")
endif()
