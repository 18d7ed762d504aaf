#!/usr/bin/env bash
# Builds the libFuzzer target over parse-and-run and runs it, seeded with Scenarios/.
# Usage: Fuzz/run.sh [RUNS]   (default 1000000 inputs; findings go to .build-fuzz/findings)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
out=.build-fuzz
mkdir -p "$out/modules" "$out/corpus" "$out/findings"
flags=(-O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -I "$out/modules" -L "$out/modules")

echo "== building LifecycleSim and LifecycleScenario with fuzzer instrumentation"
swiftc "${flags[@]}" -module-name LifecycleSim -emit-module -emit-module-path "$out/modules/LifecycleSim.swiftmodule" \
    -package-name lifecyclesim -emit-library -static -o "$out/modules/libLifecycleSim.a" \
    $(find Sources/LifecycleSim -name '*.swift' | sort)
swiftc "${flags[@]}" -module-name LifecycleScenario -emit-module -emit-module-path "$out/modules/LifecycleScenario.swiftmodule" \
    -package-name lifecyclesim -emit-library -static -o "$out/modules/libLifecycleScenario.a" \
    $(find Sources/LifecycleScenario -name '*.swift' | sort)
echo "== linking the fuzzer"
swiftc "${flags[@]}" -package-name lifecyclesim Fuzz/FuzzScenario.swift \
    "$out/modules/libLifecycleScenario.a" "$out/modules/libLifecycleSim.a" -o "$out/fuzz-scenario"

find Scenarios -name '*.scenario' -exec cp {} "$out/corpus/" \;
echo "== fuzzing: $runs inputs"
"$out/fuzz-scenario" "$out/corpus" -runs="$runs" -max_len=4096 -timeout=10 -artifact_prefix="$out/findings/" \
    -print_final_stats=1
