@_exported import LifecycleScenario
@_exported import LifecycleSim

// Every helper reports through `recordFailure`, so it works in XCTest and in Swift Testing alike;
// `fileID`, `file`, `line` and `column` default to the caller's position.

/// Asserts that `app` received exactly `expected` callbacks since its last `takeCallbacks()`
/// (or since the start), in order, and starts a new window. On failure the message is a
/// `-`/`+` diff (expected/actual) reported at the caller's line.
public func assertCallbacks(_ app: SimulatedApp, _ expected: [Callback], fileID: String = #fileID,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    assertCallbacks(app, expected.map(\.description), fileID: fileID, file: file, line: line, column: column)
}

/// Asserts the callbacks written as short names (`"didEnterBackground"`, `"expire upload"`).
public func assertCallbacks(_ app: SimulatedApp, _ expected: [String], fileID: String = #fileID,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let actual = app.takeCallbacks()
    if let diff = LineDiff.render(expected: expected, actual: actual.map(\.description)) {
        recordFailure("callbacks of \(app.name) differ (- expected, + actual):\n\(diff)",
                      at: AssertionSite(fileID: fileID, file: file, line: line, column: column))
    }
}

/// Asserts that `scene` received exactly `expected` callbacks since its last `takeCallbacks()`
/// (or since the start), in order (`"willConnect"`, `"sceneDidBecomeActive"`), and starts a new
/// window; on failure the message is a `-`/`+` diff (expected/actual) (SC-1).
public func assertCallbacks(_ scene: SimulatedScene, _ expected: [String], fileID: String = #fileID,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let actual = scene.takeCallbacks()
    if let diff = LineDiff.render(expected: expected, actual: actual.map(\.description)) {
        recordFailure("callbacks of \(scene.app.name)/\(scene.number) differ (- expected, + actual):\n\(diff)",
                      at: AssertionSite(fileID: fileID, file: file, line: line, column: column))
    }
}

/// Asserts that the device's whole trace, as JSON Lines, equals `expected` (one record per line;
/// `kind` values of records to ignore can be filtered with `kinds`).
public func assertTrace(_ device: SimulatedDevice, _ expected: [String], kinds: Set<String>? = nil,
                        fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
                        column: UInt = #column) {
    let actual = device.trace.filter { kinds?.contains($0.kindName) ?? true }
        .map { TraceJSONFormatter.line(for: $0) }
    if let diff = LineDiff.render(expected: expected, actual: actual) {
        recordFailure("trace differs (- expected, + actual):\n\(diff)",
                      at: AssertionSite(fileID: fileID, file: file, line: line, column: column))
    }
}

/// Asserts that every expectation of a scenario run held; the message lists the failed ones.
public func assertPassed(_ run: ScenarioRun, fileID: String = #fileID, file: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) {
    let failures = run.failedExpectations.map { "line \($0.line): expected \($0.expected), actual \($0.actual)" }
    if !failures.isEmpty {
        recordFailure("\(failures.count) expectation(s) failed in \(run.path):\n" + failures.joined(separator: "\n"),
                      at: AssertionSite(fileID: fileID, file: file, line: line, column: column))
    }
}

/// Asserts the view controller callbacks of `app` since the last check, written
/// `"Controller.callback"` (`"Root.viewDidLoad"`), with a `-`/`+` diff on failure.
public func assertControllerCallbacks(_ app: SimulatedApp, _ expected: [String], fileID: String = #fileID,
                                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let actual = app.takeControllerCallbacks()
    if let diff = LineDiff.render(expected: expected, actual: actual.map(\.description)) {
        recordFailure("controller callbacks of \(app.name) differ (- expected, + actual):\n\(diff)",
                      at: AssertionSite(fileID: fileID, file: file, line: line, column: column))
    }
}
