#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that no include in the engine runs back up its layers (HACKING.md).

Layers, lowest first: core, io, probe, model, analysis, planner, launch. A file in
engine/src/<layer>/ and a public header owned by <layer> may include only headers of its
own layer or a lower one, and no two units (a .h and its .cpp) include each other, directly
or round a longer cycle. Exits 1 and lists each include that runs back up."""
import pathlib
import re
import sys

RANK = {"core": 0, "io": 1, "probe": 2, "model": 3, "analysis": 4, "planner": 5, "launch": 6}
PUBLIC = {
    "Diagnostic.h": "core", "Scenario.h": "core", "Result.h": "core", "EnumNames.h": "core", "InertText.h": "core", "Software.h": "core",
    "InputLimits.h": "core", "ModelTraits.h": "core",
    "AtomicFile.h": "io", "Catalog.h": "io", "CatalogFile.h": "io", "ScenarioIo.h": "io", "HfConfig.h": "io", "Csv.h": "io", "SkyPilot.h": "io", "ScenarioName.h": "io",
    "Probe.h": "probe",
    "Estimate.h": "model", "Risk.h": "model", "Findings.h": "model",
    "Sweep.h": "analysis", "NearestValid.h": "analysis", "Sensitivity.h": "analysis", "Calibration.h": "analysis",
    "Validation.h": "analysis", "Comparison.h": "analysis",
    "Planner.h": "planner",
    "Launch.h": "launch",
}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def layer_of_include(path):
    if path.startswith("scaleplan/engine/"):
        return PUBLIC.get(path[len("scaleplan/engine/"):])
    head = path.split("/")[0]
    return head if head in RANK else None


def unit_cycles(src):
    """Cycles between units of engine/src (a unit is X.h with X.cpp)."""
    edges = {}
    for f in src.rglob("*"):
        if f.suffix not in (".h", ".cpp"):
            continue
        unit = str(f.relative_to(src).with_suffix(""))
        for target in INCLUDE.findall(f.read_text(encoding="utf-8")):
            if not target.startswith("scaleplan/") and (src / target).exists():
                other = str(pathlib.Path(target).with_suffix(""))
                if other != unit:
                    edges.setdefault(unit, set()).add(other)
    found, state = [], {}

    def visit(unit, stack):
        state[unit] = 1
        for other in sorted(edges.get(unit, ())):
            if state.get(other) == 1:
                cycle = stack[stack.index(other):] + [other]
                found.append("include cycle: " + " -> ".join(cycle))
            elif other not in state:
                visit(other, stack + [other])
        state[unit] = 2

    for unit in sorted(edges):
        if unit not in state:
            visit(unit, [unit])
    return found


def main():
    root = pathlib.Path(__file__).resolve().parent.parent / "engine"
    problems = []
    files = [(f, f.relative_to(root / "src").parts[0]) for f in (root / "src").rglob("*")
             if f.suffix in (".h", ".cpp") and len(f.relative_to(root / "src").parts) > 1]
    files += [(f, PUBLIC.get(f.name)) for f in (root / "include/scaleplan/engine").glob("*.h")]
    for path, layer in files:
        if layer is None:
            problems.append(f"{path}: not assigned to a layer (scripts/check-layers.py)")
            continue
        for target in INCLUDE.findall(path.read_text(encoding="utf-8")):
            other = layer_of_include(target)
            if other is None:
                problems.append(f"{path}: include \"{target}\" is not assigned to a layer")
            elif RANK[other] > RANK[layer] or (RANK[other] == RANK[layer] and other != layer):
                problems.append(f"{path} ({layer}) includes \"{target}\" ({other})")
    problems += unit_cycles(root / "src")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
