# How pathsim is laid out when installed, in the build tree, and in its
# Debian package. The binary finds its data relative to itself
# (automodel/Installation.h): PREFIX/bin/pathsim reads
# PREFIX/share/pathsim/models/libc and links to PREFIX/share/doc/pathsim.
include(GNUInstallDirs)

# Who answers for the package: a distributor sets theirs
# (-DPATHSIM_PACKAGE_MAINTAINER="Name <mail>"); the .deb's Maintainer field
# and its changelog's trailer say it.
set(PATHSIM_PACKAGE_MAINTAINER "pathsim developers <pathsim@pathsim.dev>"
    CACHE STRING "Name <mail> of the package's maintainer")

# cmake --install strips the binary whatever the build type (a
# RelWithDebInfo binary is 63 MB with its debug information, 3 stripped):
# the variable is read by the install script's strip step below.
install(CODE "set(CMAKE_INSTALL_DO_STRIP ON)")
install(TARGETS pathsim RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/models/libc/
  DESTINATION ${CMAKE_INSTALL_DATADIR}/pathsim/models/libc
  FILES_MATCHING PATTERN "*.mdl")
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/
  DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs FILES_MATCHING PATTERN "*.md")

# What a distribution asks of a package: the licence, Debian's copyright
# file, a changelog and a manual page, the last two compressed (gzip -9n).
configure_file(${PROJECT_SOURCE_DIR}/packaging/changelog.in
               ${CMAKE_BINARY_DIR}/packaging/changelog @ONLY)
set(PATHSIM_GZIPPED ${CMAKE_BINARY_DIR}/packaging/changelog.gz
                    ${CMAKE_BINARY_DIR}/packaging/pathsim.1.gz)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/changelog.gz
  COMMAND ${CMAKE_COMMAND} -DIN=${CMAKE_BINARY_DIR}/packaging/changelog
          -DOUT=${CMAKE_BINARY_DIR}/packaging/changelog.gz
          -P ${PROJECT_SOURCE_DIR}/packaging/gzip.cmake
  DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog ${PROJECT_SOURCE_DIR}/packaging/gzip.cmake
  VERBATIM)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/pathsim.1.gz
  COMMAND ${CMAKE_COMMAND} -DIN=${PROJECT_SOURCE_DIR}/docs/pathsim.1
          -DOUT=${CMAKE_BINARY_DIR}/packaging/pathsim.1.gz
          -P ${PROJECT_SOURCE_DIR}/packaging/gzip.cmake
  DEPENDS ${PROJECT_SOURCE_DIR}/docs/pathsim.1 ${PROJECT_SOURCE_DIR}/packaging/gzip.cmake
  VERBATIM)
add_custom_target(packaging-files ALL DEPENDS ${PATHSIM_GZIPPED})
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/packaging/copyright
              ${CMAKE_BINARY_DIR}/packaging/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${CMAKE_BINARY_DIR}/packaging/pathsim.1.gz
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# The build tree has the same layout: build/cli/pathsim sits below build/,
# whose share/ links to the sources, so that an edited model is used at once.
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/share/pathsim/models
                    ${CMAKE_BINARY_DIR}/share/doc/pathsim)
file(CREATE_LINK ${PROJECT_SOURCE_DIR}/models/libc
     ${CMAKE_BINARY_DIR}/share/pathsim/models/libc SYMBOLIC)
file(CREATE_LINK ${PROJECT_SOURCE_DIR}/docs
     ${CMAKE_BINARY_DIR}/share/doc/pathsim/docs SYMBOLIC)
file(CREATE_LINK ${PROJECT_SOURCE_DIR}/README.md
     ${CMAKE_BINARY_DIR}/share/doc/pathsim/README.md SYMBOLIC)

# cpack -G DEB: a package for Debian 12 whose dependencies are the shared
# libraries the binary links (found by dpkg-shlibdeps) and Clang's builtin
# headers (stddef.h, ...), which every analysis compiles with.
set(CPACK_PACKAGE_NAME pathsim)
set(CPACK_PACKAGE_VENDOR "pathsim")
set(CPACK_PACKAGE_CONTACT "${PATHSIM_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "PREfix-style static analyzer for C and C++ that simulates paths")
set(CPACK_PACKAGE_DESCRIPTION
    "pathsim finds NULL, uninitialized and freed pointer dereferences, leaks,
double frees, resources used in the wrong state and more, by simulating each
function's paths and summarizing them as models for its callers.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY pathsim)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libclang-common-16-dev")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libc6-dev")
set(CPACK_GENERATOR DEB)
include(CPack)
