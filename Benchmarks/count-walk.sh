#!/usr/bin/env bash
# Counts the files and functions one scenario line walks through, from the file's bytes to the
# printed trace (docs/ENGINE.md, "One event, followed"): `lifesim run` with code coverage on a
# scenario without the line and on the same scenario with it; a function counts when the line
# made it run more often (the functions that run once per run, the command line's start and
# the output's set-up, count in the second figure, the whole run). Closures are left out (they
# belong to the function that wrote them).
#
#   bash Benchmarks/count-walk.sh '+5s home'          # the line, after a classic iOS 17 launch
#   bash Benchmarks/count-walk.sh '+5s home' --list   # and the files and functions, one per line
#   SETUP="$(printf 'device ios 17\napp Notes modes fetch bgtasks com.example.refresh\n  on didFinishLaunching: bg-register com.example.refresh\n  on didEnterBackground: bg-submit com.example.refresh refresh\n0s launch Notes\n+5s home')" \
#     bash Benchmarks/count-walk.sh '+1m bgtask run Notes com.example.refresh'   # another set-up
set -euo pipefail
line=${1:?usage: count-walk.sh LINE [--list]}
list=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
build=${COVERAGE_BUILD:-/tmp/lifesim-coverage-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --package-path "$root" --build-path "$build" --product lifesim \
  -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping >/dev/null
binary="$build/debug/lifesim"
# The toolchain's own LLVM tools read the profiles its compiler writes.
tools=$(dirname "$(command -v swift)")

setup=${SETUP:-$(printf 'device ios 17\napp Notes\n0s launch Notes')}
printf '%s\n' "$setup" > "$work/without.scenario"
printf '%s\n%s\n' "$setup" "$line" > "$work/with.scenario"

for run in without with; do
  LLVM_PROFILE_FILE="$work/$run.profraw" "$binary" run "$work/$run.scenario" >/dev/null 2>&1
  "$tools/llvm-profdata" merge -sparse "$work/$run.profraw" -o "$work/$run.profdata"
  "$tools/llvm-cov" export -format=text -skip-expansions -instr-profile "$work/$run.profdata" "$binary" \
    > "$work/$run.json"
done

python3 - "$work/without.json" "$work/with.json" "$list" <<'PY'
import json, os, re, sys
closure = re.compile(r"fU\d*_")  # the mangling of a closure (an explicit one: fU_, fU0_, ...)
def counts(path):
    functions = {}
    for data in json.load(open(path))["data"]:
        for function in data["functions"]:
            name, file = function["name"], function["filenames"][0]
            if "/Sources/" not in file or closure.search(name):
                continue
            functions[(name, file)] = function["count"]
    return functions
without, with_line = counts(sys.argv[1]), counts(sys.argv[2])
walked = sorted(key for key, count in with_line.items() if count > without.get(key, 0))
files = sorted({os.path.basename(path) for _, path in walked})
ran = {key for key, count in with_line.items() if count > 0}
print(f"the line: {len(files)} files, {len(walked)} functions")
print(f"the whole run with it (set-up, launch, the line): {len({os.path.basename(path) for _, path in ran})} files, {len(ran)} functions")
if sys.argv[3] == "--list":
    for file in files:
        print(file)
        for name, path in walked:
            if os.path.basename(path) == file:
                print("   ", name)
PY
