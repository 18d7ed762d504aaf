@testable import LifecycleSim
import XCTest

/// `Device.Situation` is the state up to when it stands and how its counters numbered what it
/// holds: the same situation an hour later, or with other numbers, is one situation; a situation
/// with less budget left, or holding another closure, is another. Every stored property of the
/// state's parts is classed, so a new one is not left out unseen. The library-wide checks (every
/// scenario an hour later; states of one situation going on alike) are `SituationLibraryTests`.
final class DeviceSituationTests: XCTestCase {
    /// An iOS 17 device with Sync installed: on entering the background it begins a task and logs
    /// 20 s later; the task's expiration handler ends it (a 30 s budget, handlers 4 s before its end).
    private func device() -> Device {
        let device = Device(version: OSVersion(17, 0))
        var sync = AppConfiguration(name: "Sync")
        sync.on(.didEnterBackground) { context in
            context.perform(.beginTask("upload"))
            context.after(.seconds(20), perform: .log("tick"))
        }
        sync.onExpire("upload") { $0.perform(.endTask("upload")) }
        device.install(sync)
        return device
    }

    /// Sync launched `idle` after the start, then sent Home, and `inBackground` later.
    private func backgrounded(after idle: VirtualDuration, for inBackground: VirtualDuration) -> Device {
        let device = device()
        device.advance(by: idle)
        device.handle(.launch(app: "Sync", url: nil))
        device.handle(.home)
        device.advance(by: inBackground)
        return device
    }

    func testTheSameSituationLaterIsOneSituation() {
        let early = backgrounded(after: .zero, for: .seconds(5))
        let late = backgrounded(after: .hours(1), for: .seconds(5))
        XCTAssertEqual(late.now, early.now + .hours(1))
        XCTAssertEqual(late.remaining(of: "Sync"), early.remaining(of: "Sync"))
        XCTAssertEqual(early.remaining(of: "Sync"), .left(.seconds(25)), "30 s budget (BG-3), 5 s spent")
        XCTAssertNotEqual(late.snapshot(), early.snapshot())
        XCTAssertEqual(late.snapshot().situation, early.snapshot().situation)
        XCTAssertEqual(late.snapshot().situation.hashValue, early.snapshot().situation.hashValue)
    }

    /// The budget left (its end minus the clock) decides when the expiration handlers run (BG-5):
    /// 25 s left and 20 s left are two situations, at any time.
    func testLessBudgetLeftIsAnotherSituation() {
        let fuller = backgrounded(after: .zero, for: .seconds(5))
        let emptier = backgrounded(after: .zero, for: .seconds(10))
        XCTAssertEqual(emptier.remaining(of: "Sync"), .left(.seconds(20)))
        XCTAssertNotEqual(emptier.snapshot().situation, fuller.snapshot().situation)
        let emptierLater = backgrounded(after: .hours(1), for: .seconds(10))
        XCTAssertNotEqual(emptierLater.snapshot().situation, fuller.snapshot().situation)
        XCTAssertEqual(emptierLater.snapshot().situation, emptier.snapshot().situation)
    }

    /// The budget's end alone, with everything else (the scheduled expiry included) the same: the
    /// app reads 25 s left in one state and 20 s in the other, so they are two situations.
    func testTheBudgetsEndAloneMakesAnotherSituation() throws {
        let state = backgrounded(after: .zero, for: .seconds(5)).snapshot()
        var fuller = state, emptier = state
        XCTAssertNotNil(fuller.apps[0].machine.startBudget(until: state.now + .seconds(25)))
        XCTAssertNotNil(emptier.apps[0].machine.startBudget(until: state.now + .seconds(20)))
        let readings = try [fuller, emptier].map { saved -> RemainingTime in
            let device = device()
            try device.restore(saved)
            return device.remaining(of: "Sync")
        }
        XCTAssertEqual(readings, [.left(.seconds(25)), .left(.seconds(20))])
        XCTAssertNotEqual(emptier.situation, fuller.situation)
    }

