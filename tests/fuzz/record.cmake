# fuzz_record: libFuzzer on racko_record_read (tests/fuzz/fuzz_record.c).
# The engine sources, and the kit's that records use (numbers, percent
# decoding, the generator), are compiled into the target itself so that
# they carry the fuzzer's coverage instrumentation and the sanitizers.
# Run: ./fuzz_record -max_total_time=60 corpus-dir tests/fuzz/corpus/record
if(CMAKE_C_COMPILER_ID MATCHES "Clang")
  file(GLOB racko_fuzz_record_engine ${PROJECT_SOURCE_DIR}/src/racko/engine/*.c
       ${PROJECT_SOURCE_DIR}/src/kit/*.c)
  list(FILTER racko_fuzz_record_engine EXCLUDE REGEX "file_win32\\.c$")
  add_executable(fuzz_record ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_record.c
                 ${CMAKE_CURRENT_SOURCE_DIR}/record_fixup.c ${racko_fuzz_record_engine})
  target_include_directories(fuzz_record PRIVATE ${RACKO_INCLUDE_DIR} ${PROJECT_SOURCE_DIR}/src/racko/engine)
  target_compile_options(fuzz_record PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
  target_link_options(fuzz_record PRIVATE -fsanitize=fuzzer,address,undefined)
else()
  message(WARNING "fuzz_record needs clang (libFuzzer); not built with ${CMAKE_C_COMPILER_ID}")
endif()
