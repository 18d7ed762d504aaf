import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// `Device.Situation` over every library scenario, stopped after each of its lines: the same
/// scenario run an hour later stands in the same situations, line for line; and two lines of one
/// scenario in the same situation go on alike under the same next events, but for the times and
/// the numbers the trace prints.
final class SituationLibraryTests: XCTestCase {
    private func document(_ url: URL) throws -> ScenarioDocument {
        let parsed = ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.lastPathComponent)
        return try XCTUnwrap(parsed.document, url.path)
    }

    /// The device's state after each timeline line, as `lifesim run` runs them (up to an internal failure).
    private func states(_ document: ScenarioDocument) -> [Device.State] {
        let runner = ScenarioRunner(document: document)
        var states: [Device.State] = []
        for entry in document.timeline {
            runner.runLine(entry)
            states.append(runner.device.snapshot())
            if runner.device.internalFailure != nil { break }
        }
        return states
    }

    func testEveryLibraryScenarioAnHourLaterStandsInTheSameSituations() throws {
        let hour = VirtualDuration.hours(1)
        var lines = 0
        for url in ScenarioLibraryTests.scenarioFiles() {
            let document = try document(url)
            var later = document
            later.timeline = document.timeline.map { entry in
                var moved = entry
                moved.time = entry.time + hour
                return moved
            }
            let (states, laterStates) = (states(document), states(later))
            XCTAssertEqual(laterStates.count, states.count, url.lastPathComponent)
            for (index, (state, laterState)) in zip(states, laterStates).enumerated() {
                let name = "\(url.lastPathComponent), line \(document.timeline[index].location.line)"
                XCTAssertEqual(laterState.time, state.time + hour, name)
                XCTAssertNotEqual(laterState, state, name)
                XCTAssertEqual(laterState.situation, state.situation, name)
                lines += 1
            }
        }
        XCTAssertGreaterThan(lines, 2000, "every line of every library scenario")
    }

    /// For each line in the situation of an earlier line of its scenario (with another state: the
    /// same state goes on the same, `DeviceStateRoundTripTests`), both states restored go through
    /// the timeline lines after it up to its third event, at the same distances from their clocks:
    /// the JSON traces are the same once times count from the state's clock and the numbers the
    /// trace prints are renamed in order of appearance (task ids; the numbers in words).
    func testLinesInOneSituationGoOnAlike() throws {
        var compared = 0
        for url in ScenarioLibraryTests.scenarioFiles() {
            let document = try document(url)
            let states = states(document)
            var first: [Device.Situation: Int] = [:]
            for (index, state) in states.enumerated() {
                guard let earlier = first[state.situation] else {
                    first[state.situation] = index
                    continue
                }
                guard states[earlier] != state else { continue }
                let next = following(index, in: document.timeline)
                guard !next.isEmpty else { continue }
                let base = document.timeline[index].time
                let name = "\(url.lastPathComponent): lines \(document.timeline[earlier].location.line) and "
                    + "\(document.timeline[index].location.line)"
                let one = try goOn(document, from: states[earlier], through: next, after: base)
                let other = try goOn(document, from: state, through: next, after: base)
                XCTAssertFalse(one.isEmpty, name)
                XCTAssertEqual(one, other, name)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 50, "lines in the situation of another with another state")
    }

    /// The timeline lines after `index` up to the third event (expectations and logs between them too).
    private func following(_ index: Int, in timeline: [TimelineEntry]) -> [TimelineEntry] {
        var lines: [TimelineEntry] = []
        var events = 0
        for entry in timeline[(index + 1)...] where events < 3 {
            lines.append(entry)
            if case .event = entry.statement { events += 1 }
        }
        return lines
    }

    /// The normalised JSON trace of `lines` run on a fresh device restored from `state`, each line
    /// as far from the state's clock as it is from `base` in the file.
    private func goOn(_ document: ScenarioDocument, from state: Device.State, through lines: [TimelineEntry],
                      after base: VirtualTime) throws -> [String] {
        let runner = ScenarioRunner(document: document)
        try runner.continueOnFreshDevice(restoring: state)
        let collector = TraceCollector()
        runner.addSink(collector)
        for line in lines {
            var moved = line
            moved.time = state.time + (line.time - base)
            runner.runLine(moved)
        }
        _ = runner.device.snapshot()  // hands the last records to the sinks
        var normaliser = TraceNormaliser(origin: state.time)
        return try collector.records.map { try normaliser.line(TraceJSONFormatter.line(for: $0)) }
    }
}
