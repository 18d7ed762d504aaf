@testable import LifecycleSim
import XCTest

/// `Device.Situation` writes the state as words field by field (Device+Situation+Words.swift,
/// Device+Situation+Parts.swift, Device+Situation+Machine.swift), and each walk declares the stored
/// properties it covers: a property added to the state later fails here until the walk writes it
/// (or says why it leaves it out), so no part of the state is silently left out of the situation.
final class SituationWordsTests: XCTestCase {
    private func labels(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    private func assertWritten(_ value: Any, _ declared: Set<String>, file: StaticString = #filePath,
                               line: UInt = #line) {
        XCTAssertEqual(labels(of: value), declared,
                       "a stored property of \(type(of: value)) the situation's words do not cover: write it in "
                       + "Device+Situation's walk, then declare it in its `situationProperties`",
                       file: file, line: line)
    }

    /// An iOS 17 device with Sync, launched and sent Home: a process holding a task.
    private func state() -> Device.State {
        let device = Device(version: OSVersion(17, 0))
        var sync = AppConfiguration(name: "Sync")
        sync.on(.didEnterBackground) { $0.perform(.beginTask("upload")) }
        device.install(sync)
        for event: DeviceEvent in [.launch(app: "Sync", url: nil), .home] { device.handle(event) }
        return device.snapshot()
    }

    func testEveryStoredPropertyOfTheStateIsWritten() throws {
        let state = state()
        assertWritten(state, Device.State.situationProperties)
        let app = state.apps[0]
        assertWritten(app, InstalledApp.State.situationProperties)
        assertWritten(app.machine, AppMachine.situationProperties)
        assertWritten(app.machine.traits, AppTraits.situationProperties)
        assertWritten(try XCTUnwrap(app.process), AppProcess.State.situationProperties)
    }

    /// The small values the walks write field by field: each field is written.
    func testEverySmallValueWrittenFieldByFieldIsCovered() {
        assertWritten(Suspension(), ["protectedDataAvailable", "memoryWarning", "held"])
        assertWritten(AppMachine.Scene(state: .background), ["state", "scenePhase"])
        assertWritten(SceneSlot(app: 0, scene: 1), ["app", "scene"])
        assertWritten(Watchdog(deadline: .zero, kind: .launch), ["deadline", "kind"])
        assertWritten(CompletionWindow(id: 1, deadline: nil, kind: .fetch), ["id", "deadline", "kind"])
        assertWritten(OSVersion(17, 0), ["major", "minor"])
        assertWritten(MemorySize(bytes: 0), ["bytes"])
        assertWritten(VirtualDuration(milliseconds: 0), ["milliseconds"])
    }
}
