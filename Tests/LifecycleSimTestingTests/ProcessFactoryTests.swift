import Foundation
import LifecycleApplication
import LifecycleSimTesting
import XCTest

/// Counts what happens to the objects of every process, across processes: the test's own record.
@MainActor final class ProcessLedger {
    var built = 0
    var released = 0
    var heard: [String] = []
    var objects: [ObjectIdentifier] = []
}

/// A session tracker as a test author writes it: it counts a session each time the app becomes
/// active, on the center and application it is handed, and keeps the count in the defaults.
@MainActor final class SessionTracker {
    let ledger: ProcessLedger
    let defaults: any LifecycleDefaults
    private var tokens: [any NSObjectProtocol] = []

    init(application: SimulatedApplication, center: NotificationCenter, defaults: any LifecycleDefaults,
         ledger: ProcessLedger) {
        self.ledger = ledger
        self.defaults = defaults
        ledger.built += 1
        let names = ["UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
                     "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillTerminateNotification"]
        for name in names {
            // Registered for this process's application object only, as code does with
            // `object: UIApplication.shared`.
            tokens.append(center.addObserver(forName: Notification.Name(name), object: application, queue: nil) { [weak self] note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { self?.heard(name) }
            })
        }
    }

    private func heard(_ name: String) {
        ledger.heard.append(name)
        if name == "UIApplicationDidBecomeActiveNotification" {
            defaults.set(defaults.integer(forKey: "sessions") + 1, forKey: "sessions")
        }
    }

    deinit {
        MainActor.assumeIsolated { ledger.released += 1 }
    }
}

/// An app installed by its factory: its objects are built per process and let go with it
/// (docs/EXECUTION_MODEL.md, "Processes"); its container outlives them (PS-3).
final class ProcessFactoryTests: XCTestCase {
    @MainActor private func installTracker(on device: SimulatedDevice, _ ledger: ProcessLedger) throws -> SimulatedApp {
        try device.install("Tracker", process: { process in
            SessionTracker(application: process.application, center: process.notificationCenter,
                           defaults: process.defaults, ledger: ledger)
        })
    }

    /// TE-2, NT-1, PS-3: swiped away and launched again, the app counts one session per launch.
    /// The first process's tracker is released with its process and hears nothing of the second
    /// (on a device nothing of a killed process runs again); the count lives in the defaults.
    @MainActor func test_TE2_aRelaunchCountsOneSessionAndTheKilledProcessHearsNothing() async throws {
        let device = try SimulatedDevice(ios: 17)
        let ledger = ProcessLedger()
        let app = try installTracker(on: device, ledger)
        try app.launch()
        try device.home()
        try device.showSwitcher()
        try app.killFromSwitcher()
        XCTAssertEqual(ledger.released, 1, "the killed process's tracker was let go")
        try device.closeSwitcher()
        try app.launch()
        XCTAssertEqual(ledger.built, 2)
        XCTAssertEqual(app.object(SessionTracker.self)?.defaults.integer(forKey: "sessions"), 2)
        XCTAssertEqual(ledger.heard, ["UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
                                      "UIApplicationDidEnterBackgroundNotification", "UIApplicationDidBecomeActiveNotification"])
    }

    /// NT-1: UIApplication notifications carry the process's application object, one object for
    /// the whole process; an observer registered for another object hears none of them.
    @MainActor func test_NT1_theNotificationsObjectIsTheProcesssApplication() async throws {
        let device = try SimulatedDevice(ios: 17)
        let ledger = ProcessLedger()
        let app = try installTracker(on: device, ledger)
        try app.launch()
        let process = try XCTUnwrap(app.process)
        let seen = ProcessLedger()
        let token = process.notificationCenter.addObserver(forName: nil, object: nil, queue: nil) { note in
            let object = ObjectIdentifier(note.object as AnyObject)
            MainActor.assumeIsolated { seen.objects.append(object) }
        }
        let other = app.application // the app's handle, not the process's object
        let otherToken = process.notificationCenter.addObserver(forName: nil, object: other, queue: nil) { note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { seen.heard.append(name) }
        }
        try device.home()
        XCTAssertEqual(seen.objects, [ObjectIdentifier(process.application), ObjectIdentifier(process.application)])
        XCTAssertEqual(seen.heard, [])
        XCTAssertTrue(app.process === process, "one process object while it runs")
        process.notificationCenter.removeObserver(token)
        process.notificationCenter.removeObserver(otherToken)
    }

