import Foundation
import LifecycleSim
import XCTest

/// The JSON writer writes a batch's repeated packed lines from a cache, without making records;
/// each line must be the line of the record the entry stands for, and numbers must be exact
/// decimals of the values (read back with `Decimal`).
final class TraceJSONPackedTests: XCTestCase {
    /// Compares, for every record of every batch, the packed line with the record's line.
    /// Through a line cache (`JSONLineCache`), where repeated lines are copied, not written.
    private final class Comparer: TraceSink {
        var mismatches: [String] = []
        var packedLines = 0
        private var cache: JSONLineCache?

        func receive(_ record: TraceRecord) {}

        func receive(_ batch: TraceBatch) {
            for index in batch.indices {
                var cachedOut: [UInt8] = []
                TraceJSONFormatter.append(batch, at: index, file: "a \"file\"", to: &cachedOut, cache: &cache)
                let cached = String(decoding: cachedOut, as: UTF8.self)
                let record = TraceJSONFormatter.line(for: batch[index], file: "a \"file\"")
                if cached != record { mismatches.append("cached \(cached)\n  vs \(record)") }
                if !batch.entries[index].isDetail { packedLines += 1 }
            }
        }
    }

    func testEveryPackedLineIsItsRecordsLine() {
        let device = Device(version: OSVersion(17), model: .ipad)
        let comparer = Comparer()
        device.addSink(comparer)
        var mail = AppConfiguration(name: "Mail \"β\"")
        mail.scenes = true
        mail.on(.sceneDidEnterBackground) { context in context.perform(.beginTask("up\tload")) }
        mail.onExpire("up\tload") { context in context.perform(.endTask("up\tload")) }
        var old = AppConfiguration(name: "Old")
        old.on(.didEnterBackground) { context in context.beginBackgroundTask(withName: "save") }
        device.install(mail)
        device.install(old)
        device.handle(.launch(app: "Mail \"β\"", url: nil))
        device.handle(.call)
        device.handle(.callDecline)
        device.handle(.launch(app: "Old", url: nil))
        device.advance(by: .milliseconds(31_250))
        device.handle(.home)
        device.advance(by: .seconds(300))
        // The same lines again at later times: now copied from the cache.
        device.handle(.launch(app: "Old", url: nil))
        device.handle(.home)
        device.advance(by: .seconds(300))
        XCTAssertEqual(comparer.mismatches, [])
        XCTAssertGreaterThan(comparer.packedLines, 20)
    }

    /// Random walks on every kind of device: thousands of packed lines, many of them copied from
    /// the cache (whose key is read from the entry's bytes, JSONLineCache+Unsafe.swift), each
    /// compared with the line written from its record.
    func testEveryPackedLineOfRandomWalksIsItsRecordsLine() {
        let comparer = Comparer()
        for seed in UInt64(1)...100 {
            var rng = SplitMix64(state: seed)
            let device = Device(version: OSVersion(rng.pick([7, 9, 12, 13, 17])), multitasking: rng.below(10) != 0)
            device.addSink(comparer)
            for name in RandomWalkTests.apps { device.install(RandomWalkTests.randomApp(name, &rng)) }
            for _ in 0..<200 {
                if rng.below(3) == 0 { device.advance(by: .seconds(Int64(rng.below(240)))) }
                device.handle(RandomWalkTests.randomEvent(&rng))
            }
        }
        XCTAssertEqual(comparer.mismatches.prefix(5), [])
        XCTAssertGreaterThan(comparer.packedLines, 5_000)
    }

    func testTimesAndNumbersAreExactDecimals() throws {
        let times: [Int64] = [0, 1, 10, 100, 999, 1000, 1001, 1010, 1100, 12_345, 185_250, 86_400_000,
                              -1, -1500, Int64.max, Int64.min]
        for ms in times {
            let line = TraceJSONFormatter.line(for: .log(LogRecord(time: VirtualTime(milliseconds: ms), app: nil, text: "")))
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), line)
            // The number as written, read exactly (a JSON parser would read it as a Double).
            let text = try XCTUnwrap(line.split(separator: ":").dropFirst(2).first?.split(separator: ",").first)
            XCTAssertEqual(Decimal(string: String(text)), Decimal(ms) / 1000, line)
            XCTAssertEqual(line, #"{"kind":"log","time":\#(VirtualTime(milliseconds: ms)),"text":""}"#)
        }
        for id in [0, 7, 10, 2_147_483_657, Int.max, Int.min] {
            let line = TraceJSONFormatter.line(for: .task(TaskRecord(time: .zero, app: "A", action: .begin, id: id,
                                                                    name: "t", outstanding: 1, rule: .bg1)))
            // TRACE.md's table (time, app, action, id, name, outstanding), then the rule every record
            // carries (docs/EXECUTION_MODEL.md: task begin and end, BG-1).
            XCTAssertEqual(line, #"{"kind":"task","time":0,"app":"A","action":"begin","id":\#(id),"name":"t","outstanding":1,"rule":"BG-1"}"#)
        }
    }
}
