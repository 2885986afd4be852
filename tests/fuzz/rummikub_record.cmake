# fuzz_rummikub_record: libFuzzer on rk_record_read (fuzz_rummikub_record.c).
# The engine's sources and the kit's that records use are compiled into the
# target so that they carry the fuzzer's instrumentation and sanitizers.
# Run: ./fuzz_rummikub_record -max_total_time=60 corpus-dir tests/fuzz/corpus/rummikub_record
if(CMAKE_C_COMPILER_ID MATCHES "Clang")
  file(GLOB rk_fuzz_record_sources ${PROJECT_SOURCE_DIR}/src/rummikub/engine/*.c
       ${PROJECT_SOURCE_DIR}/src/kit/*.c)
  list(FILTER rk_fuzz_record_sources EXCLUDE REGEX "file_win32\\.c$")
  add_executable(fuzz_rummikub_record ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_rummikub_record.c
                 ${CMAKE_CURRENT_SOURCE_DIR}/record_fixup.c ${rk_fuzz_record_sources})
  target_include_directories(fuzz_rummikub_record PRIVATE ${RACKO_INCLUDE_DIR}
                             ${PROJECT_SOURCE_DIR}/src/rummikub/engine)
  target_compile_options(fuzz_rummikub_record PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
  target_link_options(fuzz_rummikub_record PRIVATE -fsanitize=fuzzer,address,undefined)
else()
  message(WARNING "fuzz_rummikub_record needs clang (libFuzzer); not built with ${CMAKE_C_COMPILER_ID}")
endif()
