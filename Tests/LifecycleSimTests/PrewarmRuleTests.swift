@testable import LifecycleSim
import XCTest

/// PW-1 (docs/RULES.md, "Prewarming (PW)"): prewarming starts a non-running app's process and
/// runs it up to, not including, UIApplicationMain. Expected values come from the rule's text
/// and Apple's "About the app launch sequence", not from the engine's output.
final class PrewarmRuleTests: SystemsRuleTestCase {
    private func prewarmDevice(ios: Int = 15) -> SystemsDevice {
        makeDevice(ios: ios, apps: [
            .sys("A", memory: .megabytes(100), modes: [.fetch], [(.performFetch, [.completeFetch(.newData)])]),
            .sys("B", memory: .megabytes(50)),
        ])
    }

    func test_PW1_prewarmStartsAProcess_noCallback_stillNotRunning_countsForMemory() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"))
        XCTAssertEqual(t.state("A"), .notRunning, "the app stays not-running to UIKit")
        XCTAssertTrue(t.device.isPrewarmed("A"))
        XCTAssertEqual(t.appSteps("A"), [], "no callback and no transition")
        XCTAssertEqual(t.device.freeMemory, .megabytes(768 - 100), "PS-2: the process takes its memory")
        XCTAssertEqual(t.device.switcher, [], "no card: the user never launched it")
        XCTAssertNil(t.device.launchReason(of: "A"), "not launched yet")
        XCTAssertEqual(t.device.invariantViolations(), [])
    }

    /// The trace says what prewarming did, though UIKit sees nothing: a process started, and
    /// ended when memory pressure reclaims it (PS-2), both without a transition or a callback.
    func test_PW1_theProcessStartAndEndAreRecorded() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"), expecting: ["A prewarm started [PW-1]"])
        t.send(.memoryPressure(nil), expecting: ["A prewarm stopped [PW-1]"])
        XCTAssertFalse(t.device.isPrewarmed("A"))
    }

    func test_PW1_prewarmingHappensOnALockedDeviceToo() {
        // "About the app launch sequence": "prewarming happens even when the device is in a locked state."
        let t = prewarmDevice()
        t.send(.lock, .prewarm(app: "A"))
        XCTAssertTrue(t.device.isPrewarmed("A"))
        XCTAssertEqual(t.state("A"), .notRunning)
    }

    func test_PW1_psShowsThePrewarmedProcess() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"), .ps)
        XCTAssertEqual(t.logs().map(\.text), [
            "ps: 1 process, free memory 668MB of 768MB for apps",
            "ps:   A  100MB  not-running (prewarmed)",
            "ps: ended since the last ps: none",
        ])
    }

    func test_PW1_aLaterLaunchCompletesItWithLA1CallbacksAtThatTime_launchedByUser() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"))
        t.at(60)
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.appSteps("A"), ["not-running>inactive", "willFinishLaunching", "didFinishLaunching",
                                         "inactive>active", "didBecomeActive"])
        XCTAssertTrue(t.callbackRecords.allSatisfy { $0.time == .seconds(60) }, "callbacks at the launch, not the prewarm")
        XCTAssertEqual(t.device.launchReason(of: "A"), .user)
        XCTAssertFalse(t.device.isPrewarmed("A"), "UIApplicationMain has run")
        XCTAssertEqual(t.device.freeMemory, .megabytes(668), "the same process: no second footprint")
        XCTAssertEqual(t.device.switcher, ["A"])
    }

    func test_PW1_memoryPressureReclaimsItSilently_likeASuspendedApp_largestFirst() {
        let t = prewarmDevice()
        t.launch("B")
        t.send(.home)
        XCTAssertEqual(t.state("B"), .suspended)
        t.send(.prewarm(app: "A"))
        t.clearTrace()
        t.send(.memoryPressure(.megabytes(60)))
        XCTAssertFalse(t.device.isPrewarmed("A"), "MW-1: the larger candidate (100 MB) goes first")
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertEqual(t.state("B"), .suspended, "60 MB were freed by A alone")
        XCTAssertEqual(t.appSteps("A"), [], "silently: no callback, no transition")
        XCTAssertEqual(t.device.freeMemory, .megabytes(768 - 50))
    }

    func test_PW1_memoryPressureWithoutSizePurgesPrewarmedProcesses() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"), .memoryPressure(nil))
        XCTAssertFalse(t.device.isPrewarmed("A"))
        XCTAssertEqual(t.device.freeMemory, .megabytes(768))
    }

    func test_PW1_refusedBeforeIOS15() {
        let t = prewarmDevice(ios: 14)
        t.sendRefused(.prewarm(app: "A"), rule: .pw1)
        XCTAssertEqual(t.warnings(.pw1).count, 1)
    }

    func test_PW1_refusedForARunningOrSuspendedOrPrewarmedApp() {
        let t = prewarmDevice()
        t.launch("A")
        t.sendRefused(.prewarm(app: "A"), rule: .pw1)
        t.send(.home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.sendRefused(.prewarm(app: "A"), rule: .pw1)
        t.send(.prewarm(app: "B"))
        t.sendRefused(.prewarm(app: "B"), rule: .pw1)
    }

    func test_PW1_refusedWhenItDoesNotFitInFreeMemory_noAppIsEndedForIt() {
        let t = makeDevice(ios: 15, memory: .megabytes(400), system: .megabytes(100), apps: [
            .sys("A", memory: .megabytes(200)), .sys("B", memory: .megabytes(150)),
        ])
        t.launch("A")
        t.send(.home)
        t.sendRefused(.prewarm(app: "B"), rule: .pw1)
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_PW1_rebootAndCrashEndItSilently_noCard() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"), .reboot)
        XCTAssertFalse(t.device.isPrewarmed("A"))
        t.send(.prewarm(app: "A"), .crash(app: "A"))
        XCTAssertFalse(t.device.isPrewarmed("A"))
        XCTAssertEqual(t.appSteps("A"), [])
        XCTAssertEqual(t.device.switcher, [])
        XCTAssertEqual(t.device.freeMemory, .megabytes(768))
    }

    func test_PW1_debuggerKillIsRefused_theAppIsNotRunningToUIKit() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"))
        t.sendRefused(.debuggerKill(app: "A"), rule: .st2)
    }

    func test_PW1_swipingAwayACardLeftFromAnEarlierLaunchEndsIt() {
        let t = prewarmDevice()
        t.launch("A")
        t.send(.home, .memoryPressure(nil))
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertEqual(t.device.switcher, ["A"], "TE-1: the card stays")
        t.send(.prewarm(app: "A"), .switcherShow, .switcherKill(app: "A"))
        XCTAssertFalse(t.device.isPrewarmed("A"))
        XCTAssertTrue(t.device.isForceQuit("A"))
    }

    func test_PW1_aFetchLaunchesThePrewarmedAppIntoTheBackground() {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"))
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.appSteps("A"), ["not-running>background", "willFinishLaunching", "didFinishLaunching",
                                         "performFetch", "background>suspended"])
        XCTAssertEqual(t.device.launchReason(of: "A"), .fetch)
        XCTAssertFalse(t.device.isPrewarmed("A"))
        XCTAssertEqual(t.device.freeMemory, .megabytes(668))
    }

    func test_PW1_invariantChecker_aPrewarmedProcessRunsNoAppCode() throws {
        let t = prewarmDevice()
        t.send(.prewarm(app: "A"))
        XCTAssertEqual(t.device.invariantViolations(), [])
        let process = try XCTUnwrap(t.device.apps[0].process)
        process.pendingTimers = 1
        // Broken by hand: the violation must be among those the checker reports (a set property).
        XCTAssertTrue(t.device.invariantViolations().contains { $0.contains("prewarmed process ran app code") })
        process.pendingTimers = 0
        // The trace checker: a callback recorded for an app that is not running is a violation.
        let monitor = TraceInvariantMonitor()
        monitor.receive(.callback(CallbackRecord(time: .zero, app: "A", callback: .delegate(.didFinishLaunching),
                                                 state: .notRunning, depth: 0, rule: .pw1)))
        XCTAssertFalse(monitor.violations.isEmpty)
    }

    // MARK: The code before UIApplicationMain

    /// PW-1 ("Prewarming executes an app's launch sequence up until, but not including, when
    /// main() calls UIApplicationMain"): the app's code before it (`on main`) runs at the prewarm,
    /// in a process UIKit does not know yet, and not again when the launch completes it.
    func test_PW1_theCodeBeforeUIApplicationMainRunsAtThePrewarm_notAgainAtTheLaunch() {
        var mail = AppConfiguration.sys("Mail", memory: .megabytes(100))
        mail.on(.main) { $0.log("main") }
        let t = makeDevice(ios: 17, apps: [mail])
        t.send(.lock, .prewarm(app: "Mail"))
        XCTAssertEqual(t.callbackRecords.map(\.callback.description), ["main"])
        XCTAssertEqual(t.callbackRecords.first?.state, .notRunning, "UIKit is not running it yet")
        XCTAssertEqual(t.callbackRecords.first?.rule, .pw1)
        XCTAssertTrue(t.device.isPrewarmed("Mail"))
        t.at(3600)
        t.send(.unlock, .launch(app: "Mail", url: nil))
        XCTAssertEqual(t.callbackRecords.map(\.callback.description),
                       ["main", "willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
    }

    /// LA-1: a launch that starts a new process runs the code before UIApplicationMain first;
    /// an app without an `on main` handler has no such record (it is the app's code, not UIKit's).
    func test_LA1_aNewProcessRunsTheCodeBeforeUIApplicationMainFirst_recordedOnlyWithAHandler() {
        var maps = AppConfiguration.sys("Maps")
        maps.on(.main) { $0.log("main") }
        let t = makeDevice(ios: 12, apps: [maps, .sys("Mail")])
        t.send(.launch(app: "Maps", url: nil), .launch(app: "Mail", url: nil))
        XCTAssertEqual(t.appSteps("Maps").prefix(3), ["main", "not-running>inactive", "willFinishLaunching"])
        XCTAssertEqual(t.callbackRecords.first?.rule, .la1)
        XCTAssertEqual(t.appSteps("Mail").first, "not-running>inactive")
        t.send(.launch(app: "Maps", url: nil))
        XCTAssertEqual(t.callbackRecords.filter { $0.callback == .delegate(.main) }.count, 1, "a resume starts no process")
    }

    /// LA-1: before UIApplicationMain there is no UIApplication: a background task asked for
    /// there is `.invalid` and a timer is not set, each with a warning that says where to move it;
    /// a crash there ends the launch before UIKit knows the app (no transition).
    func test_LA1_beforeUIApplicationMainTheAppsCallsDoNothing_andACrashEndsTheLaunch() {
        let seen = Box<[BackgroundTaskIdentifier]>([])
        var mail = AppConfiguration.sys("Mail")
        mail.on(.main) { context in
            seen.value.append(context.beginBackgroundTask(withName: "early"))
            context.after(.seconds(1), label: "tick") { $0.log("tick") }
        }
        var maps = AppConfiguration.sys("Maps")
        maps.on(.main) { $0.crash() }
        let t = makeDevice(ios: 17, apps: [mail, maps])
        t.send(.launch(app: "Mail", url: nil))
        XCTAssertEqual(seen.value, [.invalid])
        XCTAssertEqual(t.warnings(.la1).count, 2, "the task and the timer")
        t.at(5)
        XCTAssertFalse(t.logs().contains { $0.text == "tick" })
        XCTAssertEqual(t.device.outstandingTasks(of: "Mail"), 0)
        t.send(.launch(app: "Maps", url: nil))
        XCTAssertEqual(t.state("Maps"), .notRunning)
        XCTAssertEqual(t.appSteps("Maps"), ["main"], "no transition: UIKit never launched it")
        XCTAssertEqual(t.device.switcher, ["Maps", "Mail"], "TE-1: the user's launch made its card, as for any crash at launch")
    }

    /// PW-1: the code before UIApplicationMain crashing ends the prewarmed process, as the trace says.
    func test_PW1_aCrashInTheCodeBeforeUIApplicationMainEndsThePrewarmedProcess() {
        var mail = AppConfiguration.sys("Mail")
        mail.on(.main) { $0.crash() }
        let t = makeDevice(ios: 17, apps: [mail])
        t.send(.prewarm(app: "Mail"))
        XCTAssertEqual(t.traceLines().filter { $0.hasPrefix("Mail prewarm") }, ["Mail prewarm started [PW-1]", "Mail prewarm stopped [PW-1]"])
        XCTAssertFalse(t.device.isPrewarmed("Mail"))
        XCTAssertEqual(t.state("Mail"), .notRunning)
    }

    // MARK: PW-2

    /// A scene-based app on iOS `minor` of 15 (PW-2) and the same app without scenes.
    private func sceneDevice(minor: Int) -> SystemsDevice {
        makeDevice(ios: 15, minor: minor, apps: [sceneApp("Notes"), .sys("Mail", memory: .megabytes(50))])
    }

    private func sceneApp(_ name: String) -> AppConfiguration {
        var config = AppConfiguration.sys(name, memory: .megabytes(100))
        config.scenes = true
        return config
    }

    /// PW-2 (the iOS 15.0 log of Stack Overflow 71025205; forums thread 706782): a scene-based
    /// app's prewarming runs willFinishLaunching and didFinishLaunching in the background, with no
    /// scene, and the app is then suspended; it has no card and is `launched-by prewarm`.
    func test_PW2_onIOS15_0_aSceneAppsPrewarmingRunsItsLaunchWithoutAScene_thenSuspends() {
        let t = sceneDevice(minor: 0)
        t.send(.lock, .prewarm(app: "Notes"))
        XCTAssertEqual(t.appSteps("Notes"), ["not-running>background", "willFinishLaunching", "didFinishLaunching",
                                             "background>suspended"])
        XCTAssertEqual(t.callbackRecords.filter { $0.app == "Notes" }.map(\.rule), [.pw2, .pw2])
        XCTAssertEqual(t.device.launchReason(of: "Notes"), .prewarm)
        XCTAssertFalse(t.device.isPrewarmed("Notes"), "UIApplicationMain has run")
        XCTAssertEqual(t.device.sceneStates(app: "Notes"), [], "no configurationForConnecting, no willConnect")
        XCTAssertEqual(t.device.switcher, [], "the user never launched it")
        XCTAssertEqual(t.device.freeMemory, .megabytes(668))
    }

    /// PW-2 with BG-7: a task the prewarmed launch begins keeps the app running no longer than a
    /// background launch's 30 s (BG-5's handlers 4 s before the end).
    func test_PW2_aTaskBegunInThePrewarmedLaunchHasABackgroundLaunchsBudget() {
        var notes = sceneApp("Notes")
        notes.on(.didFinishLaunching) { $0.perform(.beginTask("warm")) }
        notes.onExpire("warm") { $0.perform(.endTask("warm")) }
        let t = makeDevice(ios: 15, minor: 0, apps: [notes])
        t.send(.prewarm(app: "Notes"))
        XCTAssertEqual(t.state("Notes"), .background)
        t.at(26)
        XCTAssertEqual(t.state("Notes"), .suspended)
    }

    /// PW-2, FG-4, SC-3: the user's launch half an hour later resumes the process and connects
    /// the scene (the log's order at the user's tap); no launch method runs a second time.
    func test_PW2_theUsersLaunchResumesItAndConnectsTheScene() {
        let t = sceneDevice(minor: 3)
        t.send(.prewarm(app: "Notes"))
        t.clearTrace()
        t.at(1800)
        t.send(.launch(app: "Notes", url: nil))
        XCTAssertEqual(t.callbackRecords.filter { $0.app == "Notes" }.map(\.callback.description),
                       ["configurationForConnecting", "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        XCTAssertEqual(t.state("Notes"), .active)
        XCTAssertEqual(t.device.switcher, ["Notes"])
    }

    /// PW-2's limits: an app without scenes on iOS 15.0 (forums thread 706782: "For apps that do
    /// not support scenes: application:didFinishLaunchingWithOptions: is not called"), and a
    /// scene-based app from iOS 15.4 (the same thread; a DTS engineer: "late iOS 15"), are
    /// prewarmed as PW-1 says: no callback.
    func test_PW2_notForAnAppWithoutScenes_norFromIOS15_4() {
        let early = sceneDevice(minor: 0)
        early.send(.prewarm(app: "Mail"))
        XCTAssertEqual(early.appSteps("Mail"), [])
        XCTAssertTrue(early.device.isPrewarmed("Mail"))
        for minor in [4, 7] {
            let later = sceneDevice(minor: minor)
            later.send(.prewarm(app: "Notes"), expecting: ["Notes prewarm started [PW-1]"])
            XCTAssertEqual(later.appSteps("Notes"), [], "iOS 15.\(minor)")
            XCTAssertEqual(later.state("Notes"), .notRunning)
        }
        let sixteen = makeDevice(ios: 16, apps: [sceneApp("Notes")])
        sixteen.send(.prewarm(app: "Notes"))
        XCTAssertEqual(sixteen.appSteps("Notes"), [])
    }
}

/// PR-1's rows from iOS 13 on (docs/RULES.md; TN3187 for the log lines).
final class ModernProfileRuleTests: SystemsRuleTestCase {
    func test_PR1_prewarmingFromIOS15() {
        XCTAssertFalse(OSProfile(version: OSVersion(14)).hasPrewarming)
        XCTAssertTrue(OSProfile(version: OSVersion(15)).hasPrewarming)
        XCTAssertTrue(OSProfile(version: OSVersion(26)).hasPrewarming)
    }

    /// The words as devices print them (published device logs, cited in PR-1): TN3187's sentence
    /// after UIKit's "CLIENT OF UIKIT REQUIRES UPDATE:" from 18.4, `UIScene` in backquotes on 26.
    func test_PR1_TN3187_sceneLifecycleLogLines_from18_4_and26() {
        XCTAssertNil(OSProfile(version: OSVersion(18, 3)).sceneLifecycleWarning)
        XCTAssertEqual(OSProfile(version: OSVersion(18, 4)).sceneLifecycleWarning,
                       "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. "
                        + "This will become an assert in a future version.")
        XCTAssertEqual(OSProfile(version: OSVersion(26)).sceneLifecycleWarning,
                       "`UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future.")
    }

    /// PR-1: the process logs the line as UIApplicationMain starts, so at every launch (before
    /// willFinishLaunching, the first callback), not at installation and not at a return to
    /// the foreground of a process that is still there.
    func test_PR1_iOS26_theLineIsLoggedAtEveryLaunchOfAnAppWithoutScenes() {
        let t = makeDevice(ios: 26, apps: [.sys("A")])
        XCTAssertEqual(t.warnings(.pr1), [], "installing starts no process")
        t.send(.launch(app: "A", url: nil))
        let lines = t.traceLines()
        let logged = lines.firstIndex {
            $0.hasPrefix("A ⚠ UIKit logs \"`UIScene` lifecycle will soon be required.") && $0.hasSuffix("[PR-1]")
        }
        let firstCallback = lines.firstIndex { $0.contains("willFinishLaunching") }
        XCTAssertNotNil(logged, lines.joined(separator: "\n"))
        XCTAssertLessThan(logged ?? .max, firstCallback ?? .min, "as UIApplicationMain starts, before the first callback")
        XCTAssertEqual(t.warnings(.pr1).count, 1)
        t.send(.home)
        t.at(60)
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.warnings(.pr1).count, 1, "a return to the same process logs nothing")
        t.send(.home, .switcherShow, .switcherKill(app: "A"), .switcherClose)
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.warnings(.pr1).count, 2, "a new process logs it again")
        let old = makeDevice(ios: 17, apps: [.sys("A")])
        old.send(.launch(app: "A", url: nil))
        XCTAssertEqual(old.warnings(.pr1), [], "no log line before 18.4")
        var sceneBased = AppConfiguration(name: "S")
        sceneBased.scenes = true
        let modern = makeDevice(ios: 26, apps: [sceneBased])
        modern.send(.launch(app: "S", url: nil))
        XCTAssertEqual(modern.warnings(.pr1), [], "TN3187: the log line is for an app that has not adopted the scene lifecycle")
    }

    /// PR-1 with BR-3 and PW-1: a launch into the background runs UIApplicationMain too, and
    /// logs the line; prewarming stops short of UIApplicationMain, so the line waits for the
    /// launch that completes the prewarmed process.
    func test_PR1_backgroundLaunchLogsTheLine_prewarmingDoesNotUntilTheLaunch() {
        let t = makeDevice(ios: 18, minor: 4, apps: [
            .sys("A", modes: [.fetch], [(.performFetch, [.completeFetch(.newData)])]), .sys("B"),
        ])
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.state("A"), .suspended, "BR-3: launched into the background, suspended when its fetch completes")
        XCTAssertEqual(t.warnings(.pr1).map(\.app), ["A"], "a background launch starts the process")
        t.send(.prewarm(app: "B"))
        XCTAssertEqual(t.warnings(.pr1).map(\.app), ["A"], "PW-1: a prewarmed process has not reached UIApplicationMain")
        t.send(.launch(app: "B", url: nil))
        XCTAssertEqual(t.warnings(.pr1).map(\.app), ["A", "B"], "the launch completes the prewarmed process")
    }

    /// `--explain` on the line: a log line at every launch, not one of the refusals, drops and
    /// kills the other warnings of PR-1 are.
    func test_PR1_theLineIsExplainedAsLoggedAtEveryLaunch_nothingRefused() throws {
        let record = TraceRecord.warning(WarningRecord(time: .zero, app: "A",
                                                       warning: .sceneLifecycleNotAdopted(message: "m"), rule: .pr1))
        let explanation = try XCTUnwrap(TraceExplainer.explain(record))
        XCTAssertEqual(explanation.message, .warningPR1SceneLifecycle)
        XCTAssertEqual(explanation.rules, [.pr1])
    }

    func test_PR1_rulePageListsTheRowsFrom13To26() throws {
        let statement = try XCTUnwrap(RuleCatalogue.rule(.pr1)?.statement)
        for row in ["  13 | scenes", "  14 | SwiftUI `scenePhase`", "  15 | prewarming (PW-1)", "  17 | `onChange(of:initial:)`", "  18.4 |", "  26 |", "  27 |"] {
            XCTAssertTrue(statement.contains(row), row)
        }
        let rule = try XCTUnwrap(RuleCatalogue.rule(.pr1))
        XCTAssertTrue(rule.citations.contains {
            $0.url == "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"
        })
    }

    func test_PW1_citesTheAppLaunchSequenceArticle() throws {
        let rule = try XCTUnwrap(RuleCatalogue.rule(.pw1))
        XCTAssertEqual(rule.versions, "iOS 15+")
        let doc = try XCTUnwrap(rule.citations.first { $0.label == .doc })
        XCTAssertEqual(doc.url, "https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence")
        XCTAssertEqual(doc.quote, "In iOS 15 and later, the system may, depending on device conditions, prewarm your app "
            + "— launch nonrunning application processes to reduce the amount of time the user waits before the app is "
            + "usable. Prewarming executes an app’s launch sequence up until, but not including, when main() calls "
            + "UIApplicationMain(_:_:_:_:).")
        XCTAssertNotNil(rule.resolution)
    }
}

/// `--explain` says what `prewarm` did, since no record of its own shows it (PW-1).
final class PrewarmExplanationTests: XCTestCase {
    func test_PW1_thePrewarmEventIsExplainedByItsRule() throws {
        let record = TraceRecord.event(EventRecord(time: .zero, line: 3, event: "prewarm Mail"))
        let explanation = try XCTUnwrap(TraceExplainer.explain(record))
        XCTAssertEqual(explanation.rules, [.pw1, .pw2], "PW-2: a scene-based app on iOS 15.0-15.3")
        XCTAssertTrue(explanation.text.contains("before UIApplicationMain"), explanation.text)
    }
}
