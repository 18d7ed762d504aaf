import LifecycleSimTesting
import Testing

/// Inside an `@Test`, a failed helper must record an issue at the caller's line with the
/// `-`/`+` diff; with `XCTFail` alone it recorded nothing and the test passed.
@Suite struct SwiftTestingFailureTests {
    private func launchedMail() throws -> SimulatedApp {
        let device = try SimulatedDevice(ios: 13)
        let mail = try device.install("Mail") { _ in }
        try mail.launch()
        return mail
    }

    @Test func aWrongCallbackListIsAnIssueAtTheCallersLineWithTheDiff() throws {
        let mail = try launchedMail()
        let line = #line + 2
        withKnownIssue {
            assertCallbacks(mail, ["willFinishLaunching", "didFinishLaunching", "willEnterForeground"])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            // LA-1: a cold launch ends with didBecomeActive, never willEnterForeground (FG-4).
            return text.contains("- willEnterForeground") && text.contains("+ didBecomeActive")
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID.hasSuffix("SwiftTestingFailureTests.swift") == true
        }
    }

    @Test func aWrongSceneCallbackListIsAnIssueNamingTheScene() throws {
        let device = try SimulatedDevice(ios: 17)
        let notes = try device.install("Notes") { $0.scenes = true }
        try notes.launch()
        let scene = try #require(notes.scene(1))
        withKnownIssue {
            // SC-3: a connecting scene gets willConnect before it enters the foreground.
            assertCallbacks(scene, ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("callbacks of Notes/1 differ") && text.contains("+ willConnect")
        }
    }

    @Test func aFailedScenarioExpectationIsAnIssue() throws {
        // PR-1: iOS 13's budget is 30 s, so 31 s after Home the app is suspended, not in the background.
        let run = try Scenario.run(source: """
            device ios 13
            app Uploader
              on didEnterBackground: begin-task upload
              on expire upload: end-task upload
            launch Uploader
            +5s home
            +31s expect Uploader background
            """)
        withKnownIssue {
            assertPassed(run)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("line 7: expected Uploader background")
        }
    }

    @Test func passingHelpersRecordNoIssue() throws {
        let mail = try launchedMail()
        assertCallbacks(mail, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        assertControllerCallbacks(mail, [])
    }
}
