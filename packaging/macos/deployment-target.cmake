# Included by the top-level CMakeLists.txt before project(): the oldest
# macOS the programs are compiled for.  packaging/macos/Info.plist.in says
# the same number as LSMinimumSystemVersion, so the two cannot disagree.
# 11.0 (Big Sur) is the first release for Apple silicon.  The SDL2 dylibs
# that fixup_bundle copies from Homebrew are built for the Mac they were
# installed on (see `otool -l ... | grep minos`): packaging/install.cmake
# warns at install time when one needs a newer macOS than this.
if(CMAKE_HOST_APPLE AND NOT DEFINED CMAKE_OSX_DEPLOYMENT_TARGET)
  set(CMAKE_OSX_DEPLOYMENT_TARGET "11.0" CACHE STRING
      "Oldest macOS the programs run on (LSMinimumSystemVersion in Info.plist)")
endif()
