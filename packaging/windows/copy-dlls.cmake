# Run at install time (install(CODE) in packaging/install.cmake) for a
# Windows build cross-compiled with MinGW: copies into RACKO_DLL_DEST every
# DLL that the installed programs import, directly or through another copied
# DLL, when it is found in one of RACKO_DLL_DIRS (the dependency prefix's
# bin/ and the MinGW runtime folders), and strips it (the prefix's DLLs
# carry their symbols: about 2.9 MB of SDL2 DLLs, 2.0 MB stripped).  DLLs
# found in none of them are Windows' own (KERNEL32.dll, USER32.dll, ...)
# and stay out.
#
# Inputs: RACKO_OBJDUMP, RACKO_STRIP, RACKO_DLL_DIRS (a list), RACKO_DLL_DEST.

file(GLOB todo "${RACKO_DLL_DEST}/*.exe" "${RACKO_DLL_DEST}/*.dll")
if(NOT todo)
  message(FATAL_ERROR "copy-dlls: no programs in ${RACKO_DLL_DEST}")
endif()
set(seen "")
while(todo)
  list(POP_FRONT todo bin)
  execute_process(COMMAND "${RACKO_OBJDUMP}" -p "${bin}"
                  OUTPUT_VARIABLE dump RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "copy-dlls: objdump -p ${bin} failed: ${err}")
  endif()
  string(REGEX MATCHALL "DLL Name: [^\r\n]+" names "${dump}")
  foreach(line IN LISTS names)
    string(REGEX REPLACE "^DLL Name: *" "" dll "${line}")
    string(STRIP "${dll}" dll)
    string(TOLOWER "${dll}" key)
    list(FIND seen "${key}" known)
    if(NOT known EQUAL -1)
      continue()
    endif()
    list(APPEND seen "${key}")
    foreach(dir IN LISTS RACKO_DLL_DIRS)
      if(EXISTS "${dir}/${dll}")
        message(STATUS "copy-dlls: ${dll} (needed by ${bin}) from ${dir}, stripped")
        file(COPY "${dir}/${dll}" DESTINATION "${RACKO_DLL_DEST}")
        execute_process(COMMAND "${RACKO_STRIP}" --strip-unneeded "${RACKO_DLL_DEST}/${dll}"
                        RESULT_VARIABLE rc ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
          message(FATAL_ERROR "copy-dlls: ${RACKO_STRIP} ${dll} failed: ${err}")
        endif()
        list(APPEND todo "${RACKO_DLL_DEST}/${dll}")
        break()
      endif()
    endforeach()
  endforeach()
endwhile()
