# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs `scaleplan --screenshot OUT` offscreen and checks a real PNG came out.
file(REMOVE "${OUT}")
set(ENV{QT_QPA_PLATFORM} offscreen)
execute_process(COMMAND "${APP}" --screenshot "${OUT}" RESULT_VARIABLE rc TIMEOUT 50)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "scaleplan --screenshot exited with ${rc}")
endif()
file(READ "${OUT}" header LIMIT 8 HEX)
if(NOT header STREQUAL "89504e470d0a1a0a")
    message(FATAL_ERROR "${OUT} is not a PNG (header ${header})")
endif()
file(SIZE "${OUT}" size)
if(size LESS 20000)
    message(FATAL_ERROR "${OUT} is only ${size} bytes: the window looks empty")
endif()
# --size renders at the size a small screen has: 1280x720 stays 1280x720 (the window's
# minimum size fits a laptop), and a size it cannot read is refused.
execute_process(COMMAND "${APP}" --screenshot "${OUT}" --size 1280x720 RESULT_VARIABLE rc
                TIMEOUT 50)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "scaleplan --screenshot --size 1280x720 exited with ${rc}")
endif()
file(READ "${OUT}" dimensions OFFSET 16 LIMIT 8 HEX)
if(NOT dimensions STREQUAL "00000500000002d0")
    message(FATAL_ERROR "the 1280x720 screenshot has the IHDR dimensions ${dimensions}")
endif()
execute_process(COMMAND "${APP}" --screenshot "${OUT}" --size 1280 RESULT_VARIABLE rc
                ERROR_VARIABLE err TIMEOUT 50)
if(NOT rc EQUAL 2 OR NOT err MATCHES "--size")
    message(FATAL_ERROR "a bad --size gave ${rc}: ${err}")
endif()
