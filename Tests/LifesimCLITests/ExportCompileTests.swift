import Foundation
import XCTest

/// An exported scenario is a real test: every file in Scenarios/ is exported both ways into one
/// temporary package with two test targets (XCTest and Swift Testing), built and run once by
/// `swift test`, and each passes (those stating properties read them with `device.watch`); a
/// scenario with a failing expectation, and a path `lifesim explore` found that breaks a property,
/// export to tests that fail the same way. Building that package takes three to four minutes on a two-core machine,
/// so this test runs in a step of `.ci/run` of its own, not in the README's `swift test`:
///
///     LIFESIM_EXPORT_COMPILE=1 swift test --filter ExportCompileTests
///
/// That build reads this checkout's Sources/: editing them while it runs fails this test.
final class ExportCompileTests: XCTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every `.scenario` file under Scenarios/, sorted.
    private func scenarioFiles() throws -> [String] {
        let root = repository.appendingPathComponent("Scenarios")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".scenario") }.sorted()
    }

    /// The lesson whose timeline passes and whose app is killed by BG-5 two steps later: `lifesim
    /// explore` writes that path as a scenario, which exports to a test failing at its `watch` line.
    private let lesson = "Scenarios/explore/uploader-outlives-budget.scenario"

    /// The counterexample `lifesim explore -o` writes for `lesson`'s property, copied into `folder`.
    private func counterexample(in folder: URL) throws -> String {
        let written = folder.appendingPathComponent("explored")
        let result = try CLI.run(["explore", repository.appendingPathComponent(lesson).path, "-o", written.path])
        XCTAssertEqual(result.status, 1, "explore finds the lesson's bug: \(result.stderr)")
        let found = written.appendingPathComponent("counterexample-1.scenario")
        let text = try String(contentsOf: found, encoding: .utf8)
        XCTAssertTrue(text.contains("never Uploader killed-by BG-5"), text)
        return try CLI.write(text, name: "outlives-budget-explored.scenario", in: folder)
    }

    /// The name of the type an exported file declares (`final class XTests: XCTestCase`, `@Suite struct XTests`).
    private func declaredType(in file: URL) throws -> String? {
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n") {
            for prefix in ["final class ", "@Suite struct "] where line.hasPrefix(prefix) {
                return String(line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        return nil
    }

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

    /// The environment variable that runs this test (set by `.ci/run`'s export step).
    static let switchName = "LIFESIM_EXPORT_COMPILE"

    func testExportedScenariosCompileAndPassAndAFailingOneFailsTheSameWay() throws {
        guard ProcessInfo.processInfo.environment[Self.switchName] == "1" else {
            throw XCTSkip("builds a package of every exported scenario (3-4 minutes); .ci/run runs it in its own step: "
                          + "\(Self.switchName)=1 swift test --filter ExportCompileTests")
        }
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
        let brokenProperty = try counterexample(in: root)
        let failingScenarios = [failingScenario, brokenProperty]
        let scenarios = try scenarioFiles()
        XCTAssertGreaterThanOrEqual(scenarios.count, 140, "Scenarios/ has some 140 files; fewer means the search went wrong")
        // The test types of the passing scenarios, per target: each must pass.
        var passingTypes: [String: [(file: String, type: String)]] = [:]
        for (target, option) in [("ExportedXCTests", "--xctest"), ("ExportedSwiftTestingTests", "--swift-testing")] {
            let folder = package.appendingPathComponent("Tests/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for source in scenarios + failingScenarios {
                let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
                let output = folder.appendingPathComponent("\(name).swift")
                let result = try CLI.run(["export", source, option, "-o", output.path])
                XCTAssertEqual(result.status, 0, "lifesim export \(source) \(option): \(result.stderr)")
                if !failingScenarios.contains(source), result.status == 0 {
                    let type = try XCTUnwrap(try declaredType(in: output), "no test type in \(output.path)")
                    passingTypes[target, default: []].append((source, type))
                }
            }
            XCTAssertEqual(Set(passingTypes[target, default: []].map(\.type)).count, scenarios.count,
                           "\(target): one test type per scenario, no two alike")
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
        for (file, type) in passingTypes["ExportedXCTests", default: []] {
            check(hasLine("Test Suite '\(type)' passed"), "XCTest: \(file) should pass")
        }
        // Swift Testing's console does not always print a suite's "passed" line (a CI run printed 62
        // of 185 with every test passing); a failed suite is named, and the run's count of issues
        // (below: two, both the failing scenarios') says the rest passed.
        for (file, type) in passingTypes["ExportedSwiftTestingTests", default: []] {
            check(!hasLine("✘ Suite \(type) "), "Swift Testing: \(file) should pass")
        }
        // Every test ran: the scenarios and the two failing ones, in each framework.
        let count = scenarios.count + failingScenarios.count
        check(hasLine("Executed \(count) tests, with 2 failures"), "XCTest: \(count) tests, 2 failing")
        check(hasLine("Test run with \(count) tests", "2 issues"), "Swift Testing: \(count) tests, 2 issues")
        // The failing expectation is named in both frameworks' failure output.
        check(hasLine("Test Case", "DeclinedWrongTests", "testADeclinedCallWronglyExpectedInTheBackground", "failed"),
              "XCTest: the wrong expectation should fail")
        check(hasLine("XCTAssertEqual failed", "expect Game background"), "XCTest names the expectation")
        check(hasLine("Test \"A declined call wrongly expected in the background\" failed"),
              "Swift Testing: the wrong expectation should fail")
        check(hasLine("Expectation failed", "game.state") && hasLine("↳ expect Game background"),
              "Swift Testing names the expectation")
        // The explored path breaks the lesson's property at its last step, in both frameworks.
        let broken = "property \"never Uploader killed-by BG-5\" broken: Uploader killed-by BG-5, after advancing the clock"
        check(hasLine("OutlivesBudgetExploredTests", "error", broken), "XCTest: the explored path breaks the property")
        check(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("↳ " + broken) },
              "Swift Testing: the explored path breaks the property (the issue's comment)")
        if !failures.isEmpty { print("swift test of the exported scenarios printed:\n\(text)") }
    }
}
