import LifecycleSimTesting
import Testing

/// `device.watch(_:)` reads a property of the language after every step of a test, as `lifesim
/// run` reads a file's properties after every timeline line (docs/LANGUAGE.md, "Properties"): the
/// step that breaks it is an issue at the `watch` line, saying what was observed and after which
/// call; before that step, nothing is reported.
@Suite struct PropertyWatchTests {
    /// An uploader that begins a task at Home and never ends it (BG-1).
    private func forgottenTask(ios: Int, tasks: Int = 1) throws -> (SimulatedDevice, SimulatedApp) {
        let device = try SimulatedDevice(ios: ios)
        let app = try device.install("Uploader") { app in
            app.on(.didEnterBackground) { context in
                for index in 0..<tasks { _ = context.beginBackgroundTask(withName: "upload\(index)", expirationHandler: nil) }
            }
        }
        try app.launch()
        return (device, app)
    }

    /// BG-3 and BG-5 on iOS 17: 30 s of background time, then the kill of an app whose task is
    /// still outstanding. 20 s after Home the property holds; the advance past 30 s breaks it.
    @Test func test_BG5_aKillByTheRuleBreaksTheWatchedPropertyAtTheStepThatKills() throws {
        let (device, _) = try forgottenTask(ios: 17)
        let line = #line + 1
        try device.watch("never Uploader killed-by BG-5")
        try device.home()
        try device.advance(by: .seconds(20))
        withKnownIssue {
            try? device.advance(by: .seconds(20))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID.hasSuffix("PropertyWatchTests.swift") == true
                && text == "property \"never Uploader killed-by BG-5\" broken: Uploader killed-by BG-5, after advancing the clock at 40s"
        }
    }

    /// BG-2 on iOS 6: 600 s of background time, so the same 40 s break nothing.
    @Test func test_BG2_aPropertyThatHoldsReportsNothing() throws {
        let (device, _) = try forgottenTask(ios: 6)
        try device.watch("never Uploader killed")
        try device.home()
        try device.advance(by: .seconds(40))
    }

    /// BG-1: each `beginBackgroundTask` call is one more outstanding task; two at Home break
    /// `tasks <= 1` at the Home press.
    @Test func test_BG1_aCountBrokenAtTheEventThatBrokeIt() throws {
        let (device, _) = try forgottenTask(ios: 17, tasks: 2)
        let line = #line + 1
        try device.watch("always Uploader tasks <= 1")
        try withKnownIssue {
            try device.home()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && text.contains("broken: Uploader tasks = 2, after device.home() at 0s")
        }
    }

    /// FG-1 on iOS 12: Home sends willResignActive, then didEnterBackground. A list is the step's
    /// own: the launch (didFinishLaunching, didBecomeActive) does not break it; Home does.
    @Test func test_FG1_aStepsCallbacksInOrder() throws {
        let device = try SimulatedDevice(ios: 12)
        let app = try device.install("Notes")
        let line = #line + 1
        try device.watch("never Notes callbacks: willResignActive, didEnterBackground")
        try app.launch()
        try withKnownIssue {
            try device.home()
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue).joined().contains("after device.home()")
        }
    }

    /// TE-3: the `crash` event ends the app's process as a crash, with no warning of the app's own.
    @Test func test_TE3_theCrashEventIsACrash() throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Notes")
        try app.launch()
        let line = #line + 1
        try device.watch("never Notes crashed")
        try withKnownIssue {
            try app.crash()
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue).joined().contains("broken: Notes crashed")
        }
    }

    /// A text that is not a property throws the located diagnostic, and is an issue at the line.
    @Test func aTextThatIsNoPropertyIsALocatedError() throws {
        let device = try SimulatedDevice(ios: 17)
        try device.install("Notes")
        let line = #line + 3
        var thrown: (any Error)?
        withKnownIssue {
            do { try device.watch("never Mail killed") } catch { thrown = error }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue).joined().hasPrefix("watch:1:")
        }
        let text = "\(try #require(thrown))"
        #expect(text.hasPrefix("watch:1:7: error:"), "\(text)")
        #expect(text.contains("Mail"), "\(text)")
    }

    /// VC: the window's root controller loads its view at launch (loadView, viewDidLoad). A
    /// property naming the app's controllers reads them; an installed app whose name the language
    /// cannot spell ("Photo Uploader") does not keep other apps' properties from being read.
    @Test func test_VC_aControllerPropertyOfAnAppWithControllers() throws {
        let device = try SimulatedDevice(ios: 12)
        try device.install("Photo Uploader")
        var config = AppConfiguration(name: "Reader")
        config.controllers = [ControllerDefinition(name: "List")]
        config.rootController = "List"
        let reader = try device.install(config)
        let line = #line + 1
        try device.watch("never Reader controller-callbacks: List.viewDidLoad")
        try withKnownIssue {
            try reader.launch()
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue).joined().contains("List.viewDidLoad")
        }
    }

    /// NT-1: the trace shows UIKit's notifications only with `setNotificationsShown(true)`, so a
    /// property that reads them, watched without it, would never break: it is refused, saying so.
    @Test func test_NT1_aNotificationsPropertyNeedsTheNotificationsShown() throws {
        let device = try SimulatedDevice(ios: 17)
        try device.install("Notes")
        var thrown: (any Error)?
        withKnownIssue {
            do { try device.watch("never Notes notifications: UIApplicationDidEnterBackgroundNotification") } catch { thrown = error }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("watch:1:")
        }
        #expect(thrown != nil)
        device.setNotificationsShown(true)
        try device.watch("never Notes notifications: UIApplicationDidEnterBackgroundNotification")
    }
}
