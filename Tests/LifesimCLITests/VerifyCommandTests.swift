import Foundation
import XCTest

/// `lifesim verify LOG --scenario FILE`: exit 0 when they agree, 1 when they differ, 2 for an
/// unreadable log; the README's example works as written.
final class VerifyCommandTests: XCTestCase {
    private let examples = "Scenarios/device-logs/"

    private func repository() -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    private func verify(_ name: String, _ extra: [String] = []) throws -> CLIResult {
        let base = repository() + "/" + examples + name
        return try CLI.run(["verify", base + ".log", "--scenario", base + ".scenario"] + extra)
    }

    func testAnAgreeingLogExitsZero() throws {
        let result = try verify("app-launch-sequence-ios11")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "agree: 11 callbacks in the same order\n")
    }

    /// `--lang ja` and `LIFESIM_LANG=ja`: the report in Japanese.
    func testTheReportReadsInJapanese() throws {
        let result = try verify("app-launch-sequence-ios11", ["--lang", "ja"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "一致: コールバック 11 個が同じ順序\n")
        let base = repository() + "/" + examples + "expiry-iphone-x"
        let fromEnvironment = try CLI.run(["verify", base + ".log", "--scenario", base + ".scenario"],
                                          environment: ["LIFESIM_LANG": "ja"])
        XCTAssertEqual(fromEnvironment.status, 1)
        XCTAssertTrue(fromEnvironment.stdout.hasPrefix("タイミングが食い違います: コールバック 6 個が同じ順序ですが、"), fromEnvironment.stdout)
    }

    /// BG-5 on iOS 13 (the handlers 26 s into its 30 s, PR-1) against a device that expired the task after 15 s.
    func testATimingDivergenceExitsOneAndNamesTheRule() throws {
        let result = try verify("expiry-iphone-x")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("didEnterBackground → expire upload: 14.998 s on the device, 26 s simulated [BG-5]"),
                      result.stdout)
        let json = try verify("expiry-iphone-x", ["--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["agrees"] as? Bool, false)
        XCTAssertEqual((object["timing"] as? [[String: Any]])?.first?["rule"] as? String, "BG-5")
    }

    func testAnUnreadableLogExitsTwo() throws {
        let scenario = repository() + "/" + examples + "expiry-iphone-x.scenario"
        let missing = try CLI.run(["verify", "/nonexistent.log", "--scenario", scenario])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("cannot read the log"), missing.stderr)
        let empty = try CLI.run(["verify", try CLI.write("no callbacks here\n", name: "x.log"), "--scenario", scenario])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("no lifecycle callback found"), empty.stderr)
        let noScenario = try CLI.run(["verify", "/nonexistent.log"])
        XCTAssertEqual(noScenario.status, 2)
        XCTAssertTrue(noScenario.stderr.contains("--scenario"), noScenario.stderr)
    }
}
