@testable import LifecycleSim
import XCTest

/// A device writes again the part of a situation an app wrote before, when the app stands as the
/// same saved apps, its times moved to the clock (Device+SituationParts.swift): the situation
/// must be the one its snapshot's walk writes (`Device.State.situation`, which keeps nothing),
/// wherever the part falls among the others' words, numbers and strings.
final class KeptAppPartTests: XCTestCase {
    /// Sync and Notes on iOS 17 (`syncAndNotesDevice`), Notes launched and sent Home (suspended at
    /// once, BG-2: no task), restored from its own snapshot so that both stand as saved apps.
    private func device() throws -> (Device, notes: InstalledApp) {
        let device = syncAndNotesDevice()
        for event: DeviceEvent in [.launch(app: "Notes", url: nil), .home] { device.handle(event) }
        try device.restore(device.snapshot())
        return (device, device.app(named: "Notes")!)
    }

    /// Sync launched and sent Home: it begins its `upload` task (BG-1), so its part of the words
    /// holds two strings more (the task's name, and the name of its last task, BG-6) ahead of
    /// Notes', which nothing touches (suspended apps hear nothing of another's launch).
    private func launchSyncAndSendItHome(on device: Device) {
        for event: DeviceEvent in [.launch(app: "Sync", url: nil), .home] { device.handle(event) }
        XCTAssertEqual(device.app(named: "Sync")?.process?.tasks.count, 1)
    }

    func testAnUnchangedAppsPartIsWrittenAgainWhereItFallsNow() throws {
        let (device, notes) = try device()
        XCTAssertEqual(device.situation, device.snapshot().situation)
        XCTAssertEqual(device.appPartsWrittenAgain, 0, "the first situation writes Notes' part and keeps it")
        let notesWrites = notes.revision
        launchSyncAndSendItHome(on: device)
        XCTAssertEqual(notes.revision, notesWrites, "Notes was written to")
        let situation = device.situation
        XCTAssertEqual(device.appPartsWrittenAgain, 1, "Notes' kept part was not written again")
        XCTAssertEqual(situation, device.snapshot().situation)
    }

    func testTheCheckFindsAKeptPartTheSameAsOneWrittenAfresh() throws {
        try Device.$checkingKeptAppParts.withValue(true) {
            let (device, _) = try device()
            _ = device.situation
            launchSyncAndSendItHome(on: device)
            XCTAssertEqual(device.situation, device.snapshot().situation)
            XCTAssertEqual(device.appPartsWrittenAgain, 1)
        }
    }

    /// Uploader on iOS 17, launched and sent Home: it begins its `upload` task (BG-1), in a budget
    /// that ends 30 s on (BG-3); restored from its own snapshot, so that it stands as a saved app.
    /// (It keeps nothing beside the words: no view controllers, no defaults.)
    private func uploaderInItsBudget() throws -> (Device, AppProcess) {
        let device = Device(version: OSVersion(17, 0))
        var uploader = AppConfiguration(name: "Uploader")
        uploader.on(.didEnterBackground) { $0.perform(.beginTask("upload")) }
        device.install(uploader)
        for event: DeviceEvent in [.launch(app: "Uploader", url: nil), .home] { device.handle(event) }
        let process = try XCTUnwrap(device.app(named: "Uploader")?.process)
        XCTAssertEqual(process.tasks.count, 1)
        return (device, process)
    }

    /// Times are written as their distance from the clock: at another instant a kept part is
    /// written again with its times moved (the budget's end one second nearer).
    func testAPartIsWrittenAgainAtAnotherInstantItsTimesMoved() throws {
        let (device, _) = try uploaderInItsBudget()
        try device.restore(device.snapshot())
        let before = device.situation
        XCTAssertEqual(device.situation, before)
        XCTAssertEqual(device.appPartsWrittenAgain, 1, "the part was kept at the first clock")
        device.advance(by: .seconds(1))
        let after = device.situation
        XCTAssertEqual(device.appPartsWrittenAgain, 2, "the part is written again, its times moved")
        XCTAssertEqual(after, device.snapshot().situation)
        XCTAssertNotEqual(after, before, "a second nearer its budget's end, Uploader stands otherwise")
    }

