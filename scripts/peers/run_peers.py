#!/usr/bin/python3
"""Runs the peers' own code on Parley's generated files and prints what it computed, with timings, as JSON.

Parley's bench calls this with the path of a local checkout of each peer; no peer code is part of Parley.
  --botchat DIR  a checkout of open-compass/BotChat (uses botchat/analyze.py: analyze(), the GT table)
  --fastchat DIR a checkout of lm-sys/FastChat (uses fastchat/serve/monitor/rating_systems.py: compute_bt,
                 compute_bootstrap_bt)
Python packages from Debian: python3-pandas python3-numpy python3-scipy python3-tabulate python3-tqdm.
"""
import argparse
import contextlib
import importlib.util
import io
import json
import resource
import sys
import time


def load_module(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    # Registered by name, so the worker processes of FastChat's pool can unpickle its functions.
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def botchat_gt_table(checkout, gteval):
    """BotChat's analyze() on a GTEval file: its printed table and returned rates, and the time it took."""
    sys.path.insert(0, checkout)
    analyze = load_module("botchat_analyze", f"{checkout}/botchat/analyze.py")
    started = time.perf_counter()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        tables = analyze.analyze(gteval, refm="GT", col_name="gpt4", return_table=True)
    seconds = time.perf_counter() - started
    stats = tables["stats"]
    rows = {
        row["Model"]: {
            "WinRate": row["WinRate"],
            "TieRate": row["TieRate"],
            "LoseRate": row["LoseRate"],
            "NotBadRate": row["NotBadRate"],
            "Score": float(row["Score"]),
        }
        for _, row in stats.iterrows()
    }
    return {"seconds": seconds, "rows": rows, "printed": printed.getvalue()}


def fastchat_bt(checkout, battles, rounds, cpus):
    """FastChat's compute_bt and compute_bootstrap_bt on a battles JSONL file, with times of each step."""
    import pandas as pd

    ratings = load_module("fastchat_rating_systems", f"{checkout}/fastchat/serve/monitor/rating_systems.py")
    t0 = time.perf_counter()
    df = pd.read_json(battles, lines=True)
    t1 = time.perf_counter()
    point = ratings.compute_bt(df)
    t2 = time.perf_counter()
    with contextlib.redirect_stderr(io.StringIO()):
        boot = ratings.compute_bootstrap_bt(df, num_round=rounds, num_cpu=cpus)
    t3 = time.perf_counter()
    # The same loss (FastChat's bt_loss_and_grad) minimized to convergence: compute_bt stops at gtol 1e-6,
    # which on 1.6M battles leaves the fit about 0.01 rating points from its own optimum.
    import math
    import numpy as np
    from scipy.optimize import minimize

    t4 = time.perf_counter()
    matchups, outcomes, models, weights = ratings.preprocess_for_bt(df)
    tight = minimize(
        fun=ratings.bt_loss_and_grad,
        x0=np.zeros(len(models)),
        args=(matchups, outcomes, weights, math.log(10.0)),
        jac=True,
        method="L-BFGS-B",
        options={"maxiter": 10000, "gtol": 1e-12, "ftol": 1e-15},
    )["x"]
    tight = ratings.scale_and_offset(tight, models, 400, 1000)
    t5 = time.perf_counter()
    return {
        "rows": len(df),
        "read_seconds": t1 - t0,
        "bt_seconds": t2 - t1,
        "bootstrap_seconds": t3 - t2,
        # The check's own fit to convergence (not FastChat's work): taken out of FastChat's whole-process time.
        "check_seconds": t5 - t4,
        "rounds": rounds,
        "cpus": cpus,
        "point": {m: float(v) for m, v in point.items()},
        "point_converged": {m: float(v) for m, v in zip(models, tight)},
        "lo": {m: float(v) for m, v in boot.quantile(0.025).items()},
        "hi": {m: float(v) for m, v in boot.quantile(0.975).items()},
        "median": {m: float(v) for m, v in boot.median().items()},
    }


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--botchat")
    p.add_argument("--gteval")
    p.add_argument("--fastchat")
    p.add_argument("--battles")
    p.add_argument("--rounds", type=int, default=1000)
    p.add_argument("--cpus", type=int, default=2)
    a = p.parse_args()
    started = time.perf_counter()
    out = {}
    if a.botchat and a.gteval:
        out["botchat"] = botchat_gt_table(a.botchat, a.gteval)
    if a.fastchat and a.battles:
        out["fastchat"] = fastchat_bt(a.fastchat, a.battles, a.rounds, a.cpus)
    out["process_seconds"] = time.perf_counter() - started
    # Peak resident memory of this process and of its finished children (FastChat's pool), in MB.
    out["max_rss_mb"] = max(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    ) / 1024
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
