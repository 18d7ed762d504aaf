@testable import LifecycleSim
import XCTest

/// The app machine without a device: ST-2's edges, a backgrounding's budget (BG-3, BG-5, BG-9)
/// living only in the background, and what a suspension holds (MW-3, SC-8, SC-9, timers)
/// handed back whole by the one resume (FG-4, BR-3, BT-3).
final class AppMachineTests: XCTestCase {
    /// A machine in `state`, reached along ST-2's edges.
    private func machine(in state: AppState) -> AppMachine {
        var machine = AppMachine()
        for next in st2Path(to: state) { XCTAssertNotNil(machine.move(to: next), "\(machine.state) → \(next)") }
        XCTAssertEqual(machine.state, state)
        return machine
    }

    /// ST-2: every legal edge moves and reports the state left; every other move is refused and
    /// changes nothing. Suspended → background is the resume's alone.
    func test_ST2_movesFollowTheTableAndOnlyResumeLeavesSuspensionForTheBackground() {
        for from in AppState.allCases {
            for to in AppState.allCases {
                var m = machine(in: from)
                let legal = AppLifecycle.isLegal(from: from, to: to) && !(from == .suspended && to == .background)
                XCTAssertEqual(m.move(to: to), legal ? from : nil, "\(from) → \(to)")
                XCTAssertEqual(m.state, legal ? to : from, "\(from) → \(to)")
            }
        }
        var m = machine(in: .suspended)
        XCTAssertNotNil(m.resume())
        XCTAssertEqual(m.state, .background)
    }

    /// Resume is refused in every state but suspended, and changes nothing there.
    func test_resumeOutsideSuspensionIsRefused() {
        for state in AppState.allCases where state != .suspended {
            var m = machine(in: state)
            XCTAssertNil(m.resume(), "\(state)")
            XCTAssertEqual(m.state, state)
        }
    }

    /// MW-3, SC-8, SC-9: what arrives while suspended is handed back whole, once, by the resume.
    func test_MW3_SC9_SC8_theResumeHandsBackEverythingHeldOnce() throws {
        var m = AppMachine(traits: AppTraits(sceneBased: true))
        _ = m.connectScene(1, to: .background, newSession: true, running: true)
        for next in [AppState.background, .suspended] { XCTAssertNotNil(m.move(to: next)) }
        m.holdMemoryWarning()
        _ = m.systemDisconnects(1, running: true)
        m.holdSceneDiscard(2)
        m.holdTimer(7)
        m.holdTimer(9)
        let held = try XCTUnwrap(m.resume())
        XCTAssertTrue(held.memoryWarning)
        XCTAssertEqual(held.sceneDisconnects, [1])
        XCTAssertEqual(held.sceneDiscards, [2])
        XCTAssertEqual(held.timers, [7, 9])
        XCTAssertNil(m.suspension, "nothing held outlives the suspension")
        XCTAssertNotNil(m.move(to: .suspended))
        let next = try XCTUnwrap(m.resume())
        XCTAssertFalse(next.memoryWarning)
        XCTAssertEqual(next.sceneDisconnects + next.sceneDiscards + next.timers, [], "a new suspension starts empty")
    }

    /// Nothing can be held for an app that is not suspended: a running app hears things at once.
    func test_holdingOutsideSuspensionChangesNothing() {
        for state in AppState.allCases where state != .suspended {
            var m = machine(in: state)
            m.holdMemoryWarning()
            m.holdProtectedData(true)
            m.holdTimer(1)
            m.holdSceneDiscard(1)
            XCTAssertNil(m.suspension, "\(state)")
            XCTAssertEqual(m.state, state)
        }
    }

