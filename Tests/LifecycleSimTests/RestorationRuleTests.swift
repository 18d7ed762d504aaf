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

    private func assertRestores(_ t: SystemsDevice, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        t.clearTrace()
        t.launch("A", file: file, line: line)
        XCTAssertTrue(t.appCallbacks("A").contains("shouldRestoreState"), "\(message): \(t.appCallbacks("A"))", file: file, line: line)
        XCTAssertEqual(t.device.restoredControllers(of: "A"), ["Nav", "List", "Detail"], message, file: file, line: line)
    }

    private func assertDoesNotRestore(_ t: SystemsDevice, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        t.clearTrace()
        t.launch("A", file: file, line: line)
        XCTAssertFalse(t.appCallbacks("A").contains("shouldRestoreState"), "\(message): \(t.appCallbacks("A"))", file: file, line: line)
        XCTAssertFalse(t.controllerCalls("A").contains { $0.contains("decodeRestorableState") }, message, file: file, line: line)
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
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(t.appCallbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        XCTAssertFalse(t.callbackRecords.contains { $0.callback.shortName.contains("RestorableState") })
    }

    func test_SR1_beforeIOS6_restorationHasNoEffect() {
        let t = makeDevice(ios: 5, apps: [restorableApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"), .home)
        XCTAssertEqual(t.appCallbacks("A").filter(Self.srDelegateCallbacks.contains), [])
        XCTAssertFalse(t.callbackRecords.contains { $0.callback.shortName == "encodeRestorableState" })
        XCTAssertFalse(t.device.hasRestorationArchive("A"))
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
        t.clearTrace()
        t.send(.lock)
        XCTAssertEqual(t.appCallbacks("A").suffix(3), ["didEnterBackground", "shouldSaveState", "willEncodeState"])
        XCTAssertTrue(t.device.hasRestorationArchive("A"))
        t.send(.unlock)
        t.clearTrace()
        t.launch("B")
        XCTAssertEqual(t.appCallbacks("A").suffix(3), ["didEnterBackground", "shouldSaveState", "willEncodeState"])
        let all = t.allSteps()
        if let saveEnd = all.lastIndex(of: "A willEncodeState"), let bStart = all.firstIndex(of: "B not-running>inactive") {
            XCTAssertLessThan(saveEnd, bStart, "the leaving app's work comes first: \(all)")
        }
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
        XCTAssertEqual(t.appCallbacks("A"), ["didReceiveMemoryWarning", "willTerminate"])
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
        t.clearTrace()
        t.launch("A")
        XCTAssertFalse(t.controllerCalls("A").contains { $0.contains("RestorableState") || $0.contains("RestoringState") })
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
