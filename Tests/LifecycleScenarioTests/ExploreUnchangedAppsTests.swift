import Foundation
@testable import LifecycleScenario
@testable import LifecycleSim
import XCTest

/// An explorer's restores leave alone the apps nothing was written to since the last restore
/// from the same state (InstalledApp+Standing.swift), and each app left alone stands as the state
/// says; its situations write again the parts of such apps kept from before (Device+SituationParts.swift),
/// and each is what the app writes afresh: every library scenario explored two steps deep from
/// where its timeline leaves the device, with every step the device allows, each app left alone
/// checked against the state (`Device.checkingUnchangedApps`) and each part written again against
/// the part written afresh (`Device.checkingKeptAppParts`): a difference stops the run.
final class ExploreUnchangedAppsTests: XCTestCase {
    func testEveryAppARestoreLeavesAloneStandsAsTheStateSays() throws {
        var explored = 0
        for url in ScenarioLibraryTests.scenarioFiles() {
            let source = try String(contentsOf: url, encoding: .utf8)
            guard let document = ScenarioParser.parse(source, path: url.path).document else { continue }
            let report = Device.$checkingUnchangedApps.withValue(true) {
                Device.$checkingKeptAppParts.withValue(true) {
                    PathExplorer(document: document, options: .init(depth: 2, devices: 1)).explore()
                }
            }
            XCTAssertNil(report.internalFailure, url.path)
            if report.transitions > 0 { explored += 1 }
        }
        XCTAssertGreaterThan(explored, 150, "library scenarios explored")
    }
}
