@testable import LifecycleSim
import XCTest

/// The explorers' search shares the situations of each depth out among devices worked at once
/// (`concurrently`, the unsafe path); with one device it is the plain search. Both find the same
/// transitions, for the app and for its scenes, on classic and modern versions.
final class StateMachineSearchTests: XCTestCase {
    func testTwoWorkersFindWhatOneFinds() {
        for major in [6, 13, 17] {
            let version = OSVersion(major, 0)
            func app(_ workers: Int) -> Set<StateMachineExplorer.Edge> {
                StateMachineExplorer.search(probes: StateMachineExplorer.probes, variants: 0...1, maxDepth: 5,
                                            workers: workers,
                                            device: { StateMachineExplorer.probeDevice(version, variant: $0) },
                                            edges: { StateMachineExplorer.edges(in: $0, cause: $1) })
            }
            let one = app(1)
            XCTAssertFalse(one.isEmpty)
            XCTAssertEqual(app(2), one, "iOS \(major)")
            guard major >= 13 else { continue }
            func scenes(_ workers: Int) -> Set<SceneStateMachineExplorer.Edge> {
                StateMachineExplorer.search(probes: SceneStateMachineExplorer.probes, variants: 0...1, maxDepth: 5,
                                            workers: workers,
                                            device: { SceneStateMachineExplorer.probeDevice(version, variant: $0) },
                                            edges: SceneStateMachineExplorer.edges(in:cause:))
            }
            XCTAssertEqual(scenes(2), scenes(1), "iOS \(major) scenes")
        }
    }

    /// A device that has run on its own numbers task names in its own order: a state restored
    /// there has its tasks' names renumbered, and the app ends the right task (BG-1, BG-5).
    func testARestoreRenumbersTaskNamesForADeviceThatNumbersThemOtherwise() throws {
        func device(beginsFirst first: String?) -> Device {
            let device = Device(version: OSVersion(17, 0))
            var app = AppConfiguration(name: "Sync")
            app.on(.didEnterBackground) { context in
                if let first {
                    context.perform(.beginTask(first))
                    context.perform(.endTask(first))
                }
                context.perform(.beginTask("upload"))
            }
            app.onExpire("upload") { $0.perform(.endTask("upload")) }
            device.install(app)
            return device
        }
        let source = device(beginsFirst: nil)
        source.handle(.launch(app: "Sync", url: nil))
        source.handle(.home)
        let state = source.snapshot()
        // The source numbered "upload" 0; the other device numbered "cache" 0 and "upload" 1.
        let other = device(beginsFirst: "cache")
        other.handle(.launch(app: "Sync", url: nil))
        other.handle(.home)
        other.handle(.launch(app: "Sync", url: nil))
        try other.restore(state)
        let (a, b) = (TraceCollector(), TraceCollector())
        source.addSink(a)
        other.addSink(b)
        source.advance(by: .seconds(60))
        other.advance(by: .seconds(60))
        XCTAssertEqual(b.records, a.records)
        XCTAssertTrue(b.records.contains { record in
            if case .task(let r) = record { r.name == "upload" && r.action == .end } else { false }
        }, "the expiration handler ended upload by its name: \(b.records)")
    }
}
