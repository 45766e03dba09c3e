# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs `scaleplan` with no display and no Qt platform chosen: it must not abort in Qt's
# plugin loader but exit 2 with a message that says what to do, and --version must
# still work (it needs no screen).
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
unset(ENV{QT_QPA_PLATFORM})
execute_process(COMMAND "${APP}" RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 30)
if(NOT rc EQUAL 2)
    message(FATAL_ERROR "scaleplan without a display exited with ${rc}, not 2: ${err}")
endif()
foreach(hint "no display" "--screenshot" "scaleplan-cli report")
    string(FIND "${err}" "${hint}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the no-display message does not mention \"${hint}\": ${err}")
    endif()
endforeach()
execute_process(COMMAND "${APP}" --version RESULT_VARIABLE rc OUTPUT_VARIABLE out TIMEOUT 30)
if(NOT rc EQUAL 0 OR NOT out MATCHES "Scaleplan")
    message(FATAL_ERROR "scaleplan --version without a display: exit ${rc}, output ${out}")
endif()
# Qt's own -platform argument is the user's choice and is left to Qt: the window opens
# (offscreen) and runs until the timeout stops it, in a throw-away home.
set(home "${CMAKE_CURRENT_BINARY_DIR}/no-display-home")
file(REMOVE_RECURSE "${home}")
file(MAKE_DIRECTORY "${home}")
set(ENV{HOME} "${home}")
set(ENV{XDG_CONFIG_HOME} "${home}/.config")
set(ENV{XDG_DATA_HOME} "${home}/.local/share")
execute_process(COMMAND "${APP}" -platform offscreen RESULT_VARIABLE rc ERROR_VARIABLE err
                TIMEOUT 5)
if(rc EQUAL 2 OR err MATCHES "no display")
    message(FATAL_ERROR "scaleplan -platform offscreen was refused: exit ${rc}: ${err}")
endif()
