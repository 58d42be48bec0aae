# What `cmake --install` puts under the prefix: gimmikc (tools/), both
# libraries (and libgimmik_parallel's two where MPI was found), the
# public headers, a CMake package (find_package(gimmik):
# gimmik::gimmik, the static library with its dependencies, and
# gimmik::gimmik_shared) and gimmik.pc for pkg-config.  Both descriptions
# find the prefix from where they are installed, so the tree may move.
include(CMakePackageConfigHelpers)

install(TARGETS gimmik_static gimmik_shared EXPORT gimmikTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
# parallel.h only with the library that defines it.
set(GIMMIK_HEADER_FILTER "")
if(NOT GIMMIK_PARALLEL)
  set(GIMMIK_HEADER_FILTER PATTERN parallel.h EXCLUDE)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/gimmik
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} ${GIMMIK_HEADER_FILTER})
# libgimmik_parallel, where MPI was found (docs/parallel.md): in the same
# package (gimmik::gimmik_parallel, gimmik::gimmik_parallel_shared) and
# as gimmik_parallel.pc.
if(GIMMIK_PARALLEL)
  install(TARGETS gimmik_parallel_static gimmik_parallel_shared
          EXPORT gimmikTargets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
endif()

set(GIMMIK_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gimmik)
install(EXPORT gimmikTargets NAMESPACE gimmik::
        DESTINATION ${GIMMIK_CMAKE_DIR})
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/gimmikConfig.cmake.in
  ${PROJECT_BINARY_DIR}/gimmikConfig.cmake
  INSTALL_DESTINATION ${GIMMIK_CMAKE_DIR})
# Before 1.0 a minor version may change the interface.
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/gimmikConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/gimmikConfig.cmake
              ${PROJECT_BINARY_DIR}/gimmikConfigVersion.cmake
        DESTINATION ${GIMMIK_CMAKE_DIR})

# The .pc file names the prefix relative to its own folder.
file(RELATIVE_PATH GIMMIK_PC_PREFIX
     /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
configure_file(${CMAKE_CURRENT_LIST_DIR}/gimmik.pc.in
               ${PROJECT_BINARY_DIR}/gimmik.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/gimmik.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
if(GIMMIK_PARALLEL)
  configure_file(${CMAKE_CURRENT_LIST_DIR}/gimmik_parallel.pc.in
                 ${PROJECT_BINARY_DIR}/gimmik_parallel.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/gimmik_parallel.pc
          DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endif()
