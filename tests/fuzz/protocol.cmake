# fuzz_protocol: libFuzzer on the bot protocol's line framing (the kit's,
# src/kit/bot/line.c) and Rack-O's answer parsing (tests/fuzz/fuzz_protocol.c).
# The sources are compiled into the target so that they carry the fuzzer's
# instrumentation and the sanitizers.
# Run: ./fuzz_protocol -max_total_time=30 corpus-dir tests/fuzz/corpus/protocol
if(CMAKE_C_COMPILER_ID MATCHES "Clang")
  # the kit's sources whole: its text and the language it speaks (kit/lang.h)
  # reach the file functions
  file(GLOB racko_fuzz_protocol_kit ${PROJECT_SOURCE_DIR}/src/kit/*.c)
  list(FILTER racko_fuzz_protocol_kit EXCLUDE REGEX "file_win32\\.c$")
  add_executable(fuzz_protocol ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_protocol.c
                 ${PROJECT_SOURCE_DIR}/src/racko/bot/line.c
                 ${PROJECT_SOURCE_DIR}/src/kit/bot/line.c ${racko_fuzz_protocol_kit})
  target_include_directories(fuzz_protocol PRIVATE ${RACKO_INCLUDE_DIR})
  target_compile_options(fuzz_protocol PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
  target_link_options(fuzz_protocol PRIVATE -fsanitize=fuzzer,address,undefined)
else()
  message(WARNING "fuzz_protocol needs clang (libFuzzer); not built with ${CMAKE_C_COMPILER_ID}")
endif()