    /// An internal failure's time counts from the clock, like every other time.
    func testAnInternalFailureCountsFromTheClock() {
        let early = backgrounded(after: .zero, for: .seconds(5))
        let late = backgrounded(after: .hours(1), for: .seconds(5))
        early.fail("a bug")
        late.fail("a bug")
        XCTAssertEqual(late.snapshot().situation, early.snapshot().situation)
        let failedEarlier = backgrounded(after: .zero, for: .seconds(1))
        failedEarlier.fail("a bug")
        failedEarlier.advance(by: .seconds(4))
        XCTAssertNotEqual(failedEarlier.snapshot().situation, early.snapshot().situation)
    }

    /// The runaway guard counts the timers a process runs at one instant, and starts again at any
    /// other (`RunawayGuard`): the count decides only at the instant it was counted at.
    func testTheRunawayCountMattersOnlyAtItsInstant() throws {
        let state = backgrounded(after: .zero, for: .seconds(5)).snapshot()
        var counted = state, countedMore = state, countedEarlier = state
        counted.apps[0].process?.firingInstant = state.now
        counted.apps[0].process?.firingsAtInstant = 3
        countedMore.apps[0].process?.firingInstant = state.now
        countedMore.apps[0].process?.firingsAtInstant = 4
        countedEarlier.apps[0].process?.firingInstant = state.now + VirtualDuration(milliseconds: -1)
        countedEarlier.apps[0].process?.firingsAtInstant = 4
        XCTAssertEqual(try XCTUnwrap(state.apps[0].process).firingsAtInstant, 0, "no timer has run")
        XCTAssertNotEqual(countedMore.situation, counted.situation)
        XCTAssertEqual(countedEarlier.situation, state.situation)
    }

    // MARK: Order kept

    /// The ranks a numbering gives keep the numbers' order, each number once, each kind apart.
    func testRanksKeepOrderWithinEachKind() {
        let numbering = SituationNumbering(now: .zero)
        for number in [40, 7, 40, 13] { _ = numbering(.task, number) }
        _ = numbering(.generation, 40)
        numbering.seal()
        XCTAssertEqual([7, 13, 40].map { numbering(.task, $0) }, [0, 1, 2])
        XCTAssertEqual(numbering(.generation, 40), 0)
    }

    private func drained(_ queue: Scheduler<String>) -> [String] {
        var queue = queue
        var items: [String] = []
        while let (_, item) = queue.popDue(notAfter: VirtualTime(milliseconds: .max)) { items.append(item) }
        return items
    }

    /// TE-5: items due at one instant come out in the order they were scheduled, whatever places
    /// the queue handed out and whatever its heap's shape: `a` and `b` at one instant come out in
    /// the order they were scheduled, and `c`, due earlier, first, though it was placed last in
    /// one queue and first in another that had handed out five places before.
    func testAQueueGivesItemsDueAtOneInstantInTheOrderScheduled() {
        let (ten, twenty) = (VirtualTime(milliseconds: 10_000), VirtualTime(milliseconds: 20_000))
        var ab = Scheduler<String>()
        ab.schedule("a", at: twenty)
        ab.schedule("b", at: twenty)
        ab.schedule("c", at: ten)
        var ba = Scheduler<String>()
        ba.schedule("b", at: twenty)
        ba.schedule("a", at: twenty)
        ba.schedule("c", at: ten)
        var abElsewhere = Scheduler<String>()
        for _ in 1...5 { _ = abElsewhere.reservePlace() }
        abElsewhere.schedule("c", at: ten)
        abElsewhere.schedule("a", at: twenty)
        abElsewhere.schedule("b", at: twenty)
        XCTAssertEqual([drained(ab), drained(ba), drained(abElsewhere)],
                       [["c", "a", "b"], ["c", "b", "a"], ["c", "a", "b"]])
        XCTAssertNotEqual(abElsewhere, ab, "the queues hold other places")
    }

