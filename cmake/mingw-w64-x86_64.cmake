# Cross-compiling for 64-bit Windows with Debian's mingw-w64 toolchain
# (packages gcc-mingw-w64-x86-64, binutils-mingw-w64-x86-64).
#
#   cmake -S . -B build-win -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake \
#         -DCMAKE_PREFIX_PATH=/var/cache/racko-windeps/prefix
#
# SDL2, SDL2_image, SDL2_ttf (and Check for the tests) come from the prefix
# that packaging/windows/build-deps.sh builds; pkg-config is pointed at it
# only, never at the build machine's Linux libraries.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(RACKO_MINGW_TRIPLET x86_64-w64-mingw32)
# The -posix flavour of Debian's compiler (winpthreads); the -win32 flavour
# lacks C11 threads and std::thread.  Fall back to the plain name.
find_program(CMAKE_C_COMPILER NAMES ${RACKO_MINGW_TRIPLET}-gcc-posix ${RACKO_MINGW_TRIPLET}-gcc REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES ${RACKO_MINGW_TRIPLET}-g++-posix ${RACKO_MINGW_TRIPLET}-g++)
find_program(CMAKE_RC_COMPILER NAMES ${RACKO_MINGW_TRIPLET}-windres REQUIRED)
set(CMAKE_AR ${RACKO_MINGW_TRIPLET}-ar CACHE FILEPATH "ar")
set(CMAKE_RANLIB ${RACKO_MINGW_TRIPLET}-ranlib CACHE FILEPATH "ranlib")

# Where the Windows dependency prefix lives (packaging/windows/build-deps.sh).
if(NOT DEFINED RACKO_WINDEPS_PREFIX)
  if(DEFINED ENV{RACKO_WINDEPS})
    set(RACKO_WINDEPS_PREFIX "$ENV{RACKO_WINDEPS}/prefix")
  else()
    set(RACKO_WINDEPS_PREFIX "/var/cache/racko-windeps/prefix")
  endif()
endif()
set(RACKO_WINDEPS_PREFIX "${RACKO_WINDEPS_PREFIX}" CACHE PATH "Windows dependency prefix")

# C99/C11 printf and scanf (%zu, %lld, ...) instead of msvcrt's own.
set(CMAKE_C_FLAGS_INIT "-D__USE_MINGW_ANSI_STDIO=1")

set(CMAKE_FIND_ROOT_PATH /usr/${RACKO_MINGW_TRIPLET} ${RACKO_WINDEPS_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config sees only the Windows prefix.
set(ENV{PKG_CONFIG_LIBDIR} "${RACKO_WINDEPS_PREFIX}/lib/pkgconfig")
set(ENV{PKG_CONFIG_PATH} "")
set(ENV{PKG_CONFIG_SYSROOT_DIR} "")

# Programs built here run under wine (tests, try_run).
find_program(RACKO_WINE NAMES wine wine64)
if(RACKO_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${RACKO_WINE})
endif()
