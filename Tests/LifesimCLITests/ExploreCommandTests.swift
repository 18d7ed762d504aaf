import Foundation
import XCTest

/// `lifesim explore` from the command line: the report, the exit status, the counterexample files.
final class ExploreCommandTests: XCTestCase {
    private let lesson = "Scenarios/explore/uploader-outlives-budget.scenario"

    /// A broken property exits 1 and prints its shortest path; standard output is the same on
    /// every run (the rate goes to standard error).
    func testABrokenPropertyExitsOneWithTheSameReportEveryRun() throws {
        let first = try CLI.run(["explore", "--depth", "3", lesson])
        XCTAssertEqual(first.status, 1, first.stderr)
        XCTAssertTrue(first.stdout.contains("✗ never Uploader killed-by BG-5: broken after 2 steps"), first.stdout)
        XCTAssertTrue(first.stderr.contains("states/s"), first.stderr)
        let second = try CLI.run(["explore", "--depth", "3", lesson])
        XCTAssertEqual(first.stdout, second.stdout)
        let fixed = try CLI.run(["explore", "--depth", "3", "Scenarios/explore/uploader-ends-its-task.scenario"])
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
    }

    /// BG-3: the budget is 180 s on iOS 7-12 and 30 s from iOS 13, so a task ended 40 s after
    /// Home outlives it only from iOS 13: `--os` explores each version.
    func testBG3EachVersionExplored() throws {
        let result = try CLI.run(["explore", "--depth", "3", "--allow", "warning,watchdog", "--os", "12,13", lesson])
        XCTAssertEqual(result.status, 1)
        let reports = result.stdout.components(separatedBy: "explore \(lesson) (iOS ").dropFirst()
        XCTAssertEqual(reports.count, 2, result.stdout)
        XCTAssertTrue(reports.first?.contains("✓ never Uploader killed-by BG-5: held on every path") == true, result.stdout)
        XCTAssertTrue(reports.last?.contains("✗ never Uploader killed-by BG-5: broken after 2 steps") == true, result.stdout)
    }