    /// A kill, a crash, a reboot and memory pressure each end the process and let its objects go;
    /// the next launch builds new ones, and the ended process's application does nothing.
    @MainActor func test_TE3_everyEndOfAProcessReleasesItsObjects() async throws {
        let device = try SimulatedDevice(ios: 17)
        let ledger = ProcessLedger()
        let app = try installTracker(on: device, ledger)
        let ends: [() throws -> Void] = [{ try app.crash() }, { try device.reboot() }, { try device.memoryPressure() },
                                        { try app.debuggerKill() }]
        for (index, end) in ends.enumerated() {
            try app.launch()
            try device.home()
            let kept = try XCTUnwrap(app.process)
            try end()
            XCTAssertEqual(ledger.released, index + 1, "end \(index)")
            XCTAssertNil(app.process)
            XCTAssertFalse(kept.isRunning)
            XCTAssertNil(kept.object(SessionTracker.self), "an ended process keeps nothing")
        }
        XCTAssertEqual(ledger.built, 4)
    }

    /// SC-3, NT-1: a scene notification's object is the process's scene object, the same from the
    /// scene's connection to its end; after a kill and a relaunch the scene is a new object on the
    /// same session, whose persistent identifier is unchanged.
    @MainActor func test_SC3_sceneObjectsLastAsLongAsTheSceneAndTheSessionOutlivesTheProcess() async throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Notes", configure: { $0.scenes = true }, process: { _ in ProcessLedger() })
        try app.launch()
        let first = try XCTUnwrap(app.process)
        let seen = ProcessLedger()
        let token = first.notificationCenter.addObserver(forName: nil, object: first.scene(1), queue: nil) { note in
            let object = ObjectIdentifier(note.object as AnyObject)
            MainActor.assumeIsolated { seen.objects.append(object) }
        }
        try device.home()
        XCTAssertEqual(seen.objects.count, 2, "UISceneWillDeactivate, UISceneDidEnterBackground")
        XCTAssertEqual(Set(seen.objects), [ObjectIdentifier(first.scene(1))])
        let session = first.scene(1).session
        try app.crash()
        try app.launch()
        let second = try XCTUnwrap(app.process)
        XCTAssertFalse(second.scene(1) === first.scene(1))
        XCTAssertEqual(second.scene(1).session.persistentIdentifier, session.persistentIdentifier)
        first.notificationCenter.removeObserver(token)
    }

    /// PW-1: a prewarmed process stops short of UIApplicationMain, so its objects are built when
    /// the launch completes it, once; PW-2 (iOS 15.0-15.3, a scene-based app) runs
    /// didFinishLaunching in the prewarm, so they are built then.
    @MainActor func test_PW1_aPrewarmedProcessBuildsItsObjectsAtTheLaunch() async throws {
        let device = try SimulatedDevice(ios: 17)
        let ledger = ProcessLedger()
        let app = try installTracker(on: device, ledger)
        try app.prewarm()
        XCTAssertEqual(ledger.built, 0, "no UIApplicationMain yet")
        XCTAssertNil(app.process)
        try app.launch()
        XCTAssertEqual(ledger.built, 1)
        XCTAssertNotNil(app.object(SessionTracker.self))
        let early = try SimulatedDevice(ios: 15, minor: 2)
        let built = ProcessLedger()
        let notes = try early.install("Notes", configure: { $0.scenes = true }, process: { _ in
            built.built += 1
            return built
        })
        try notes.prewarm()
        XCTAssertEqual(built.built, 1, "PW-2: built at the prewarm, which ran didFinishLaunching")
        try notes.launch()
        XCTAssertEqual(built.built, 1, "the launch resumes the same process")
    }

    /// The device keeps its processes' objects and they do not keep it: a test's device and
    /// everything of it are released when the test lets go of them, its app still running.
    @MainActor func test_aDeviceWhoseAppRunsIsReleasedWithItsProcesses() async throws {
        weak var released: SimulatedDevice?
        weak var tracker: SessionTracker?
        do {
            let device = try SimulatedDevice(ios: 17)
            released = device
            let app = try installTracker(on: device, ProcessLedger())
            try app.launch()
            tracker = app.object(SessionTracker.self)
            XCTAssertNotNil(tracker)
        }
        XCTAssertNil(released)
        XCTAssertNil(tracker)
    }

    /// NT-1: a test that also observes the app's notifications (`postNotifications(to:)`) does
    /// not take them from the process's own center: both hear them, the process first.
    @MainActor func test_NT1_aTestsObserverAndTheProcesssCenterBothHear() async throws {
        let device = try SimulatedDevice(ios: 17)
        let ledger = ProcessLedger()
        let app = try installTracker(on: device, ledger)
        let center = NotificationCenter()
        app.postNotifications(to: center)
        let seen = ProcessLedger()
        let token = center.addObserver(forName: Notification.Name("UIApplicationDidBecomeActiveNotification"), object: nil,
                                       queue: nil) { note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { seen.heard.append(name) }
        }
        try app.launch()
        XCTAssertEqual(ledger.heard, ["UIApplicationDidBecomeActiveNotification"])
        XCTAssertEqual(seen.heard, ["UIApplicationDidBecomeActiveNotification"])
        center.removeObserver(token)
    }

    /// A factory written to return `AnyObject` still gets the app delegate's methods on the object
    /// it returns when that object adopts them.
    @MainActor func test_LA1_aFactoryReturningAnyObjectStillGetsTheDelegatesMethods() async throws {
        final class Delegate: SimulatedApplicationDelegate {
            var calls: [String] = []
            func applicationDidBecomeActive(_ application: SimulatedApplication) { calls.append("didBecomeActive") }
        }
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Mail", process: { _ -> AnyObject in Delegate() })
        try app.launch()
        XCTAssertEqual(app.object(Delegate.self)?.calls, ["didBecomeActive"])
    }

    /// A factory's object that adopts SimulatedApplicationDelegate is each process's app delegate.
    @MainActor func test_LA1_theFactorysDelegateIsEachProcesssOwn() async throws {
        final class Delegate: SimulatedApplicationDelegate {
            let application: SimulatedApplication
            var calls: [String] = []
            init(_ application: SimulatedApplication) { self.application = application }
            func application(_ application: SimulatedApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
                calls.append(application === self.application ? "didFinishLaunching" : "another application")
                return true
            }
            func applicationDidEnterBackground(_ application: SimulatedApplication) { calls.append("didEnterBackground") }
        }
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Mail", process: { Delegate($0.application) })
        try app.launch()
        let first = try XCTUnwrap(app.object(Delegate.self))
        try device.home()
        try app.crash()
        try app.launch()
        let second = try XCTUnwrap(app.object(Delegate.self))
        XCTAssertFalse(first === second)
        XCTAssertEqual(first.calls, ["didFinishLaunching", "didEnterBackground"])
        XCTAssertEqual(second.calls, ["didFinishLaunching"])
    }
}

