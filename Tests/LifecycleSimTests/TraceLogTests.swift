@testable import LifecycleSim
import XCTest

/// The packed trace: a device writes entries and hands them to its sinks in batches;
/// `keepTrace()` and `TraceLog` keep them packed. The records they give back must be the very
/// records every sink receives, for every kind, with nothing lost. (That they are the right
/// records is TraceGoldenTests' part: every scenario's text and JSON trace is compared with
/// its golden file.)
final class TraceLogTests: XCTestCase {
    /// A run that writes every kind of record: events, transitions, callbacks (delegate methods,
    /// an expiration handler), scene transitions, tasks, warnings, expectations, logs, BGTaskScheduler changes,
    /// an activity (audio).
    private func runEveryKind(on device: Device) {
        var feed = AppConfiguration(name: "Feed", modes: [.fetch])
        feed.scenes = true
        feed.bgTaskIdentifiers = ["com.example.refresh"]
        feed.on(.didFinishLaunching) { context in
            context.perform(.bgRegister("com.example.refresh"))
            context.perform(.bgSubmit(BGTaskRequest(identifier: "com.example.refresh", kind: .refresh)))
        }
        feed.on(.sceneDidEnterBackground) { context in
            context.perform(.beginTask("upload"))
            context.perform(.startAudio)
        }
        feed.onExpire("upload") { context in
            context.log("expired")
            context.perform(.endTask("upload"))
        }
        device.install(feed)
        device.recordEvent("launch Feed", line: 1)
        device.handle(.launch(app: "Feed", url: nil))
        device.recordEvent("home", line: 2)
        device.handle(.home)
        device.handle(.home) // refused: a warning
        device.advance(by: .seconds(60))
        device.recordExpectation(line: 3, ok: true, expected: "Feed suspended", actual: "Feed suspended")
    }

    /// A device with every way of receiving its trace: a collector and a log as sinks, and its
    /// own kept trace.
    private func observedDevice() -> (device: Device, collector: TraceCollector, log: TraceLog, kept: TraceLog) {
        let device = Device(version: OSVersion(17))
        let collector = TraceCollector()
        let log = TraceLog()
        device.addSink(collector)
        device.addSink(log)
        return (device, collector, log, device.keepTrace())
    }

    func testKeptTraceAndLogSinkGiveBackEveryRecordTheSinksReceived() {
        let (device, collector, sinkLog, kept) = observedDevice()
        runEveryKind(on: device)

        let kinds = Set(collector.records.map(\.kind))
        XCTAssertEqual(kinds, Set(TraceRecordKind.allCases), "the run must write every kind for this test to mean anything")
        XCTAssertEqual(kept.records, collector.records)
        XCTAssertEqual(sinkLog.records, collector.records)
        XCTAssertEqual(kept.count(of: .callback), collector.records.filter { $0.kind == .callback }.count)
        XCTAssertTrue(collector.records.contains {
            if case .callback(let r) = $0 { return r.callback == .expire(task: "upload") }
            return false
        }, "an expiration handler is a callback that is not a delegate method")
    }

    func testALogClearedMidRunReadsTheRecordsAfterTheClear() {
        let (device, collector, log, kept) = observedDevice()
        device.install(AppConfiguration(name: "Mail"))
        device.recordEvent("launch Mail", line: 1)
        device.handle(.launch(app: "Mail", url: nil))
        log.removeAll()
        kept.removeAll()
        let mark = collector.records.count
        runEveryKind(on: device)
        XCTAssertEqual(log.records, Array(collector.records[mark...]))
        XCTAssertEqual(kept.records, Array(collector.records[mark...]))
    }

