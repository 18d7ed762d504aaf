import Foundation
import LifecycleApplication
import LifecycleSimTesting
import XCTest

/// The README's example of testing your own code, verbatim: it must compile and pass as written.
@MainActor final class SessionCounter<Application: LifecycleApplication, Defaults: LifecycleDefaults> {
    private let application: Application
    private let defaults: Defaults
    private var task: Application.BackgroundTaskIdentifier
    private var tokens: [any NSObjectProtocol] = []

    init(application: Application, center: NotificationCenter, defaults: Defaults) {
        self.application = application
        self.defaults = defaults
        task = application.invalidBackgroundTask
        observe("UIApplicationDidBecomeActiveNotification", on: center) { $0.countSession() }
        observe("UIApplicationDidEnterBackgroundNotification", on: center) { $0.beginSaving() }
    }

    var sessions: Int { defaults.integer(forKey: "sessions") }

    func endSaving() {
        application.endBackgroundTask(task)
        task = application.invalidBackgroundTask
    }

    private func countSession() { defaults.set(sessions + 1, forKey: "sessions") }

    private func beginSaving() {
        task = application.beginBackgroundTask(withName: "save") { [weak self] in self?.endSaving() }
    }

    private func observe(_ name: String, on center: NotificationCenter, _ body: @escaping @MainActor (SessionCounter) -> Void) {
        // Only this process's application object posts it, as UIApplication.shared does on a device.
        tokens.append(center.addObserver(forName: Notification.Name(name), object: application, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { if let self { body(self) } }
        })
    }
}

final class SessionCounterTests: XCTestCase {
    typealias Counter = SessionCounter<SimulatedApplication, SimulatedDefaults>

    @MainActor func testEachLaunchCountsOneSessionAcrossAKill() async throws {
        let device = try SimulatedDevice(ios: 17)
        let photos = try device.install("Photos", process: { process in   // built for each process
            Counter(application: process.application, center: process.notificationCenter, defaults: process.defaults)
        })
        try photos.launch()
        try device.home()                             // didEnterBackground: the save begins its task
        XCTAssertEqual(photos.state, .background)
        photos.object(Counter.self)?.endSaving()
        XCTAssertEqual(photos.state, .suspended)      // BG-2: nothing keeps it running
        try device.showSwitcher()
        try photos.killFromSwitcher()                 // TE-2: the process ends, its objects go
        try device.closeSwitcher()
        try photos.launch()                           // new objects, the same defaults (PS-3)
        XCTAssertEqual(photos.object(Counter.self)?.sessions, 2)
    }
}
