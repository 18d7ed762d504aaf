"""W1's peer: one app's lifecycle as a `transitions` state machine.

The same 10-event cycle as lifesim-bench's W1 (launch, Home, launch, call, accept, call end,
Home, switcher, switcher kill, switcher close) on the same five states as its hand-written
machine, with every UIKit callback a `before`, `after` or `on_enter` callback that appends its
name (a will... callback before the state changes, the others after): 13 callbacks a cycle. The names are kept in a list cleared every 1024 cycles, as W1 keeps
its trace.

Usage: python3 w1_transitions.py --cycles N --runs R
Prints one JSON line: the peer, its version, the callbacks counted in each run, the seconds
each run took (time.perf_counter around the cycles only) and the first cycle's names.
Exits 3 with "missing transitions" when the package cannot be imported.
"""
import argparse
import json
import sys
import time

try:
    import transitions
    from transitions import Machine
except ImportError:
    print("missing transitions")
    sys.exit(3)

KEEP_CYCLES = 1024

EVENTS = ("launch", "home", "launch", "call", "callAccept", "callEnd", "home",
          "switcherShow", "switcherKill", "switcherClose")


class App:
    """The app's code: each UIKit callback appends its name; the call flag is the machine's memory."""

    def __init__(self):
        self.names = []
        self.on_call = False

    def willFinishLaunching(self): self.names.append("willFinishLaunching")
    def didFinishLaunching(self): self.names.append("didFinishLaunching")
    def didBecomeActive(self): self.names.append("didBecomeActive")
    def willResignActive(self): self.names.append("willResignActive")
    def didEnterBackground(self): self.names.append("didEnterBackground")
    def willEnterForeground(self): self.names.append("willEnterForeground")
    def willTerminate(self): self.names.append("willTerminate")

    def is_on_call(self): return self.on_call
    def start_call(self): self.on_call = True
    def end_call(self): self.on_call = False


STATES = [
    "notRunning",
    {"name": "inactive"},
    {"name": "active", "on_enter": "didBecomeActive"},
    {"name": "background", "on_enter": "didEnterBackground"},
    "suspended",
]

TRANSITIONS = [
    {"trigger": "launch", "source": "notRunning", "dest": "inactive",
     "before": "willFinishLaunching", "after": ["didFinishLaunching", "activate"]},
    {"trigger": "launch", "source": ["background", "suspended"], "dest": "inactive",
     "before": "willEnterForeground", "after": "activate"},
    {"trigger": "activate", "source": "inactive", "dest": "active"},
    {"trigger": "home", "source": "active", "dest": "inactive",
     "before": "willResignActive", "after": "enterBackground"},
    {"trigger": "enterBackground", "source": "inactive", "dest": "background", "after": "suspend"},
    {"trigger": "suspend", "source": "background", "dest": "suspended"},
    {"trigger": "call", "source": "active", "dest": "inactive",
     "before": ["start_call", "willResignActive"]},
    {"trigger": "callAccept", "source": "inactive", "dest": "background",
     "conditions": "is_on_call", "after": "suspend"},
    {"trigger": "callEnd", "source": "*", "dest": None,
     "conditions": "is_on_call", "after": ["end_call", "launch"]},
    {"trigger": "switcherShow", "source": "*", "dest": None},
    {"trigger": "switcherKill", "source": "suspended", "dest": "notRunning"},
    {"trigger": "switcherKill", "source": "background", "dest": "notRunning", "before": "willTerminate"},
    {"trigger": "switcherClose", "source": "*", "dest": None},
]


def make_app():
    app = App()
    Machine(model=app, states=STATES, transitions=TRANSITIONS, initial="notRunning",
            auto_transitions=False, ignore_invalid_triggers=True)
    return app


def run(cycles):
    """Runs `cycles` cycles on a fresh machine: the number of callbacks appended."""
    app = make_app()
    triggers = [getattr(app, name) for name in EVENTS]
    names = app.names
    callbacks = 0
    for index in range(cycles):
        for trigger in triggers:
            trigger()
        if index % KEEP_CYCLES == KEEP_CYCLES - 1:
            callbacks += len(names)
            names.clear()
    return callbacks + len(names)


def first_cycle():
    app = make_app()
    for name in EVENTS:
        getattr(app, name)()
    return list(app.names)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cycles", type=int, required=True)
    parser.add_argument("--runs", type=int, default=1)
    options = parser.parse_args()
    run(max(1, options.cycles // 10))  # warm-up
    counts, seconds = [], []
    for _ in range(options.runs):
        start = time.perf_counter()
        count = run(options.cycles)
        seconds.append(time.perf_counter() - start)
        counts.append(count)
    print(json.dumps({"peer": "transitions", "version": transitions.__version__, "counts": counts,
                      "seconds": seconds, "first_cycle": first_cycle()}))


if __name__ == "__main__":
    main()
