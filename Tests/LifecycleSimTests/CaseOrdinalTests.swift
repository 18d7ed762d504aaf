@testable import LifecycleSim
import XCTest

/// The ordinals that index the engine's per-app tables are each case's position in
/// `allCases`, distinct and dense, for every case of every enum that uses them; a wrong ordinal
/// would run one callback's handlers for another, or read another mode's bit.
final class CaseOrdinalTests: XCTestCase {
    private func assertOrdinalsArePositions<T: CaseOrdinal & Equatable>(_ type: T.Type, file: StaticString = #filePath,
                                                                        line: UInt = #line) {
        let cases = Array(T.allCases)
        XCTAssertEqual(cases.map(\.ordinal), Array(cases.indices), "\(T.self)", file: file, line: line)
    }

    func testDelegateCallbackOrdinalsArePositionsInAllCases() {
        assertOrdinalsArePositions(DelegateCallback.self)
    }

    func testRuleIDOrdinalsArePositionsInAllCases() {
        assertOrdinalsArePositions(RuleID.self)
    }

    func testStateOrdinalsArePositionsInAllCases() {
        assertOrdinalsArePositions(AppState.self)
        assertOrdinalsArePositions(SceneActivationState.self)
    }

    /// Hashing by position keeps `Hashable`'s contract: every case found again as a key, no
    /// two cases one key.
    func testEveryCaseIsItsOwnKey() {
        func check<T: CaseOrdinal & Hashable>(_ type: T.Type) {
            let table = Dictionary(uniqueKeysWithValues: T.allCases.map { ($0, $0.ordinal) })
            XCTAssertEqual(table.count, T.allCases.count, "\(T.self)")
            for value in T.allCases { XCTAssertEqual(table[value], value.ordinal, "\(T.self).\(value)") }
        }
        check(DelegateCallback.self)
        check(BackgroundMode.self)
        check(RuleID.self)
        check(AppState.self)
        check(SceneActivationState.self)
    }

    func testBackgroundModeOrdinalsArePositionsInAllCases() {
        assertOrdinalsArePositions(BackgroundMode.self)
        XCTAssertLessThanOrEqual(BackgroundMode.allCases.count, 32, "an app's modes are bits of a UInt32")
    }

    func testEachDelegateCallbackRunsOnlyItsOwnHandlers() {
        var config = AppConfiguration(name: "App")
        var ran: [DelegateCallback] = []
        for callback in DelegateCallback.allCases {
            config.on(callback) { _ in ran.append(callback) }
        }
        let app = InstalledApp(index: 0, config: config, profile: OSProfile(version: OSVersion(17)), model: .iphone)
        let context = AppContext(device: Device(version: OSVersion(17)), app: 0, generation: 1)
        for callback in DelegateCallback.allCases {
            ran.removeAll()
            for handler in app.handlers(for: callback) { handler(context) }
            XCTAssertEqual(ran, [callback])
            XCTAssertEqual(app.handlers(for: .delegate(callback)).count, 1)
        }
    }

    func testAnAppDeclaresExactlyItsModes() {
        let declared: Set<BackgroundMode> = [.audio, .processing, .remoteNotification]
        let app = InstalledApp(index: 0, config: AppConfiguration(name: "App", modes: declared), profile: OSProfile(version: OSVersion(17)),
                               model: .iphone)
        for mode in BackgroundMode.allCases {
            XCTAssertEqual(app.declares(mode), declared.contains(mode), "\(mode)")
        }
    }
}
