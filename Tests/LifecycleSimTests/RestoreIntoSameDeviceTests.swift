@testable import LifecycleSim
import XCTest

/// A state restored into the device that keeps being restored from it (as an explorer does, a
/// step after each restore) leaves alone what the device already holds as the state says: an
/// empty set or container, the process of the same generation. Whatever the steps before
/// changed, the device then runs on exactly as a fresh device restored from the same state: the
/// same records and the same state after every path.
final class RestoreIntoSameDeviceTests: XCTestCase {
    /// `syncAndNotesDevice()`: Sync and Notes on iOS 17, nothing run.
    private func freshDevice() -> Device { syncAndNotesDevice() }

    /// Steps that change one app only (Notes' return writes only its own storage), both apps, the
    /// device alone, and that end a process (a swipe, a crash) so that the next launch starts
    /// another generation.
    private let events: [DeviceEvent] = [
        .launch(app: "Sync", url: nil), .launch(app: "Notes", url: nil), .home, .lock, .unlock,
        .switcherShow, .switcherKill(app: "Sync"), .crash(app: "Notes"),
        .share(file: "a.txt", from: "Sync", to: "Notes"),
        .fetch(app: "Sync"), .memoryWarning(.critical),
    ]

    /// Takes `path` on `device`, then 40 s: the records it wrote (to `trace`, the device's sink)
    /// and the state it ends in.
    private func run(_ path: [DeviceEvent], on device: Device,
                     into trace: TraceCollector) -> ([TraceRecord], Device.State) {
        let start = trace.records.count
        for event in path { device.handle(event) }
        device.advance(by: .seconds(40))
        let state = device.snapshot()
        return (Array(trace.records[start...]), state)
    }

    /// A fresh device restored from `state`, with a sink.
    private func restored(_ state: Device.State) throws -> (Device, TraceCollector) {
        let device = freshDevice()
        try device.restore(state)
        let trace = TraceCollector()
        device.addSink(trace)
        return (device, trace)
    }

    /// The states two steps from the start, and every path of two steps from each, taken on one
    /// device restored from the state before each path, against a fresh device for each path.
    func testEveryPathFromARestoredStateRunsAsOnAFreshDevice() throws {
        let device = freshDevice()
        var states = [device.snapshot()]
        for first in events.prefix(5) {
            for second in events {
                try device.restore(states[0])
                device.handle(first)
                device.handle(second)
                states.append(device.snapshot())
            }
        }
        let trace = TraceCollector()
        device.addSink(trace)
        for state in states {
            for first in events {
                for second in events {
                    let path = [first, second]
                    try device.restore(state)
                    XCTAssertEqual(device.snapshot(), state, "restored over what the path before \(path) left")
                    let (records, reached) = run(path, on: device, into: trace)
                    let (fresh, freshTrace) = try restored(state)
                    let (expected, expectedState) = run(path, on: fresh, into: freshTrace)
                    XCTAssertEqual(records, expected, "\(path)")
                    XCTAssertEqual(reached, expectedState, "\(path)")
                }
            }
        }
    }

    /// A process killed and relaunched between two restores of a state that holds it: the device
    /// gets back a process of the state's generation, not the new one, and runs on as the state says.
    func testAProcessKilledAndRelaunchedBetweenRestoresIsReplaced() throws {
        let device = freshDevice()
        device.handle(.launch(app: "Sync", url: nil))
        device.handle(.home)
        let state = device.snapshot()
        try device.restore(state)
        let before = try XCTUnwrap(device.app(named: "Sync")?.process)
        device.handle(.crash(app: "Sync"))
        device.handle(.launch(app: "Sync", url: nil))
        XCTAssertNotEqual(device.app(named: "Sync")?.process?.generation, before.generation)
        try device.restore(state)
        XCTAssertEqual(device.app(named: "Sync")?.process?.generation, before.generation)
        XCTAssertEqual(device.snapshot(), state)
        let trace = TraceCollector()
        device.addSink(trace)
        let (fresh, freshTrace) = try restored(state)
        XCTAssertEqual(run([.launch(app: "Sync", url: nil)], on: device, into: trace).0,
                       run([.launch(app: "Sync", url: nil)], on: fresh, into: freshTrace).0)
    }
}
