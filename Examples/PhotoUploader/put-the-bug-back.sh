#!/usr/bin/env bash
# Puts back the bug every upload queue has once (it never ends its background task) in a copy of
# this example, and checks that the example's tests (its exploration of every order of events
# among them) catch it for the right reasons, where they happen: iOS 13+ kills the app when its
# 30 s run out (rule BG-5), and UIKit prints its warning for a task outstanding 35 s after its
# begin (BG-1), at the line of the `advance` that passed it. Run by the repository's .ci/run.
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

# Each test that must catch it, and what it must say. The first begins its task at Home, so the
# BG-5 kill at 30 s comes first; the second begins it in the foreground, so UIKit's line 35 s after
# the task's begin comes first (BG-1), reported at the `advance` that passed it.
tests=Tests/PhotoUploaderTests/UploadQueueTests.swift
marker="with the task never ended, UIKit's warning fails here"
warning_line=$(grep -nF "$marker" "$example/$tests" | cut -d: -f1)
[ -n "$warning_line" ] || { echo "put-the-bug-back: '$marker' is not in $tests any more: update this script"; exit 1; }
check() { # test, then the texts its output must hold
    local test=$1; shift
    if (cd "$work" && swift test --filter "$test") > "$work/out.txt" 2>&1; then
        cat "$work/out.txt"
        echo "put-the-bug-back: $test passed with the bug in: it cannot catch it"
        exit 1
    fi
    for expected in "$@"; do
        if ! grep -qF -- "$expected" "$work/out.txt"; then
            cat "$work/out.txt"
            echo "put-the-bug-back: $test failed, but not with '$expected'"
            exit 1
        fi
    done
    echo "put-the-bug-back: with the bug back, $test fails as it should:"
    grep -E "error: " "$work/out.txt" | sed 's/^/    /' | head -3
}
check UploadQueueTests.testTheUploadsFinishInTheBackgroundAndTheAppIsSuspended 'PhotoUploader was killed at 30s by BG-5'
# The exploration finds it too, on its shortest path: Home, then thirty seconds.
check UploadQueueExploreTests.testNoOrderOfEventsLosesAPhotoOrGetsTheAppKilled \
    'the shortest path (2 steps) breaks the check' 'try device.home()' 'killed at 30s by BG-5'
check UploadQueueTests.testAnUploadBegunBeforeHomeEndsItsTask \
    "UploadQueueTests.swift:$warning_line: error:" 'PhotoUploader got a warning at 35s (BG-1)' \
    'Background Task 1 ("PhotoUpload"), was created over 30 seconds ago'
