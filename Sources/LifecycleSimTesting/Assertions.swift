@_exported import LifecycleScenario
@_exported import LifecycleSim
import XCTest

/// Asserts that `app` received exactly `expected` callbacks since its last `takeCallbacks()`
/// (or since the start), in order, and starts a new window. On failure the message is a
/// `-`/`+` diff (expected/actual) reported at the caller's line.
public func assertCallbacks(_ app: SimulatedApp, _ expected: [Callback],
                            file: StaticString = #filePath, line: UInt = #line) {
    let actual = app.takeCallbacks()
    if let diff = LineDiff.render(expected: expected.map(\.description), actual: actual.map(\.description)) {
        XCTFail("callbacks of \(app.name) differ (- expected, + actual):\n\(diff)", file: file, line: line)
    }
}

/// Asserts the callbacks written as short names (`"didEnterBackground"`, `"expire upload"`).
public func assertCallbacks(_ app: SimulatedApp, _ expected: [String],
                            file: StaticString = #filePath, line: UInt = #line) {
    let actual = app.takeCallbacks()
    if let diff = LineDiff.render(expected: expected, actual: actual.map(\.description)) {
        XCTFail("callbacks of \(app.name) differ (- expected, + actual):\n\(diff)", file: file, line: line)
    }
}

/// Asserts that the device's whole trace, as JSON Lines, equals `expected` (one record per line;
/// `kind` values of records to ignore can be filtered with `kinds`).
public func assertTrace(_ device: SimulatedDevice, _ expected: [String], kinds: Set<String>? = nil,
                        file: StaticString = #filePath, line: UInt = #line) {
    let actual = device.trace.map(TraceJSONFormatter.line(for:)).filter { json in
        guard let kinds else { return true }
        return kinds.contains { json.hasPrefix("{\"kind\":\"\($0)\"") }
    }
    if let diff = LineDiff.render(expected: expected, actual: actual) {
        XCTFail("trace differs (- expected, + actual):\n\(diff)", file: file, line: line)
    }
}

/// Asserts that every expectation of a scenario run held; the message lists the failed ones.
public func assertPassed(_ run: ScenarioRun, file: StaticString = #filePath, line: UInt = #line) {
    let failures = run.failedExpectations.map { "line \($0.line): expected \($0.expected), actual \($0.actual)" }
    if !failures.isEmpty {
        XCTFail("\(failures.count) expectation(s) failed in \(run.path):\n" + failures.joined(separator: "\n"),
                file: file, line: line)
    }
}

/// Asserts the view controller callbacks of `app` since the last check, written
/// `"Controller.callback"` (`"Root.viewDidLoad"`), with a `-`/`+` diff on failure.
public func assertControllerCallbacks(_ app: SimulatedApp, _ expected: [String],
                                      file: StaticString = #filePath, line: UInt = #line) {
    let actual = app.takeControllerCallbacks()
    if let diff = LineDiff.render(expected: expected, actual: actual.map(\.description)) {
        XCTFail("controller callbacks of \(app.name) differ (- expected, + actual):\n\(diff)", file: file, line: line)
    }
}
