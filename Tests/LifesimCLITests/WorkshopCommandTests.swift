import Foundation
import XCTest

/// `lifesim rules`, `diagram`, `coverage` and `run --explain`, run as a user would.
final class WorkshopCommandTests: XCTestCase {
    func testRulesListsEveryRuleAndShowsOneWithItsReading() throws {
        let list = try CLI.run(["rules"])
        XCTAssertEqual(list.status, 0)
        for id in ["PR-1", "BG-3", "TE-2", "SR-4", "DB-1", "SC-1"] { XCTAssertTrue(list.stdout.contains(id), id) }
        let one = try CLI.run(["rules", "br-4"])
        XCTAssertEqual(one.status, 0)
        XCTAssertTrue(one.stdout.hasPrefix("BR-4: "), one.stdout)
        XCTAssertTrue(one.stdout.contains("Our reading: "), "BR-4's sources disagree; the rule says which we follow")
        let unknown = try CLI.run(["rules", "BG-33"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'BG-3'?"), unknown.stderr)
    }

    func testRuleShowsEachSourceWithItsTitleLinkAndQuote() throws {
        // The DOC titles and links of BG-5 as shared/research/apple-sources.md §3.1 gives them.
        let bg5 = try CLI.run(["rules", "BG-5"])
        XCTAssertEqual(bg5.status, 0, bg5.stderr)
        let lines = bg5.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines.contains("Sources:"), bg5.stdout)
        XCTAssertTrue(lines.contains(
            "  [DOC] UIApplication.endBackgroundTask(_:) — https://developer.apple.com/documentation/uikit/uiapplication/endbackgroundtask(_:)"),
            bg5.stdout)
        let begin = try XCTUnwrap(lines.firstIndex(of:
            "  [DOC] UIApplication.beginBackgroundTask(withName:expirationHandler:) — https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:)"),
            bg5.stdout)
        XCTAssertEqual(lines[begin + 1],
                       "        \"If you don't call endBackgroundTask(_:) for each task before time expires, the system kills the app.\"")
        XCTAssertTrue(bg5.stdout.contains("  [DTS] Apple Developer Forums thread 85066, UIApplication Background Task Notes"),
                      bg5.stdout)
        let bg4 = try CLI.run(["rules", "BG-4"])
        XCTAssertTrue(bg4.stdout.contains("  [OBS] Apple Developer Forums message 391799"), bg4.stdout)
        let te1 = try CLI.run(["rules", "TE-1"])
        XCTAssertTrue(te1.stdout.contains("  [OBS] InfoWorld, \"How to close an app in iOS 7\" — (no public link)"),
                      "a source without a recorded address says so: \(te1.stdout)")
    }

    func testDiagramInMermaidAndDOT() throws {
        let mermaid = try CLI.run(["diagram", "--os", "3"])
        XCTAssertEqual(mermaid.status, 0)
        XCTAssertTrue(mermaid.stdout.hasPrefix("stateDiagram-v2\n"))
        XCTAssertFalse(mermaid.stdout.contains("background"), "PR-1: no background execution on iOS 3")
        // FG-5 and IN-3 without multitasking; TE-3: a reboot tells the app on screen.
        XCTAssertTrue(mermaid.stdout.contains("inactive --> notRunning : call accept, home, launch another app, reboot / willTerminate"))
        XCTAssertTrue(mermaid.stdout.contains("active --> notRunning : reboot / willTerminate"))
        let dot = try CLI.run(["diagram", "--os", "7", "--format", "dot"])
        XCTAssertEqual(dot.status, 0)
        XCTAssertTrue(dot.stdout.hasPrefix("digraph lifecycle {"))
        XCTAssertTrue(dot.stdout.contains("\"background\" -> \"suspended\""))
        let suspensions = dot.stdout.split(separator: "\n").filter { $0.contains("\"background\" -> \"suspended\"") }
        XCTAssertTrue(suspensions.allSatisfy { $0.contains("[label=\"nothing keeps it running (BG-2)") }, "ST-2, BG-2: \(suspensions)")
        XCTAssertFalse(dot.stdout.contains("expire "), "the probe's own task names stay out of the labels")
        let bad = try CLI.run(["diagram", "--os", "2"])
        XCTAssertEqual(bad.status, 2)
    }

    /// `diagram --scene`: the scene state machine (SC-3, SC-4, SC-9), by default of the newest iOS.
    func testSceneDiagramInMermaidAndDOT() throws {
        let mermaid = try CLI.run(["diagram", "--scene"])
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        let lines = mermaid.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "stateDiagram-v2")
        // iOS 26, the newest version the profiles tell apart (PR-1's scene-lifecycle warning).
        XCTAssertTrue(lines[1].contains("iOS 26 scene lifecycle"), lines[1])
        XCTAssertTrue(lines.contains("    [*] --> unattached"))
        XCTAssertTrue(lines.contains("    state \"foreground-inactive\" as foregroundInactive"), "Mermaid ids have no hyphen")
        let connect = lines.filter { $0.hasPrefix("    unattached --> foregroundInactive : ") }
        XCTAssertTrue(connect.contains { $0.contains("launch") && $0.contains("(SC-3)")
                                         && $0.hasSuffix(" / willConnect, sceneWillEnterForeground") }, "SC-3: \(connect)")
        let disconnect = lines.filter { $0.hasPrefix("    background --> disconnected : ") }
        XCTAssertTrue(disconnect.contains { $0.contains("disconnect (SC-9)") && $0.hasSuffix(" / sceneDidDisconnect") },
                      "SC-9: \(disconnect)")
        XCTAssertFalse(lines.dropFirst(2).contains { $0.contains(";") }, "Mermaid ends a statement at ';'")
        let dot = try CLI.run(["diagram", "--scene", "--os", "13", "--format", "dot"])
        XCTAssertEqual(dot.status, 0, dot.stderr)
        XCTAssertTrue(dot.stdout.hasPrefix("digraph scenes {"))
        let resign = dot.stdout.split(separator: "\n").filter { $0.contains("\"foreground-active\" -> \"foreground-inactive\"") }
        XCTAssertTrue(resign.contains { $0.contains("home") && $0.contains("(SC-4)") && $0.contains("\\n/ sceneWillResignActive") },
                      "SC-4: \(resign)")
        let early = try CLI.run(["diagram", "--scene", "--os", "12"])
        XCTAssertEqual(early.status, 2, "SC-1: no scenes before iOS 13")
        XCTAssertTrue(early.stderr.contains("from iOS 13 (SC-1)"), early.stderr)
    }

