import Foundation
import XCTest

/// Issue #12, item 3: "A test in the suite exports a set of Scenarios/ files, compiles the result
/// into a test target, runs it, and sees it pass; a scenario with a failing expectation exports to a
/// test that fails the same way." One temporary package with two test targets (XCTest and Swift
/// Testing), built and run once by `swift test`: it takes from half a minute to a couple of minutes.
/// That build reads this checkout's Sources/: editing them while the suite runs fails this test.
final class ExportCompileTests: XCTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The passing scenarios, with the test names `lifesim export` gives them.
    private let passing: [(file: String, type: String, method: String, title: String)] = [
        ("background-tasks/expiry-ios7", "ExpiryIos7Tests", "AFiniteLengthTaskIsCutOffAfter180SOnIOS7",
         "A finite-length task is cut off after 180 s on iOS 7"),
        ("launch/switch-to-another-app", "SwitchToAnotherAppTests", "SwitchingBetweenTwoApps", "Switching between two apps"),
        ("interruptions/call-declined-ios7", "CallDeclinedIos7Tests", "ACallThatIsDeclinedNeverSendsTheAppToTheBackground",
         "A call that is declined never sends the app to the background"),
        ("app-switcher/switcher-cards", "SwitcherCardsTests", "SwitcherCardsOrderBackgroundLaunchesACrashedApp",
         "Switcher cards: order, background launches, a crashed app"),
        // Delayed actions (`after 30s`) become `context.after` timers.
        ("background-modes/audio-stops-task-remains", "AudioStopsTaskRemainsTests", "AudioStopsWhileABackgroundTaskIsStillRunning",
         "Audio stops while a background task is still running"),
        // Events the device refuses (BR-3: the mode is not declared) become expected throws.
        ("background-refresh/fetch-without-mode", "FetchWithoutModeTests", "AFetchForAnAppWithoutTheFetchModeIsDropped",
         "A fetch for an app without the fetch mode is dropped"),
    ]

    /// A declined call with a wrong expectation: the app is active again, not in the background.
    private let failing = """
    # A declined call does not send the app to the background: this expectation is wrong.
    scenario "A declined call wrongly expected in the background"
    device ios 7

    app Game

    0s      launch Game
    +10s    call
    +5s     call decline
            expect Game background

    """

    private func swiftExecutable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func testExportedScenariosCompileAndPassAndAFailingOneFailsTheSameWay() throws {
        guard let swift = swiftExecutable() else { return XCTFail("no 'swift' on PATH") }
        let root = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("ExportedScenarios")
        // A path dependency's identity is its folder's name.
        let identity = repository.lastPathComponent
        let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "ExportedScenarios",
            platforms: [.macOS(.v13)],
            dependencies: [.package(path: \(String(reflecting: repository.path)))],
            targets: [
                .testTarget(name: "ExportedXCTests", dependencies: [
                    .product(name: "LifecycleSimTesting", package: \(String(reflecting: identity))),
                ]),
                .testTarget(name: "ExportedSwiftTestingTests", dependencies: [
                    .product(name: "LifecycleSimTesting", package: \(String(reflecting: identity))),
                ]),
            ]
        )
        """
        _ = try CLI.write(manifest, name: "Package.swift", in: package)
        let failingScenario = try CLI.write(failing, name: "declined-wrong.scenario", in: root)
        let sources = passing.map { repository.appendingPathComponent("Scenarios/\($0.file).scenario").path } + [failingScenario]
        for (target, option) in [("ExportedXCTests", "--xctest"), ("ExportedSwiftTestingTests", "--swift-testing")] {
            let folder = package.appendingPathComponent("Tests/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for source in sources {
                let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
                let result = try CLI.run(["export", source, option, "-o", folder.appendingPathComponent("\(name).swift").path])
                XCTAssertEqual(result.status, 0, "lifesim export \(source) \(option): \(result.stderr)")
            }
        }

        let started = Date()
        let log = root.appendingPathComponent("swift-test.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["test", "--package-path", package.path, "--scratch-path", root.appendingPathComponent("scratch").path]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let text = try String(contentsOf: log, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        print("swift test of the exported scenarios took \(Int(Date().timeIntervalSince(started))) s")

        // Each check names what went wrong; the whole `swift test` log is printed once at the end.
        var failures: [String] = []
        func check(_ condition: Bool, _ message: String, line: UInt = #line) {
            if !condition {
                failures.append(message)
                XCTFail(message, line: line)
            }
        }
        func hasLine(_ parts: String...) -> Bool { lines.contains { line in parts.allSatisfy { line.contains($0) } } }
        check(process.terminationStatus != 0, "the failing scenario's tests should fail")
        // A compiler error has a column (`File.swift:3:9: error:`); an XCTest failure has none.
        let compileError = try NSRegularExpression(pattern: #"\.swift:[0-9]+:[0-9]+: error:|error: fatalError"#)
        check(compileError.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil,
              "the exported tests should compile")
        for scenario in passing {
            check(hasLine("Test Case", scenario.type, "test\(scenario.method)", "passed"), "XCTest: \(scenario.file) should pass")
            check(hasLine("Test \"\(scenario.title)\" passed"), "Swift Testing: \(scenario.file) should pass")
        }
        // The failing expectation is named in both frameworks' failure output.
        check(hasLine("Test Case", "DeclinedWrongTests", "testADeclinedCallWronglyExpectedInTheBackground", "failed"),
              "XCTest: the wrong expectation should fail")
        check(hasLine("XCTAssertEqual failed", "expect Game background"), "XCTest names the expectation")
        check(hasLine("Test \"A declined call wrongly expected in the background\" failed"),
              "Swift Testing: the wrong expectation should fail")
        check(hasLine("Expectation failed", "game.state") && hasLine("↳ expect Game background"),
              "Swift Testing names the expectation")
        if !failures.isEmpty { print("swift test of the exported scenarios printed:\n\(text)") }
    }
}
