import Foundation
import LifecycleSim
import XCTest

/// The rule catalogue holds every rule of docs/RULES.md once, and explanations cite real rules.
final class RuleCatalogueTests: XCTestCase {
    func testEveryRuleIDHasExactlyOneCatalogueEntry() {
        for id in RuleID.allCases {
            XCTAssertEqual(RuleCatalogue.all.filter { $0.id == id }.count, 1, id.rawValue)
        }
        XCTAssertEqual(RuleCatalogue.all.count, RuleID.allCases.count)
    }

    func testCatalogueMatchesTheRuleIdsOfTheSpec() throws {
        // docs/RULES.md lists PR-1, ST 1-2, LA 1-4 (LA-4: a tapped notification), FG 1-5, IN 1-5 (IN-5: a call as a banner), LK 1-4 (LK-3: the Always-On display; LK-4: protected data),
        // BG 1-9, BM 1-3, BR 1-5, TE 1-5, MW 1-4, VC 1-5, SR 1-5, DOC 1-3, PS 1-3 (PS-3: the app's container), DB-1, SC 1-9 (scenes,
        // iPad windows among them), PW 1-2 (prewarming; PW-2: iOS 15.0-15.3), UI 1-3 (SwiftUI scene phase) and BT 1-9
        // (BGTaskScheduler) and NT 1-2 (UIKit's lifecycle notifications): 89 rules.
        let expected = ["PR": 1, "ST": 2, "LA": 4, "FG": 5, "IN": 5, "LK": 4, "BG": 9, "BM": 3, "BR": 5, "TE": 5,
                        "MW": 4, "VC": 5, "SR": 5, "DOC": 3, "PS": 3, "DB": 1, "SC": 9, "PW": 2, "BT": 9, "UI": 3,
                        "NT": 2]
        var counts: [String: Int] = [:]
        for rule in RuleCatalogue.all { counts[String(rule.id.rawValue.prefix { $0 != "-" }), default: 0] += 1 }
        XCTAssertEqual(counts, expected)
    }

    func testRulesWhereSourcesDisagreeSayWhichWeFollow() {
        // docs/RULES.md: FG-5 (guide vs books), BR-4 (article vs traces), TE-2 (guide vs observations),
        // SR-4 (twice vs during restoration) each state the reading followed.
        for id in [RuleID.fg5, .br4, .te2, .sr4, .bg5, .pw2] {
            XCTAssertNotNil(RuleCatalogue.rule(id)?.resolution, id.rawValue)
        }
    }

    func testEveryRuleIsSimulated() {
        // No rule is only catalogued: every one is simulated, SC-6, SC-7, SC-8 (iPad windows) included.
        XCTAssertEqual(RuleCatalogue.all.filter { !$0.implemented }.map(\.id), [])
    }

    // SC-6, SC-7, SC-8 (iPad windows): catalogued with the research behind their open questions
    // (docs/research/modern-lifecycle.md).

    func testSC3KeepsTheSceneSessionAcrossProcessesAsUISceneSessionSays() throws {
        let rule = try XCTUnwrap(RuleCatalogue.rule(.sc3))
        XCTAssertTrue(rule.statement.contains("reconnects the saved session, willConnect without configurationForConnecting"))
        let session = try XCTUnwrap(rule.citations.first { $0.url == "https://developer.apple.com/documentation/uikit/uiscenesession" })
        XCTAssertEqual(session.quote, "UIKit maintains the session information for the lifetime of the scene itself, destroying the session in response to the user closing the scene in the app switcher.")
        XCTAssertTrue(rule.citations.contains { $0.quote == "UIKit calls this method shortly before creating a new scene." })
        XCTAssertTrue(try XCTUnwrap(rule.resolution).contains("Corrected (an audit)"))
    }

    func testSC6CitesSceneActivationAndTheMultipleScenesKey() throws {
        let rule = try XCTUnwrap(RuleCatalogue.rule(.sc6))
        XCTAssertTrue(rule.citations.contains { $0.title == "UIApplicationSupportsMultipleScenes" })
        XCTAssertTrue(rule.statement.contains("configurationForConnecting"))
    }

    func testSC7ReadsBothSplitViewScenesAsForegroundActive() throws {
        let rule = try XCTUnwrap(RuleCatalogue.rule(.sc7))
        let resolution = try XCTUnwrap(rule.resolution)
        XCTAssertTrue(resolution.contains("both scenes are foreground-active, an interruption resigns both"))
        XCTAssertTrue(rule.citations.contains { $0.url == "https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance" })
    }