    func testExplainAddsAWhyLineWithTheRule() throws {
        let path = try CLI.write(RunCommandTests.passing)
        let result = try CLI.run(["run", "--explain", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let suspension = try XCTUnwrap(lines.firstIndex { $0.contains("background → suspended") })
        XCTAssertTrue(lines[suspension + 1].contains("why: "), lines[suspension + 1])
        XCTAssertTrue(lines[suspension + 1].hasSuffix("(BG-5, BG-2)"), lines[suspension + 1])
    }

    func testCoverageRequireFailsBelowTheThreshold() throws {
        let path = try CLI.write(RunCommandTests.passing)
        let low = try CLI.run(["coverage", "--require", "100", path])
        XCTAssertEqual(low.status, 1, "one scenario cannot exercise every rule")
        XCTAssertTrue(low.stderr.contains("below the required 100%"), low.stderr)
        let json = try CLI.run(["coverage", "--format", "json", path])
        XCTAssertEqual(json.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(object["rules"] as? [String: Any])
        XCTAssertEqual(rules["total"] as? Int, 89,
                       "the 89 rules of docs/RULES.md")
        let counts = try XCTUnwrap(rules["counts"] as? [String: Int])
        XCTAssertGreaterThan(counts["BG-5"] ?? 0, 0)
        let bad = try CLI.run(["coverage", "--require", "120", path])
        XCTAssertEqual(bad.status, 2)
    }

    func testControllerCallbacksCarryTheControllerInJSON() throws {
        let path = try CLI.write("""
        device ios 6
        app Reader
          controller List
          root List
        launch Reader
        """)
        let result = try CLI.run(["run", "--format", "json", path])
        XCTAssertTrue(result.stdout.contains(#"{"kind":"callback","time":0,"app":"Reader","callback":"loadView","state":"inactive","controller":"List","depth":0,"rule":"VC-1"}"#), result.stdout)
    }
}
