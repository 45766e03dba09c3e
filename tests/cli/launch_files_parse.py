#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Parses the launch files scaleplan-cli writes with real YAML and JSON parsers and checks
their numbers against `scaleplan-cli estimate` of the same scenario.

usage: launch_files_parse.py SCALEPLAN_CLI EXAMPLES_DIR
"""
import json
import math
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml


def cli(*args):
    done = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        sys.exit(f"scaleplan-cli {' '.join(args)} failed ({done.returncode}): {done.stderr}")
    return done.stdout


def check(condition, message):
    if not condition:
        sys.exit("FAIL: " + message)


def check_pytorchjob(path, nodes, gpus_per_node, scenario, plan):
    job = yaml.safe_load(path.read_text())
    check(job["apiVersion"] == "kubeflow.org/v1", "apiVersion")
    check(job["kind"] == "PyTorchJob", "kind")
    name = job["metadata"]["name"]
    check(len(name) <= 50 and name[0].isalpha() and all(c.isalnum() or c == "-" for c in name)
          and name == name.lower(), f"metadata.name {name!r} is not a DNS label")
    check(job["spec"]["nprocPerNode"] == str(gpus_per_node), "nprocPerNode")
    replicas = job["spec"]["pytorchReplicaSpecs"]
    check(replicas["Master"]["replicas"] == 1, "one Master")
    if nodes > 1:
        check(replicas["Worker"]["replicas"] == nodes - 1, "nodes - 1 Workers")
    else:
        check("Worker" not in replicas, "no Worker on one node")
    for role, spec in replicas.items():
        container = spec["template"]["spec"]["containers"][0]
        check(container["name"] == "pytorch", f"{role}: the operator needs the container 'pytorch'")
        check(container["resources"]["limits"]["nvidia.com/gpu"] == gpus_per_node,
              f"{role}: GPU limit")
        check(f"--nnodes={nodes}" in container["command"], f"{role}: torchrun --nnodes")
        check(f"--nproc_per_node={gpus_per_node}" in container["command"], f"{role}: nproc")
        env = {item["name"]: item["value"] for item in container["env"]}
        check(all(isinstance(v, str) for v in env.values()), f"{role}: env values are strings")
        check(env["SCALEPLAN_TP"] == str(plan["tp"]), f"{role}: tp")
        check(env["SCALEPLAN_PP"] == str(plan["pp"]), f"{role}: pp")
        check(env["SCALEPLAN_DP"] == str(plan["dp"]), f"{role}: dp")
        check(env["SCALEPLAN_CP"] == str(plan.get("cp", 1)), f"{role}: cp")
        check(env["SCALEPLAN_EP"] == str(plan.get("ep", 1)), f"{role}: ep")
        check(env["SCALEPLAN_GRAD_ACCUM"] == str(plan["micro_batches"]), f"{role}: accumulation")
        check(env["SCALEPLAN_RECOMPUTE_LAYERS"]
              == str(scenario["training"].get("recompute_layers", 0)), f"{role}: recomputed layers")


def check_deepspeed(path, scenario, plan):
    config = json.loads(path.read_text())
    check(config["train_batch_size"] == scenario["training"]["global_batch"], "train_batch_size")
    check(config["train_micro_batch_size_per_gpu"] == plan["micro_batch"], "micro batch")
    check(config["gradient_accumulation_steps"] == plan["micro_batches"], "accumulation")
    check(config["train_batch_size"]
          == plan["micro_batch"] * plan["micro_batches"] * plan["dp"], "DeepSpeed batch rule")
    check(config["zero_optimization"]["stage"] == plan["zero"], "ZeRO stage")
    precision = scenario["training"].get("precision", "bf16")
    check(config["bf16"]["enabled"] == (precision in ("bf16", "fp8")), "bf16")
    check(config["fp16"]["enabled"] == (precision == "fp16"), "fp16")


def main():
    examples = Path(sys.argv[2])
    catalog = json.loads(cli("catalog", "--format", "json"))
    checked = 0
    for example in sorted(examples.glob("*.json")):
        scenario = json.loads(example.read_text())
        result = json.loads(cli("estimate", str(example), "--format", "json"))
        plan = result["parallel"]
        nodes = scenario["cluster"]["nodes"]
        gpus = plan["tp"] * plan["pp"] * plan["dp"]
        check(gpus % nodes == 0, f"{example.name}: GPUs spread evenly over nodes")
        gpus_per_node = gpus // nodes
        instance = scenario["cluster"].get("instance")
        if instance:
            known = [i for i in catalog["instances"] if i["id"] == instance]
            check(known and known[0]["gpus"] == gpus_per_node, f"{example.name}: GPUs per node")
        with tempfile.TemporaryDirectory() as out:
            cli("launch", str(example), "--target", "pytorchjob", "--out", out)
            cli("launch", str(example), "--target", "deepspeed", "--out", out)
            check_pytorchjob(Path(out) / "pytorchjob.yaml", nodes, gpus_per_node, scenario, plan)
            check_deepspeed(Path(out) / "ds_config.json", scenario, plan)
            steps = math.ceil(result["steps"])
            check(f"export SCALEPLAN_TRAIN_STEPS={steps}\n" in (Path(out) / "deepspeed.sh").read_text(),
                  f"{example.name}: steps")
        checked += 1
    check(checked >= 3, "examples found")
    print(f"launch files of {checked} examples parse and match their estimates")


if __name__ == "__main__":
    CLI = sys.argv[1]
    main()
