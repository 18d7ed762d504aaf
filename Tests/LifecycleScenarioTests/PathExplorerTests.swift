import LifecycleScenario
import LifecycleSim
import XCTest

/// `lifesim explore`'s search (docs/LANGUAGE.md, "Exploring every path"): the path it prints is a
/// shortest one, and the first of the shortest in the order of the steps, as an enumeration of
/// every sequence run as a scenario of its own finds; it breaks the property when run; the same
/// on every run.
final class PathExplorerTests: XCTestCase {
    private func document(_ source: String) throws -> ScenarioDocument {
        let parsed = ScenarioParser.parse(source, path: "model.scenario")
        return try XCTUnwrap(parsed.document, parsed.diagnostics.map(\.message).joined(separator: "\n"))
    }

    /// The first sequence (shortest, then in the order of `steps`) whose run as a scenario fails
    /// its property, found by running every sequence of up to `depth` steps from a fresh device;
    /// nil when none does.
    private func bruteForce(header: String, steps: [ExploreStep], depth: Int) throws -> [ExploreStep]? {
        var sequences: [[ExploreStep]] = [[]]
        for _ in 1...depth {
            sequences = sequences.flatMap { sequence in steps.map { sequence + [$0] } }
            for sequence in sequences {
                let lines = sequence.map { step -> String in
                    if case .wait(let duration) = step { return "+\(duration)" }
                    return "+0s \(step)"
                }
                let run = try Scenario.run(source: header + "\n" + lines.joined(separator: "\n") + "\n")
                if !run.failedExpectations.isEmpty { return sequence }
            }
        }
        return nil
    }

    private func assertShortestAndFirst(_ header: String, steps: [ExploreStep], depth: Int,
                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let report = PathExplorer(document: try document(header), options: .init(depth: depth, steps: steps, allowed: Set(BuiltinCheck.allCases))).explore()
        let expected = try bruteForce(header: header, steps: steps, depth: depth)
        XCTAssertNotNil(expected, "the model has a bug within the depth", file: file, line: line)
        XCTAssertEqual(report.violations.map(\.path), expected.map { [$0] } ?? [], file: file, line: line)
    }

    /// BG-5 on iOS 13+: a task without an expiration handler gets the app killed 30 s after Home;
    /// with 20 s waits, four steps at least (launch, home, +20s, +20s).
    func testBG5KillPathIsTheShortestAndTheFirst() throws {
        try assertShortestAndFirst("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload
            never Uploader killed-by BG-5
            """, steps: [.event(.lock), .event(.unlock), .event(.launch(app: "Uploader", url: nil)), .wait(.seconds(20)),
                         .event(.home)], depth: 4)
    }

    /// BG-1: a task begun at every backgrounding and ended 40 s later: two are outstanding
    /// after launch, home, launch, home.
    func testBG1TaskCountPathIsTheShortestAndTheFirst() throws {
        try assertShortestAndFirst("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload; end-task upload after 40s
            always Uploader tasks <= 1
            """, steps: [.event(.switcherShow), .event(.home), .wait(.seconds(20)), .event(.launch(app: "Uploader", url: nil)),
                         .event(.switcherKill(app: "Uploader"))], depth: 4)
    }

    /// The counterexample, run as a scenario, fails exactly the property it was written for, at
    /// its last line; and the lesson's fixed app breaks nothing on any path of six events.
    func testCounterexamplesFailTheSameWayAndTheFixedLessonHolds() throws {
        let lesson = try document(String(contentsOfFile: "Scenarios/explore/uploader-outlives-budget.scenario", encoding: .utf8))
        let report = PathExplorer(document: lesson, options: .init(depth: 3)).explore()
        // BG-5: the expiration handler leaves the task running (UIKit's log), then the kill.
        XCTAssertEqual(report.violations.map(\.property.text),
                       ["never Uploader killed-by BG-5", "never Uploader killed-by BG-5", "never Uploader warning BG-5"])
        XCTAssertEqual(report.violations.map(\.builtin), [nil, .watchdog, .warning])
        XCTAssertEqual(report.violations.map(\.path), [[.nextDeadline, .nextDeadline], [.nextDeadline, .nextDeadline], [.nextDeadline]])
        for violation in report.violations {
            let run = try Scenario.run(source: violation.scenario(from: lesson))
            XCTAssertEqual(run.failedExpectations.map(\.expected), [violation.property.text])
            let lastLine = violation.scenario(from: lesson).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            XCTAssertTrue(run.failedExpectations.first?.actual.hasSuffix("(after line \(lastLine))") == true,
                          run.failedExpectations.first?.actual ?? "")
        }
        let fixed = try document(String(contentsOfFile: "Scenarios/explore/uploader-ends-its-task.scenario", encoding: .utf8))
        let clean = PathExplorer(document: fixed).explore()
        XCTAssertEqual(clean.violations, [])
        XCTAssertEqual(clean.held.map(\.text), ["never Uploader killed-by BG-5"])
        XCTAssertEqual(clean.checksHeld, BuiltinCheck.allCases)
        XCTAssertEqual(clean.depthReached, 6)
    }