    /// BG-3, BG-5: a budget belongs to one backgrounding; each start makes the earlier budget's
    /// expiry stale, and a return to the foreground takes the budget with it (BG-4).
    func test_BG3_BG5_aBudgetBelongsToItsBackgrounding() throws {
        var m = machine(in: .background)
        XCTAssertNil(m.backgrounding?.budgetEnd, "a backgrounding starts with no budget until one is started")
        let first = try XCTUnwrap(m.startBudget(until: VirtualTime(milliseconds: 180_000)))
        XCTAssertEqual(m.backgrounding?.budgetEnd, VirtualTime(milliseconds: 180_000))
        XCTAssertTrue(m.isCurrentBudget(first))
        XCTAssertTrue(m.expireBudget(epoch: first))
        XCTAssertEqual(m.backgrounding, .expired(budgetEnd: VirtualTime(milliseconds: 180_000)))
        XCTAssertNotNil(m.move(to: .inactive))
        XCTAssertNil(m.backgrounding, "the foreground has no budget")
        XCTAssertNotNil(m.move(to: .background))
        XCTAssertEqual(m.backgrounding?.budgetExpired, false, "BG-9's refusal ends with the backgrounding")
        let second = try XCTUnwrap(m.startBudget(until: VirtualTime(milliseconds: 400_000)))
        XCTAssertFalse(m.isCurrentBudget(first), "the first backgrounding's expiry is stale")
        XCTAssertTrue(m.isCurrentBudget(second))
    }

    /// A backgrounding's stages, in the order of BG-3 (the budget starts), BG-4 (didEnterBackground
    /// reads no budget yet; a return takes the budget), BG-5 (the handlers 4 s before the end, then
    /// the end) and BG-9 (refusal from the handlers to the return).
    func test_BG3_BG4_BG5_BG9_aBackgroundingGoesThroughItsStagesInOrder() {
        var m = machine(in: .background)
        let end = VirtualTime(milliseconds: 30_000)
        XCTAssertEqual(m.backgrounding, .unbudgeted)
        let epoch = m.startBudget(until: end) ?? 0
        XCTAssertEqual(m.backgrounding, .running(budgetEnd: end))
        m.didEnterBackgroundStarts()
        XCTAssertEqual(m.backgrounding?.enteringBackground, true, "BG-4: didEnterBackground reads DBL_MAX")
        XCTAssertEqual(m.backgrounding?.budgetEnd, end)
        m.didEnterBackgroundReturns()
        XCTAssertEqual(m.backgrounding, .running(budgetEnd: end))
        XCTAssertTrue(m.expireBudget(epoch: epoch))
        XCTAssertEqual(m.backgrounding?.budgetExpired, true, "BG-9 refuses from the handlers on")
        XCTAssertEqual(m.backgrounding?.budgetEnded, false, "tasks still keep it running until the end")
        XCTAssertTrue(m.endBudget(epoch: epoch))
        XCTAssertEqual(m.backgrounding, .ended(budgetEnd: end))
        m.returnStarts()
        XCTAssertEqual(m.backgrounding, .returning(budgetEnd: end), "BG-9's refusal ends with the return")
        XCTAssertEqual(m.backgrounding?.budgetExpired, false)
        m.backgroundingEnds()
        XCTAssertEqual(m.backgrounding, .foregroundTime)
        XCTAssertNil(m.backgrounding?.budgetEnd, "BG-4: back on the foreground's time")
        // A version without a budget: didEnterBackground, then no budget still.
        var old = machine(in: .background)
        old.didEnterBackgroundStarts()
        old.didEnterBackgroundReturns()
        XCTAssertEqual(old.backgrounding, .unbudgeted)
    }

    /// PW-1: prewarming is a place of its own in the lifecycle, not running to UIKit; only an app
    /// without a process is prewarmed, and the prewarm ends into a launch (or with the process).
    func test_PW1_prewarmedIsAPhaseThatReadsNotRunning() {
        var m = AppMachine()
        XCTAssertTrue(m.prewarm())
        XCTAssertTrue(m.isPrewarmed)
        XCTAssertEqual(m.state, .notRunning, "to UIKit a prewarmed app is not running")
        XCTAssertFalse(m.prewarm(), "already prewarmed")
        XCTAssertTrue(m.endPrewarm())
        XCTAssertFalse(m.isPrewarmed)
        XCTAssertNotNil(m.move(to: .inactive), "the launch that completed the prewarm goes on (LA-1)")
        XCTAssertFalse(m.prewarm(), "a running app is not prewarmed")
        XCTAssertFalse(m.endPrewarm())
    }