    func testEveryPublicCallHandsItsRecordsOverBeforeItReturns() {
        let device = Device(version: OSVersion(12))
        let collector = TraceCollector()
        device.addSink(collector)
        var kept: AppContext?
        var config = AppConfiguration(name: "Mail")
        config.on(.didEnterBackground) { context in
            kept = context
            context.beginBackgroundTask(withName: "save")
            context.beginBackgroundTask(withName: "sync")
        }
        var seen = collector.records.count

        func expectNew(_ what: String, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertGreaterThan(collector.records.count, seen, "\(what) returned before its records reached the sink",
                                 file: file, line: line)
            seen = collector.records.count
        }
        device.install(config)
        device.recordLog("installed"); expectNew("recordLog")
        device.handle(.launch(app: "Mail", url: nil)); expectNew("handle")
        device.handle(.home); expectNew("handle")
        // A context kept past its callback, called by a test: its record arrives at once.
        kept?.endBackgroundTask(named: "save"); expectNew("endBackgroundTask outside a callback")
        device.advance(by: .seconds(200)); expectNew("advance (BG-5: sync expires)")
        device.recordEvent("home", line: 4); expectNew("recordEvent")
        let statement = collector.records.count
        device.handle(.home, recordedAs: "home", line: 6); expectNew("handle recordedAs")
        guard case .event(let event) = collector.records[statement] else {
            return XCTFail("the statement's record comes first, before what the event causes")
        }
        XCTAssertEqual(event.line, 6)
        device.recordExpectation(line: 5, ok: true, expected: "x", actual: "x"); expectNew("recordExpectation")
    }

    /// A sink that writes a record for each event it sees (as a tracing tool might).
    private final class EchoSink: TraceSink {
        weak var device: Device?
        func receive(_ record: TraceRecord) {
            if case .event(let event) = record { device?.recordLog("saw \(event.event)") }
        }
    }

    func testASinkThatWritesRecordsDoesNotMakeOthersSeeRecordsTwice() {
        let device = Device(version: OSVersion(12))
        let echo = EchoSink()
        echo.device = device
        let collector = TraceCollector()
        device.addSink(echo)
        device.addSink(collector)
        let kept = device.keepTrace()
        device.install(AppConfiguration(name: "Mail"))
        device.recordEvent("launch Mail", line: 1)
        device.handle(.launch(app: "Mail", url: nil))
        device.recordEvent("home", line: 2)
        device.handle(.home)
        XCTAssertEqual(collector.records, kept.records, "every record once, in the order written")
        XCTAssertEqual(collector.records.filter { $0.kind == .log }.count, 2)
    }

    func testALogGivenTwoDevicesKeepsEachDevicesRecords() {
        let log = TraceLog()
        let collector = TraceCollector()
        for name in ["Mail", "Notes"] {
            let device = Device(version: OSVersion(12))
            device.addSink(log)
            device.addSink(collector)
            device.install(AppConfiguration(name: "Other"))
            device.install(AppConfiguration(name: name))
            device.handle(.launch(app: name, url: nil))
        }
        XCTAssertEqual(log.records, collector.records)
    }

    func testATaskIdentifierPastInt32IsKeptWhole() {
        let device = Device(version: OSVersion(12))
        let collector = TraceCollector()
        device.addSink(collector)
        let kept = device.keepTrace()
        var config = AppConfiguration(name: "Mail")
        config.on(.didEnterBackground) { context in context.beginBackgroundTask(withName: "save") }
        device.install(config)
        device.nextTaskID = Int(Int32.max) + 10
        device.handle(.launch(app: "Mail", url: nil))
        device.handle(.home)
        let task = collector.records.compactMap { record -> TaskRecord? in
            if case .task(let r) = record { return r }
            return nil
        }.first
        XCTAssertEqual(task?.id, Int(Int32.max) + 10)
        XCTAssertEqual(task?.name, "save")
        XCTAssertEqual(kept.records, collector.records)
    }

    func testAnEntryIsASmallValue() {
        // 32 bytes: a time, four 32-bit numbers and eight one-byte fields; nothing reference-counted.
        // JSONLineCache reads the 24 bytes after the time, so the layout is exactly this.
        XCTAssertEqual(MemoryLayout<TraceEntry>.size, 32)
        XCTAssertEqual(MemoryLayout<TraceEntry>.offset(of: \TraceEntry.time), 0)
        XCTAssertTrue(_isPOD(TraceEntry.self))
    }
}