    /// BG-2 and MW-1: Home suspends the editing app at once, and memory pressure reclaims it with no
    /// callback, so a draft saved only in willTerminate is lost after two steps; TE-3: the app on
    /// screen at a reboot hears willTerminate only, so saving in didEnterBackground as well holds.
    func testADraftSavedOnlyAtTerminationIsLostWhileSavingAlsoOnBackgroundHolds() throws {
        let source = try String(contentsOfFile: "Scenarios/explore/draft-saved-only-at-terminate.scenario", encoding: .utf8)
        let lesson = PathExplorer(document: try document(source), options: .init(depth: 3)).explore()
        XCTAssertEqual(lesson.violations.map(\.path), [[.event(.home), .event(.memoryPressure(nil))]])
        let both = source.replacingOccurrences(of: "  on willTerminate: set-default draft \"saved\"\n",
                                               with: "  on willTerminate: set-default draft \"saved\"\n  on didEnterBackground: set-default draft \"saved\"\n")
        XCTAssertNotEqual(both, source)
        let fixed = PathExplorer(document: try document(both), options: .init(depth: 3)).explore()
        XCTAssertEqual(fixed.violations, [])
        let backgroundOnly = source.replacingOccurrences(of: "  on willTerminate: set-default draft \"saved\"\n",
                                                         with: "  on didEnterBackground: set-default draft \"saved\"\n")
        let reboot = PathExplorer(document: try document(backgroundOnly), options: .init(depth: 3)).explore()
        XCTAssertEqual(reboot.violations.map(\.path), [[.event(.reboot)]])
    }

    /// An event whose callback works moves the clock on; the counterexample writes the event at
    /// the time it happened, not the time its work ended, so the run meets the expiry where the
    /// explorer did (BG-3, BG-5: iOS 13's budget runs from Home at 10 s, the kill at 40 s).
    func testCounterexampleWritesAnEventWhenItHappened() throws {
        let model = try document("""
            device ios 13
            app Uploader
              on didEnterBackground: work 3s; begin-task upload
            never Uploader killed-by BG-5

            10s launch Uploader
            """)
        let steps: [ExploreStep] = [.event(.home), .nextDeadline]
        let explorer = PathExplorer(document: model, options: .init(depth: 3, steps: steps, allowed: Set(BuiltinCheck.allCases)))
        let violation = try XCTUnwrap(explorer.explore().violations.first)
        XCTAssertEqual(violation.path, [.event(.home), .nextDeadline, .nextDeadline])
        XCTAssertEqual(violation.timeline.suffix(3).map(\.time.milliseconds), [10_000, 36_000, 40_000])
        let run = try Scenario.run(source: violation.scenario(from: model))
        XCTAssertEqual(run.failedExpectations.map(\.expected), ["never Uploader killed-by BG-5"])
        // A search shared out takes the path again for the merge, and writes it the same way.
        let parts = try ["1/2", "2/2"].map { explorer.explore(shard: try XCTUnwrap(ExploreShard($0))) }
        XCTAssertEqual(explorer.merge(parts)?.violations.first?.timeline, violation.timeline)
    }

    /// PR-1 (TN3187): an app without scenes logs UIKit's scene-lifecycle line at every launch
    /// on iOS 18.4. Whatever came before the launch, the line is written: the built-in `warning`
    /// check, which looks for orders of events that make UIKit complain, leaves it out
    /// (docs/LANGUAGE.md, "Exploring every path"), and a property that names it finds it at the
    /// first launch, in a counterexample whose run fails the same way.
    func test_PR1_theLineOfEveryLaunchBreaksAPropertyNotTheBuiltinCheck() throws {
        let source = """
            scenario "a classic app on iOS 18.4"
            device ios 18.4
            app Notes
            never Notes warning PR-1
            """
        let model = try document(source)
        let report = PathExplorer(document: model, options: .init(depth: 2, steps: [.event(.launch(app: "Notes", url: nil)), .event(.home)])).explore()
        XCTAssertTrue(report.checksHeld.contains(.warning))
        let violation = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(report.violations.map(\.property.text), ["never Notes warning PR-1"])
        XCTAssertEqual(violation.path, [.event(.launch(app: "Notes", url: nil))], "the first launch")
        let run = try Scenario.run(source: violation.scenario(from: model))
        XCTAssertEqual(run.failedExpectations.map(\.expected), ["never Notes warning PR-1"])
    }