    /// Items due at one instant keep their order in a situation, and only that order: a device
    /// whose timers `a` and `b` are due at one instant (TE-5: they fire in the order scheduled)
    /// and one holding the same timers with their places swapped are two situations, and log
    /// them in either order; the same queue with every place moved on, and `c`, due earlier,
    /// placed before them rather than after, logs them alike and is the same situation.
    func testItemsDueAtOneInstantKeepTheirOrder() throws {
        func device() -> Device {
            let device = Device(version: OSVersion(17, 0))
            var sync = AppConfiguration(name: "Sync")
            sync.on(.didEnterBackground) { context in
                // The task keeps the process running while the timers fall due (BG-1).
                context.perform(.beginTask("upload"))
                context.after(.seconds(20), perform: .log("a"))
                context.after(.seconds(20), perform: .log("b"))
                context.after(.seconds(10), perform: .log("c"))
            }
            device.install(sync)
            return device
        }
        let original = device()
        original.handle(.launch(app: "Sync", url: nil))
        original.handle(.home)
        let state = original.snapshot()
        let items = scheduledItems(of: state)
        let timers = items.filter { if case .timer = $0.item { true } else { false } }.sorted { $0.place < $1.place }
        XCTAssertEqual(timers.count, 3, "a, b and c are scheduled, in that order")
        func placed(_ place: (ScheduledItem, UInt64) -> UInt64) -> Device.State {
            rescheduled(state, items, place: place)
        }
        let (a, b, c) = (timers[0].item, timers[1].item, timers[2].item)
        let swapped = placed { item, old in
            item == a ? timers[1].place : item == b ? timers[0].place : old
        }
        let elsewhere = placed { item, old in item == c ? 5 : old + 10 }
        let logs = try [state, swapped, elsewhere].map { saved -> [String] in
            let device = device()
            try device.restore(saved)
            let trace = TraceCollector()
            device.addSink(trace)
            device.advance(by: .seconds(25))
            return trace.records.compactMap { if case .log(let record) = $0 { record.text } else { nil } }
        }
        XCTAssertEqual(logs, [["c", "a", "b"], ["c", "b", "a"], ["c", "a", "b"]])
        XCTAssertNotEqual(swapped.situation, state.situation)
        XCTAssertEqual(elsewhere.situation, state.situation)
    }

    /// BG-5: a budget's end is scheduled when its expiration handlers run, in the place it took
    /// when the budget started, so it comes before a timer the app scheduled afterwards for the
    /// same instant: the kill (a task left outstanding) drops the timer (TE-5). The same queue with
    /// the timer placed before the end logs `tick` first: another situation. With every place
    /// moved on alike (the end's too), nothing changes: the same situation.
    func testABudgetsEndKeepsItsPlaceAmongWhatFallsDueWithIt() throws {
        func device() -> Device {
            let device = Device(version: OSVersion(17, 0))
            var sync = AppConfiguration(name: "Sync")
            sync.on(.didEnterBackground) { context in
                context.perform(.beginTask("upload"))
                context.after(.seconds(30), perform: .log("tick"))
            }
            device.install(sync)
            return device
        }
        let original = device()
        original.handle(.launch(app: "Sync", url: nil))
        original.handle(.home)
        let state = original.snapshot()
        let items = scheduledItems(of: state)
        func placed(_ place: (ScheduledItem, UInt64) -> UInt64) -> Device.State {
            rescheduled(state, items, place: place)
        }
        let movedOn = placed { _, old in old + 10 }
        let timerFirst = placed { item, old in if case .timer = item { 0 } else { old + 10 } }
        let ticks = try [state, movedOn, timerFirst].map { saved -> Bool in
            let device = device()
            try device.restore(saved)
            let trace = TraceCollector()
            device.addSink(trace)
            device.advance(by: .seconds(60))
            XCTAssertEqual(device.state(of: "Sync"), .notRunning, "killed at the budget's end (BG-5)")
            return trace.records.contains { if case .log(let record) = $0 { record.text == "tick" } else { false } }
        }
        XCTAssertEqual(ticks, [false, false, true])
        XCTAssertEqual(movedOn.situation, state.situation)
        XCTAssertNotEqual(timerFirst.situation, state.situation)
    }