/// The session tracker of the relaunch case: at didEnterBackground it flushes its sessions to a
/// server under a background task, which takes 10 s on its clock.
@MainActor final class FlushingTracker {
    let ledger: ProcessLedger
    private let application: SimulatedApplication
    private let clock: DeviceClock
    private let defaults: SimulatedDefaults
    private var tokens: [any NSObjectProtocol] = []

    init(_ process: SimulatedProcess, ledger: ProcessLedger) {
        self.ledger = ledger
        application = process.application
        clock = process.clock
        defaults = process.defaults
        for name in ["UIApplicationDidBecomeActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                     "UIApplicationWillTerminateNotification"] {
            tokens.append(process.notificationCenter.addObserver(forName: Notification.Name(name), object: application,
                                                                 queue: nil) { [weak self] note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { self?.heard(name) }
            })
        }
    }

    private func heard(_ name: String) {
        ledger.heard.append(name)
        switch name {
        case "UIApplicationDidBecomeActiveNotification":
            defaults.set(defaults.integer(forKey: "sessions") + 1, forKey: "sessions")
        case "UIApplicationDidEnterBackgroundNotification":
            let task = application.beginBackgroundTask(withName: "flush", expirationHandler: nil)
            Task {
                try await clock.sleep(for: .seconds(10))
                ledger.heard.append("flushed")
                application.endBackgroundTask(task)
            }
        default:
            break
        }
    }
}

final class RelaunchCaseTests: XCTestCase {
    /// TE-2, PS-3, BG-1: swiped away 2 s into a 10 s flush (running in the background, so it hears
    /// willTerminate first, TE-2) and launched again, the app has counted one session per launch;
    /// the killed process's flush never finishes, and nothing of it hears the second process (no
    /// second count, nothing after terminate but the new process's own activation).
    @MainActor func test_TE2_aSwipeMidFlushThenARelaunchCountsOneSession() async throws {
        let device = try SimulatedDevice(ios: 17)
        device.failsOnKills = true
        let ledger = ProcessLedger()
        let app = try device.install("Tracker", process: { FlushingTracker($0, ledger: ledger) })
        try app.launch()
        try device.home()
        try await device.advance(by: .seconds(2))
        try device.showSwitcher()
        try app.killFromSwitcher()
        try device.closeSwitcher()
        try app.launch()
        try await device.advance(by: .seconds(30))
        XCTAssertEqual(app.defaults["sessions"], .integer(2))
        XCTAssertEqual(ledger.heard, ["UIApplicationDidBecomeActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                                      "UIApplicationWillTerminateNotification", "UIApplicationDidBecomeActiveNotification"])
    }
}
