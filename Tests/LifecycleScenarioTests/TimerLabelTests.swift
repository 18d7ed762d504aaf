import LifecycleScenario
import LifecycleSim
import XCTest

/// TE-5: a timer pending when its process ends is dropped with a warning that names what it
/// would have done: the scenario's action (`end-task sync`), or the label the Swift code gave.
/// The scenario's words are made only for the warning, not for every timer.
final class TimerLabelTests: XCTestCase {
    private func warnings(_ scenario: String) throws -> [String] {
        try scenarioRecords(scenario).compactMap { record in
            if case .warning(let warning) = record, warning.rule == .te5 { return warning.message }
            return nil
        }
    }

    func testADroppedScenarioTimerNamesItsAction() throws {
        let dropped = try warnings("""
            device ios 12
            app Saver
              on didEnterBackground: begin-task sync; end-task sync after 40s
            0s launch Saver
            +1s home
            +1s crash Saver
            """)
        XCTAssertEqual(dropped, ["timer 'end-task sync' dropped: the process has ended"])
    }

    func testATimerThatRunsIsNeverNamed() throws {
        XCTAssertEqual(try warnings("""
            device ios 12
            app Saver
              on didEnterBackground: begin-task sync; end-task sync after 40s
            0s launch Saver
            +1s home
            +60s crash Saver
            """), [])
    }

    func testSwiftCodesTimersAreNamedByTheirLabelOrTheirAction() {
        let device = Device(version: OSVersion(12))
        let trace = device.keepTrace()
        var ran: [String] = []
        var config = AppConfiguration(name: "Saver")
        config.on(.didEnterBackground) { context in
            context.beginBackgroundTask(withName: "sync")
            context.after(.seconds(30), label: "upload") { _ in ran.append("upload") }
            context.after(.seconds(40), label: "report") { _ in ran.append("report") }
            context.after(.seconds(50), perform: .endTask("sync"))
        }
        device.install(config)
        device.handle(.launch(app: "Saver", url: nil))
        device.handle(.home)
        device.advance(by: .seconds(31))
        XCTAssertEqual(ran, ["upload"])
        device.handle(.crash(app: "Saver"))
        let dropped = trace.records.compactMap { record -> String? in
            if case .warning(let warning) = record, warning.rule == .te5 { return warning.message }
            return nil
        }
        XCTAssertEqual(dropped, ["timer 'report' dropped: the process has ended",
                                 "timer 'end-task sync' dropped: the process has ended"])
    }
}
