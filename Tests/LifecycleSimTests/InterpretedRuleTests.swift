import LifecycleSim
import XCTest

/// Behaviour where the rules leave a choice; each test names the rule and the reading we chose.
final class InterpretedRuleTests: RuleTestCase {
    /// BR-3 / BM-2: `locationManager(_:didUpdateLocations:)` takes no completion handler, so the
    /// window of a location event ("around 10 seconds", the Location and Maps Programming Guide)
    /// keeps the app running and then BG-2 suspends it; nothing kills it.
    func test_BR3_locationWindowOf10sEndsInSuspensionNotAKill() {
        for ios in [4, 8, 17] {
            let t = makeDevice(ios: ios, apps: [.app("Runner", modes: [.location])])
            t.send(.location(app: "Runner"))
            t.device.advance(to: VirtualTime(milliseconds: 9_999))
            XCTAssertEqual(t.state("Runner"), .background, "iOS \(ios): still in its window")
            t.device.advance(to: .seconds(10))
            XCTAssertEqual(t.state("Runner"), .suspended, "iOS \(ios): suspended at the end of the window (BG-2), not killed")
            XCTAssertTrue(t.warnings(.br3).isEmpty, "iOS \(ios)")
        }
    }

    /// BR-3: a fetch not completed within 30 s still kills (the completion handler exists).
    func test_BR3_fetchWindowMissedKills() {
        let t = makeDevice(ios: 8, apps: [.app("Feed", modes: [.fetch])])
        t.send(.fetch(app: "Feed"))
        t.wait(30)
        XCTAssertEqual(t.state("Feed"), .notRunning)
        XCTAssertEqual(t.warnings(.br3).count, 1)
    }

    /// BR-3: once the user brings the app to the front, the background completion deadline no
    /// longer kills it, even if it goes back to the background before the 30 s are up.
    func test_BR3_returningToTheForegroundDisarmsTheCompletionDeadline() {
        let t = makeDevice(ios: 8, apps: [.app("Feed", modes: [.fetch], [
            (.delegate(.didEnterBackground), [.beginTask("save")]),
        ])])
        t.send(.fetch(app: "Feed"))
        t.wait(5)
        t.send(.launch(app: "Feed", url: nil))
        t.wait(5)
        t.send(.home)
        t.wait(25)
        XCTAssertEqual(t.state("Feed"), .background, "the task keeps it running; the old fetch deadline did not kill it")
        XCTAssertTrue(t.warnings(.br3).isEmpty)
    }

    /// BG-9 "at depth + 1": code in a timer runs one level inside the system, so an immediate
    /// expiration call from it is recorded at depth 1, as from a callback's code.
    func test_BG9_expireFromATimerIsRecordedOneLevelDeep() {
        var config = AppConfiguration(name: "Player", modes: [.audio])
        config.on(.didEnterBackground) { context in
            context.perform(.startAudio)
            context.perform(.beginTask("t"))
            context.after(.seconds(40), label: "begin-task late") { $0.perform(.beginTask("late")) }
        }
        config.onExpire("t") { $0.perform(.endTask("t")) }
        config.onExpire("late") { _ in }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "Player", url: nil), .home)
        t.wait(41)
        XCTAssertEqual(t.state("Player"), .background, "audio keeps it running after the 30 s budget (BM-1)")
        let late = t.callbackRecords("Player").filter { $0.callback == .expire(task: "late") }
        XCTAssertEqual(late.map(\.depth), [1])
        XCTAssertEqual(late.map(\.rule), [.bg9])
        XCTAssertEqual(late.map(\.time), [VirtualTime(milliseconds: 40_000)])
    }

    /// PS-1 "the processes seen to end since the previous ps": an app killed again and again is
    /// listed once with a count, so a long run without `ps` keeps one entry per app.
    func test_PS1_processesThatEndedRepeatedlyAreListedOnceWithACount() {
        let t = makeDevice(ios: 7, apps: [.app("Mail"), .app("Notes")])
        for _ in 0..<3 {
            t.send(.launch(app: "Mail", url: nil), .crash(app: "Mail"))
        }
        t.send(.launch(app: "Notes", url: nil), .crash(app: "Notes"), .ps)
        let last = t.trace.records.compactMap { record -> String? in
            if case .log(let log) = record { return log.text }
            return nil
        }.last
        XCTAssertEqual(last, "ps: ended since the last ps: Mail (3 times), Notes")
    }

    /// BR-3 "the app has 30 s to call its completion handler": each event's own. A push that
    /// completes does not complete an earlier fetch that never did: the fetch's deadline kills.
    func test_BR3_completeFetchCompletesItsOwnEvent() {
        let t = makeDevice(ios: 9, apps: [.app("A", modes: [.fetch, .remoteNotification], [
            (.delegate(.didReceiveRemoteNotification), [.completeFetch(.newData)]),
        ])])
        t.send(.launch(app: "A", url: nil))
        t.at(1)
        t.send(.home)
        t.at(11)
        t.send(.fetch(app: "A"))
        t.at(16)
        t.send(.push(app: "A", contentAvailable: true))
        XCTAssertEqual(t.state("A"), .background, "the fetch's window keeps it running")
        t.device.advance(to: VirtualTime(milliseconds: 40_999))
        XCTAssertEqual(t.state("A"), .background)
        t.at(41)
        XCTAssertEqual(t.state("A"), .notRunning, "killed at the fetch's deadline, 30 s after 11 s")
        XCTAssertEqual(t.warnings(.br3).map(\.time), [VirtualTime(milliseconds: 41_000)])
    }
}

/// The text trace never passes a control character from a scenario to the terminal.
final class TextFormatterTests: XCTestCase {
    func testControlCharactersAreShownEscaped() {
        let record = TraceRecord.log(LogRecord(time: .zero, app: nil, text: "a\u{1B}[31mb"))
        XCTAssertEqual(TraceTextFormatter().line(for: record), "     0.000        log: a\\u{1B}[31mb")
    }
}

/// BG-9 "after BG-5 has fired for this backgrounding": a return to the front ends the
/// backgrounding, so a task begun in willEnterForeground is granted (dormant, BG-4).
final class ReturnAfterExpiryTests: RuleTestCase {
    func test_BG9_taskBegunInWillEnterForegroundAfterAnExpiryIsGranted() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.audio], [
            (.delegate(.didEnterBackground), [.startAudio]),
            (.delegate(.willEnterForeground), [.beginTask("save")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        t.wait(40)
        XCTAssertEqual(t.state("A"), .background, "audio keeps it running past its 30 s budget")
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertTrue(t.warnings(.bg9).isEmpty)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1)
        XCTAssertEqual(t.callbacks("A"), ["willEnterForeground", "didBecomeActive"])
    }
}