    /// A timer's due time is a time too: the same budget left with the timer due 5 s apart is
    /// another situation (`tick` would come 5 s later in it).
    func testATimerDueAtAnotherMomentIsAnotherSituation() {
        let device = device()
        device.handle(.launch(app: "Sync", url: nil))
        device.handle(.home)
        device.advance(by: .seconds(5))
        device.handle(.launch(app: "Sync", url: nil))
        let returned = device.snapshot()
        let other = self.device()
        other.handle(.launch(app: "Sync", url: nil))
        other.handle(.home)
        other.advance(by: .seconds(10))
        other.handle(.launch(app: "Sync", url: nil))
        XCTAssertEqual(device.remaining(of: "Sync"), other.remaining(of: "Sync"), "both in the foreground again")
        XCTAssertNotEqual(other.snapshot().situation, returned.situation)
    }

    /// The Swift API's closures are kept by their numbers: a second backgrounding hands over a new
    /// closure (it may capture other values), so it is another situation; the language's same code
    /// (`after 10s log later`), a value, makes the same situation. Each time the app is suspended,
    /// its timer pending.
    func testAnotherClosureIsAnotherSituationAndTheLanguagesCodeIsNot() {
        func firstAndSecondBackgrounding(closure: Bool) -> (Device.State, Device.State) {
            let device = Device(version: OSVersion(17, 0))
            var app = AppConfiguration(name: "A")
            app.on(.didEnterBackground) { context in
                if closure {
                    context.after(.seconds(10), label: "later") { $0.log("later") }
                } else {
                    context.after(.seconds(10), perform: .log("later"))
                }
            }
            device.install(app)
            device.handle(.launch(app: "A", url: nil))
            device.handle(.home)
            let first = device.snapshot()
            device.handle(.launch(app: "A", url: nil))
            device.advance(by: .seconds(60))
            device.handle(.home)
            XCTAssertEqual(device.state(of: "A"), .suspended, "a timer keeps no app running (BG-2)")
            return (first, device.snapshot())
        }
        let (first, second) = firstAndSecondBackgrounding(closure: true)
        XCTAssertNotEqual(second.situation, first.situation)
        let (firstInLanguage, secondInLanguage) = firstAndSecondBackgrounding(closure: false)
        XCTAssertNotEqual(secondInLanguage, firstInLanguage)
        XCTAssertEqual(secondInLanguage.situation, firstInLanguage.situation)
    }

    /// PS-1: `ps` lists the processes seen to end since the previous `ps`, and nothing else reads
    /// that list, so a situation leaves it out. Notes launched, swiped away in the switcher (TE-2),
    /// the switcher closed and Notes launched again stands as Notes launched once: active, in a
    /// fresh process, the same situation, though the states differ (one remembers the swiped
    /// process for the next `ps`).
    /// The next `ps` is where they differ, and only in that line: "Notes" against "none".
    func test_PS1_anAppSwipedAwayAndLaunchedAgainIsInTheSituationOfOneLaunch() {
        func notes() -> Device {
            let device = Device(version: OSVersion(17, 0))
            device.install(AppConfiguration(name: "Notes"))
            return device
        }
        let swiped = notes(), once = notes()
        for event: DeviceEvent in [.launch(app: "Notes", url: nil), .home, .switcherShow, .switcherKill(app: "Notes"),
                                   .switcherClose, .launch(app: "Notes", url: nil)] {
            XCTAssertTrue(swiped.handle(event).isApplied, "\(event)")
        }
        XCTAssertTrue(once.handle(.launch(app: "Notes", url: nil)).isApplied)
        // As an exploration does after every step: the swiped process's budget expiry can never act.
        swiped.sweepStaleItems()
        XCTAssertEqual(swiped.state(of: "Notes"), .active)
        XCTAssertNotEqual(swiped.snapshot(), once.snapshot())
        XCTAssertEqual(swiped.situation, once.situation)
        let lines = [swiped, once].map { device -> [String] in
            let trace = TraceCollector()
            device.addSink(trace)
            device.handle(.ps)
            device.flushTrace()
            return trace.records.compactMap { if case .log(let record) = $0 { record.text } else { nil } }
        }
        XCTAssertEqual(lines[0].dropLast(), lines[1].dropLast(), "every line of the list but the ended processes'")
        XCTAssertEqual(lines.map(\.last), ["ps: ended since the last ps: Notes", "ps: ended since the last ps: none"])
    }

