# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Assembles the FMA kernel embedded in engine/src/probe/Benchmarks.cpp with ptxas (when a
# CUDA toolkit is installed): the PTX text the probe hands to cuModuleLoadData must be valid.
# -DPTXAS=... -DSOURCE=Benchmarks.cpp -DOUT=dir
file(READ "${SOURCE}" text)
string(FIND "${text}" "R\"PTX(" begin)
string(FIND "${text}" ")PTX\"" end)
if(begin LESS 0 OR end LESS begin)
    message(FATAL_ERROR "no R\"PTX( ... )PTX\" block in ${SOURCE}")
endif()
math(EXPR begin "${begin} + 6")
math(EXPR length "${end} - ${begin}")
string(SUBSTRING "${text}" ${begin} ${length} ptx)
file(WRITE "${OUT}/fma_loop.ptx" "${ptx}")
foreach(arch sm_80 sm_90)
    execute_process(COMMAND "${PTXAS}" -arch=${arch} "${OUT}/fma_loop.ptx"
                            -o "${OUT}/fma_loop_${arch}.cubin"
                    RESULT_VARIABLE result ERROR_VARIABLE errors)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "ptxas -arch=${arch} rejected the FMA kernel:\n${errors}")
    endif()
endforeach()
