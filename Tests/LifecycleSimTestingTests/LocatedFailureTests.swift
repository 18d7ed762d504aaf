import LifecycleSimTesting
import Testing

/// A kill or a warning a test did not expect is an issue at the line of the `advance` that
/// caused it (not the `@Test` line), naming the app, the rule and the task.
@Suite struct LocatedFailureTests {
    /// BG-5 on iOS 13 (30 s; UIKit's lines for outstanding tasks came in 13.4 and 14): a task begun
    /// at Home, never ended, is killed with the app 30 s later. With every warning failing too, the
    /// kill is what fails: the warning written with it is its reason.
    private func forgottenTask() throws -> SimulatedDevice {
        let device = try SimulatedDevice(ios: 13)
        device.failsOnKills = true
        device.failsOnWarnings = .all
        let app = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
        }
        try app.launch()
        try device.home()
        return device
    }

    @Test func test_BG5_anUnexpectedKillIsAnIssueAtTheAdvanceLine() throws {
        let device = try forgottenTask()
        let line = #line + 2
        withKnownIssue {
            try? device.advance(by: .seconds(60))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID.hasSuffix("LocatedFailureTests.swift") == true
                && text.hasPrefix("Photos was killed at 30s by BG-5") && text.contains("'upload'")
        }
    }

    @MainActor @Test func test_BG5_theAsyncAdvanceReportsAtItsLineToo() async throws {
        let device = try forgottenTask()
        let line = #line + 2
        await withKnownIssue {
            try? await device.advance(by: .seconds(60))
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue).joined().contains("by BG-5")
        }
    }

    /// BG-1 (iOS 13.4+): `.all` takes UIKit's 30-second line, 35 s after the task began.
    @Test func test_BG1_anUnexpectedWarningIsAnIssueAtTheAdvanceLine() throws {
        let device = try SimulatedDevice(ios: 17)
        device.failsOnWarnings = .all
        let app = try device.install("Sync") { app in
            app.on(.didBecomeActive) { context in _ = context.beginBackgroundTask(withName: "sync", expirationHandler: nil) }
        }
        try app.launch()
        let line = #line + 2
        withKnownIssue {
            try? device.advance(by: .seconds(60))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && text.contains("Sync got a warning at 35s (BG-1)")
                && text.contains("was created over 30 seconds ago")
        }
    }

    /// An expected kill that does not come is an issue at the `expectKill` line, saying what happened.
    @Test func test_BG2_aKillThatDoesNotComeIsAnIssue() throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try device.install("Notes")
        try app.launch()
        try device.home()
        let line = #line + 2
        withKnownIssue {
            device.expectKill(of: "Notes", by: .bg5) { try device.advance(by: .seconds(60)) }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined() == "expected Notes to be killed by BG-5, but it was not: it is suspended at 60s"
        }
    }
}
