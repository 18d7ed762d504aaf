import LifecycleSim
import XCTest

/// The rule catalogue holds every rule of LIFECYCLE_RULES.md once, and explanations cite real rules.
final class RuleCatalogueTests: XCTestCase {
    func testEveryRuleIDHasExactlyOneCatalogueEntry() {
        for id in RuleID.allCases {
            XCTAssertEqual(RuleCatalogue.all.filter { $0.id == id }.count, 1, id.rawValue)
        }
        XCTAssertEqual(RuleCatalogue.all.count, RuleID.allCases.count)
    }

    func testCatalogueMatchesTheRuleIdsOfTheSpec() throws {
        // LIFECYCLE_RULES.md lists PR-1, ST 1-2, LA 1-3, FG 1-5, IN 1-4, LK 1-2, BG 1-9, BM 1-3, BR 1-4,
        // TE 1-5, MW 1-4, VC 1-5, SR 1-5, DOC 1-3, PS 1-2, DB-1, SC-1: 59 rules.
        let expected = ["PR": 1, "ST": 2, "LA": 3, "FG": 5, "IN": 4, "LK": 2, "BG": 9, "BM": 3, "BR": 4, "TE": 5,
                        "MW": 4, "VC": 5, "SR": 5, "DOC": 3, "PS": 2, "DB": 1, "SC": 1]
        var counts: [String: Int] = [:]
        for rule in RuleCatalogue.all { counts[String(rule.id.rawValue.prefix { $0 != "-" }), default: 0] += 1 }
        XCTAssertEqual(counts, expected)
    }

    func testRulesWhereSourcesDisagreeSayWhichWeFollow() {
        // LIFECYCLE_RULES.md: FG-5 (guide vs books), BR-4 (article vs traces), TE-2 (guide vs observations),
        // SR-4 (twice vs during restoration) each state the reading followed.
        for id in [RuleID.fg5, .br4, .te2, .sr4, .bg5] {
            XCTAssertNotNil(RuleCatalogue.rule(id)?.resolution, id.rawValue)
        }
    }

    func testOnlyScenesAreNotSimulatedYet() {
        XCTAssertEqual(RuleCatalogue.all.filter { !$0.implemented }.map(\.id), [.sc1])
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
}
