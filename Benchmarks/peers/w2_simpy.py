"""W2's peer: one SimPy discrete-event process per app.

The same work as lifesim-bench's W2 heap loop: each app, on its own simulated clock for one
virtual day, goes to the background, begins a task whose end timer falls 1 to 300 s later
(drawn with SplitMix64 seeded with the app's index + 1, as the heap loop draws) and whose
expiration handlers, 4 s before the 180 s budget ends (BG-5), come first when the draw is longer; the user returns at the end or the
expiry and goes to the background again at once. Events are counted as the heap loop counts
them: Home and the return (2 a backgrounding) plus every timer that fires, stale ones (an
earlier backgrounding's losers) included, up to the app's last return.

Usage: python3 w2_simpy.py --apps N --runs R
Prints one JSON line: the peer, its version, and per run the events, backgroundings and
expiries counted and the seconds (time.perf_counter around the apps only).
Exits 3 with "missing simpy" when the package cannot be imported.
"""
import argparse
import json
import sys
import time

try:
    import simpy
except ImportError:
    print("missing simpy")
    sys.exit(3)

DAY = 86_400_000
BUDGET = 180_000
EXPIRY = BUDGET - 4_000  # BG-5: the expiration handlers run 4 s before the budget's end
MASK = (1 << 64) - 1


class SplitMix64:
    """Sources/LifecycleSim/Support/SplitMix64.swift in Python: the same numbers for the same seed."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def next_up_to(self, upper):
        """A number in 1...upper, as the benchmark's `next(upTo:)`."""
        return self.next() % upper + 1


class Counts:
    def __init__(self):
        self.events = 0
        self.cycles = 0
        self.expiries = 0

    def fired(self, _event):
        self.events += 1


def app(env, rng, counts):
    """One app's day: background, the end timer and the budget race, return, again."""
    fired = counts.fired
    last_loser = None
    while env.now < DAY:
        delay = rng.next_up_to(300) * 1000
        expiry = env.timeout(EXPIRY)
        expiry.callbacks.append(fired)
        end = env.timeout(delay)
        end.callbacks.append(fired)
        counts.events += 2  # Home and the return
        yield expiry | end
        # On a tie the expiry (scheduled first) fires first, as in the heap loop.
        if expiry.processed:
            counts.expiries += 1
            last_loser = end
        else:
            last_loser = expiry
        counts.cycles += 1
    # A loser due at the very instant of the last return has already fired here; the heap
    # loop would pop it only in a backgrounding that never comes.
    if last_loser is not None and last_loser.processed:
        counts.events -= 1


def run(apps):
    counts = Counts()
    for index in range(apps):
        env = simpy.Environment()
        process = env.process(app(env, SplitMix64(index + 1), counts))
        env.run(until=process)
    return counts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--apps", type=int, required=True)
    parser.add_argument("--runs", type=int, default=1)
    options = parser.parse_args()
    run(max(1, options.apps // 20))  # warm-up
    results = []
    for _ in range(options.runs):
        start = time.perf_counter()
        counts = run(options.apps)
        seconds = time.perf_counter() - start
        results.append({"events": counts.events, "cycles": counts.cycles, "expiries": counts.expiries,
                        "seconds": seconds})
    print(json.dumps({"peer": "simpy", "version": simpy.__version__, "runs": results}))


if __name__ == "__main__":
    main()
