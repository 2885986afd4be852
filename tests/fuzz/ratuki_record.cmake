# fuzz_ratuki_record: libFuzzer on rt_record_read (fuzz_ratuki_record.c).
# The engine's sources and the kit's that records use are compiled into the
# target so that they carry the fuzzer's instrumentation and sanitizers.
# Run: ./fuzz_ratuki_record -max_total_time=60 corpus-dir tests/fuzz/corpus/ratuki_record
if(CMAKE_C_COMPILER_ID MATCHES "Clang")
  file(GLOB rt_fuzz_record_sources ${PROJECT_SOURCE_DIR}/src/ratuki/engine/*.c
       ${PROJECT_SOURCE_DIR}/src/kit/*.c)
  list(FILTER rt_fuzz_record_sources EXCLUDE REGEX "file_win32\\.c$")
  add_executable(fuzz_ratuki_record ${CMAKE_CURRENT_SOURCE_DIR}/fuzz_ratuki_record.c
                 ${CMAKE_CURRENT_SOURCE_DIR}/record_fixup.c ${rt_fuzz_record_sources})
  target_include_directories(fuzz_ratuki_record PRIVATE ${RACKO_INCLUDE_DIR}
                             ${PROJECT_SOURCE_DIR}/src/ratuki/engine)
  target_compile_options(fuzz_ratuki_record PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
  target_link_options(fuzz_ratuki_record PRIVATE -fsanitize=fuzzer,address,undefined)
else()
  message(WARNING "fuzz_ratuki_record needs clang (libFuzzer); not built with ${CMAKE_C_COMPILER_ID}")
endif()