    // MARK: Every property classed

    /// How `Device.Situation` treats a stored property of the state (Device+Situation.swift).
    private enum Treatment {
        /// Kept as it is.
        case kept
        /// A time: its distance from the state's clock.
        case moved
        /// A number the device handed out: its rank among those of its kind.
        case renumbered
        /// A counter of what comes next, a representation detail, or what only a line of the trace
        /// reads (the processes ended since the last `ps`, PS-1): gone.
        case dropped
        /// Kept only where it decides something (the runaway guard's count at the instant now).
        case keptWhereItDecides
    }

    private func labels(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    private func assertClassed(_ value: Any, _ treatments: [String: Treatment], file: StaticString = #filePath,
                               line: UInt = #line) {
        XCTAssertEqual(labels(of: value), Set(treatments.keys),
                       "a property of \(type(of: value)) the situation does not class: rewrite it in "
                       + "Device+Situation if it is a time or a number a counter hands out, then class it here",
                       file: file, line: line)
    }

    /// A new stored property fails here until it is classed: the situation's rewriting is written
    /// field by field, and a time or counter left as it is would keep two runs apart for ever.
    func testEveryStoredPropertyOfTheStateIsClassed() throws {
        let device = backgrounded(after: .zero, for: .seconds(1))
        let state = device.snapshot()
        assertClassed(state, [
            "version": .kept, "multitasking": .kept, "model": .kept, "memory": .kept, "systemMemory": .kept,
            "origin": .kept, "apps": .kept, "now": .dropped, "internalFailure": .moved, "scheduler": .kept,
            "schedulerSweepThreshold": .kept, "warnedCatchUpRunaway": .kept, "timers": .kept,
            "nextTaskID": .dropped, "nextGeneration": .dropped, "nextWindowID": .dropped, "nextBGTaskSerial": .dropped,
            "nextHeldClosure": .dropped, "charging": .kept, "network": .kept, "front": .kept, "beside": .kept,
            "overlays": .kept, "call": .kept, "fullScreenCalls": .kept, "alwaysOnDisplay": .kept, "locked": .kept,
            "passcode": .kept, "protectedDataAvailable": .kept, "protectedDataEpoch": .renumbered, "lockReturn": .kept,
            "lockReturnSplit": .kept, "switcherCards": .kept, "globalRefresh": .kept, "lowPower": .kept,
            "recordsNotifications": .kept, "memoryWarningLevel": .kept, "endedSinceLastProcessList": .dropped,
        ])
        let app = state.apps[0]
        assertClassed(app, [
            "name": .kept, "machine": .kept, "process": .kept, "refreshOn": .kept, "forceQuit": .kept,
            "pendingTransfers": .kept, "cancelledTransfers": .kept, "debuggerAttached": .kept, "archive": .kept,
            "lastRestored": .kept, "inbox": .kept, "bgPending": .kept, "discardedWhileNotRunning": .kept,
            "endedScenes": .kept, "storage": .kept,
        ])
        assertClassed(app.machine, [
            "traits": .kept, "phase": .moved, "budgetsStarted": .renumbered, "scenes": .kept, "sceneLag": .kept,
            "hasSceneSession": .kept, "shownScene": .kept,
        ])
        assertClassed(Suspension(), ["protectedDataAvailable": .kept, "memoryWarning": .kept, "held": .renumbered])
        let process = try XCTUnwrap(app.process)
        assertClassed(process, [
            "generation": .renumbered, "launchReason": .kept, "tasks": .kept, "lastTaskID": .renumbered,
            "completions": .kept, "audioPlaying": .kept, "locationUpdating": .kept, "views": .kept, "restoring": .kept,
            "sendingDocument": .kept, "pendingTimers": .kept, "firingInstant": .keptWhereItDecides,
            "firingsAtInstant": .keptWhereItDecides, "warnedRunaway": .kept, "finishedLaunching": .kept,
            "bgHandlers": .kept, "bgRunning": .kept, "watchdog": .moved, "restorationVetoed": .kept,
        ])
        // A task's name code and creation second are outside its equality (ProcessRecords.swift).
        assertClassed(try XCTUnwrap(process.tasks.first), [
            "id": .renumbered, "name": .kept, "nameCode": .dropped, "begunSecond": .dropped, "expiration": .renumbered,
        ])
        assertClassed(CompletionWindow(id: 1, deadline: nil, kind: .fetch),
                      ["id": .renumbered, "deadline": .moved, "kind": .kept])
        assertClassed(AppProcess.RunningBGTask(identifier: "", kind: .refresh, serial: 1, requiresNetwork: false,
                                               requiresPower: false, completion: nil, scene: nil, expiration: nil), [
            "identifier": .kept, "kind": .kept, "serial": .renumbered, "requiresNetwork": .kept, "requiresPower": .kept,
            "completion": .renumbered, "scene": .kept, "expiration": .renumbered,
        ])
        assertClassed(Watchdog(deadline: .zero, kind: .launch), ["deadline": .moved, "kind": .kept])
        assertClassed(PendingBGRequest(request: BGTaskRequest(identifier: "", kind: .refresh), earliest: nil),
                      ["request": .kept, "earliest": .moved])
        assertClassed(InternalFailure(message: "", time: .zero), ["message": .kept, "time": .moved])
        let timer = try XCTUnwrap(state.timers.all { _ in true }.first).timer
        assertClassed(timer, [
            "app": .kept, "generation": .renumbered, "due": .moved, "label": .kept, "completion": .renumbered,
            "closure": .kept,
        ])
        assertClassed(state.timers, ["slots": .renumbered, "freeSlots": .dropped, "nextSerial": .dropped])
        assertClassed(state.scheduler, ["heap": .renumbered, "nextSequence": .dropped])
    }

    /// A device writes each situation into the room of the last one's words when no situation
    /// holds those any more: a situation kept (as a search keeps the new ones) keeps its words
    /// while the device writes the next, and one dropped lends its room without changing another.
    func testASituationKeptKeepsItsWordsWhileTheDeviceWritesOthers() throws {
        let device = device()
        device.handle(.launch(app: "Sync", url: nil))
        let launched = device.situation
        let launchedState = device.snapshot()
        device.handle(.home)
        _ = device.situation  // dropped at once: its room serves the next
        device.advance(by: .seconds(5))
        let later = device.situation
        let laterState = device.snapshot()
        XCTAssertEqual(launched, launchedState.situation, "kept while two more were written")
        XCTAssertEqual(later, laterState.situation)
        XCTAssertNotEqual(launched, later)
        try device.restore(launchedState)
        XCTAssertEqual(device.situation, launched)
        XCTAssertEqual(later, laterState.situation, "kept while the restored state's was written")
    }
}

/// What `state`'s queue holds: each item with its deadline and its place.
private func scheduledItems(of state: Device.State) -> [(deadline: VirtualTime, place: UInt64, item: ScheduledItem)] {
    var items: [(deadline: VirtualTime, place: UInt64, item: ScheduledItem)] = []
    state.scheduler.forEach { items.append(($0, $1, $2)) }
    return items
}

/// `state` with its queue rebuilt from `items`, each in the place `place` gives it; a budget's
/// end moves on by 10 places with the rest, so places moved on alike keep their order.
private func rescheduled(_ state: Device.State,
                         _ items: [(deadline: VirtualTime, place: UInt64, item: ScheduledItem)],
                         place: (ScheduledItem, UInt64) -> UInt64) -> Device.State {
    var moved = state
    moved.scheduler = Scheduler()
    for (deadline, old, item) in items {
        var placedItem = item
        if case .budgetExpiry(let app, let generation, let epoch, let endPlace) = item {
            placedItem = .budgetExpiry(app: app, generation: generation, epoch: epoch, endPlace: endPlace + 10)
        }
        moved.scheduler.schedule(placedItem, at: deadline, in: place(item, old))
    }
    return moved
}
