import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// `Device.situation` reads the live device where it stands (`lifesim explore` keys each step by
/// it) and `Device.State.situation` a snapshot; one walk writes both: over every library scenario,
/// stopped after each of its lines, the device's situation is its snapshot's, and two lines of a
/// scenario have equal live situations exactly when their snapshots' situations are equal.
final class LiveSituationTests: XCTestCase {
    func testEveryLibraryScenarioStandsInItsSnapshotsSituation() throws {
        var lines = 0
        for url in ScenarioLibraryTests.scenarioFiles() {
            let parsed = ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.lastPathComponent)
            let document = try XCTUnwrap(parsed.document, url.path)
            let runner = ScenarioRunner(document: document)
            var live: [Device.Situation] = [], snapshots: [Device.Situation] = []
            for entry in document.timeline {
                runner.runLine(entry)
                let name = "\(url.lastPathComponent), line \(entry.location.line)"
                live.append(runner.device.situation)
                snapshots.append(runner.device.snapshot().situation)
                XCTAssertEqual(live.last, snapshots.last, name)
                XCTAssertEqual(live.last?.hashValue, snapshots.last?.hashValue, name)
                lines += 1
                if runner.device.internalFailure != nil { break }
            }
            for first in live.indices {
                for second in live.indices where second > first {
                    XCTAssertEqual(live[first] == live[second], snapshots[first] == snapshots[second],
                                   "\(url.lastPathComponent), lines \(first) and \(second)")
                }
            }
        }
        XCTAssertGreaterThan(lines, 2000, "every line of every library scenario")
    }
}