    /// A process's count of the timers run at one instant is written only when that instant is
    /// the clock (`RunawayGuard`): a part that held it is written afresh at another instant.
    func testAPartThatComparedAnInstantWithTheClockIsWrittenAfreshAtAnother() throws {
        let (device, process) = try uploaderInItsBudget()
        process.firingInstant = device.now
        process.firingsAtInstant = 3
        let saved = device.snapshot()
        try device.restore(saved)
        _ = device.situation
        device.advance(by: .seconds(1))
        XCTAssertEqual(device.situation, device.snapshot().situation)
        XCTAssertEqual(device.appPartsWrittenAgain, 0, "the part counted timers at its own instant")
        // Back at the saved instant, the part kept a second later compares otherwise again.
        try device.restore(saved)
        XCTAssertEqual(device.situation, saved.situation)
        XCTAssertEqual(device.appPartsWrittenAgain, 0, "the part kept a second later counted no timer")
    }

    /// An app written to since the part was kept, or standing as other saved apps, writes afresh.
    func testAPartIsNotWrittenAgainForAnAppWrittenToOrRestoredFromAnotherState() throws {
        let (device, notes) = try device()
        _ = device.situation
        device.handle(.launch(app: "Notes", url: nil))
        XCTAssertEqual(notes.state, .active)
        XCTAssertEqual(device.situation, device.snapshot().situation)
        XCTAssertEqual(device.appPartsWrittenAgain, 1, "Sync's part alone is written again: Notes was written to")

        let other = device.snapshot()
        device.handle(.home)
        try device.restore(other)
        XCTAssertEqual(device.situation, other.situation)
        XCTAssertEqual(device.appPartsWrittenAgain, 1, "both apps stand as other saved apps: neither part is written again")
    }

    /// An app that keeps a value beside the words (its container, PS-3) keeps no part: each
    /// situation writes it afresh.
    func testAnAppKeepingAValueBesideTheWordsWritesAfresh() throws {
        let device = Device(version: OSVersion(17, 0))
        var keeper = AppConfiguration(name: "Keeper")
        keeper.on(.didEnterBackground) { $0.perform(.setDefault(key: "left", value: "background")) }
        device.install(keeper)
        for event: DeviceEvent in [.launch(app: "Keeper", url: nil), .home] { device.handle(event) }
        XCTAssertFalse(try XCTUnwrap(device.app(named: "Keeper")).storage.isEmpty)
        try device.restore(device.snapshot())
        for _ in 0..<3 { XCTAssertEqual(device.situation, device.snapshot().situation) }
        XCTAssertEqual(device.appPartsWrittenAgain, 0)
    }

    /// Steps taken from a state one after another, as an explorer takes them (`BreadthFirstSearch`):
    /// a step that changes one app leaves the other's part to be written again, and every
    /// situation is its snapshot's (`Device.checkingKeptAppParts` stops the run otherwise), every
    /// app a restore leaves alone or puts back in part stands as the state says, and every app
    /// value a snapshot makes is one made afresh (`Device.checkingUnchangedApps`).
    func testAnExplorationWritesKeptPartsAgainAndEachSituationIsItsSnapshots() {
        Device.$checkingKeptAppParts.withValue(true) { Device.$checkingUnchangedApps.withValue(true) {
            let device = syncAndNotesDevice()
            let steps: [ExploreStep] = [.event(.launch(app: "Sync", url: nil)), .event(.launch(app: "Notes", url: nil)),
                                        .event(.home), .event(.lock), .event(.unlock), .nextDeadline]
            let reader = StepsOnly(device: device, steps: steps)
            let start = device.explorationStart()
            let result = BreadthFirstSearch.run(from: start, steps: steps.count, maxDepth: 4, readers: [reader],
                                                key: { device in device.situation }, startKey: start.situation)
            XCTAssertGreaterThan(result.nodes.count, 10)
            XCTAssertGreaterThan(device.appPartsWrittenAgain, 0, "no part was written again")
        } }
    }
}

/// A reader that takes each step and reads nothing.
private final class StepsOnly: StepReader {
    let device: Device
    let steps: [ExploreStep]

    init(device: Device, steps: [ExploreStep]) {
        self.device = device
        self.steps = steps
    }

    func take(_ step: Int) -> Bool { steps[step].apply(to: device) != nil }
    func read(_ step: Int) -> [Never] { [] }
}
