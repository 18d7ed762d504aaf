import LifecycleSim
import XCTest

/// A sink says which kinds of record it reads (`TraceSink.kindsRead`): a device whose sinks read
/// few kinds gathers no others, and still hands over every record of those, in order; the warning
/// of a refused event only to a sink that reads refusals. Random walks (`RandomWalkTests`) on
/// three devices side by side: one whose sink reads every kind, the others' fewer.
final class SinkKindsTests: XCTestCase {
    /// Keeps the records of the batches it is handed, whatever their kinds.
    private final class KindsCollector: TraceSink {
        let kindsRead: TraceRecordKinds
        private(set) var records: [TraceRecord] = []

        init(_ kinds: TraceRecordKinds) { kindsRead = kinds }

        func receive(_ record: TraceRecord) { records.append(record) }
    }

    func testADeviceHandsOverTheKindsItsSinksReadAndGathersNoOthers() {
        var refusals = 0
        var warnings = 0
        for seed in UInt64(1)...60 {
            var rng = SplitMix64(state: seed)
            let version = OSVersion(rng.pick([9, 12, 13, 17]))
            let apps = RandomWalkTests.apps.map { RandomWalkTests.randomApp($0, &rng) }
            let devices = (0..<3).map { _ in Device(version: version) }
            let trace = TraceCollector()
            let withRefusals = KindsCollector([.warning, .refusal, .transition])
            let withoutRefusals = KindsCollector([.warning, .transition])
            devices[0].addSink(trace)
            devices[1].addSink(withRefusals)
            devices[2].addSink(withoutRefusals)
            for device in devices { for app in apps { device.install(app) } }
            for step in 0..<150 {
                let marks = (trace.records.count, withRefusals.records.count, withoutRefusals.records.count)
                var refused = false
                if rng.below(3) == 0 {
                    let duration = VirtualDuration.seconds(Int64(rng.below(240)))
                    for device in devices { device.advance(by: duration) }
                } else {
                    let event = RandomWalkTests.randomEvent(&rng)
                    let applied = devices.map { $0.handle(event).isApplied }
                    XCTAssertEqual(Set(applied).count, 1, "seed \(seed), step \(step): \(event)")
                    refused = !applied[0]
                }
                let read = trace.records[marks.0...].filter { $0.kind == .transition || $0.kind == .warning }
                XCTAssertEqual(Array(withRefusals.records[marks.1...]), read, "seed \(seed), step \(step)")
                // A refused event writes its warning and nothing else; an applied one, no refusal.
                XCTAssertEqual(Array(withoutRefusals.records[marks.2...]), refused ? [] : read, "seed \(seed), step \(step)")
                if refused { refusals += 1 } else { warnings += read.filter { $0.kind == .warning }.count }
            }
        }
        XCTAssertGreaterThan(refusals, 1000)
        XCTAssertGreaterThan(warnings, 100)
    }

    func testEveryKindIsReadUnlessASinkSaysOtherwise() {
        XCTAssertEqual(TraceCollector().kindsRead, .all)
        for kind in TraceRecordKind.allCases { XCTAssertTrue(TraceRecordKinds.all.contains(kind: kind)) }
        XCTAssertTrue(TraceRecordKinds.all.contains(.refusal))
        XCTAssertFalse(TraceRecordKinds.warning.contains(.refusal))
        XCTAssertFalse(TraceRecordKinds.refusal.contains(kind: .warning))
    }
}
