import LifecycleSim
import XCTest

/// BG-1 … BG-9: finite-length background tasks and the budget.
final class BackgroundTaskRuleTests: RuleTestCase {
    // MARK: BG-1

    func test_BG1_identifiers1_2_3_neverReusedAcrossAppsRelaunchesAndReboot() {
        let ids = Box<[Int]>([])
        func app(_ name: String) -> AppConfiguration {
            var config = AppConfiguration(name: name)
            config.on(.didEnterBackground) { ids.value.append($0.beginBackgroundTask(withName: "t").rawValue) }
            return config
        }
        let t = makeDevice(ios: 7, apps: [app("A"), app("B")])
        t.send(.launch(app: "A", url: nil), .home)
        t.send(.launch(app: "B", url: nil), .home)
        t.send(.crash(app: "A"))
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(ids.value, [1, 2, 3])
        t.send(.reboot)
        t.send(.launch(app: "B", url: nil), .home)
        XCTAssertEqual(ids.value, [1, 2, 3, 4], "identifiers never restart, not even at a reboot")
        XCTAssertEqual(t.trace.records.compactMap { if case .task(let r) = $0, r.action == .begin { return r.id }; return nil },
                       [1, 2, 3, 4])
    }

    func test_BG1_outstandingCountIsTheSizeOfTheSet() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground),
                                                       [.beginTask("a"), .beginTask("b"), .beginTask("c"), .endTask("b")])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 2)
        XCTAssertEqual(t.device.outstandingTaskNames(of: "A"), ["a", "c"])
        let records = t.taskRecords("A")
        XCTAssertEqual(records.map(\.action), [.begin, .begin, .begin, .end])
        XCTAssertEqual(records.map(\.outstanding), [1, 2, 3, 2])
        XCTAssertEqual(records.map(\.id), [1, 2, 3, 2])
        XCTAssertEqual(records.map(\.rule), [.bg1, .bg1, .bg1, .bg1])
    }

    func test_BG1_taskBegunInTheForegroundIsDormant() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didFinishLaunching), [.beginTask("t")])])])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1)
        t.wait(3600, expecting: [])
        XCTAssertEqual(t.state("A"), .active)
        XCTAssertEqual(t.device.remaining(of: "A"), .unlimited)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1)
    }

    // MARK: BG-2

    func test_BG2_nothingKeepsItRunning_suspendedAtOnce() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.at(7)
        t.send(.home)
        let suspension = t.transitionRecords("A").last
        XCTAssertEqual(suspension?.to, .suspended)
        XCTAssertEqual(suspension?.time, .seconds(7))
        XCTAssertEqual(suspension?.rule, .bg2)
    }

    func test_BG2_suspendedAfterTheCurrentCallbackReturns() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground),
                                                       [.beginTask("t"), .endTask("t"), .work(.seconds(2)), .log("still running")])])])
        t.send(.launch(app: "A", url: nil))
        // The last task ends inside didEnterBackground, which works on for 2 s: suspended when it returns.
        t.send(.home, expecting: homeFromActive("A") + [
            "A task begin 1 't' (1 outstanding) [BG-1]",
            "A task end 1 't' (0 outstanding) [BG-1]",
            "+2s A log still running",
            "+2s A background → suspended [BG-2]",
        ])
    }

    func test_BG2_lastTaskEndedByATimer_suspendedThen() {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t"))
            context.after(.seconds(60), label: "finish") { $0.perform(.endTask("t")) }
        }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(59)
        XCTAssertEqual(t.state("A"), .background)
        t.at(100)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(60))
    }

    // MARK: BG-3

    func test_BG3_beginningMoreTasksNeverExtendsTheBudget() {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t1"))
            context.after(.seconds(100), label: "second task") { $0.perform(.beginTask("t2")) }
        }
        config.onExpire("t1") { $0.perform(.endTask("t1")) }
        config.onExpire("t2") { $0.perform(.endTask("t2")) }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil))
        t.at(10)
        t.send(.home)
        t.at(110)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 2)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(80)), "180 s counted from 10 s, not from the new task")
        t.at(185)
        XCTAssertEqual(t.state("A"), .background)
        t.at(400)
        let expiries = t.callbackRecords("A").filter { $0.callback.taskName != nil }
        XCTAssertEqual(expiries.map(\.callback.description), ["expire t1", "expire t2"])
        // BG-5: both handlers 4 s before the one budget's end (190 s).
        XCTAssertEqual(expiries.map(\.time), [.seconds(186), .seconds(186)])
        XCTAssertEqual(t.state("A"), .suspended)
    }

    // MARK: BG-4

    func test_BG4_taskBegunInForegroundKeepsAppRunningAtNextBackgrounding_budgetRestarts() {
        let t = makeDevice(ios: 7, apps: [.app("A", [(.delegate(.didFinishLaunching), [.beginTask("sync")]),
                                                     (.expire(task: "sync"), [.endTask("sync")])])])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.device.remaining(of: "A"), .unlimited)
        t.at(10)
        t.send(.home)
        XCTAssertEqual(t.state("A"), .background, "the dormant task keeps the app running")
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(180)))
        t.at(50)
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.device.remaining(of: "A"), .unlimited)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1, "tasks survive a return to the foreground")
        t.at(100)
        t.send(.home)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(180)), "the budget starts afresh")
        t.wait(175, expecting: [], "the first backgrounding's end (190 s) does not apply")
        XCTAssertEqual(t.state("A"), .background)
        // At 276 s, 4 s before the end 180 s after the second Home (BG-5, then BG-2 as the
        // handler ended the task).
        t.wait(1, expecting: [
            "+1s A task expire 1 'sync' (1 outstanding) [BG-5]",
            "+1s A • expire sync (background) [BG-5]",
            "+1s A task end 1 'sync' (0 outstanding) [BG-1]",
            "+1s A background → suspended [BG-5]",
        ])
    }

    func test_BG4_backgroundTimeRemainingInTheForegroundIsGreatestFiniteMagnitude() {
        let seen = Box<[Double]>([])
        var config = AppConfiguration(name: "A")
        config.on(.didBecomeActive) { seen.value.append($0.backgroundTimeRemaining) }
        config.on(.didFinishLaunching) { seen.value.append($0.backgroundTimeRemaining) }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(seen.value, [.greatestFiniteMagnitude, .greatestFiniteMagnitude])
    }

    /// BG-4 (DOC: "valid only after the app enters the background"; forum message 391799:
    /// DBL_MAX read on entering the background): inside didEnterBackground the value reads
    /// DBL_MAX, with a task begun in the foreground or in the callback itself; once the callback
    /// has returned, a timer 1 s later reads the budget less that second (PR-1: 180 s on iOS 7).
    func test_BG4_backgroundTimeRemainingInsideDidEnterBackgroundIsDBLMaxThenTheBudget() {
        let seen = Box<[Double]>([])
        var config = AppConfiguration(name: "A")
        config.on(.didFinishLaunching) { $0.perform(.beginTask("early")) }
        config.on(.didEnterBackground) { context in
            seen.value.append(context.backgroundTimeRemaining)
            context.perform(.beginTask("late"))
            seen.value.append(context.backgroundTimeRemaining)
            context.after(.seconds(1), label: "read") { seen.value.append($0.backgroundTimeRemaining) }
        }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(7)
        XCTAssertEqual(seen.value, [.greatestFiniteMagnitude, .greatestFiniteMagnitude, 179])
    }

    /// `log-remaining` writes what the handler reads into the trace.
    func test_BG4_logRemainingWritesTheReadingIntoTheTrace() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t"), .logRemaining])])])
        t.send(.launch(app: "A", url: nil), .home)
        let logs = t.trace.records.compactMap { record -> String? in
            if case .log(let log) = record, log.app == "A" { return log.text }
            return nil
        }
        XCTAssertEqual(logs, ["backgroundTimeRemaining = DBL_MAX (1.797693134862316e+308)"])
    }

    // MARK: BG-5

    func test_BG5_expirationHandlersRunOldestFirst_allEnded_suspended() {
        let t = makeDevice(ios: 13, apps: [.app("A", [
            (.delegate(.didEnterBackground), [.beginTask("a"), .beginTask("b"), .beginTask("c")]),
            (.expire(task: "a"), [.endTask("a")]),
            (.expire(task: "b"), [.endTask("b")]),
            (.expire(task: "c"), [.endTask("c")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.at(30)
        XCTAssertEqual(t.steps("A"), ["expire a", "expire b", "expire c", "background>suspended"])
        XCTAssertEqual(t.callbackRecords("A").map(\.rule), [.bg5, .bg5, .bg5])
        // 4 s before the end of iOS 13's 30 s.
        XCTAssertEqual(t.callbackRecords("A").map(\.time), [.seconds(26), .seconds(26), .seconds(26)])
        XCTAssertEqual(t.transitionRecords("A").last?.rule, .bg5)
        XCTAssertEqual(t.taskRecords("A").filter { $0.action == .expire }.map(\.name), ["a", "b", "c"])
    }

    /// BG-5 (DOC: "shortly before the app's remaining background time reaches 0"; UIKit's log:
    /// the handlers 26 s into iOS 13's 30 s): the handler reads 4 s left, BG-9 refuses a task
    /// begun there, and a task the app ends in those last seconds still saves it from the kill.
    func test_BG5_theHandlersRunFourSecondsBeforeTheEnd_andTheAppMayStillEndItsTask() {
        let read = Box<[Double]>([])
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { $0.perform(.beginTask("upload")) }
        config.onExpire("upload") { context in
            read.value.append(context.backgroundTimeRemaining)
            context.perform(.beginTask("late"))
            context.after(.seconds(2), label: "finish") { $0.perform(.endTask("upload")) }
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(27)
        XCTAssertEqual(read.value, [4])
        XCTAssertEqual(t.state("A"), .background, "the unended task keeps it running to the end")
        XCTAssertEqual(t.device.outstandingTaskNames(of: "A"), ["upload"], "BG-9: no new task after the handlers")
        t.at(60)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.transitionRecords("A").last?.time, .seconds(28), "ended at 28 s, before the end: BG-2")
        XCTAssertTrue(t.warnings(.bg5).isEmpty, "no kill")
    }

    func test_BG5_taskWithoutHandler_killed_noWillTerminate() {
        let t = makeDevice(ios: 13, apps: [.app("A", [
            (.delegate(.didEnterBackground), [.beginTask("a"), .beginTask("b")]),
            (.expire(task: "a"), [.endTask("a")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        // Both tasks expire 4 s before the end, oldest first; b has no handler, so it cannot be
        // ended: the app runs on to the end and is killed there.
        t.wait(30, expecting: [
            "+26s A task expire 1 'a' (2 outstanding) [BG-5]",
            "+26s A • expire a (background) [BG-5]",
            "+26s A task end 1 'a' (1 outstanding) [BG-1]",
            "+26s A task expire 2 'b' (1 outstanding) [BG-5]",
            "+30s A ⚠ has active assertions beyond permitted time (0x8badf00d): 1 background task(s) not ended: 'b' [BG-5]",
            "+30s A background → not-running [BG-5]",
        ])
    }

    func test_BG5_handlerThatDoesNotEndItsTask_killed() {
        let t = makeDevice(ios: 13, apps: [.app("A", [
            (.delegate(.didEnterBackground), [.beginTask("a")]),
            (.expire(task: "a"), [.log("cleaning up")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        t.wait(30, expecting: [
            "+26s A task expire 1 'a' (1 outstanding) [BG-5]",
            "+26s A • expire a (background) [BG-5]",
            "+26s A log cleaning up",
            "+30s A ⚠ has active assertions beyond permitted time (0x8badf00d): 1 background task(s) not ended: 'a' [BG-5]",
            "+30s A background → not-running [BG-5]",
        ])
    }

    func test_BG5_handlersOfTasksAlreadyEndedAreSkipped() {
        let t = makeDevice(ios: 13, apps: [.app("A", [
            (.delegate(.didEnterBackground), [.beginTask("a"), .beginTask("b")]),
            (.expire(task: "a"), [.endAllTasks]),
            (.expire(task: "b"), [.log("must not run")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.at(30)
        XCTAssertEqual(t.callbacks("A"), ["expire a"])
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_BG5_audioKeepsRunningAfterAllTasksEnded() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.audio], [
            (.delegate(.didEnterBackground), [.startAudio, .beginTask("a")]),
            (.expire(task: "a"), [.endTask("a")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(30)
        XCTAssertEqual(t.callbacks("A").last, "expire a")
        XCTAssertEqual(t.state("A"), .background)
        t.at(3600)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.zero))
    }

    func test_BG5_taskEndedAtTheExpiryInstantHasAlreadyExpired() {
        // docs/EXECUTION_MODEL.md: a task ended `after 176s` on iOS 7 has already expired.
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t"))
            context.after(.seconds(176), label: "end") { $0.perform(.endTask("t")) }
        }
        config.onExpire("t") { $0.perform(.endTask("t")) }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        // The expiry was scheduled first, so it fires first; the handler ends the task, the app is
        // suspended at once, and the timer due at the same instant is held while it is suspended.
        t.wait(200, expecting: [
            "+2m56s A task expire 1 't' (1 outstanding) [BG-5]",
            "+2m56s A • expire t (background) [BG-5]",
            "+2m56s A task end 1 't' (0 outstanding) [BG-1]",
            "+2m56s A background → suspended [BG-5]",
        ])
    }

    func test_BG5_theBudgetsEndFiresBeforeATimerDueAtTheSameInstant() {
        // docs/EXECUTION_MODEL.md: the budget's end takes its place in the same-instant order when
        // the budget starts (before didEnterBackground's code), though it enters the queue only
        // when the expiration handlers run; a timer didEnterBackground sets for that instant fires
        // after it. A handler that does not end the task leaves it to the end: killed (BG-5),
        // and the timer that would have ended it never runs.
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t"))
            context.after(.seconds(30), label: "end") { $0.perform(.endTask("t")) }
        }
        config.onExpire("t") { _ in }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(40)
        XCTAssertEqual(t.state("A"), .notRunning, "killed at the budget's end, before the timer could end the task")
        XCTAssertFalse(t.callbacks("A").contains("timer end"), "the timer due at the end never runs")
    }

    /// BG-1 from iOS 13.4: UIKit's line for a task still outstanding 35 s after its begin, in
    /// UIKit's words, logged once, in the foreground as in the background (its timer never asks
    /// the state); nothing else changes.
    func test_BG1_aTaskOutstanding35SecondsIsLoggedOnceInUIKitsWords() {
        let t = makeDevice(ios: 17, apps: [.app("A", [(.delegate(.didBecomeActive), [.beginTask("sync")])])])
        t.send(.launch(app: "A", url: nil))
        t.at(34)
        XCTAssertEqual(t.warnings(.bg1).count, 0, "34 s: not yet")
        t.at(35)
        XCTAssertEqual(t.warnings(.bg1).map(\.message), [WarningText.taskOutstandingOver30Seconds(
            message: "Background Task 1 (\"sync\"), was created over 30 seconds ago. In applications running in the "
                + "background, this creates a risk of termination. Remember to call UIApplication.endBackgroundTask(_:) "
                + "for your task in a timely manner to avoid this.", task: "sync").english])
        XCTAssertEqual(t.state("A"), .active, "the app is in the foreground, and nothing else happens")
        t.at(200)
        XCTAssertEqual(t.warnings(.bg1).count, 1, "once per task")
    }

    /// BG-1: a task ended before the check is not logged; before iOS 13.4 there is no check.
    func test_BG1_noLineForATaskEndedInTimeNorBeforeIOS13_4() {
        var config = AppConfiguration(name: "A")
        config.on(.didBecomeActive) { context in
            context.perform(.beginTask("sync"))
            context.after(.seconds(34), label: "end") { $0.perform(.endTask("sync")) }
        }
        let ending = makeDevice(ios: 17, apps: [config])
        ending.send(.launch(app: "A", url: nil))
        ending.at(100)
        XCTAssertEqual(ending.taskRecords("A").map(\.action), [.begin, .end], "begun, and ended at 34 s")
        XCTAssertEqual(ending.warnings(.bg1).count, 0)
        for (major, minor, lines) in [(13, 3, 0), (13, 4, 1)] {
            let t = makeDevice(ios: major, minor: minor, apps: [.app("A", [(.delegate(.didBecomeActive), [.beginTask("sync")])])])
            t.send(.launch(app: "A", url: nil))
            t.at(100)
            XCTAssertEqual(t.warnings(.bg1).count, lines, "iOS \(major).\(minor)")
        }
    }

    /// BG-5 from iOS 14: right after the expiration handlers (26 s after Home at 10 s), UIKit logs each
    /// task still outstanding, oldest first, in its words, with the seconds since the task began;
    /// a task its handler ended gets no line, and iOS 13 prints none. The kill follows at 30 s.
    func test_BG5_UIKitLogsEachTaskStillOutstandingAfterTheExpirationHandlers() {
        let app = AppConfiguration.app("A", [(.delegate(.didBecomeActive), [.beginTask("early")]),
                                             (.delegate(.didEnterBackground), [.beginTask("upload"), .beginTask("ended")]),
                                             (.expire(task: "ended"), [.endTask("ended")])])
        let t = makeDevice(ios: 14, apps: [app])
        t.send(.launch(app: "A", url: nil))
        t.at(10)
        t.send(.home)
        t.at(37)
        let lines = t.warnings(.bg5).filter { if case .taskNotEndedAfterExpiration = $0.warning { true } else { false } }
        XCTAssertEqual(lines.map(\.time), [VirtualTime(milliseconds: 36_000), VirtualTime(milliseconds: 36_000)])
        XCTAssertEqual(lines.map(\.message), [
            WarningText.taskNotEndedAfterExpiration(message: "Background task still not ended after expiration handlers were "
                + "called: <_UIBackgroundTaskInfo: 0x…>: taskID = 1, taskName = early, creationTime = 0 (elapsed = 36). This "
                + "app will likely be terminated by the system. Call UIApplication.endBackgroundTask(_:) to avoid this.",
                task: "early").english,
            WarningText.taskNotEndedAfterExpiration(message: "Background task still not ended after expiration handlers were "
                + "called: <_UIBackgroundTaskInfo: 0x…>: taskID = 2, taskName = upload, creationTime = 10 (elapsed = 26). This "
                + "app will likely be terminated by the system. Call UIApplication.endBackgroundTask(_:) to avoid this.",
                task: "upload").english,
        ])
        t.at(40)
        XCTAssertEqual(t.state("A"), .notRunning, "killed at the budget's end, 30 s after Home")
        let before = makeDevice(ios: 13, minor: 7, apps: [app])
        before.send(.launch(app: "A", url: nil))
        before.send(.home)
        before.at(100)
        XCTAssertFalse(before.warnings(.bg5).contains { if case .taskNotEndedAfterExpiration = $0.warning { true } else { false } })
    }

    // MARK: BG-6

    func test_BG6_endingAnAlreadyEndedIdentifier_warningAndNothingChanges() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground),
                                                       [.beginTask("keep"), .beginTask("t"), .endTask("t"), .endTask("t")])])])
        t.send(.launch(app: "A", url: nil), .home)
        let records = t.taskRecords("A")
        XCTAssertEqual(records.map(\.action), [.begin, .begin, .end, .invalidEnd])
        XCTAssertEqual(records.last?.id, 2, "the identifier of the last task of that name")
        XCTAssertEqual(records.last?.rule, .bg6)
        XCTAssertEqual(records.last?.outstanding, 1)
        XCTAssertEqual(t.warnings(.bg6).map(\.message),
                       ["Can't end BackgroundTask: no background task exists with identifier 2, or it may have already been ended"])
        XCTAssertEqual(t.device.outstandingTaskNames(of: "A"), ["keep"])
        XCTAssertEqual(t.state("A"), .background)
    }

    func test_BG6_endingAnUnknownIdentifier_warning() {
        var config = AppConfiguration(name: "A")
        config.on(.didBecomeActive) { $0.endBackgroundTask(BackgroundTaskIdentifier(rawValue: 42)) }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.warnings(.bg6).map(\.message),
                       ["Can't end BackgroundTask: no background task exists with identifier 42, or it may have already been ended"])
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 0)
        XCTAssertEqual(t.state("A"), .active)
    }

    func test_BG6_endingANameNeverBegun_identifier0() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didBecomeActive), [.endTask("never")])])])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.taskRecords("A").map(\.action), [.invalidEnd])
        XCTAssertEqual(t.taskRecords("A").first?.id, 0)
        XCTAssertEqual(t.warnings(.bg6).count, 1)
    }

    // MARK: BG-7

    func test_BG7_backgroundLaunchForAnEvent_taskGets30s() {
        let t = makeDevice(ios: 7, apps: [.app("A", modes: [.fetch], [
            (.delegate(.performFetch), [.beginTask("d"), .completeFetch(.newData)]),
            (.expire(task: "d"), [.endTask("d")]),
        ])])
        t.at(5)
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(30)), "30 s, not the iOS 7 figure of 180 s")
        t.at(30)
        XCTAssertEqual(t.state("A"), .background)
        t.at(31)
        // BG-5: 4 s before the end of the launch's 30 s.
        XCTAssertEqual(t.callbackRecords("A").last?.callback, .expire(task: "d"))
        XCTAssertEqual(t.callbackRecords("A").last?.time, .seconds(31))
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_BG7_resumeInTheBackgroundForAnEvent_taskGets30s() {
        let t = makeDevice(ios: 12, apps: [.app("A", modes: [.remoteNotification], [
            (.delegate(.didReceiveRemoteNotification), [.beginTask("d"), .completeFetch(.newData)]),
            (.expire(task: "d"), [.endTask("d")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.at(100)
        t.send(.push(app: "A", contentAvailable: true))
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(30)))
        t.at(130)
        XCTAssertEqual(t.callbackRecords("A").last?.time, .seconds(126), "BG-5: 4 s before the end")
        XCTAssertEqual(t.state("A"), .suspended)
    }

    /// BG-7 before iOS 7 (PR-1): an iOS 6 app launched in the background for a location event
    /// (BR-3) that begins a task has the era's 600 s budget, not iOS 7's 30 s.
    func test_BG7_beforeIOS7ABackgroundLaunchHasTheErasBudget() {
        let t = makeDevice(ios: 6, apps: [.app("A", modes: [.location], [
            (.delegate(.didUpdateLocations), [.beginTask("d")]),
            (.expire(task: "d"), [.endTask("d")]),
        ])])
        t.at(5)
        t.send(.location(app: "A"))
        XCTAssertEqual(t.device.launchReason(of: "A"), .location)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(600)))
        t.at(600)
        XCTAssertEqual(t.state("A"), .background, "still running at 595 s")
        t.at(601)
        XCTAssertEqual(t.callbackRecords("A").last?.callback, .expire(task: "d"))
        XCTAssertEqual(t.callbackRecords("A").last?.time, .seconds(601), "BG-5: 4 s before the end")
        XCTAssertEqual(t.state("A"), .suspended)
    }

    // MARK: BG-8

    private func taskHog(_ count: Int) -> AppConfiguration {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            for index in 1...count { context.beginBackgroundTask(withName: "t\(index)") }
        }
        return config
    }

    func test_BG8_iOS11_1001stOutstandingTaskKills() {
        let t = makeDevice(ios: 11, apps: [taskHog(1001)])
        t.send(.launch(app: "A", url: nil))
        // The 1001st begin kills the app at once (no willTerminate, TE-3); the task is never begun.
        t.send(.home, expecting: homeFromActive("A") + (1...1000).map { "A task begin \($0) 't\($0)' (\($0) outstanding) [BG-1]" } + [
            "A ⚠ more than 1000 outstanding background tasks (0xbada5e47) [BG-8]",
            "A background → not-running [BG-8]",
        ])
    }

    func test_BG8_iOS11_1000TasksAreAllowed() {
        let t = makeDevice(ios: 11, apps: [taskHog(1000)])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1000)
    }

    func test_BG8_iOS10_noLimit() {
        let t = makeDevice(ios: 10, apps: [taskHog(1001)])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 1001)
        XCTAssertTrue(t.warnings(.bg8).isEmpty)
    }

    // MARK: BG-9

    func test_BG9_noMultitasking_invalidIdentifier_expireCalledAtOnceAtDepthPlus1() {
        let id = Box<BackgroundTaskIdentifier?>(nil)
        let expired = Box(0)
        var config = AppConfiguration(name: "A")
        config.on(.didBecomeActive) { context in
            id.value = context.beginBackgroundTask(withName: "x") { expired.value += 1 }
        }
        let t = makeDevice(ios: 3, apps: [config])
        // A warning, then the expiration handler at depth 1 inside didBecomeActive; no task record.
        t.send(.launch(app: "A", url: nil), expecting: [
            "A not-running → inactive [LA-1]",
            "A • didFinishLaunching (inactive) [LA-1]",
            "A inactive → active [LA-1]",
            "A • didBecomeActive (active) [LA-1]",
            "A ⚠ beginBackgroundTask(x) returned the invalid identifier: this device has no background execution [BG-9]",
            "A   • expire x (active) [BG-9]",
        ])
        XCTAssertEqual(id.value, .invalid)
        XCTAssertEqual(id.value?.rawValue, 0)
        XCTAssertEqual(expired.value, 1)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 0)
    }

    func test_BG9_afterBG5Fired_invalidIdentifier_consumesNoIdentifier() {
        let ids = Box<[Int]>([])
        var config = AppConfiguration(name: "A", modes: [.audio])
        config.on(.didEnterBackground) { context in
            context.setAudioPlaying(true)
            ids.value.append(context.beginBackgroundTask(withName: "a") {
                ids.value.append(context.beginBackgroundTask(withName: "b") { context.log("b expired") }.rawValue)
                context.endBackgroundTask(named: "a")
            }.rawValue)
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.at(30)
        XCTAssertEqual(ids.value, [1, 0])
        XCTAssertEqual(t.callbacks("A"), ["expire a", "expire b"])
        XCTAssertEqual(t.callbackRecords("A").map(\.depth), [0, 1])
        XCTAssertEqual(t.callbackRecords("A").map(\.rule), [.bg5, .bg9])
        XCTAssertEqual(t.warnings(.bg9).count, 1)
        XCTAssertEqual(t.state("A"), .background, "audio keeps it running")
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(ids.value, [1, 0, 2], "the invalid identifier consumed no identifier")
    }

    /// BG-9 as written out: the budget belongs to the app (BG-3), so once BG-5 has
    /// fired, a task begun long afterwards, with none outstanding, while audio keeps the app
    /// running, is still refused, until a new budget starts.
    func test_BG9_longAfterTheExpiryWithNoTaskOutstanding_stillRefusedUntilANewBudget() {
        var config = AppConfiguration(name: "A", modes: [.audio])
        config.on(.didEnterBackground) { context in
            context.setAudioPlaying(true)
            context.beginBackgroundTask(withName: "a") { context.endBackgroundTask(named: "a") }
            context.after(.seconds(3600), label: "late") { $0.perform(.beginTask("late")) }
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(31)
        XCTAssertEqual(t.device.outstandingTasks(of: "A"), 0)
        t.clearTrace()
        t.at(3_700)
        XCTAssertEqual(t.warnings(.bg9).count, 1, "the spent budget is not refilled by a new task")
        XCTAssertEqual(t.taskRecords("A").filter { $0.action == .begin }.count, 0)
        XCTAssertEqual(t.state("A"), .background, "audio keeps it running")
    }

    /// BG-9 ends where a new budget starts: a background resume from suspension (BG-7).
    func test_BG9_aResumeFromSuspensionStartsANewBudget_taskGranted() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.fetch], [
            (.delegate(.didEnterBackground), [.beginTask("a")]),
            (.expire(task: "a"), [.endTask("a")]),
            (.delegate(.performFetch), [.beginTask("b"), .completeFetch(.newData)]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(31)
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.at(100)
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.warnings(.bg9).count, 0)
        XCTAssertEqual(t.taskRecords("A").map(\.action), [.begin])
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(30)))
    }

    func test_BG9_handlerBeginningATaskOfItsOwnName_noRecursion() {
        let t = makeDevice(ios: 13, apps: [.app("A", [
            (.delegate(.didEnterBackground), [.beginTask("a")]),
            (.expire(task: "a"), [.beginTask("a"), .endTask("a")]),
        ])])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        t.at(30)
        XCTAssertEqual(t.callbacks("A"), ["expire a"])
        XCTAssertEqual(t.warnings(.bg9).count, 1)
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_BG2_timerDueWhileSuspendedFiresRightAfterTheResumingEvent() {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.after(.seconds(10), label: "tick") { $0.log("tick") }
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.wait(100, expecting: [], "held while suspended")
        // Due at 10 s, it fires at 100 s right after the last callback of the return.
        t.send(.launch(app: "A", url: nil), expecting: returnFromSuspension("A") + ["A log tick"])
        XCTAssertEqual(t.trace.records.last?.time, .seconds(100))
    }

    func test_BG7_remainingAfterABackgroundResumeIs30s_withoutATask() {
        let t = makeDevice(ios: 7, apps: [.app("A", modes: [.fetch])])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(50)
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(30)))
        t.at(60)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(20)))
    }

    func test_BG9_multitaskingOff_invalidIdentifier() {
        let id = Box<BackgroundTaskIdentifier?>(nil)
        var config = AppConfiguration(name: "A")
        config.on(.didFinishLaunching) { context in
            id.value = context.beginBackgroundTask(withName: "x") { context.log("expired") }
        }
        let t = makeDevice(ios: 9, multitasking: false, apps: [config])
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(id.value, .invalid)
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "expire x", "didBecomeActive"])
        XCTAssertEqual(t.callbackRecords("A")[2].depth, 1)
    }

    func test_BG1_endAllTasksEndsOldestFirst() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground),
                                                       [.beginTask("a"), .beginTask("b"), .beginTask("c"), .endAllTasks])])])
        t.send(.launch(app: "A", url: nil), .home)
        let ends = t.taskRecords("A").filter { $0.action == .end }
        XCTAssertEqual(ends.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(ends.map(\.outstanding), [2, 1, 0])
        XCTAssertEqual(t.state("A"), .suspended)
    }

    /// docs/EXECUTION_MODEL.md: what fell due during work runs after it, stamped when it actually runs.
    func test_BG5_expiryThatFellDueDuringWorkRunsAfterwards_stampedWhenItRuns() {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t"))
            context.after(.seconds(1), label: "busy") { $0.work(.seconds(60)) }
        }
        config.onExpire("t") { $0.perform(.endTask("t")) }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.at(100)
        XCTAssertEqual(t.callbackRecords("A").last?.callback, .expire(task: "t"))
        XCTAssertEqual(t.callbackRecords("A").last?.time, .seconds(61))
        XCTAssertEqual(t.state("A"), .suspended)
    }
}
