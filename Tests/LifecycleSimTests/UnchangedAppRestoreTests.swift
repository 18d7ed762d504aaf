@testable import LifecycleSim
import XCTest

/// A restore leaves alone an app nothing was written to since a restore from the same saved apps
/// made it stand as they say (InstalledApp+Standing.swift): an explorer restores one state
/// before each step it takes from it, and most steps change one app. What it leaves alone stands
/// as the state says all the same, and an app holding view controllers is always restored.
final class UnchangedAppRestoreTests: XCTestCase {
    /// Sync and Notes on iOS 17 (`syncAndNotesDevice`), Notes launched and sent Home (suspended at
    /// once, BG-2: no task), then Sync launched: Sync active, holding its root view controller
    /// (VC-1), Notes suspended and holding nothing.
    private func device() -> (Device, sync: InstalledApp, notes: InstalledApp) {
        let device = syncAndNotesDevice()
        for event: DeviceEvent in [.launch(app: "Notes", url: nil), .home, .launch(app: "Sync", url: nil)] {
            device.handle(event)
        }
        return (device, device.app(named: "Sync")!, device.app(named: "Notes")!)
    }

    /// `app`'s count of writes just before and just after a second restore of the device's state
    /// now, `between` done after the first; the device stands as the state says after the second.
    private func writes(to app: InstalledApp, on device: Device, between: () -> Void = {}) throws
        -> (before: UInt64, after: UInt64) {
        let state = device.snapshot()
        try device.restore(state)
        between()
        let before = app.revision
        try device.restore(state)
        assertStandsAsSaid(device, state)
        return (before, app.revision)
    }

    /// Every app of `device` stands as `state` says, each value made afresh from the live app (a
    /// snapshot would hand back the saved value of an app it takes as unchanged, proving nothing).
    private func assertStandsAsSaid(_ device: Device, _ state: Device.State, line: UInt = #line) {
        for (index, app) in device.apps.enumerated() {
            XCTAssertEqual(app.value(names: device.traceNames), state.apps[index], "\(app.name)", line: line)
        }
        XCTAssertEqual(device.snapshot(), state, line: line)
    }

    func testAnAppNoStepWroteToIsLeftAloneAndStandsAsTheStateSays() throws {
        let (device, _, notes) = device()
        XCTAssertEqual(notes.state, .suspended)
        // Locking sends the front app (Sync) to the background (LK-1); suspended Notes hears nothing.
        let counts = try writes(to: notes, on: device) { device.handle(.lock) }
        XCTAssertEqual(counts.after, counts.before, "Notes was written to by a restore that had nothing to change")
    }

    func testAnAppAStepWroteToIsRestored() throws {
        let (device, _, notes) = device()
        // Notes comes back to the front (FG-1): it is written to, and the restore puts it back.
        let counts = try writes(to: notes, on: device) {
            device.handle(.launch(app: "Notes", url: nil))
            XCTAssertEqual(notes.state, .active)
        }
        XCTAssertNotEqual(counts.after, counts.before)
        XCTAssertEqual(notes.state, .suspended)
    }

    /// From the same saved apps, a restore puts back what the step wrote and nothing else
    /// (InstalledApp+Written.swift); from other saved apps, everything.
    func testARestoreFromTheSameSavedAppsPutsBackWhatWasWritten() throws {
        let (device, _, notes) = device()
        let state = device.snapshot()
        try device.restore(state)
        device.handle(.launch(app: "Notes", url: nil))
        XCTAssertEqual(notes.state, .active)
        let toRestore = notes.toRestore(sameSource: true)
        XCTAssertTrue(toRestore.contains(.machine), "Notes moved in its lifecycle")
        XCTAssertNotEqual(toRestore, .all, "Notes holds nothing the counts do not see")
        XCTAssertEqual(notes.toRestore(sameSource: false), .all)
        try device.restore(state)
        XCTAssertEqual(notes.state, .suspended)
        XCTAssertTrue(notes.written.isEmpty)
        assertStandsAsSaid(device, state)
    }

    func testAnAppHoldingViewControllersIsAlwaysRestored() throws {
        let (device, sync, _) = device()
        XCTAssertNotNil(sync.process?.views.root, "Sync's root view controller is loaded at its launch (VC-1)")
        let counts = try writes(to: sync, on: device)
        XCTAssertNotEqual(counts.after, counts.before, "an app whose view controllers the counts do not see was left alone")
    }

    func testSavedAppsOtherThanTheLastRestoredOnesAreRestored() throws {
        let (device, _, notes) = device()
        let state = device.snapshot()
        try device.restore(state)
        // The same apps, equal but not the very values the device was restored from.
        var copy = state
        copy.apps = state.apps.map { $0 }
        XCTAssertFalse(copy.apps.sharesStorage(with: state.apps))
        let written = notes.revision
        try device.restore(copy)
        XCTAssertNotEqual(notes.revision, written)
        XCTAssertEqual(device.snapshot(), state)
    }

