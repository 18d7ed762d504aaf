#!/usr/bin/env bash
# Puts back the bug every upload queue has once (it never ends its background task) in a copy of
# this example, and checks that the example's test catches it for the right reason: iOS 13+ kills
# the app when its 30 s run out (rule BG-5), and the test says so. Run by the repository's .ci/run.
set -euo pipefail
example=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$example/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$example/Package.swift" "$example/Sources" "$example/Tests" "$work/"

# The copy depends on the repository by its absolute path.
sed "s|path: \"../..\"|path: \"$root\"|" "$example/Package.swift" > "$work/Package.swift"

# The bug: the one line that ends the background task, deleted.
source=Sources/PhotoUploader/UploadQueue.swift
line='        application.endBackgroundTask(backgroundTask)'
grep -qxF "$line" "$example/$source" || { echo "put-the-bug-back: '$line' is not in $source any more: update this script"; exit 1; }
grep -vxF "$line" "$example/$source" > "$work/$source"

test=UploadQueueTests.testTheUploadsFinishInTheBackgroundAndTheAppIsSuspended
if (cd "$work" && swift test --filter "$test") > "$work/out.txt" 2>&1; then
    cat "$work/out.txt"
    echo "put-the-bug-back: $test passed with the bug in: it cannot catch it"
    exit 1
fi
expected='PhotoUploader was killed at 30s by BG-5'
if ! grep -qF "$expected" "$work/out.txt"; then
    cat "$work/out.txt"
    echo "put-the-bug-back: $test failed, but not with '$expected'"
    exit 1
fi
echo "put-the-bug-back: with the bug back, $test fails as it should:"
grep -E "error: |$expected" "$work/out.txt" | sed 's/^/    /' | head -5
