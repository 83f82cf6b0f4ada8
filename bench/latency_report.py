"""bench/latency.py's figures: percentiles, where the slowest clicks' time went, several
processes' runs as one server's, the report's line, and the capacity over a run's loads."""

from __future__ import annotations

import math
from itertools import pairwise
from statistics import fmean

from latency_probes import CPU_PARTS, PARTS  # (bench/ is on the path of a script run from it)

CAPACITY_P99 = 250.0  # ms: the capacity is the played rate where click p99 crosses this


def percentile(values: list[float], p: float) -> float:
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def breakdown(clicks: list[tuple[float, dict]]) -> dict[str, float]:
    """Mean ms of each part over the slowest 1 % of clicks (at least one). "publish" is
    the publisher's own time (its renders left out); "loop and rest" is what no part
    holds: the event loop's work for the click and its waits for the loop."""
    clicks = sorted(clicks, key=lambda c: c[0])[-max(1, len(clicks) // 100) :]
    mean = {
        part: sum(parts.get(part, 0.0) for _, parts in clicks) / len(clicks) * 1000
        for part in PARTS
    }
    mean["latency"] = sum(latency for latency, _ in clicks) / len(clicks) * 1000
    mean["publish"] = max(0.0, mean["publish"] - mean["render queue"] - mean["render"])
    inner = ("store writer wait",)  # inside "store"
    mean["loop and rest"] = mean["latency"] - sum(
        value for part, value in mean.items() if part in PARTS and part not in inner
    )
    return mean


def combined(results: list[dict]) -> dict:
    """The figures of several processes' runs at once, as one server's."""
    latencies = [latency for r in results for latency in r["latencies"]]
    total = {key: sum(r[key] for r in results) for key in ("games", "offered", "served")}
    total.update(
        {
            key: sum(r[key] * r["served"] for r in results) / max(1e-9, total["served"])
            for key in ("cpu_per_move", "tx_per_move", "tx_all_per_move", "rss_per_game")
        }
    )
    slowest = max(results, key=lambda r: r["p99"])
    return {
        **slowest,
        **total,
        "p50": percentile(latencies, 50) * 1000,
        "p99": percentile(latencies, 99) * 1000,
        "max": max(latencies, default=math.nan) * 1000,
        "lag_p99": max(r["lag_p99"] for r in results),
        "cpu_busy": sum(r["cpu_busy"] for r in results),
        "bot_cpu_busy": sum(r["bot_cpu_busy"] for r in results),
        "refused": sum(r["refused"] for r in results),
    }


def report(result: dict, label: str = "") -> str:
    r = result
    slow = r["slowest"]
    parts = ", ".join(
        f"{part} {slow[part]:.0f}"
        for part in (*PARTS, "loop and rest")
        if slow.get(part, 0.0) >= 0.5
    )
    return (
        f"{label}{r['games']} games: offered {r['offered']:.0f} human moves/s, served "
        f"{r['served']:.0f}; click p50 {r['p50']:.0f} ms, p99 {r['p99']:.0f}, max "
        f"{r['max']:.0f}; slowest 1 % (mean {slow.get('latency', 0):.0f} ms): {parts}; "
        f"loop lag p99 {r['lag_p99']:.0f} ms; CPU {r['cpu_per_move']:.1f} ms a human move "
        f"(process tree, {r['cpu_busy'] * 100:.0f} % of the cores, the bot's process "
        f"{r.get('bot_cpu_busy', 0) * 100:.0f} % of one; render workers on a job "
        f"{r.get('workers_drawing', 0) * 100:.0f} % of the time); "
        f"RSS {r['rss_per_game']:.0f} KB a live game (after gc; from the first half of the "
        f"games to all {r.get('rss_slope', 0):.0f} KB a game; the bot's own objects "
        f"{r.get('held_per_game', 0):.1f} KB a game; a render worker's RSS "
        f"{r.get('workers_rss', 0):.0f} MB, the largest); {r['tx_per_move']:.2f} transactions "
        f"a human move ({r['tx_all_per_move']:.2f} with new games); {r['refused']:.0f} clicks/s "
        f"refused as busy, answered within {r.get('refused_max', 0):.0f} ms; "
        f"set up in {r.get('set_up', 0):.0f} s{cpu_split(r)}"
    )


def cpu_split(result: dict) -> str:
    """Where a human move's CPU went: the bot's threads, the parts of its work (in
    whichever thread they ran), the render workers and the boards they drew."""
    split = result.get("cpu_split")
    if not split:
        return ""
    kinds = ("loop", "cpu thread", "store thread", "other threads", "render workers")
    threads = ", ".join(f"{kind} {split[kind]:.2f}" for kind in kinds if kind in split)
    parts = ", ".join(f"{part} {split[part]:.2f}" for part in CPU_PARTS if part in split)
    parts = f" (of which {parts})" if parts else ""  # (with --parts)
    return (
        f"; CPU ms a human move: {threads}{parts}; "
        f"{result['boards_per_move']:.2f} boards drawn a human move, "
        f"{result['cpu_per_board']:.1f} ms CPU a board"
    )


def capacity(results: list[dict], p99_ms: float = CAPACITY_P99) -> str:
    """The capacity over the loads of one checkout: the played rate where click p99
    crosses `p99_ms`, interpolated (linearly in p99) between the two loads around the
    first crossing, with the share of the cores busy there; or, when no two loads
    straddle it, which side of it they all lie. Rounds of one load are averaged."""
    loads = sorted({r["games"] for r in results})
    if not loads:
        return "capacity: no loads"
    mean = {
        games: {
            key: fmean(r[key] for r in results if r["games"] == games)
            for key in ("served", "p99", "cpu_busy")
        }
        for games in loads
    }
    points = [(games, mean[games]) for games in loads]
    for (low_games, low), (high_games, high) in pairwise(points):
        if low["p99"] <= p99_ms < high["p99"]:
            share = (p99_ms - low["p99"]) / (high["p99"] - low["p99"])
            served = low["served"] + share * (high["served"] - low["served"])
            busy = low["cpu_busy"] + share * (high["cpu_busy"] - low["cpu_busy"])
            return (
                f"capacity (p99 {p99_ms:.0f} ms) {served:.0f} human moves/s played, "
                f"{busy * 100:.0f} % of the cores busy: between {low_games} live games "
                f"({low['served']:.0f} played, p99 {low['p99']:.0f} ms) and {high_games} "
                f"({high['served']:.0f}, p99 {high['p99']:.0f} ms)"
            )
    games, top = points[-1]
    if all(figures["p99"] <= p99_ms for _, figures in points):
        return (
            f"capacity (p99 {p99_ms:.0f} ms) above {top['served']:.0f} human moves/s played: "
            f"p99 {top['p99']:.0f} ms at the most live games ({games}), "
            f"{top['cpu_busy'] * 100:.0f} % of the cores busy"
        )
    games, bottom = points[0]
    return (
        f"capacity (p99 {p99_ms:.0f} ms) below {bottom['served']:.0f} human moves/s "
        f"played: p99 {bottom['p99']:.0f} ms already at the fewest live games ({games})"
    )
