import Foundation
@testable import LifecycleScenario
@testable import LifecycleSim
import XCTest

/// An explorer's restores leave alone the apps nothing was written to since the last restore
/// from the same state (InstalledApp+Standing.swift), and each app left alone stands as the state
/// says; its situations write again the parts such apps wrote before (Device+SituationParts.swift),
/// and each is the situation of its snapshot: every library scenario explored two steps deep from
/// where its timeline leaves the device, with every step the device allows, each app left alone
/// checked against the state (`Device.checkingUnchangedApps`) and each situation against its
/// snapshot's (`Device.checkingKeptAppParts`): a difference stops the run. Some five seconds:
/// `.ci/run` runs it in a step of its own, with `LIFESIM_LONG_TESTS=1`, so that `swift test`
/// stays under three minutes (where `UnchangedAppRestoreTests` and `KeptAppPartTests`, with a small
/// exploration, check both).
final class ExploreUnchangedAppsTests: XCTestCase {
    func testEveryAppARestoreLeavesAloneStandsAsTheStateSays() throws {
        guard ProcessInfo.processInfo.environment["LIFESIM_LONG_TESTS"] == "1" else {
            throw XCTSkip("every library scenario explored with every restore and situation checked (some five seconds); "
                          + ".ci/run runs it in its own step: LIFESIM_LONG_TESTS=1 swift test --filter 'HostileInputTests|MachineTests|ExploreUnchangedAppsTests')")
        }
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
