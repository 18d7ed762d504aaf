import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The REPL with the modern statements (PW-1, BT-1..BT-6): `prewarm`, `setting charging`,
/// the bgtasks option with its bg-register/bg-submit/bg-complete actions, `bgtask run` and
/// `bgtask expire`, typed line by line (ReplSession re-runs the session text per line).
final class ReplModernStatementTests: XCTestCase {
    func test_PW1_prewarmIsAcceptedLineByLine() throws {
        let repl = try ReplSession(options: ReplOptions(), writeFile: { _, _ in })
        for line in ["device ios 17", "app Maps memory 200MB", "0s prewarm Maps", "expect Maps prewarmed",
                     "+5s launch Maps", "expect Maps launched-by user"] {
            XCTAssertEqual(repl.handle(line).errors, [], line)
        }
        XCTAssertTrue(repl.handle(":state").output.contains("expectations: 2 checked, 0 failed"))
    }

    func test_BT3_BT6_bgtaskStatementsAreAcceptedLineByLine() throws {
        let repl = try ReplSession(options: ReplOptions(), writeFile: { _, _ in })
        // BT-6: a refresh task whose expiration handler completes it is suspended (BG-2) at 30 s (BT-3).
        for line in ["device ios 17", "setting charging on",
                     "app Tidy modes fetch bgtasks com.example.refresh",
                     "  on didFinishLaunching: bg-register com.example.refresh",
                     "  on didEnterBackground: bg-submit com.example.refresh refresh",
                     "  on bgtask com.example.refresh: work 1s",
                     "  on bgtask-expire com.example.refresh: bg-complete com.example.refresh failure",
                     "0s launch Tidy", "+1s home", "+1m bgtask run Tidy com.example.refresh",
                     "expect Tidy background", "+30s expect Tidy suspended"] {
            XCTAssertEqual(repl.handle(line).errors, [], line)
        }
        XCTAssertTrue(repl.handle(":state").output.contains("expectations: 2 checked, 0 failed"))
    }

    func test_SC6_SC7_SC8_windowStatementsAreAcceptedLineByLine() throws {
        let repl = try ReplSession(options: ReplOptions(), writeFile: { _, _ in })
        for line in ["device ios 17 model ipad", "app Notes scenes multiple", "  on didDiscardSceneSessions: log \"gone\"",
                     "app Mail scenes", "0s launch Mail", "+1s launch Notes", "+1s open-window Notes",
                     "expect Notes/2 foreground-active", "+1s split Notes/2 Mail/1", "expect Mail active",
                     "expect Notes active", "split", "close-window Notes/2", "expect Notes/2 disconnected",
                     "switcher", "switcher kill Notes/1", "expect Notes not-running"] {
            XCTAssertEqual(repl.handle(line).errors, [], line)
        }
        XCTAssertTrue(repl.handle(":state").output.contains("expectations: 5 checked, 0 failed"))
    }
}
