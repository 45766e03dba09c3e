# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# House functions: warnings for every target, data embedding, tests.

# scaleplan_set_warnings(<target>): the project's warning set (errors only on request).
function(scaleplan_set_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wold-style-cast -Wnon-virtual-dtor
        -Woverloaded-virtual)
    if(SCALEPLAN_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

# scaleplan_embed_text(<out_cpp> <function> <input_file>): writes a .cpp that defines
# `std::string_view scaleplan::engine::detail::<function>()` returning the file's text,
# regenerated whenever the file changes.
function(scaleplan_embed_text out_cpp function_name input_file)
    add_custom_command(
        OUTPUT ${out_cpp}
        COMMAND ${CMAKE_COMMAND} -DINPUT=${input_file} -DOUTPUT=${out_cpp}
                -DFUNCTION=${function_name} -P ${PROJECT_SOURCE_DIR}/cmake/EmbedText.cmake
        DEPENDS ${input_file} ${PROJECT_SOURCE_DIR}/cmake/EmbedText.cmake
        COMMENT "Embedding ${input_file}"
        VERBATIM)
endfunction()

# scaleplan_add_test(<name> SOURCES ... LIBS ... [NEEDS_GUI] [TIMEOUT s]): one Qt Test
# executable run by ctest (offscreen when it needs a GUI).
set(SCALEPLAN_TEST_TIMEOUT_SCALE 1 CACHE STRING
    "Factor on every test's time limit (4 for sanitizer builds)")

function(scaleplan_add_test name)
    cmake_parse_arguments(ARG "NEEDS_GUI" "TIMEOUT" "SOURCES;LIBS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE ${ARG_LIBS} Qt6::Test)
    target_compile_definitions(${name} PRIVATE
        SCALEPLAN_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data"
        SCALEPLAN_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
        SCALEPLAN_CLI="$<TARGET_FILE:scaleplan-cli>")
    set_target_properties(${name} PROPERTIES AUTOMOC ON)
    scaleplan_set_warnings(${name})
    set(args -silent)
    if(ARG_NEEDS_GUI)
        list(APPEND args -platform offscreen)
    endif()
    add_test(NAME ${name} COMMAND ${name} ${args})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 120)
    endif()
    # Instrumented builds (scripts/run-sanitizers.sh) run several times slower.
    math(EXPR ARG_TIMEOUT "${ARG_TIMEOUT} * ${SCALEPLAN_TEST_TIMEOUT_SCALE}")
    # Prices age; the tests judge them as of one month, so their results never change.
    set_tests_properties(${name} PROPERTIES TIMEOUT ${ARG_TIMEOUT}
                                            ENVIRONMENT "SCALEPLAN_TODAY=2026-12")
endfunction()
