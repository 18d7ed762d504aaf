@testable import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The Swift API's `Exploration` keeps, after every step, only the scheduled items that can still
/// act, as `lifesim explore` does (docs/LANGUAGE.md, "Exploring every path"): its `wait` never
/// stops at one that can never act.
final class ExplorationSweepTests: XCTestCase {
    /// BG-1: the task begun at Home is checked by UIKit 35 s on, a check that can never act once
    /// the return ended the task; BG-5: every Home begins a budget whose expiry is queued 26 s on
    /// (iOS 17), and a later Home of the same app makes the earlier expiry one that can never act.
    /// Along every path of up to five steps among launch, Home, 10 s passing and `wait` (launch,
    /// Home, launch leaves the first behind; a second Home the second), the device after each step
    /// holds none.
    @MainActor func test_BG5_everyStepLeavesOnlyItemsThatCanStillAct() async throws {
        let steps: [Exploration.Step] = [.event(.launch(app: "Photos", url: nil)), .event(.home), .wait(.seconds(10)),
                                         .nextDeadline]
        let result = try await Exploration.explore(depth: 5, steps: steps, device: {
            let device = try SimulatedDevice(ios: 17)
            try device.install("Photos") { app in
                app.on(.didEnterBackground) { context in _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
                app.on(.willEnterForeground) { context in context.endAllBackgroundTasks() }
            }
            return device
        }, check: { device in
            // What the rules leave able to act: the expiry of the budget each app began last, in
            // the process it began in (BG-5), and UIKit's check of a task still outstanding (BG-1).
            let engine = device.engine
            var leftovers: [String] = []
            engine.scheduler.forEach { deadline, _, item in
                switch item {
                case .budgetExpiry(let app, let generation, let epoch, _):
                    if epoch != engine.apps[app].machine.budgetsStarted || generation != engine.apps[app].process?.generation {
                        leftovers.append("an earlier budget's expiry at \(deadline)")
                    }
                case .longLivedTaskCheck(let app, _, let task):
                    if engine.apps[app].process?.tasks.contains(where: { $0.id == task }) != true {
                        leftovers.append("the check of ended task \(task) at \(deadline)")
                    }
                default:
                    break
                }
            }
            guard leftovers.isEmpty else { throw Exploration.Broken("items that can never act: \(leftovers)") }
        })
        XCTAssertNil(result.failure?.message)
        XCTAssertEqual(result.depthReached, 5)
    }
}
