import LifecycleSim
import XCTest

/// BM-1 … BM-3: declared background modes.
final class BackgroundModeRuleTests: RuleTestCase {
    func test_BM1_audioKeepsTheAppRunningWithoutATimeLimit_stopSuspends() {
        var config = AppConfiguration(name: "A", modes: [.audio])
        config.on(.didBecomeActive) { $0.perform(.startAudio) }
        config.on(.didEnterBackground) { context in
            context.after(.seconds(5000), label: "stop") { $0.perform(.stopAudio) }
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        t.at(4999)
        XCTAssertEqual(t.state("A"), .background, "no time limit (the 30 s budget is irrelevant)")
        t.at(6000)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(5000))
    }

    func test_BM1_audioStops_withATaskOutstanding_notSuspendedUntilTheTaskEnds() {
        var config = AppConfiguration(name: "A", modes: [.audio])
        config.on(.didEnterBackground) { context in
            context.perform(.startAudio)
            context.perform(.beginTask("t"))
            context.after(.seconds(50), label: "stop") { $0.perform(.stopAudio) }
        }
        config.onExpire("t") { $0.perform(.endTask("t")) }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(60)
        XCTAssertEqual(t.state("A"), .background, "the task still keeps it running")
        t.at(180)
        XCTAssertEqual(t.state("A"), .suspended)
        // BG-5: the handler ends the task 4 s before the end of iOS 7's 180 s.
        XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(176))
    }

    /// BM-1, BM-2: what keeps the app running shows in the trace when it changes (a second start
    /// of what already plays changes nothing); the stop that leaves nothing running is followed
    /// by the suspension (BG-2).
    func test_BM1_BM2_audioAndLocationChangesAreRecorded() {
        var config = AppConfiguration(name: "A", modes: [.audio, .location])
        config.on(.didBecomeActive) { context in
            context.perform(.startAudio)
            context.perform(.startAudio)
            context.perform(.startLocation)
        }
        config.on(.didEnterBackground) { context in
            context.after(.seconds(10), label: "stop") { context in
                context.perform(.stopAudio)
                context.perform(.stopLocation)
            }
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(20)
        let lines = TestDevice.lines(t.trace.records, from: .zero).filter { $0.contains("audio") || $0.contains("location")
            || $0.contains("suspended") }
        XCTAssertEqual(lines, [
            "A audio started [BM-1]",
            "A location started [BM-2]",
            "+10s A audio stopped [BM-1]",
            "+10s A location stopped [BM-2]",
            "+10s A background → suspended [BG-2]",
        ])
    }

    func test_BM2_continuousLocationKeepsTheAppRunning() {
        var config = AppConfiguration(name: "A", modes: [.location])
        config.on(.didEnterBackground) { context in
            context.perform(.startLocation)
            context.after(.seconds(7200), label: "stop") { $0.perform(.stopLocation) }
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(7199)
        XCTAssertEqual(t.state("A"), .background)
        t.at(7200)
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_BM2_otherModesOnlyWakeTheAppForAnEvent() {
        let modes: Set<BackgroundMode> = [.location, .fetch, .remoteNotification, .newsstandContent, .externalAccessory,
                                          .bluetoothCentral, .bluetoothPeripheral, .processing]
        let t = makeDevice(ios: 13, apps: [.app("A", modes: modes, [(.delegate(.performFetch), [.completeFetch(.newData)])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended, "declaring modes alone keeps nothing running")
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.steps("A"), ["suspended>background", "performFetch", "background>suspended"])
    }

    func test_BM3_audioWithoutTheModeStopsAtBackgrounding_warning() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didBecomeActive), [.startAudio])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.warnings(.bm3).count, 1)
    }

    func test_BM3_locationWithoutTheModeStopsAtBackgrounding_warning() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.audio], [(.delegate(.didBecomeActive), [.startLocation])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.warnings(.bm3).count, 1)
    }

    func test_BM3_declaredModeGivesNoWarning() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.audio], [(.delegate(.didBecomeActive), [.startAudio])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertTrue(t.warnings(.bm3).isEmpty)
    }
}
