import LifecycleSimTesting
import XCTest

/// The README's modern-lifecycle example, verbatim: scenes, SwiftUI's scenePhase and BGTaskScheduler
/// through the Swift API (SC-1, SC-5, UI-1, UI-2, BT-1 … BT-3). It must compile and pass as written.
final class ModernLifecycleTests: XCTestCase {
    func testASceneBasedSwiftUIAppRefreshesInTheBackground() throws {
        let device = try SimulatedDevice(ios: 17)
        var refreshed: [String] = []
        let feed = try device.install("Feed", modes: [.fetch]) { app in
            app.swiftUI = true                                  // a SwiftUI App: implies scenes
            app.bgTaskIdentifiers = ["com.example.refresh"]
            app.on(.didFinishLaunching) { context in
                context.register(forTaskWithIdentifier: "com.example.refresh") { task in
                    refreshed.append(task.identifier)
                    task.context.after(.seconds(2), label: "fetched") { _ in task.setTaskCompleted(success: true) }
                }
            }
            app.on(.scenePhaseBackground) { context in       // onChange(of: scenePhase) → .background
                try? context.submit(BGTaskRequest(identifier: "com.example.refresh", kind: .refresh))
            }
        }
        try feed.launch()
        XCTAssertEqual(feed.scene(1)?.state, .foregroundActive)
        XCTAssertEqual(feed.phase, .active)
        try device.home()
        XCTAssertEqual(feed.scene(1)?.callbacks.map(\.description),
                       ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive", "scenePhaseActive",
                        "sceneWillResignActive", "scenePhaseInactive", "sceneDidEnterBackground",
                        "scenePhaseBackground"])
        XCTAssertEqual(feed.state, .suspended)
        XCTAssertEqual(feed.bgTaskRequests, ["com.example.refresh"])
        try feed.runBGTask("com.example.refresh")            // the system runs the request
        XCTAssertEqual(feed.state, .background)
        try device.advance(by: .seconds(2))
        XCTAssertEqual(feed.state, .suspended)
        XCTAssertEqual(refreshed, ["com.example.refresh"])
    }
}