    func testSC8PutsDisconnectAndDiscardBeforeWillTerminate() throws {
        let rule = try XCTUnwrap(RuleCatalogue.rule(.sc8))
        let resolution = try XCTUnwrap(rule.resolution)
        XCTAssertTrue(resolution.contains("sceneDidDisconnect, then didDiscardSceneSessions, then willTerminate"))
        XCTAssertTrue(rule.citations.contains { $0.url == "https://github.com/mozilla-mobile/firefox-ios/issues/12622" })
        XCTAssertTrue(rule.citations.contains { $0.url == "https://forums.developer.apple.com/forums/thread/732170" })
        // The last window ends the process (FB6185896), and discards made while not running
        // are reported right after didFinishLaunching (Xcode's template).
        XCTAssertTrue(rule.citations.contains { $0.url == "https://douglashill.co/app-termination/" })
        XCTAssertTrue(rule.citations.contains { ($0.quote ?? "").contains("shortly after application:didFinishLaunchingWithOptions") })
    }

    func testLookupIgnoresCase() {
        XCTAssertEqual(RuleCatalogue.rule(named: "bg-3")?.id, .bg3)
        XCTAssertNil(RuleCatalogue.rule(named: "BG-33"))
    }

    func testEveryRuleHasSourcesAndAStatement() {
        for rule in RuleCatalogue.all {
            XCTAssertFalse(rule.sources.isEmpty, rule.id.rawValue)
            XCTAssertFalse(rule.statement.isEmpty, rule.id.rawValue)
        }
    }

    // Every rule lists its sources with a title, a link where one is known, and a quote.

    func testEveryRuleCitesItsSourcesWithATitle() {
        for rule in RuleCatalogue.all {
            XCTAssertFalse(rule.citations.isEmpty, rule.id.rawValue)
            for citation in rule.citations {
                XCTAssertFalse(citation.title.trimmingCharacters(in: .whitespaces).isEmpty, rule.id.rawValue)
                XCTAssertFalse(citation.title.contains("\n"), rule.id.rawValue)
                if let quote = citation.quote { XCTAssertFalse(quote.isEmpty, rule.id.rawValue) }
            }
        }
        XCTAssertTrue(RuleCatalogue.all.filter(\.implemented).allSatisfy { !$0.citations.isEmpty })
    }

    /// Apple's pages are served over https; a few device tests were published on sites that
    /// give their address as plain http, and we cite the address as published.
    func testEveryLinkIsAWellFormedURLAndApplesAreHTTPS() throws {
        for rule in RuleCatalogue.all {
            for url in rule.citations.compactMap(\.url) {
                XCTAssertTrue(url.hasPrefix("https://") || url.hasPrefix("http://"), "\(rule.id): \(url)")
                XCTAssertFalse(url.contains { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }, "\(rule.id): \(url)")
                let parsed = try XCTUnwrap(URL(string: url), "\(rule.id): \(url)")
                if parsed.host?.hasSuffix("apple.com") ?? false {
                    XCTAssertEqual(parsed.scheme, "https", "\(rule.id): \(url)")
                }
                XCTAssertFalse((parsed.host ?? "").isEmpty, "\(rule.id): \(url)")
                XCTAssertTrue(parsed.host?.contains(".") ?? false, "\(rule.id): \(url)")
            }
        }
    }

    func testCitationLabelsAreExactlyTheRuleSources() {
        for rule in RuleCatalogue.all {
            let cited = Set(rule.citations.map(\.label))
            for label in rule.sources {
                XCTAssertTrue(cited.contains(label), "\(rule.id) lists \(label.rawValue) but cites no \(label.rawValue) source")
            }
            for label in cited {
                XCTAssertTrue(rule.sources.contains(label), "\(rule.id) cites a \(label.rawValue) source it does not list")
            }
        }
    }

    func testBG5CitesTheBackgroundTaskDocumentation() throws {
        // Titles, links and the quote as in shared/research/apple-sources.md §3.1 (the endBackgroundTask(_:) link
        // is the page's own address, checked against a stored copy of Apple's documentation).
        let rule = try XCTUnwrap(RuleCatalogue.rule(.bg5))
        let end = try XCTUnwrap(rule.citations.first { $0.title == "UIApplication.endBackgroundTask(_:)" })
        XCTAssertEqual(end.label, .doc)
        XCTAssertEqual(end.url, "https://developer.apple.com/documentation/uikit/uiapplication/endbackgroundtask(_:)")
        let begin = try XCTUnwrap(rule.citations.first {
            $0.title == "UIApplication.beginBackgroundTask(withName:expirationHandler:)"
        })
        XCTAssertEqual(begin.url,
                       "https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:)")
        XCTAssertEqual(begin.quote,
                       "If you don't call endBackgroundTask(_:) for each task before time expires, the system kills the app.")
        let notes = try XCTUnwrap(rule.citations.first { $0.label == .dts })
        XCTAssertEqual(notes.url, "https://developer.apple.com/forums/thread/85066")
    }
}
