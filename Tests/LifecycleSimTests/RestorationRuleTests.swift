import LifecycleSim
import XCTest

/// SR-1 … SR-5: state preservation and restoration, iOS 6+.
final class RestorationRuleTests: SystemsRuleTestCase {
    /// `navigation Nav root List restoration-id nav`, `controller List restoration-id list`,
    /// `controller Detail restoration-id detail`, `root Nav`, `restoration`.
    private func restorableApp(_ name: String = "A", restoration: Bool = true, modes: Set<BackgroundMode> = [],
                               handlers: [(DelegateCallback, [AppAction])] = []) -> AppConfiguration {
        .sys(name, modes: modes, restoration: restoration, controllers: [
            .navigation("Nav", root: "List", id: "nav"), .plain("List", id: "list"), .plain("Detail", id: "detail"),
        ], root: "Nav", handlers)
    }

    private static let srDelegateCallbacks: Set<String> = [
        "shouldSaveState", "willEncodeState", "shouldRestoreState", "didDecodeState",
    ]

    /// Launch, push Detail, Home: the app is suspended with an archive (SR-2).
    private func saved(ios version: Int = 7, _ config: AppConfiguration? = nil) -> SystemsDevice {
        let t = makeDevice(ios: version, apps: [config ?? restorableApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"), .home)
        XCTAssertEqual(t.device.hasRestorationArchive("A"), true, "setup: an archive is saved")
        return t
    }

    /// Steps without the view loading callbacks (VC-1), which SR-3 does not place.
    private func stepsWithoutLoading(_ t: SystemsDevice) -> [String] {
        t.steps("A").filter { !$0.hasSuffix(".loadView") && !$0.hasSuffix(".viewDidLoad") }
    }

    /// A cold launch of A (LA-1) without restoration.
    private static let plainLaunch = [
        "A not-running → inactive [LA-1]",
        "A • willFinishLaunching (inactive) [LA-1]",
        "A • didFinishLaunching (inactive) [LA-1]",
        "A inactive → active [LA-1]",
        "A • didBecomeActive (active) [LA-1]",
    ]

    /// A cold launch of A restoring Nav, List and Detail on iOS 7 (SR-3): between willFinishLaunching
    /// and didFinishLaunching, parents first, then applicationFinishedRestoringState, then didBecomeActive.
    private static let restoringLaunch = [
        "A not-running → inactive [LA-1]",
        "A • willFinishLaunching (inactive) [LA-1]",
        "A • shouldRestoreState (inactive) [SR-3]",
        "A • Nav.decodeRestorableState (inactive) [SR-3]",
        "A • List.decodeRestorableState (inactive) [SR-3]",
        "A • Detail.decodeRestorableState (inactive) [SR-3]",
        "A • didDecodeState (inactive) [SR-3]",
        "A • didFinishLaunching (inactive) [LA-1]",
        "A • Nav.applicationFinishedRestoringState (inactive) [SR-3]",
        "A • List.applicationFinishedRestoringState (inactive) [SR-3]",
        "A • Detail.applicationFinishedRestoringState (inactive) [SR-3]",
        "A inactive → active [LA-1]",
        "A • didBecomeActive (active) [LA-1]",
    ]

    /// Launches A and compares the whole step with `expected`, leaving out only the view loading
    /// callbacks (VC-1: loadView, viewDidLoad), which SR-3 does not place.
    private func assertLaunch(_ t: SystemsDevice, _ expected: [String], _ message: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        t.clearTrace()
        let start = t.device.now
        t.launch("A", file: file, line: line)
        let records = t.trace.records.dropFirst().filter {
            guard case .callback(let r) = $0, case .controller(_, let callback) = r.callback else { return true }
            return callback != .loadView && callback != .viewDidLoad
        }
        t.assertLines(TestDevice.lines(records, from: start), expected, "launch A (\(message))", file: file, line: line)
    }

    private func assertRestores(_ t: SystemsDevice, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        assertLaunch(t, Self.restoringLaunch, message, file: file, line: line)
        XCTAssertEqual(t.device.restoredControllers(of: "A"), ["Nav", "List", "Detail"], message, file: file, line: line)
    }

    private func assertDoesNotRestore(_ t: SystemsDevice, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        assertLaunch(t, Self.plainLaunch, message, file: file, line: line)
        XCTAssertEqual(t.device.restoredControllers(of: "A"), [], message, file: file, line: line)
    }

    // MARK: SR-1

    func test_SR1_withoutOptIn_nothingSavedOrRestored() {
        let t = makeDevice(ios: 7, apps: [restorableApp(restoration: false)])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"), .home)
        XCTAssertEqual(t.appCallbacks("A").filter(Self.srDelegateCallbacks.contains), [])
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
        t.send(.memoryPressure(nil))
        assertLaunch(t, Self.plainLaunch, "nothing to restore")
    }

    func test_SR1_beforeIOS6_restorationHasNoEffect() {
        let t = makeDevice(ios: 5, apps: [restorableApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"), .home)
        XCTAssertEqual(t.appCallbacks("A").filter(Self.srDelegateCallbacks.contains), [])
        XCTAssertFalse(t.callbackRecords.contains { $0.callback.shortName == "encodeRestorableState" })
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
    }

    /// SR-1, SR-2, SR-3: a scene-based app (iOS 13+) is restored through its scenes' activities,
    /// never its view controllers. Apple's didFinishLaunching page places restoration before it
    /// "In an app that doesn't support scenes" only; the restoration sample: "For scene-based apps,
    /// UIKit asks each scene to save its state information using an NSUserActivity object"; and
    /// Flutter's iOS team found that after adopting UIScene "these methods are no longer called by
    /// UIKit" (flutter/flutter issue 174402).
    func test_SR1_SR2_SR3_sceneBasedApp_iOS17_neitherSavesNorRestoresControllers() {
        var config = restorableApp()
        config.scenes = true
        let t = makeDevice(ios: 17, apps: [config])
        XCTAssertEqual(t.warnings(.sr1).count, 1, "installing a scene-based app with restoration warns that it has no effect")
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.appCallbacks("A").filter(Self.srDelegateCallbacks.contains), [], "SR-2: nothing asked on Home")
        XCTAssertFalse(t.callbackRecords.contains { $0.callback.shortName == "encodeRestorableState" })
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
        t.send(.memoryPressure(nil))
        XCTAssertEqual(t.state("A"), .notRunning)
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(t.appCallbacks("A").filter(Self.srDelegateCallbacks.contains), [], "SR-3: nothing asked at launch")
        XCTAssertFalse(t.callbackRecords.contains { $0.callback.shortName == "decodeRestorableState" })
        XCTAssertEqual(t.device.restoredControllers(of: "A"), [])
    }

    /// iOS 12 has no scenes (SC-1: the option is ignored), so the same app saves and restores its
    /// controllers as any app (SR-2, SR-3): Apple's sample, "In iOS 12 and earlier, apps preserve
    /// the state of their user interfaces by saving and restoring the configuration of view controllers".
    func test_SR2_SR3_appWithScenesOption_iOS12_restoresItsControllers() {
        var config = restorableApp()
        config.scenes = true
        let t = saved(ios: 12, config)
        XCTAssertEqual(t.warnings(.sr1).count, 0, "no scenes on iOS 12: restoration has its effect")
        t.send(.memoryPressure(nil))
        assertRestores(t, "iOS 12, the scenes option ignored")
    }

    func test_SR1_refuseInShouldSaveState_vetoesSaving() {
        let t = makeDevice(ios: 7, apps: [restorableApp(handlers: [(.shouldSaveState, [.refuse])])])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.steps("A"), [
            "willResignActive", "active>inactive", "inactive>background", "didEnterBackground",
            "shouldSaveState", "background>suspended",
        ])
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
        t.send(.memoryPressure(nil))
        assertDoesNotRestore(t, "nothing was saved")
    }

    func test_SR1_refuseInShouldRestoreState_vetoesRestoring() {
        let t = saved(restorableApp(handlers: [(.shouldRestoreState, [.refuse])]))
        t.send(.memoryPressure(nil))
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(stepsWithoutLoading(t), [
            "not-running>inactive", "willFinishLaunching", "shouldRestoreState", "didFinishLaunching",
            "inactive>active", "didBecomeActive",
        ])
        XCTAssertEqual(t.device.restoredControllers(of: "A"), [])
        XCTAssertNil(t.device.isViewLoaded(app: "A", controller: "Detail"), "Detail is not brought back")
    }

    // MARK: SR-2

    func test_SR2_saveSequenceAfterDidEnterBackground_parentsFirst() {
        let t = makeDevice(ios: 7, apps: [restorableApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"))
        t.clearTrace()
        t.send(.home)
        // Creation order is List, Nav, Detail; parents first is Nav, List, Detail.
        XCTAssertEqual(t.steps("A"), [
            "willResignActive", "active>inactive", "inactive>background", "didEnterBackground",
            "shouldSaveState", "willEncodeState",
            "Nav.encodeRestorableState", "List.encodeRestorableState", "Detail.encodeRestorableState",
            "background>suspended",
        ])
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        let encodes = t.callbackRecords.filter { $0.callback.shortName == "encodeRestorableState" }
        XCTAssertTrue(encodes.allSatisfy { $0.state == .background })
    }

    func test_SR2_savingAlsoOnLockAndOnSwitchingApps() {
        let t = makeDevice(ios: 7, apps: [restorableApp(), .sys("B")])
        t.launch("A")
        // Saving after didEnterBackground returns (SR-2): Nav and its root List, parents first.
        let save = [
            "A • shouldSaveState (background) [SR-2]",
            "A • willEncodeState (background) [SR-2]",
            "A • Nav.encodeRestorableState (background) [SR-2]",
            "A • List.encodeRestorableState (background) [SR-2]",
            "A background → suspended [BG-2]",
        ]
        t.send(.lock, expecting: [
            "A • willResignActive (active) [LK-2]",
            "A active → inactive [LK-2]",
            "A inactive → background [LK-2]",
            "A • didEnterBackground (background) [LK-2]",
        ] + save)
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        t.send(.unlock)
        // FG-3: the leaving app's work, its save included, comes before B's launch.
        t.send(.launch(app: "B", url: nil), expecting: [
            "A • willResignActive (active) [FG-3]",
            "A active → inactive [FG-3]",
            "A inactive → background [FG-3]",
            "A • didEnterBackground (background) [FG-3]",
        ] + save + [
            "B not-running → inactive [LA-1]",
            "B • willFinishLaunching (inactive) [LA-1]",
            "B • didFinishLaunching (inactive) [LA-1]",
            "B inactive → active [LA-1]",
            "B • didBecomeActive (active) [LA-1]",
        ])
    }

    // MARK: SR-3

    func test_SR3_restoreSequence_iOS7_betweenWillFinishAndDidFinish_thenFinishedRestoring_thenDidBecomeActive() {
        let t = saved()
        t.send(.memoryPressure(nil))
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(stepsWithoutLoading(t), [
            "not-running>inactive", "willFinishLaunching",
            "shouldRestoreState",
            "Nav.decodeRestorableState", "List.decodeRestorableState", "Detail.decodeRestorableState",
            "didDecodeState",
            "didFinishLaunching",
            "Nav.applicationFinishedRestoringState", "List.applicationFinishedRestoringState",
            "Detail.applicationFinishedRestoringState",
            "inactive>active", "didBecomeActive",
        ])
        XCTAssertEqual(t.device.restoredControllers(of: "A"), ["Nav", "List", "Detail"])
        XCTAssertEqual(t.device.isViewLoaded(app: "A", controller: "Detail"), true, "the restored stack is on screen")
    }

    func test_SR3_restoreSequence_iOS6_noApplicationFinishedRestoringState() {
        let t = saved(ios: 6)
        t.send(.memoryPressure(nil))
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(stepsWithoutLoading(t), [
            "not-running>inactive", "willFinishLaunching",
            "shouldRestoreState",
            "Nav.decodeRestorableState", "List.decodeRestorableState", "Detail.decodeRestorableState",
            "didDecodeState",
            "didFinishLaunching",
            "inactive>active", "didBecomeActive",
        ])
    }

    func test_SR3_archiveDiscardedAfterUse() {
        let t = saved()
        t.send(.memoryPressure(nil))
        t.launch("A")
        XCTAssertFalse(t.device.hasRestorationArchive("A"), "used at launch, then discarded")
        t.send(.crash(app: "A"))
        assertDoesNotRestore(t, "the archive was used once")
    }

    func test_SR3_returnFromSuspensionDoesNotRestore() {
        let t = saved()
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(t.appCallbacks("A"), ["willEnterForeground", "didBecomeActive"])
        XCTAssertTrue(t.device.hasRestorationArchive("A"), "not a cold launch: the archive is not used")
    }

    /// ST-2's table places restoration only in the user launch row; a launch into the background
    /// for an event (BR-3) does not restore, so the archive is still there afterwards.
    func test_SR3_ST2_backgroundLaunchDoesNotRestore() {
        let t = saved(restorableApp(modes: [.fetch], handlers: [(.performFetch, [.completeFetch(.newData)])]))
        t.send(.memoryPressure(nil))
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.appCallbacks("A"), ["willFinishLaunching", "didFinishLaunching", "performFetch"])
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
    }

    // MARK: SR-4: which terminations keep the archive

    func test_SR4_memoryPressurePurgeKeepsArchive() {
        let t = saved()
        t.send(.memoryPressure(nil))
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        assertRestores(t, "kept after memory pressure")
    }

    func test_SR4_memoryPressureTerminationOfRunningAppKeepsArchive() {
        let t = saved(restorableApp(handlers: [(.didEnterBackground, [.beginTask("t")])]))
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))
        XCTAssertEqual(t.appCallbacks("A"), ["didReceiveMemoryWarning"], "no willTerminate: jetsam's SIGKILL (MW-1, TE-3)")
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        assertRestores(t, "kept after a memory-pressure termination")
    }

    func test_SR4_rebootKeepsArchive() {
        let t = saved()
        t.send(.reboot)
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        assertRestores(t, "kept after a reboot")
    }

    func test_SR4_debuggerKillKeepsArchive() {
        let t = saved()
        t.send(.debuggerKill(app: "A"))
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        assertRestores(t, "kept after a debugger kill")
    }

    func test_SR4_switcherKillOfSuspendedAppDeletesArchive() {
        let t = saved()
        t.send(.switcherShow, .switcherKill(app: "A"), .switcherClose)
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
        assertDoesNotRestore(t, "deleted by a switcher kill")
    }

    func test_SR4_switcherKillOfFrontAppDeletesArchive() {
        let t = makeDevice(ios: 7, apps: [restorableApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"))
        t.send(.switcherShow, .switcherKill(app: "A"))
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
        t.send(.switcherClose)
        assertDoesNotRestore(t, "deleted by a switcher kill, even one saved on the way out")
    }

    func test_SR4_switcherKillOnIOS6MinusBadgeDeletesArchive() {
        let t = saved(ios: 6)
        t.send(.switcherShow, .switcherKill(app: "A"), .switcherClose)
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
    }

    func test_SR4_crashInShouldRestoreStateDeletesArchive() {
        let t = saved(restorableApp(handlers: [(.shouldRestoreState, [.crash])]))
        t.send(.memoryPressure(nil))
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(t.state("A"), .notRunning, "crashed during restoration")
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
        assertDoesNotRestore(t, "deleted by a crash during restoration")
    }

    func test_SR4_crashInDidDecodeStateDeletesArchive() {
        let t = saved(restorableApp(handlers: [(.didDecodeState, [.crash])]))
        t.send(.memoryPressure(nil))
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(t.state("A"), .notRunning, "crashed during restoration")
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
        assertDoesNotRestore(t, "deleted by a crash during restoration")
    }

    func test_SR4_crashWhileSuspendedKeepsArchive() {
        let t = saved()
        t.send(.crash(app: "A"))
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        assertRestores(t, "a crash elsewhere keeps it")
    }

    func test_SR4_crashInWillFinishLaunchingBeforeRestorationKeepsArchive() {
        let armed = Box(false)
        var config = restorableApp()
        config.on(.willFinishLaunching) { if armed.value { $0.crash() } }
        let t = saved(config)
        t.send(.memoryPressure(nil))
        armed.value = true
        t.launch("A")
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertTrue(t.device.hasRestorationArchive("A"), "during launch but not during restoration: kept")
        armed.value = false
        assertRestores(t, "kept after a crash before restoration")
    }

    func test_SR4_crashAfterReturnToForegroundKeepsArchive() {
        let armed = Box(false)
        var config = restorableApp()
        config.on(.didBecomeActive) { if armed.value { $0.crash() } }
        let t = saved(config)
        armed.value = true
        t.launch("A")
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        armed.value = false
        assertRestores(t, "kept after a crash elsewhere")
    }

    func test_SR4_crashInBackgroundTaskTimerKeepsArchive() {
        var config = restorableApp()
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t"))
            context.after(.seconds(5), label: "crash") { $0.crash() }
        }
        let t = saved(config)
        t.wait(10)
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
    }

    // MARK: SR-5

    func test_SR5_controllerWithoutIdentifier_andItsChildren_notSavedNorRestored() {
        let config = AppConfiguration.sys("A", restoration: true, controllers: [
            .navigation("Nav", root: "List"), .plain("List", id: "list"), .plain("Detail", id: "detail"),
        ], root: "Nav")
        let t = makeDevice(ios: 7, apps: [config])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.controllerCalls("A"), [], "Nav has no restoration id: neither it nor its children are saved")
        t.send(.memoryPressure(nil))
        // The app delegate saved an archive with no controller in it (SR-2), so SR-3 restores none.
        assertLaunch(t, [
            "A not-running → inactive [LA-1]",
            "A • willFinishLaunching (inactive) [LA-1]",
            "A • shouldRestoreState (inactive) [SR-3]",
            "A • didDecodeState (inactive) [SR-3]",
            "A • didFinishLaunching (inactive) [LA-1]",
            "A inactive → active [LA-1]",
            "A • didBecomeActive (active) [LA-1]",
        ], "no controller is restored")
        XCTAssertEqual(t.device.restoredControllers(of: "A"), [])
        XCTAssertNil(t.device.isViewLoaded(app: "A", controller: "Detail"))
    }

    func test_SR5_controllerPresentedByAControllerWithoutIdentifier_notSaved() {
        let config = AppConfiguration.sys("A", restoration: true, controllers: [
            .navigation("Nav", root: "List", id: "nav"), .plain("List", id: "list"), .plain("Detail"),
            .plain("Modal", id: "modal"),
        ], root: "Nav")
        let t = makeDevice(ios: 7, apps: [config])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"),
               .presentController(app: "A", controller: "Modal", from: "Detail"))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.controllerCalls("A"), ["Nav.encodeRestorableState@0", "List.encodeRestorableState@0"])
        t.send(.memoryPressure(nil))
        t.launch("A")
        XCTAssertEqual(t.device.restoredControllers(of: "A"), ["Nav", "List"])
    }

    func test_SR5_rootWithoutIdentifier_presentedChildNotSaved() {
        let config = AppConfiguration.sys("A", restoration: true, controllers: [
            .plain("Home"), .plain("Modal", id: "modal"),
        ], root: "Home")
        let t = makeDevice(ios: 7, apps: [config])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "Modal", from: nil))
        t.clearTrace()
        t.send(.home)
        XCTAssertEqual(t.controllerCalls("A"), [])
    }
}