    /// The same file explored twice, or on one device or three at once, gives the same counts and paths.
    func testTheSameEveryRunOnAnyNumberOfDevices() throws {
        let lesson = try document(String(contentsOfFile: "Scenarios/explore/uploader-outlives-budget.scenario", encoding: .utf8))
        let first = PathExplorer(document: lesson, options: PathExplorer.Options(depth: 4)).explore()
        for devices in [2, 1, 3] {
            let again = PathExplorer(document: lesson, options: PathExplorer.Options(depth: 4, devices: devices)).explore()
            XCTAssertEqual(again.violations, first.violations)
            XCTAssertEqual([again.states, again.transitions], [first.states, first.transitions])
        }
    }

    /// Shared out among 1 to 4 parts (`--shard I/N`), each searching from its share of the states
    /// of one depth, and merged, the search finds what one search finds: the same properties
    /// broken, by the same shortest paths, and the same held; on the lesson, its fix, and a model
    /// whose bug lies four steps deep (BG-1: two tasks outstanding after launch, home, launch, home).
    func testSharedSearchesMergeToTheSingleSearchsFindings() throws {
        let lesson = try document(String(contentsOfFile: "Scenarios/explore/uploader-outlives-budget.scenario", encoding: .utf8))
        let fixed = try document(String(contentsOfFile: "Scenarios/explore/uploader-ends-its-task.scenario", encoding: .utf8))
        let deep = try document("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload; end-task upload after 40s
            always Uploader tasks <= 1
            never Uploader killed
            """)
        for (model, depth) in [(lesson, 3), (fixed, 3), (deep, 4)] {
            let explorer = PathExplorer(document: model, options: .init(depth: depth))
            let single = explorer.explore()
            for count in 1...4 {
                let parts = (1...count).map { explorer.explore(shard: ExploreShard("\($0)/\(count)")!) }
                // What a machine writes and the merging one reads.
                let read = parts.enumerated().map { index, part in
                    ExploreShardFile(json: ExploreShardFile(document: model, shard: ExploreShard("\(index + 1)/\(count)")!,
                                                            depth: depth, allowed: [], report: part).json)!.report
                }
                let merged = try XCTUnwrap(explorer.merge(read))
                XCTAssertEqual(merged.violations, single.violations, "\(count) parts of \(model.path)")
                XCTAssertEqual(merged.held, single.held)
                XCTAssertEqual(merged.checksHeld, single.checksHeld)
            }
        }
        // A part of another exploration (its first property broken by launch, Home), merged here,
        // where the first property (at most one task) holds on that path: refused.
        let other = try document("""
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload; end-task upload after 40s
            never Uploader background
            never Uploader killed
            """)
        let elsewhere = PathExplorer(document: other, options: .init(depth: 2)).explore(shard: ExploreShard("1/1")!)
        XCTAssertNil(PathExplorer(document: deep, options: .init(depth: 2)).merge([elsewhere]))
    }

    /// What the explored steps exercised, as `lifesim coverage` counts it, the same on any number
    /// of devices: from the fixed uploader in the background (its task begun), `wait` ends the task
    /// and BG-2 suspends it; memory pressure reclaims a suspended app (MW-1); no BG-5 expiry within
    /// three steps, the task ending 10 s before the budget would.
    func testCoverageOfTheExploredPaths() throws {
        let fixed = try document(String(contentsOfFile: "Scenarios/explore/uploader-ends-its-task.scenario", encoding: .utf8))
        func coverage(devices: Int) throws -> CoverageReport {
            try XCTUnwrap(PathExplorer(document: fixed, options: .init(depth: 3, devices: devices, coverage: true)).explore().coverage)
        }
        let report = try coverage(devices: 2)
        XCTAssertTrue(report.transitions.exercised.contains("background → suspended"))
        XCTAssertTrue(report.transitions.exercised.contains("suspended → not-running"))
        XCTAssertTrue(report.rules.exercised.contains("MW-1"))
        XCTAssertFalse(report.rules.exercised.contains("BG-5"))
        let one = try coverage(devices: 1)
        XCTAssertEqual(one.rules.items.map(\.count), report.rules.items.map(\.count))
        XCTAssertEqual(one.transitions.items.map(\.count), report.transitions.items.map(\.count))
    }

    /// The default steps: every app's launch and swipe, the interruptions, the system's events
    /// for the modes the app declares, time to the next deadline; never `crash`.
    func testDefaultStepsFollowTheApps() throws {
        let steps = ExploreStep.defaults(for: try document("""
            device ios 13
            app Mail modes fetch
            app Notes
            """)).map(\.description)
        XCTAssertTrue(steps.contains("fetch Mail"))
        XCTAssertFalse(steps.contains("fetch Notes"))
        XCTAssertTrue(steps.contains("switcher kill Notes"))
        XCTAssertEqual(steps.last, "wait")
        XCTAssertFalse(steps.contains { $0.hasPrefix("crash") })
        XCTAssertFalse(steps.contains { $0.hasPrefix("prewarm") }, "prewarming is iOS 15+ (PW-1)")
    }

    /// `--events` reads events as the timeline writes them, in the file's context; what is not
    /// one is an error located in the item.
    func testEventsAreReadInTheFilesContext() throws {
        let source = "app Notes\n"
        XCTAssertEqual(try ExploreStep.parse(["home", " launch Notes", "wait", "+10s"], in: source, path: "f"),
                       [.event(.home), .event(.launch(app: "Notes", url: nil)), .nextDeadline, .wait(.seconds(10))])
        XCTAssertThrowsError(try ExploreStep.parse(["launch Mail"], in: source, path: "f")) { error in
            let diagnostic = (error as? ScenarioError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.path, "--events 'launch Mail'")
            XCTAssertEqual(diagnostic?.location, SourceLocation(line: 1, column: 8))
        }
        XCTAssertThrowsError(try ExploreStep.parse(["hom"], in: source, path: "f"))
    }

    /// TE-2: an app is swiped away in the app switcher, so a kill is refused while the switcher
    /// is not shown. A step refused in every state explored is reported as never tried (no
    /// property was read after it); once the switcher can be shown, it is taken. A search shared
    /// out reports the steps no part took. (The lesson's timeline leaves Uploader in the
    /// background, so a launch is taken.)
    func test_TE2_aStepRefusedInEveryStateIsReportedAsNeverTaken() throws {
        let lesson = try document(String(contentsOfFile: "Scenarios/explore/uploader-outlives-budget.scenario", encoding: .utf8))
        let kill = ExploreStep.event(.switcherKill(app: "Uploader"))
        let launch = ExploreStep.event(.launch(app: "Uploader", url: nil))
        let withoutSwitcher = PathExplorer(document: lesson, options: .init(depth: 3, steps: [launch, kill]))
        XCTAssertEqual(withoutSwitcher.explore().neverTaken, [kill])
        let withSwitcher = PathExplorer(document: lesson, options: .init(depth: 3, steps: [.event(.switcherShow), kill]))
        XCTAssertEqual(withSwitcher.explore().neverTaken, [])
    }

    /// A search shared out names the steps no part took, as one search does (IN-2: a call is
    /// accepted only while one rings, and no step here rings one), when the parts really split
    /// the states; a part that does not say what it took names none. The lesson's fixed uploader
    /// ends its task, so its property holds and no search stops early.
    func test_IN2_partsNameTheStepsNoPartTook() throws {
        let lesson = try document(String(contentsOfFile: "Scenarios/explore/uploader-ends-its-task.scenario", encoding: .utf8))
        let accept = ExploreStep.event(.callAccept)
        let steps: [ExploreStep] = [.event(.launch(app: "Uploader", url: nil)), .event(.home), .event(.lock), .event(.unlock),
                                    .nextDeadline, accept]
        let explorer = PathExplorer(document: lesson, options: .init(depth: 5, steps: steps, allowed: Set(BuiltinCheck.allCases)))
        XCTAssertEqual(explorer.explore().neverTaken, [accept])
        let parts = (1...2).map { explorer.explore(shard: ExploreShard("\($0)/2")!) }
        XCTAssertGreaterThan(Set(parts.map(\.states)).count, 1, "the parts explored different states")
        XCTAssertEqual(explorer.merge(parts)?.neverTaken, [accept])
        // Through the parts' files, and through files that do not list the steps taken.
        let files = parts.enumerated().map { index, part in
            ExploreShardFile(document: lesson, shard: ExploreShard("\(index + 1)/2")!, depth: 5, allowed: Set(BuiltinCheck.allCases),
                             report: part)
        }
        let read = files.compactMap { ExploreShardFile(json: $0.json) }
        XCTAssertEqual(read, files)
        XCTAssertEqual(explorer.merge(read.map(\.report))?.neverTaken, [accept])
        let unlisted = files.compactMap { file in
            ExploreShardFile(json: file.json.replacingOccurrences(of: #","taken":\[[0-9,]*\]"#, with: "", options: .regularExpression))
        }
        XCTAssertEqual(unlisted.count, 2)
        // A file no part could have written is not a part: a count below none.
        let negative = files[0].json.replacingOccurrences(of: #""states":[0-9]+"#, with: "\"states\":-1", options: .regularExpression)
        XCTAssertNotEqual(negative, files[0].json)
        XCTAssertNil(ExploreShardFile(json: negative))
        // A path of the part is no deeper than the depth it was asked for (5 here).
        func finding(_ path: String) -> String {
            files[0].json.replacingOccurrences(of: #""found":[]"#, with: #""found":[{"which":"property 0","path":"# + path + "}]")
        }
        XCTAssertNotNil(ExploreShardFile(json: finding("[0,1,2,3,4]")))
        XCTAssertNil(ExploreShardFile(json: finding("[0,1,2,3,4,0]")))
        XCTAssertTrue(unlisted.allSatisfy { !$0.json.contains("taken") })
        XCTAssertEqual(explorer.merge(unlisted.map(\.report))?.neverTaken, [])
    }

    /// The fixed uploader begins a task each time it goes to the background (BG-1 counts them),
    /// so its states never end: the search keeps the most states it is told to, stops after the
    /// depth where it reaches them (every step of it taken: the shortest paths stay shortest),
    /// and says so; the same states on one device or two.
    func test_BG1_aSearchStopsAtTheMostStatesItKeeps() throws {
        let lesson = try document(String(contentsOfFile: "Scenarios/explore/uploader-ends-its-task.scenario", encoding: .utf8))
        var options = PathExplorer.Options(depth: 50, devices: 1)
        options.maxStates = 60
        let one = PathExplorer(document: lesson, options: options).explore()
        options.devices = 2
        let two = PathExplorer(document: lesson, options: options).explore()
        XCTAssertTrue(one.capped)
        XCTAssertFalse(one.exhausted)
        XCTAssertEqual(one.states, 60)
        XCTAssertLessThan(one.depthReached, 50)
        XCTAssertEqual(one.neverTaken, [], "a search stopped at its most states names no step never taken")
        XCTAssertEqual([two.states, two.transitions, two.depthReached], [one.states, one.transitions, one.depthReached])
        XCTAssertEqual(two.violations, one.violations)
    }

    /// A search stopped early, every property broken (BG-5 kills the uploader two waits in), did
    /// not try every state: it names no step as never taken.
    func test_BG5_aSearchStoppedEarlyNamesNoStepNeverTaken() throws {
        let lesson = try document(String(contentsOfFile: "Scenarios/explore/uploader-outlives-budget.scenario", encoding: .utf8))
        let report = PathExplorer(document: lesson, options: .init(depth: 6, steps: [.nextDeadline, .event(.callAccept)],
                                                                   allowed: Set(BuiltinCheck.allCases))).explore()
        XCTAssertTrue(report.stoppedEarly)
        XCTAssertEqual(report.neverTaken, [])
    }

    /// An item that is no step says what it is instead, each on its own: a duration without a
    /// unit, a time written before an event (steps have none: time passes by steps), and a line
    /// of the file that is no event; the good items between them are read as ever.
    func testItemsThatAreNoStepSayWhy() throws {
        let source = "app Notes\n"
        let items = ["+5", "home", "0s home", "+5s launch Notes", "expect Notes active", "never Notes crashed", "wait"]
        XCTAssertThrowsError(try ExploreStep.parse(items, in: source, path: "f")) { error in
            let diagnostics = (error as? ScenarioError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.map(\.path), ["--events '+5'", "--events '0s home'", "--events '+5s launch Notes'",
                                                     "--events 'expect Notes active'", "--events 'never Notes crashed'"])
            XCTAssertEqual(diagnostics.map(\.text), [.durationMissingUnit(text: "+5"), .exploreStepWithTime(time: "0s", rest: "home"),
                                                     .exploreStepWithTime(time: "+5s", rest: "launch Notes"),
                                                     .notAnExploreStep(spelling: "expect Notes active"),
                                                     .notAnExploreStep(spelling: "never Notes crashed")])
        }
    }
}
