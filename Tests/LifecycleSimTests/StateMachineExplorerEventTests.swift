import LifecycleSim
import XCTest

/// The explorer drives every event that can move an app, and labels what it finds as
/// docs/RULES.md's ST-2 table does: these check its edges on iOS 7 row by row.
final class StateMachineExplorerEventTests: XCTestCase {
    private static let iOS7 = StateMachineExplorer.explore(version: OSVersion(7))
    private static let running: [AppState] = [.inactive, .active, .background]

    private func edges(caused cause: String) -> [StateMachineExplorer.Edge] {
        Self.iOS7.filter { $0.cause == cause }
    }

    private func has(_ from: AppState, _ to: AppState, _ cause: String, _ callbacks: [String]) -> Bool {
        Self.iOS7.contains { $0.from == from && $0.to == to && $0.cause == cause && $0.callbacks == callbacks }
    }

    /// IN-1, IN-2 (Notification Center on iOS 5+, Control Center on iOS 7+): resign, then become active again.
    func test_IN1_overlaysResignAndTheirClosingReactivates() {
        for overlay in ["control center", "notification center"] {
            XCTAssertTrue(has(.active, .inactive, overlay, ["willResignActive"]), overlay)
            XCTAssertTrue(has(.inactive, .active, "\(overlay) close", ["didBecomeActive"]), overlay)
            XCTAssertTrue(edges(caused: overlay).allSatisfy { $0.from == .active && $0.to == .inactive }, overlay)
        }
    }

    /// ST-2's last row, TE-3 and DB-1: a debugger kill ends any running state without a callback;
    /// a reboot does so for an app in the background, and gives the app on screen willTerminate.
    func test_TE3_DB1_rebootAndDebuggerKillEndEveryState() {
        for state in Self.running + [.suspended] {
            XCTAssertTrue(has(state, .notRunning, "debugger kill", []), "debugger kill from \(state)")
            let told = state == .active || state == .inactive
            XCTAssertTrue(has(state, .notRunning, "reboot", told ? ["willTerminate"] : []), "reboot from \(state)")
        }
        XCTAssertTrue(edges(caused: "debugger kill").allSatisfy { $0.to == .notRunning && $0.callbacks.isEmpty })
        XCTAssertTrue(edges(caused: "reboot").allSatisfy { $0.to == .notRunning })
    }

    /// ST-2 rows 2 and 7, BR-3, BR-4: a push or a location event launches the app into the
    /// background or resumes it there, with the event's callback and never didBecomeActive.
    func test_BR3_pushAndLocationLaunchOrResumeIntoTheBackground() {
        for (cause, callback) in [("push", "didReceiveRemoteNotification"), ("location", "didUpdateLocations")] {
            XCTAssertTrue(has(.notRunning, .background, cause, ["willFinishLaunching", "didFinishLaunching", callback]), cause)
            XCTAssertTrue(has(.suspended, .background, cause, [callback]), cause)
            XCTAssertFalse(edges(caused: cause).contains { $0.callbacks.contains("didBecomeActive") }, cause)
        }
    }

    /// ST-2 row 6: background → suspended is caused by BG-2, and suspension is silent; the
    /// events applied in the same step (home, lock, a fetch that completes) are not its cause.
    func test_BG2_suspensionIsCausedByNothingKeepingTheAppRunning() {
        let suspensions = Self.iOS7.filter { $0.to == .suspended }
        XCTAssertFalse(suspensions.isEmpty)
        for edge in suspensions {
            XCTAssertEqual(edge.from, .background)
            XCTAssertEqual(edge.cause, "nothing keeps it running (BG-2)")
            XCTAssertTrue(edge.callbacks.allSatisfy { $0 == StateMachineExplorer.taskExpired },
                          "no lifecycle callback on a suspension: \(edge.callbacks)")
        }
        for applied in ["home", "lock", "fetch", "call accept", "launch another app"] {
            XCTAssertFalse(Self.iOS7.contains { $0.to == .suspended && ($0.cause == applied || $0.trigger == applied) }, applied)
        }
        XCTAssertTrue(suspensions.contains { $0.trigger == nil }, "entering the background with nothing to run: at once")
    }

    /// DB-1: with a debugger attached the app is never suspended; detaching it lets BG-2 act.
    func test_DB1_detachingTheDebuggerLetsTheAppBeSuspended() {
        XCTAssertTrue(Self.iOS7.contains { $0.from == .background && $0.to == .suspended && $0.trigger == "debugger detach" })
        XCTAssertTrue(edges(caused: "debugger attach").isEmpty, "attaching changes no state (DB-1)")
    }

    /// BG-5: an expired task shows as "task expired", never with the probe's own task name.
    func test_BG5_expiryIsLabelledWithoutTheProbesTaskName() {
        let labels = Self.iOS7.flatMap { $0.callbacks + [$0.cause] + [$0.trigger ?? ""] }
        XCTAssertFalse(labels.contains { $0.contains(StateMachineExplorer.probeTaskName) }, "\(labels)")
        XCTAssertFalse(labels.contains { $0.hasPrefix("expire ") }, "\(labels)")
        XCTAssertTrue(Self.iOS7.contains { $0.from == .background && $0.to == .suspended && $0.trigger == "time passes"
                                           && $0.callbacks == [StateMachineExplorer.taskExpired] })
    }
}