    /// Every stored property of an app and of its process that their states hold counts its
    /// writes: one that did not would let a restore leave alone an app a step changed. (A
    /// property added to the states fails here until it is written below, and counts.)
    func testEveryPropertyTheStatesHoldCountsItsWrites() throws {
        let (_, sync, _) = device()
        let process = try XCTUnwrap(sync.process)
        let appWrites: [String: (InstalledApp) -> Void] = [
            "machine": { $0.machine = $0.machine }, "process": { $0.process = $0.process },
            "refreshOn": { $0.refreshOn = $0.refreshOn }, "forceQuit": { $0.forceQuit = $0.forceQuit },
            "pendingTransfers": { $0.pendingTransfers = $0.pendingTransfers },
            "cancelledTransfers": { $0.cancelledTransfers = $0.cancelledTransfers },
            "debuggerAttached": { $0.debuggerAttached = $0.debuggerAttached }, "archive": { $0.archive = $0.archive },
            "lastRestored": { $0.lastRestored = $0.lastRestored }, "inbox": { $0.inbox = $0.inbox },
            "bgPending": { $0.bgPending = $0.bgPending },
            "discardedWhileNotRunning": { $0.discardedWhileNotRunning = $0.discardedWhileNotRunning },
            "endedScenes": { $0.endedScenes = $0.endedScenes }, "storage": { $0.storage = $0.storage },
        ]
        // The name is the configuration's, never written.
        assertCounted(appWrites, on: sync, of: InstalledApp.State.situationProperties.subtracting(["name"]), \.revision)
        let appFields: [String: InstalledApp.Written] = [
            "machine": .machine, "process": .process, "refreshOn": .refreshOn, "forceQuit": .forceQuit,
            "pendingTransfers": .pendingTransfers, "cancelledTransfers": .cancelledTransfers,
            "debuggerAttached": .debuggerAttached, "archive": .archive, "lastRestored": .lastRestored, "inbox": .inbox,
            "bgPending": .bgPending, "discardedWhileNotRunning": .discardedWhileNotRunning, "endedScenes": .endedScenes,
            "storage": .storage,
        ]
        assertNoted(appWrites, on: sync, as: appFields, all: .all, \.written)
        let processWrites: [String: (AppProcess) -> Void] = [
            "launchReason": { $0.launchReason = $0.launchReason }, "tasks": { $0.tasks = $0.tasks },
            "lastTaskID": { $0.lastTaskID = $0.lastTaskID }, "completions": { $0.completions = $0.completions },
            "audioPlaying": { $0.audioPlaying = $0.audioPlaying }, "locationUpdating": { $0.locationUpdating = $0.locationUpdating },
            "views": { $0.views = $0.views }, "restoring": { $0.restoring = $0.restoring },
            "sendingDocument": { $0.sendingDocument = $0.sendingDocument }, "pendingTimers": { $0.pendingTimers = $0.pendingTimers },
            "firingInstant": { $0.firingInstant = $0.firingInstant }, "firingsAtInstant": { $0.firingsAtInstant = $0.firingsAtInstant },
            "warnedRunaway": { $0.warnedRunaway = $0.warnedRunaway },
            "finishedLaunching": { $0.finishedLaunching = $0.finishedLaunching },
            "bgHandlers": { $0.bgHandlers = $0.bgHandlers }, "bgRunning": { $0.bgRunning = $0.bgRunning },
            "watchdog": { $0.watchdog = $0.watchdog }, "restorationVetoed": { $0.restorationVetoed = $0.restorationVetoed },
        ]
        // The generation is the process's identity, never written.
        assertCounted(processWrites, on: process, of: AppProcess.State.situationProperties.subtracting(["generation"]),
                      \.revision)
        let processFields: [String: AppProcess.Written] = [
            "launchReason": .launchReason, "tasks": .tasks, "lastTaskID": .lastTaskID, "completions": .completions,
            "audioPlaying": .audioPlaying, "locationUpdating": .locationUpdating, "views": .views, "restoring": .restoring,
            "sendingDocument": .sendingDocument, "pendingTimers": .pendingTimers, "firingInstant": .firingInstant,
            "firingsAtInstant": .firingsAtInstant, "warnedRunaway": .warnedRunaway, "finishedLaunching": .finishedLaunching,
            "bgHandlers": .bgHandlers, "bgRunning": .bgRunning, "watchdog": .watchdog, "restorationVetoed": .restorationVetoed,
        ]
        assertNoted(processWrites, on: process, as: processFields, all: .all, \.written)
    }

    /// Each of `writes` (by the property it writes) notes that property alone among those written
    /// since the last restore (InstalledApp+Written.swift), each its own, all of them together
    /// `all`: a restore from the same saved apps puts back what was written, and nothing else.
    private func assertNoted<Object: AnyObject, Field: OptionSet & Equatable>(
        _ writes: [String: (Object) -> Void], on object: Object, as fields: [String: Field], all: Field,
        _ written: ReferenceWritableKeyPath<Object, Field>, line: UInt = #line) {
        XCTAssertEqual(Set(writes.keys), Set(fields.keys), line: line)
        var union: Field = []
        for (label, write) in writes.sorted(by: { $0.key < $1.key }) {
            object[keyPath: written] = []
            write(object)
            XCTAssertEqual(object[keyPath: written], fields[label], "a write to \(label) is not noted as its own", line: line)
            XCTAssertTrue(union.isDisjoint(with: fields[label] ?? []), "\(label) shares its field with another", line: line)
            union.formUnion(fields[label] ?? [])
        }
        XCTAssertEqual(union, all, line: line)
    }

    /// Each of `writes` (by the property it writes) changes `object`'s count of writes, and they
    /// are the writes of exactly `properties`.
    private func assertCounted<Object>(_ writes: [String: (Object) -> Void], on object: Object, of properties: Set<String>,
                                       _ count: KeyPath<Object, UInt64>, line: UInt = #line) {
        XCTAssertEqual(Set(writes.keys), properties, line: line)
        for (label, write) in writes.sorted(by: { $0.key < $1.key }) {
            let before = object[keyPath: count]
            write(object)
            XCTAssertNotEqual(object[keyPath: count], before, "a write to \(label) is not counted", line: line)
        }
    }
}