    /// SC-5: moving a scene returns the app's transition its scenes now give (active if any scene
    /// is foreground-active, inactive if any is foreground-inactive, else background), held back by
    /// the launch lag, which passes through inactive on its way to none (background, inactive,
    /// active, as devices log it).
    func test_SC5_movingASceneReturnsTheAppsTransition() {
        var m = AppMachine(traits: AppTraits(sceneBased: true))
        _ = m.move(to: .background)
        XCTAssertEqual(m.connectScene(1, to: .foregroundInactive, newSession: true, running: true)?.app, .inactive)
        XCTAssertTrue(m.hasSceneSession, "SC-3: UIKit keeps the session it made")
        XCTAssertEqual(m.shownScene, 1, "SC-6: the scene that connects is the one shown")
        XCTAssertNil(m.connectScene(3, to: .foregroundInactive, newSession: false, running: true),
                     "a scene connects only as the app's next")
        let scene = 1
        _ = m.move(to: .inactive)
        XCTAssertNil(m.moveScene(scene, to: .foregroundInactive, running: true).app, "no change, no transition")
        XCTAssertEqual(m.moveScene(scene, to: .foregroundActive, running: true).left, .foregroundInactive)
        var launching = AppMachine(traits: AppTraits(sceneBased: true))
        _ = launching.move(to: .background)
        XCTAssertNil(launching.setSceneLag(.launch, running: true))
        _ = launching.connectScene(1, to: .foregroundActive, newSession: false, running: true)
        XCTAssertNil(launching.moveScene(1, to: .foregroundActive, running: true).app, "held back by the launch")
        XCTAssertEqual(launching.setSceneLag(.activation, running: true), .inactive, "at most inactive until activated")
        _ = launching.move(to: .inactive)
        XCTAssertEqual(launching.setSceneLag(.none, running: true), .active)
    }

    /// UI-1 … UI-3: a scene's SwiftUI phase is in the machine with the scene; the phase it connects
    /// in is no change (UI-3), later callbacks report changes, and the App's phase is the aggregate
    /// (UI-2: active if any scene is, else inactive if any is, else background).
    func test_UI1_UI2_UI3_phasesAreReportedByTheScenesCallbacks() throws {
        var m = AppMachine(traits: AppTraits(sceneBased: true))
        _ = m.move(to: .background)
        for scene in 1...2 { _ = m.connectScene(scene, to: .foregroundInactive, newSession: false, running: true) }
        let connect = try XCTUnwrap(m.reportPhase(after: .willConnect, scene: 1))
        XCTAssertNil(connect.scene, "UI-3: the phase a scene connects in is no change")
        XCTAssertNil(connect.app)
        _ = m.reportPhase(after: .willConnect, scene: 2)
        let active = try XCTUnwrap(m.reportPhase(after: .sceneDidBecomeActive, scene: 2))
        XCTAssertEqual(active.scene.map { [$0.from, $0.to] }, [.inactive, .active])
        XCTAssertEqual(active.app.map { [$0.from, $0.to] }, [.inactive, .active], "UI-2: one active scene makes the App active")
        let background = try XCTUnwrap(m.reportPhase(after: .sceneDidEnterBackground, scene: 1))
        XCTAssertEqual(background.scene.map { [$0.from, $0.to] }, [.inactive, .background])
        XCTAssertNil(background.app, "scene 2 keeps the App active")
        XCTAssertNil(m.reportPhase(after: .didBecomeActive, scene: 1), "the app delegate's callbacks report no phase")
        let ended = m.endScenes()
        XCTAssertEqual(ended.map(\.scene), [1, 2], "the process takes its connected scenes")
        XCTAssertEqual(m.scenes.map(\.scenePhase), [nil, nil])
        XCTAssertNil(m.appPhase, "UI-1: the phases go with the process")
    }

    /// A budget starts only in the background; elsewhere it is refused and nothing changes.
    func test_BG3_noBudgetOutsideTheBackground() {
        for state in AppState.allCases where state != .background {
            var m = machine(in: state)
            XCTAssertNil(m.startBudget(until: VirtualTime(milliseconds: 30_000)), "\(state)")
            XCTAssertFalse(m.expireBudget(epoch: 0), "\(state)")
            XCTAssertNil(m.backgrounding, "\(state)")
            XCTAssertEqual(m.budgetsStarted, 0, "\(state)")
        }
    }
}