    /// `-o DIR` writes each path as a scenario that `lifesim run` fails.
    func testCounterexampleFilesFailWhenRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run(["explore", "--depth", "3", "--allow", "warning,watchdog", "-o", directory.path, lesson])
        XCTAssertEqual(result.status, 1)
        let file = directory.appendingPathComponent("counterexample-1.scenario").path
        XCTAssertTrue(result.stdout.contains(file), result.stdout)
        let run = try CLI.run(["run", file])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("✗ expect never Uploader killed-by BG-5"), run.stdout)
        // In Japanese, the file's comments are, and it fails the same way; a wait on the path is
        // named beside its time in the report: the timeline sends Uploader Home at 5 s with a
        // 40 s task, so the first wait reaches 31 s, when BG-5 calls its expiration handler 4 s
        // before the 30 s budget (iOS 13+, BG-3) ends at 35 s.
        let japanese = try CLI.run(["explore", "--lang", "ja", "--depth", "3", "--allow", "warning,watchdog", "-o", directory.path, lesson])
        XCTAssertTrue(japanese.stdout.contains("    31s  # wait"), japanese.stdout)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("# lifesim explore が \(lesson) で見つけました"), text)
        XCTAssertEqual(try CLI.run(["run", file]).status, 1)
    }

    /// Bad options say what is wrong and exit 2.
    func testBadOptionsAreUsageErrors() throws {
        // A number past the range the help gives names the range, not "a positive number".
        let bad: [(arguments: [String], says: String)] = [
            (["--allow", "crashes"], "crash, watchdog, warning"),
            (["--events", "home,launch Mail"], "--events 'launch Mail':1:8"),
            (["--depth", "0"], "--depth takes a whole number from 1 to 50, not '0'"),
            (["--depth", "64"], "--depth takes a whole number from 1 to 50, not '64'"),
            (["--max-states", "0"], "--max-states takes a whole number from 1 to 10000000, not '0'"),
        ]
        for (arguments, says) in bad {
            let result = try CLI.run(["explore"] + arguments + [lesson])
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(says), result.stderr)
        }
        let none = try CLI.run(["explore"])
        XCTAssertEqual(none.status, 2)
        // An empty list would explore nothing and print nothing: a script's empty variable is an error.
        for (option, value) in [("--os", ""), ("--model", ","), ("--allow", ""), ("--merge", " , ")] {
            let empty = try CLI.run(["explore", option, value, lesson])
            XCTAssertEqual(empty.status, 2, option)
            XCTAssertTrue(empty.stderr.contains("invalid value '\(value)' for '\(option)'"), empty.stderr)
        }
        // A drawing is one diagram, of one version and model.
        let twoDrawings = try CLI.run(["explore", "--graph", "mermaid", "--os", "12,17", lesson])
        XCTAssertEqual(twoDrawings.status, 2)
        XCTAssertTrue(twoDrawings.stderr.contains("--graph takes one iOS version and one model"), twoDrawings.stderr)
        // Two options that ask for two outputs at once.
        for (first, second) in [("--shard 1/2", "--coverage"), ("--shard 1/2", "-o /tmp"), ("--graph dot", "--coverage"),
                                ("--graph mermaid", "-o /tmp"), ("--merge a.json", "--graph dot")] {
            let both = try CLI.run(["explore"] + first.split(separator: " ").map(String.init)
                                   + second.split(separator: " ").map(String.init) + [lesson])
            XCTAssertEqual(both.status, 2, "\(first) \(second)")
            let names = [first, second].map { String($0.split(separator: " ")[0]) }
            XCTAssertTrue(both.stderr.contains("\(names[0]) and \(names[1]) cannot be given together"), both.stderr)
        }
    }

    /// `-o` names a directory, made before exploring: a file there is a usage error said at once
    /// (not a failure after half the report).
    func testOutputMustBeADirectory() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("explore-o-\(UUID().uuidString)").path
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let onAFile = try CLI.run(["explore", "--depth", "2", "-o", file, lesson])
        XCTAssertEqual(onAFile.status, 2)
        XCTAssertTrue(onAFile.stderr.contains("-o names a directory for the counterexample files, but \(file) is a file"),
                      onAFile.stderr)
        let below = try CLI.run(["explore", "--depth", "2", "-o", file + "/below", lesson])
        XCTAssertEqual(below.status, 2)
        XCTAssertTrue(below.stderr.contains("cannot write \(file)/below"), below.stderr)
        for result in [onAFile, below] { XCTAssertEqual(result.stdout, "", "nothing explored") }
        // A usage error found after -o leaves no directory behind.
        let unmade = file + "-dir"
        XCTAssertEqual(try CLI.run(["explore", "--events", "hom", "-o", unmade, lesson]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: unmade))
    }

    /// A step refused in every state (no switcher is shown, so no app can be swiped away: TE-2)
    /// is named, not passed over in silence; the counts say "1 state".
    func test_TE2_aStepNeverTakenIsNamed() throws {
        let result = try CLI.run(["explore", "--depth", "2", "--events", "switcher kill Uploader", lesson])
        XCTAssertTrue(result.stdout.contains("1 state, 0 transitions, depth 1 reached"), result.stdout)
        XCTAssertTrue(result.stdout.contains("taken on no path explored: switcher kill Uploader"), result.stdout)
    }

    /// A search that reaches the most states it keeps says so (BG-1: the fixed uploader's states
    /// never end, one more task each time it goes to the background).
    func test_BG1_aSearchAtItsMostStatesSaysSo() throws {
        let result = try CLI.run(["explore", "--depth", "50", "--max-states", "30", "Scenarios/explore/uploader-ends-its-task.scenario"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("30 states, "), result.stdout)
        XCTAssertTrue(result.stdout.contains("stopped at 30 states, the most kept (--max-states), the last depth explored in part"),
                      result.stdout)
    }

    /// Events given one per line are each an event, as when parted by commas: the same report.
    func testEventsOnLinesAreEachAnEvent() throws {
        let lines = try CLI.run(["explore", "--depth", "3", "--events", "launch Uploader\nhome\nwait", lesson])
        let commas = try CLI.run(["explore", "--depth", "3", "--events", "launch Uploader,home,wait", lesson])
        XCTAssertEqual(lines.stdout, commas.stdout)
        XCTAssertEqual(lines.status, 1, "BG-5 kills the uploader on some path")
    }
}

extension ExploreCommandTests {
    /// A file's properties are exported as `device.watch` calls, after the apps are installed and
    /// before the timeline, each with its own comment: the test reads them after every step
    /// (ExportCompileTests builds and runs it).
    func testExportWatchesTheFilesProperties() throws {
        for framework in ["--xctest", "--swift-testing"] {
            let result = try CLI.run(["export", lesson, framework])
            XCTAssertEqual(result.status, 0, result.stderr)
            let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let watch = try XCTUnwrap(lines.firstIndex(of: "try device.watch(\"never Uploader killed-by BG-5\")"), result.stdout)
            let install = try XCTUnwrap(lines.firstIndex { $0.contains("device.install(\"Uploader\")") }, result.stdout)
            let launch = try XCTUnwrap(lines.firstIndex(of: "try uploader.launch()"), result.stdout)
            XCTAssertTrue(install < watch && watch < launch, result.stdout)
        }
    }
}

extension ExploreCommandTests {
    /// `--graph` draws the states the file's app reached, events and callbacks on each arrow. IN-1:
    /// from iOS 11 pulling Notification Center down over the active app resigns it, makes it
    /// active again and resigns it again, so an arrow back to active is labelled with it; on
    /// iOS 10 it resigns once. BG-2: the app is suspended once its task ends (the clock moves on).
    func testIN1GraphOfTheExploredStates() throws {
        let events = "launch Uploader,home,notification-center open,notification-center close,wait"
        let modern = try CLI.run(["explore", "--graph", "mermaid", "--depth", "3", "--events", events,
                                  "Scenarios/explore/uploader-ends-its-task.scenario"])
        XCTAssertEqual(modern.status, 0, modern.stderr)
        XCTAssertTrue(modern.stdout.hasPrefix("stateDiagram-v2"), modern.stdout)
        XCTAssertTrue(modern.stdout.contains("%% Uploader on iOS 17: the states lifesim explore reached"), modern.stdout)
        // The arrow from the start points where the file's timeline leaves the app: in the
        // background, as its last expectation says.
        XCTAssertTrue(modern.stdout.contains("[*] --> background"), modern.stdout)
        XCTAssertTrue(modern.stdout.contains("inactive --> active : launch Uploader, notification-center close, notification-center open / didBecomeActive"),
                      modern.stdout)
        XCTAssertTrue(modern.stdout.contains("background --> suspended : nothing keeps it running (BG-2) (after wait)"), modern.stdout)
        let old = try CLI.run(["explore", "--graph", "dot", "--os", "10", "--depth", "3", "--events", events,
                               "Scenarios/explore/uploader-ends-its-task.scenario"])
        XCTAssertTrue(old.stdout.hasPrefix("digraph"), old.stdout)
        // A drawing of a file whose property some path breaks exits 1, as the report would.
        let broken = try CLI.run(["explore", "--graph", "mermaid", "--depth", "3", lesson])
        XCTAssertEqual(broken.status, 1, broken.stderr)
        // DOT breaks a label before its callbacks.
        XCTAssertTrue(old.stdout.contains(#""inactive" -> "active" [label="launch Uploader, notification-center close\n/ didBecomeActive"]"#),
                      old.stdout)
    }
}

extension ExploreCommandTests {
    /// `--shard I/N` on each of three machines, then `--merge`: the report's findings and
    /// counterexamples are the single run's; a part missing is an error that says which.
    func testShardsMergeFromTheCommandLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for index in 1...3 {
            let part = try CLI.run(["explore", "--depth", "3", "--shard", "\(index)/3", lesson])
            XCTAssertEqual(part.status, 0, part.stderr)
            let file = directory.appendingPathComponent("part-\(index).json").path
            try part.stdout.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let merged = try CLI.run(["explore", "--depth", "3", "--merge", files.joined(separator: ","), lesson])
        let single = try CLI.run(["explore", "--depth", "3", lesson])
        XCTAssertEqual(merged.status, single.status)
        // The first two lines count states; the rest (findings, held, counterexamples) is the same.
        let findings = { (text: String) in text.split(separator: "\n").filter { !$0.contains("states, ") && !$0.hasPrefix("merged from") } }
        XCTAssertEqual(findings(merged.stdout), findings(single.stdout))
        XCTAssertTrue(merged.stdout.contains("merged from 3 parts"), merged.stdout)
        let twice = try CLI.run(["explore", "--depth", "3", "--merge", ([files[0]] + files).joined(separator: ","), lesson])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("\(files[0]) is part 1 of 3 again: merge each part once"), twice.stderr)
        let missing = try CLI.run(["explore", "--depth", "3", "--merge", files.dropLast().joined(separator: ","), lesson])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("of the 3 parts, these are missing: 3"), missing.stderr)
        let otherDepth = try CLI.run(["explore", "--depth", "4", "--merge", files.joined(separator: ","), lesson])
        XCTAssertEqual(otherDepth.status, 2)
        XCTAssertTrue(otherDepth.stderr.contains("comes from another exploration"), otherDepth.stderr)
        let otherFile = try CLI.run(["explore", "--depth", "3", "--merge", files.joined(separator: ","),
                                     "Scenarios/explore/uploader-ends-its-task.scenario"])
        XCTAssertEqual(otherFile.status, 2, "parts of another file")
        let otherVersion = try CLI.run(["explore", "--depth", "3", "--os", "16", "--merge", files.joined(separator: ","), lesson])
        XCTAssertEqual(otherVersion.status, 2, "parts explored on another iOS version")
        for text in ["4/3", "1/0", "0/0", "1/1001"] {
            let bad = try CLI.run(["explore", "--shard", text, lesson])
            XCTAssertEqual(bad.status, 2, text)
            XCTAssertTrue(bad.stderr.contains("'\(text)' is not a part: write I/N, 1 ≤ I ≤ N ≤ 1000"), bad.stderr)
        }
    }
}
