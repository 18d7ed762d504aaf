@testable import LifecycleSim
import XCTest

/// The machine's inputs without a device: for each rule, an input in a given phase, and the
/// steps it appends asserted whole, in the order docs/RULES.md gives the callbacks. Every input
/// is also tried in every state where it does not apply, where it must append no step. (Inputs
/// only read the machine; the steps change it, on the device.)
final class AppMachineStepTests: XCTestCase {
    /// iOS 13+: the 30 s budget of BG-3.
    private static let budget = VirtualDuration.seconds(30)
    private let classic = AppTraits(backgroundBudget: budget)
    private let sceneBased = AppTraits(sceneBased: true, backgroundBudget: budget)

    /// A machine in `state` along ST-2's edges; a scene-based one has scene 1 where that state puts it (SC-5).
    private func machine(_ traits: AppTraits, in state: AppState) -> AppMachine {
        var m = AppMachine(traits: traits)
        if traits.sceneBased && state != .notRunning {
            let sceneState: SceneActivationState = state == .active ? .foregroundActive
                : state == .inactive ? .foregroundInactive : .background
            _ = m.connectScene(1, to: sceneState, newSession: false, running: true)
        }
        for next in st2Path(to: state) { XCTAssertNotNil(m.move(to: next)) }
        XCTAssertEqual(m.state, state)
        return m
    }

    /// The steps a static input appends to an empty list.
    private func steps(_ input: (inout [AppStep]) -> Void) -> [AppStep] {
        var steps: [AppStep] = []
        input(&steps)
        return steps
    }

    /// The steps an input of `machine` appends to an empty list.
    private func steps(_ machine: AppMachine, _ input: (AppMachine, inout [AppStep]) -> Void) -> [AppStep] {
        var steps: [AppStep] = []
        input(machine, &steps)
        return steps
    }

    /// didEnterBackground under FG-2's watchdog, reading DBL_MAX while it runs (BG-4); with
    /// `thenTheApps`, UIKit's UIApplicationDidEnterBackgroundNotification after the scene's
    /// callback (NT-2: a scene-based app entering the background).
    private func didEnterBackground(_ callback: AppStep, thenTheApps: Bool = false) -> [AppStep] {
        [.watchedCallbacksStart(.didEnterBackground), callback]
            + (thenTheApps ? [.notifyApplication(.applicationDidEnterBackground)] : [])
            + [.watchedCallbacksEnd(.didEnterBackground)]
    }

    // MARK: FG-1, FG-2, FG-5, SC-4: leaving the foreground

    /// FG-1: Home from the active app: willResignActive, inactive, background, then
    /// didEnterBackground (FG-2); the budget is scheduled before any of the app's code runs in
    /// the background (BG-3), undeclared audio and location stop (BM-3), and state is saved
    /// after didEnterBackground returns (SR-2).
    func test_FG1_homeFromAnActiveClassicApp() {
        let m = machine(classic, in: .active)
        XCTAssertEqual(steps(m) { $0.leaveForeground(.fg1, into: &$1) }, [
            .deliver(.willResignActive, .fg1), .move(.inactive, .fg1),
            .move(.background, .fg1), .startBudget(Self.budget), .stopUndeclaredActivities,
        ] + didEnterBackground(.deliver(.didEnterBackground, .fg1)) + [.saveState])
    }

    /// SC-4: a scene-based app leaves through its scene: sceneWillResignActive, the scene's moves
    /// (the app follows them, SC-5), sceneDidEnterBackground; the budget is the app's (SC-2).
    /// NT-2: UIKit's UIApplication notifications follow the scene's callbacks that change the app.
    func test_SC4_homeFromAnActiveSceneBasedApp() {
        let m = machine(sceneBased, in: .active)
        XCTAssertEqual(steps(m) { $0.leaveForeground(.fg1, into: &$1) }, [
            .deliverToScene(.sceneWillResignActive, scene: 1, .sc4), .moveScene(1, .foregroundInactive, .sc4),
            .notifyApplication(.applicationWillResignActive),
            .moveScene(1, .background, .sc4), .startBudget(Self.budget), .stopUndeclaredActivities,
        ] + didEnterBackground(.deliverToScene(.sceneDidEnterBackground, scene: 1, .sc4), thenTheApps: true),
                       "SR-2: no view-controller state is saved for a scene-based app")
    }

    /// SC-4: UIKit asks a scene for its stateRestorationActivity right after sceneDidEnterBackground,
    /// only when the delegate implements it.
    func test_SC4_stateRestorationActivityFollowsSceneDidEnterBackgroundWhenImplemented() {
        var traits = sceneBased
        traits.asksForRestorationActivity = true
        XCTAssertEqual(steps(machine(traits, in: .inactive)) { $0.enterBackground(.fg1, into: &$1) }, [
            .moveScene(1, .background, .sc4), .startBudget(Self.budget), .stopUndeclaredActivities,
            .watchedCallbacksStart(.didEnterBackground),
            .deliverToScene(.sceneDidEnterBackground, scene: 1, .sc4),
            .deliverToScene(.stateRestorationActivity, scene: 1, .sc4),
            .notifyApplication(.applicationDidEnterBackground),
            .watchedCallbacksEnd(.didEnterBackground),
        ], "SR-2: the scene's activity, not the controllers' state, is what a scene-based app saves")
    }

    /// FG-5: without multitasking, leaving the foreground terminates: willResignActive, then
    /// willTerminate and the end of the process, with no background state and no budget.
    func test_FG5_withoutMultitaskingLeavingTerminates() {
        let traits = AppTraits(multitasking: false)
        XCTAssertEqual(steps(machine(traits, in: .active)) { $0.leaveForeground(.fg1, into: &$1) }, [
            .deliver(.willResignActive, .fg1), .move(.inactive, .fg1), .terminate(.fg5),
        ])
    }

    /// FG-5: an app that opts out with exits-on-suspend gets didEnterBackground, then terminates.
    func test_FG5_exitsOnSuspendEntersTheBackgroundThenTerminates() {
        let traits = AppTraits(optsOutOfBackground: true, backgroundBudget: .seconds(180))
        XCTAssertEqual(steps(machine(traits, in: .inactive)) { $0.enterBackground(.fg1, into: &$1) },
                       [.move(.background, .fg5)] + didEnterBackground(.deliver(.didEnterBackground, .fg5)) + [.terminate(.fg5)])
    }

    /// Leaving applies only to an app on screen; entering the background only to an inactive one.
    /// Asked elsewhere, an input is refused visibly: its one step names it (docs/ENGINE.md).
    func test_leavingAppliesOnlyOnScreen() {
        for traits in [classic, sceneBased] {
            for state in AppState.allCases {
                let m = machine(traits, in: state)
                let leaving = steps(m) { $0.leaveForeground(.fg1, into: &$1) }
                XCTAssertEqual(leaving == [.inapplicable(.leaveForeground)], state != .active && state != .inactive, "\(state)")
                let entering = steps(m) { $0.enterBackground(.fg1, into: &$1) }
                XCTAssertEqual(entering == [.inapplicable(.enterBackground)], state != .inactive, "\(state)")
            }
        }
    }

    // MARK: IN-1, IN-2: resigning and becoming active

    /// IN-1: willResignActive while still active, then inactive; IN-2: active, then didBecomeActive.
    func test_IN1_IN2_classicResignAndReactivation() {
        XCTAssertEqual(steps(machine(classic, in: .active)) { $0.resignActive(.in1, into: &$1) },
                       [.deliver(.willResignActive, .in1), .move(.inactive, .in1)])
        XCTAssertEqual(steps(machine(classic, in: .inactive)) { $0.becomeActive(.in2, entering: false, into: &$1) },
                       [.move(.active, .in2), .deliver(.didBecomeActive, .in2)])
    }

    /// SC-4, SC-5: the scene activates first and sceneDidBecomeActive runs in foreground-active;
    /// entering the foreground, the app reads inactive there and becomes active right after
    /// (the activation lag, released by the last step); UIKit's notification for the app comes
    /// once it is active (NT-2).
    func test_SC5_enteringTheAppBecomesActiveAfterSceneDidBecomeActive() {
        XCTAssertEqual(steps(machine(sceneBased, in: .inactive)) { $0.becomeActive(.fg4, entering: true, into: &$1) }, [
            .setSceneLag(.activation), .moveScene(1, .foregroundActive, .sc4),
            .deliverToScene(.sceneDidBecomeActive, scene: 1, .sc4), .setSceneLag(.none),
            .notifyApplication(.applicationDidBecomeActive),
        ])
    }

    /// Resigning applies only to an active app, becoming active only to an inactive one; asked
    /// elsewhere, each is refused visibly.
    func test_resignAndActivationApplyOnlyInTheirState() {
        for traits in [classic, sceneBased] {
            for state in AppState.allCases {
                let m = machine(traits, in: state)
                XCTAssertEqual(steps(m) { $0.resignActive(.in1, into: &$1) } == [.inapplicable(.resignActive)],
                               state != .active, "\(state)")
                XCTAssertEqual(steps(m) { $0.becomeActive(.in2, entering: false, into: &$1) } == [.inapplicable(.becomeActive)],
                               state != .inactive, "\(state)")
            }
        }
    }

    // MARK: FG-4: returning

    /// FG-4: willEnterForeground in the background, then inactive; the budget ends (BG-4), the
    /// views on screen load (VC-1), what the user opened the app for arrives (LA-2), then
    /// didBecomeActive unless an overlay or the lock keeps it inactive.
    func test_FG4_aClassicReturn() {
        let m = machine(classic, in: .background)
        XCTAssertEqual(steps(m) { $0.enterForeground(.fg4, newWindow: false, into: &$1) }, [
            .deliver(.willEnterForeground, .fg4), .endBackgrounding, .move(.inactive, .fg4),
            .loadVisibleViews, .arrive, .becomeActive(.fg4, unlessBlocked: true),
        ])
    }

    /// SC-4: the shown scene returns: sceneWillEnterForeground, then foreground-inactive; then
    /// UIKit's notification for the app, now in the foreground (NT-2).
    func test_SC4_aSceneReturns() {
        let m = machine(sceneBased, in: .background)
        XCTAssertEqual(steps(m) { $0.enterForeground(.fg4, newWindow: false, into: &$1) }, [
            .deliverToScene(.sceneWillEnterForeground, scene: 1, .sc4), .moveScene(1, .foregroundInactive, .sc4),
            .endBackgrounding, .notifyApplication(.applicationWillEnterForeground), .loadVisibleViews, .arrive, .becomeActive(.fg4, unlessBlocked: true),
        ])
    }

    /// SC-6: a new window connects a new scene with a new session (configurationForConnecting),
    /// numbered after the app's last.
    func test_SC6_aNewWindowConnectsANewSceneWithANewSession() {
        let m = machine(sceneBased, in: .background)
        XCTAssertEqual(steps(m) { $0.enterForeground(.sc6, newWindow: true, into: &$1) }, [
            .endBackgrounding, .deliver(.configurationForConnecting, .sc6),
            .connectScene(2, .foregroundInactive, newSession: true, .sc6), .deliverToScene(.willConnect, scene: 2, .sc6),
            .deliverToScene(.sceneWillEnterForeground, scene: 2, .sc6), .notifyApplication(.applicationWillEnterForeground),
            .loadVisibleViews, .arrive, .becomeActive(.sc6, unlessBlocked: true),
        ])
    }

    /// A return applies only to a background app (a suspended one is resumed first).
    func test_returnAppliesOnlyInTheBackground() {
        for state in AppState.allCases where state != .background {
            let m = machine(classic, in: state)
            XCTAssertEqual(steps(m) { $0.enterForeground(.fg4, newWindow: false, into: &$1) }, [.inapplicable(.enterForeground)],
                           "\(state)")
        }
    }

    /// SC-4, SC-6: the scene that returns is the one the app shows (the last one shown), not
    /// its most recently connected one; once that scene is gone, the most recently connected.
    func test_SC6_theShownSceneReturns() {
        var m = AppMachine(traits: sceneBased)
        for _ in 1...2 { _ = m.connectScene(m.scenes.count + 1, to: .background, newSession: false, running: true) }
        _ = m.move(to: .background)
        m.show(1)
        let returnOf = { (scene: Int) -> [AppStep] in
            [.deliverToScene(.sceneWillEnterForeground, scene: scene, .sc4),
             .moveScene(scene, .foregroundInactive, .sc4), .endBackgrounding,
             .notifyApplication(.applicationWillEnterForeground), .loadVisibleViews, .arrive,
             .becomeActive(.fg4, unlessBlocked: true)]
        }
        XCTAssertEqual(steps(m) { $0.enterForeground(.fg4, newWindow: false, into: &$1) }, returnOf(1))
        _ = m.moveScene(1, to: .disconnected, running: true)
        XCTAssertEqual(steps(m) { $0.enterForeground(.fg4, newWindow: false, into: &$1) }, returnOf(2))
    }

    /// The device asks an input of `AppMachine.Reading`, the facts copied out of the machine when
    /// the input is asked; these tests ask the machine. Every input gives the same steps on
    /// both, in every state, for a classic app and a scene-based one (with the launch lag, SC-5).
    func test_aReadingGivesTheMachinesSteps() {
        let inputs: [(String, (any AppMachineReading, inout [AppStep]) -> Void)] = [
            ("launch", { $0.launch(for: .plain, into: &$1) }),
            ("launch for a URL", { $0.launch(for: .url, into: &$1) }),
            ("launch for a notification", { $0.launch(for: .notification(.didReceiveRemoteNotification), into: &$1) }),
            ("launchInBackground", { $0.launchInBackground(.br3, connectingScene: false, into: &$1) }),
            ("launchInBackground, connecting a scene", { $0.launchInBackground(.br3, connectingScene: true, into: &$1) }),
            ("resignActive", { $0.resignActive(.in1, into: &$1) }),
            ("becomeActive", { $0.becomeActive(.in2, entering: false, into: &$1) }),
            ("becomeActive, entering", { $0.becomeActive(.fg4, entering: true, into: &$1) }),
            ("leaveForeground", { $0.leaveForeground(.fg1, into: &$1) }),
            ("enterBackground", { $0.enterBackground(.fg2, into: &$1) }),
            ("enterForeground", { $0.enterForeground(.fg4, newWindow: false, into: &$1) }),
            ("enterForeground, new window", { $0.enterForeground(.sc6, newWindow: true, into: &$1) }),
            ("connectScene", { $0.connectScene(.sc3, newSession: false, into: &$1) }),
            ("didEnterBackground", { $0.didEnterBackground(.fg1, scenes: [1], into: &$1) }),
            ("sceneLeavesScreen", { $0.sceneLeavesScreen(1, .sc7, into: &$1) }),
            ("disconnectScene", { $0.disconnectScene(1, into: &$1) }),
            ("userKill", { $0.userKill(into: &$1) }),
            ("prewarmLaunch", { $0.prewarmLaunch(into: &$1) }),
        ]
        var restoring = sceneBased
        restoring.asksForRestorationActivity = true
        var machines: [AppMachine] = []
        for traits in [classic, sceneBased, restoring] {
            for state in AppState.allCases { machines.append(machine(traits, in: state)) }
        }
        var lagging = machine(sceneBased, in: .background)
        _ = lagging.setSceneLag(.launch, running: true)
        machines.append(lagging)
        for m in machines {
            for (name, input) in inputs {
                var asked: [AppStep] = []
                input(m, &asked)
                var read: [AppStep] = []
                input(m.reading, &read)
                XCTAssertEqual(read, asked, "\(name) in \(m.state), scene-based: \(m.traits.sceneBased)")
            }
        }
    }

    // MARK: BG-5: the budget runs out

    /// BG-5: BG-9's refusal of new tasks starts (the machine moves to its expired stage), each
    /// outstanding task expires oldest first (recorded, then its expiration handler), tasks still
    /// outstanding then get the app killed at the end (its ended stage), and BG-2 decides last.
    func test_BG5_theBudgetExpires() throws {
        var m = machine(classic, in: .background)
        let end = VirtualTime(milliseconds: 30_000)
        let epoch = try XCTUnwrap(m.startBudget(until: end))
        // 4 s before the end: the handlers, oldest first, then BG-2; no kill yet.
        XCTAssertTrue(m.expireBudget(epoch: epoch))
        XCTAssertEqual(m.backgrounding, .expired(budgetEnd: end))
        XCTAssertEqual(steps { AppMachine.expirations(of: [3, 5], into: &$0) }, [
            .expireTask(3), .expireTask(5), .warnOfTasksLeftAfterExpiry, .settle(.bg5),
        ])
        // At the end: a task still outstanding gets the app killed, then BG-2.
        XCTAssertTrue(m.endBudget(epoch: epoch))
        XCTAssertEqual(m.backgrounding, .ended(budgetEnd: end))
        XCTAssertEqual(steps { AppMachine.budgetEndSteps(into: &$0) }, [.killIfTasksRemain(.bg5), .settle(.bg5)])
    }

    /// BG-5: an expiry scheduled for an earlier budget, or reaching an app no longer in the
    /// background (it returned, was suspended or ended), is refused and changes nothing.
    func test_BG5_onlyTheCurrentBudgetOfABackgroundAppExpires() throws {
        var m = machine(classic, in: .background)
        let first = try XCTUnwrap(m.startBudget(until: .seconds(30)))
        let second = try XCTUnwrap(m.startBudget(until: .seconds(60)))
        XCTAssertFalse(m.expireBudget(epoch: first), "a stale expiry")
        XCTAssertFalse(m.endBudget(epoch: first), "a stale end")
        XCTAssertEqual(m.backgrounding, .running(budgetEnd: .seconds(60)))
        XCTAssertTrue(m.expireBudget(epoch: second))
        XCTAssertTrue(m.endBudget(epoch: second))
        for state in AppState.allCases where state != .background {
            var other = machine(classic, in: .background)
            let epoch = try XCTUnwrap(other.startBudget(until: .seconds(30)))
            // ST-2 from the background: back to the foreground (active through inactive), suspended, ended.
            for next in state == .active ? [.inactive, .active] : [state] { XCTAssertNotNil(other.move(to: next)) }
            let before = other
            XCTAssertFalse(other.expireBudget(epoch: epoch), "\(state)")
            XCTAssertFalse(other.endBudget(epoch: epoch), "\(state)")
            XCTAssertEqual(other, before, "\(state)")
        }
    }

    // MARK: TE-2: the user's kill

    /// TE-2: a suspended app (or a not-running one's prewarmed process) dies with no callback; a
    /// background app gets willTerminate; the app inactive under the switcher leaves the screen,
    /// enters the background (didEnterBackground under its watchdog, FG-2) and terminates, with
    /// no suspension between.
    func test_TE2_theUsersKillByState() {
        for state in [AppState.notRunning, .suspended] {
            XCTAssertEqual(steps(machine(classic, in: state)) { $0.userKill(into: &$1) }, [.kill(.te2)], "\(state)")
        }
        XCTAssertEqual(steps(machine(classic, in: .background)) { $0.userKill(into: &$1) }, [.terminate(.te2)])
        let leaving: [AppStep] = [.leaveScreen, .move(.background, .te2), .startBudget(Self.budget), .stopUndeclaredActivities]
            + didEnterBackground(.deliver(.didEnterBackground, .te2)) + [.saveState, .terminate(.te2)]
        XCTAssertEqual(steps(machine(classic, in: .inactive)) { $0.userKill(into: &$1) }, leaving)
        XCTAssertEqual(steps(machine(classic, in: .active)) { $0.userKill(into: &$1) },
                       [.deliver(.willResignActive, .te2), .move(.inactive, .te2)] + leaving,
                       "an active app resigns while still on screen")
    }

    /// TE-2 with scenes: the scene in the foreground enters the background (SC-4's rule for
    /// the event's own rule, TE-2), then willTerminate.
    func test_TE2_theUsersKillOfASceneBasedAppInFront() {
        let leaving: [AppStep] = [.leaveScreen, .moveScene(1, .background, .te2), .startBudget(Self.budget), .stopUndeclaredActivities]
            + didEnterBackground(.deliverToScene(.sceneDidEnterBackground, scene: 1, .te2), thenTheApps: true) + [.terminate(.te2)]
        XCTAssertEqual(steps(machine(sceneBased, in: .inactive)) { $0.userKill(into: &$1) }, leaving)
        XCTAssertEqual(steps(machine(sceneBased, in: .active)) { $0.userKill(into: &$1) },
                       [.deliverToScene(.sceneWillResignActive, scene: 1, .te2), .moveScene(1, .foregroundInactive, .te2),
                        .notifyApplication(.applicationWillResignActive)] + leaving)
    }

    // MARK: FG-4, BR-3, BT-3, MW-3, SC-8, SC-9: the one resume

    /// The resume consumes everything the suspension held, in docs/RULES.md's order: the move
    /// and BG-7's budget before any code, the held memory warning first (MW-3), then each
    /// scene the system released (SC-9), then the discarded ones and one didDiscardSceneSessions
    /// (SC-8); what woke the app and the timers that fell due come after, from the device.
    func test_MW3_SC9_SC8_theResumeConsumesWhatWasHeldInOrder() throws {
        var m = machine(sceneBased, in: .suspended)
        m.holdMemoryWarning()
        _ = m.systemDisconnects(1, running: true)
        m.holdSceneDiscard(2)
        m.holdSceneDiscard(3)
        m.holdTimer(4)
        let held = try XCTUnwrap(m.resume())
        XCTAssertEqual(steps { AppMachine.resume(held, for: .bt3, budget: Self.budget, into: &$0) }, [
            .recordResume(.bt3), .startBudget(Self.budget), .deliverMemoryWarning(.mw3),
            .deliverToScene(.sceneDidDisconnect, scene: 1, .sc9),
            .deliverToScene(.sceneDidDisconnect, scene: 2, .sc8), .deliverToScene(.sceneDidDisconnect, scene: 3, .sc8),
            .deliver(.didDiscardSceneSessions, .sc8),
        ])
        XCTAssertEqual(m.state, .background)
        XCTAssertEqual(held.timers, [4], "the held timers go to the device, to run after what woke the app")
    }

    /// BT-3 and SC-9 (the scenario of docs/RULES.md SC-9): a BGTaskScheduler wake delivers the
    /// disconnect held for a scene released while suspended, as a return and a push do: all three
    /// wakes take the one resume, recorded with their own rule, a background one with BG-7's budget.
    func test_SC9_everyWakeDeliversAHeldDisconnect() throws {
        let window = OSProfile.backgroundEventWindow
        for (rule, budget) in [(RuleID.bt3, Optional(window)), (.br3, window), (.fg4, nil)] {
            var m = machine(sceneBased, in: .suspended)
            _ = m.systemDisconnects(1, running: true)
            let budgetStep: [AppStep] = budget.map { [.startBudget($0)] } ?? []
            let held = try XCTUnwrap(m.resume())
            XCTAssertEqual(steps { AppMachine.resume(held, for: rule, budget: budget, into: &$0) },
                           [.recordResume(rule)] + budgetStep + [.deliverToScene(.sceneDidDisconnect, scene: 1, .sc9)],
                           "\(rule)")
        }
    }

    /// Only a suspended app resumes.
    func test_resumeAppliesOnlyToASuspendedApp() {
        for state in AppState.allCases where state != .suspended {
            var m = machine(classic, in: state)
            XCTAssertNil(m.resume(), "\(state)")
            XCTAssertEqual(m.state, state, "a refused resume changes nothing")
        }
    }

    // MARK: LA-1, LA-3, SC-3, SC-5, BR-3, BR-4: launches

    /// The launch callbacks under LA-3's watchdog: the UI loaded, willFinishLaunching (iOS 6+),
    /// restoration on a user launch (SR-3), didFinishLaunching, sessions discarded meanwhile (SC-8).
    private func launchCallbacks(_ rule: RuleID, willFinish: Bool = true, restoring: Bool) -> [AppStep] {
        [.createRootController, .watchedCallbacksStart(.launch)] + (willFinish ? [.deliver(.willFinishLaunching, rule)] : [])
            + (restoring ? [.restoreState] : [])
            + [.deliver(.didFinishLaunching, rule), .hearDiscardsFromBefore, .hearTransfersFromBefore, .watchedCallbacksEnd(.launch)]
    }

    /// LA-1: a user launch is inactive through its launch callbacks, then active.
    func test_LA1_aClassicUserLaunch() {
        let m = AppMachine(traits: classic)
        XCTAssertEqual(steps(m) { $0.launch(for: .plain, into: &$1) }, [.move(.inactive, .la1)] + launchCallbacks(.la1, restoring: true)
                       + [.loadVisibleViews, .finishRestoring, .arrive, .becomeActive(.la1, unlessBlocked: false)])
    }

    /// LA-1: before iOS 6 there is no willFinishLaunching.
    func test_LA1_noWillFinishLaunchingBeforeIOS6() {
        var traits = classic
        traits.hasWillFinishLaunching = false
        let m = AppMachine(traits: traits)
        XCTAssertEqual(steps(m) { $0.launch(for: .plain, into: &$1) }, [.move(.inactive, .la1)]
                       + launchCallbacks(.la1, willFinish: false, restoring: true)
                       + [.loadVisibleViews, .finishRestoring, .arrive, .becomeActive(.la1, unlessBlocked: false)])
    }

    /// SC-3, SC-5 (iOS 14+): the app reads background through its launch callbacks (the launch
    /// lag); its scene connects after didFinishLaunching with configurationForConnecting on its
    /// first launch ever; the activation comes last (`becomeActive`, tested below with the lag),
    /// and with it UIKit's UIApplicationWillEnterForegroundNotification (NT-2: the app reads
    /// background until sceneDidBecomeActive).
    func test_SC3_SC5_aSceneBasedUserLaunch() {
        let m = AppMachine(traits: sceneBased)
        XCTAssertEqual(steps(m) { $0.launch(for: .plain, into: &$1) }, [.move(.background, .la1), .setSceneLag(.launch)]
                       + launchCallbacks(.la1, restoring: false) + [
            .loadVisibleViews,
            .deliver(.configurationForConnecting, .sc3),
            .connectScene(1, .foregroundInactive, newSession: true, .sc3), .deliverToScene(.willConnect, scene: 1, .sc3),
            .deliverToScene(.sceneWillEnterForeground, scene: 1, .sc3),
            .arrive, .becomeActive(.la1, unlessBlocked: false),
        ])
    }

    /// SC-3: a saved session reconnects without configurationForConnecting; SC-5 on iOS 13: the
    /// app reads inactive as soon as its scene is in the foreground, and UIKit's
    /// UIApplicationWillEnterForegroundNotification follows (NT-2); LA-2: a URL rides in
    /// willConnect's options, so no openURL arrives.
    func test_SC3_SC5_iOS13LaunchWithASavedSessionAndAURL() {
        var traits = sceneBased
        traits.sceneLaunchReadsInactiveOnceForeground = true
        var m = AppMachine(traits: traits)
        _ = m.connectScene(1, to: .foregroundInactive, newSession: true, running: false)
        _ = m.endScenes()
        XCTAssertEqual(steps(m) { $0.launch(for: .url, into: &$1) }, [.move(.background, .la2), .setSceneLag(.launch)]
                       + launchCallbacks(.la2, restoring: false) + [
            .loadVisibleViews,
            .connectScene(2, .foregroundInactive, newSession: false, .sc3), .deliverToScene(.willConnect, scene: 2, .sc3),
            .deliverToScene(.sceneWillEnterForeground, scene: 2, .sc3),
            .setSceneLag(.activation), .notifyApplication(.applicationWillEnterForeground), .becomeActive(.la2, unlessBlocked: false),
        ])
    }

    /// BR-3, BR-4, BG-7, SC-2: a background launch starts in the background with a 30 s budget,
    /// runs the launch callbacks without restoration, and has neither didBecomeActive nor
    /// didEnterBackground; no scene connects for a fetch or a task, nor for a classic app.
    func test_BR3_BR4_aBackgroundLaunch() {
        for (traits, connecting) in [(classic, false), (classic, true), (sceneBased, false)] {
            let m = AppMachine(traits: traits)
            XCTAssertEqual(steps(m) { $0.launchInBackground(.br3, connectingScene: connecting, into: &$1) },
                           [.move(.background, .br3), .startBudget(.seconds(30))] + launchCallbacks(.br3, restoring: false))
        }
    }

    /// SC-2: a scene-based app launched into the background for a push or a location event
    /// connects a scene straight into the background after the launch callbacks (Batch iOS SDK's
    /// iOS 14 log: didFinishLaunching, then UISceneWillConnectNotification, then the push's
    /// callback with the scene in the background), with a new session the first time (SC-3).
    func test_SC2_aPushOrLocationLaunchConnectsASceneInTheBackground() {
        let m = AppMachine(traits: sceneBased)
        XCTAssertEqual(steps(m) { $0.launchInBackground(.br3, connectingScene: true, into: &$1) },
                       [.move(.background, .br3), .startBudget(.seconds(30))] + launchCallbacks(.br3, restoring: false)
                       + [.deliver(.configurationForConnecting, .sc2),
                          .connectScene(1, .background, newSession: true, .sc2), .deliverToScene(.willConnect, scene: 1, .sc2)])
    }

    /// PW-2: a scene-based app's prewarm on iOS 15.0-15.3 runs the launch into the background with
    /// BG-7's budget and no scene, then BG-2 decides; a classic app's does nothing here (PW-1).
    func test_PW2_aPrewarmLaunchOfASceneBasedApp() {
        let m = AppMachine(traits: sceneBased)
        XCTAssertEqual(steps(m) { $0.prewarmLaunch(into: &$1) },
                       [.move(.background, .pw2), .startBudget(.seconds(30))] + launchCallbacks(.pw2, restoring: false)
                       + [.settle(.pw2)])
        XCTAssertEqual(steps(AppMachine(traits: classic)) { $0.prewarmLaunch(into: &$1) }, [.inapplicable(.prewarmLaunch)])
        XCTAssertEqual(steps(machine(sceneBased, in: .suspended)) { $0.prewarmLaunch(into: &$1) }, [.inapplicable(.prewarmLaunch)])
    }

    /// A launch applies only to an app that is not running.
    func test_launchesApplyOnlyToANotRunningApp() {
        for state in AppState.allCases where state != .notRunning {
            let m = machine(classic, in: state)
            XCTAssertEqual(steps(m) { $0.launch(for: .plain, into: &$1) }, [.inapplicable(.launch)], "\(state)")
            XCTAssertEqual(steps(m) { $0.launchInBackground(.br3, connectingScene: true, into: &$1) },
                           [.inapplicable(.launchInBackground)], "\(state)")
        }
    }

    /// SC-5 (iOS 14+): at the end of a scene-based launch the app still reads background (the
    /// launch lag); its scene activates, and the lag ends only after sceneDidBecomeActive, which
    /// takes the app through inactive (then UIApplicationWillEnterForegroundNotification, NT-2:
    /// the Batch iOS SDK's logged iOS 14 launch) to active (`setSceneLag`).
    func test_SC5_theLaunchLagEndsAfterSceneDidBecomeActive() {
        var m = AppMachine(traits: sceneBased)
        _ = m.move(to: .background)
        _ = m.connectScene(m.scenes.count + 1, to: .foregroundInactive, newSession: false, running: true)
        _ = m.setSceneLag(.launch, running: true)
        XCTAssertEqual(steps(m) { $0.becomeActive(.la1, entering: true, into: &$1) }, [
            .moveScene(1, .foregroundActive, .sc3), .deliverToScene(.sceneDidBecomeActive, scene: 1, .sc3),
            .setSceneLag(.activation), .notifyApplication(.applicationWillEnterForeground), .setSceneLag(.none),
            .notifyApplication(.applicationDidBecomeActive),
        ])
    }

    /// LA-4, SC-5: a launch for a tapped notification delivers its callback after the scene has
    /// entered the foreground, the app still reading background, then holds it at inactive for
    /// sceneDidBecomeActive, UIKit's UIApplicationWillEnterForegroundNotification as it turns
    /// inactive (NT-2).
    func test_LA4_SC5_aTappedNotificationLaunch() {
        let m = AppMachine(traits: sceneBased)
        XCTAssertEqual(steps(m) { $0.launch(for: .notification(.didReceiveNotificationResponse), into: &$1) },
                       [.move(.background, .la4), .setSceneLag(.launch)] + launchCallbacks(.la4, restoring: false) + [
            .loadVisibleViews,
            .deliver(.configurationForConnecting, .sc3),
            .connectScene(1, .foregroundInactive, newSession: true, .sc3), .deliverToScene(.willConnect, scene: 1, .sc3),
            .deliverToScene(.sceneWillEnterForeground, scene: 1, .sc3),
            .arrive, .setSceneLag(.activation), .notifyApplication(.applicationWillEnterForeground),
            .becomeActive(.la4, unlessBlocked: false),
        ])
    }

    /// SC-4, SC-7: two scenes of one app in the foreground resign, activate and leave in number
    /// order, the app following the last (SC-5), and so do UIKit's notifications for the app (NT-2).
    func test_SC4_twoForegroundScenesGoInNumberOrder() {
        var m = AppMachine(traits: sceneBased)
        for _ in 1...2 { _ = m.connectScene(m.scenes.count + 1, to: .foregroundActive, newSession: false, running: true) }
        _ = m.move(to: .inactive)
        _ = m.move(to: .active)
        XCTAssertEqual(steps(m) { $0.leaveForeground(.fg1, into: &$1) }, [
            .deliverToScene(.sceneWillResignActive, scene: 1, .sc4), .moveScene(1, .foregroundInactive, .sc4),
            .deliverToScene(.sceneWillResignActive, scene: 2, .sc4), .moveScene(2, .foregroundInactive, .sc4),
            .notifyApplication(.applicationWillResignActive),
            .moveScene(1, .background, .sc4), .moveScene(2, .background, .sc4),
            .startBudget(Self.budget), .stopUndeclaredActivities,
            .watchedCallbacksStart(.didEnterBackground),
            .deliverToScene(.sceneDidEnterBackground, scene: 1, .sc4), .deliverToScene(.sceneDidEnterBackground, scene: 2, .sc4),
            .notifyApplication(.applicationDidEnterBackground),
            .watchedCallbacksEnd(.didEnterBackground),
        ])
    }

    /// SC-4, SC-7: one of two foreground scenes leaves (the end of Split View): its
    /// sceneWillResignActive, then it alone moves to the background and hears
    /// sceneDidEnterBackground under FG-2's watchdog; the app stays in the foreground, so no
    /// budget starts (BG-3) and no state is saved (SR-2).
    func test_SC4_oneOfTwoScenesLeavesTheScreen() {
        var m = AppMachine(traits: sceneBased)
        for _ in 1...2 { _ = m.connectScene(m.scenes.count + 1, to: .foregroundActive, newSession: false, running: true) }
        _ = m.move(to: .inactive)
        _ = m.move(to: .active)
        XCTAssertEqual(steps(m) { $0.sceneLeavesScreen(2, .sc7, into: &$1) }, [
            .deliverToScene(.sceneWillResignActive, scene: 2, .sc7), .moveScene(2, .foregroundInactive, .sc7),
            .moveScene(2, .background, .sc7),
        ] + didEnterBackground(.deliverToScene(.sceneDidEnterBackground, scene: 2, .sc7)),
        "the app stays active through its other scene: no UIApplication notification (NT-2)")
    }

    /// SC-4, SC-2: the app's last foreground scene leaving takes the app to the background, as
    /// Home does (FG-3 cites SC-4 for the scene): the budget, BM-3, didEnterBackground (no SR-2:
    /// a scene-based app saves no view-controller state).
    func test_SC4_theLastForegroundSceneTakesTheAppToTheBackground() {
        let m = machine(sceneBased, in: .active)
        XCTAssertEqual(steps(m) { $0.sceneLeavesScreen(1, .fg3, into: &$1) }, [
            .deliverToScene(.sceneWillResignActive, scene: 1, .sc4), .moveScene(1, .foregroundInactive, .sc4),
            .notifyApplication(.applicationWillResignActive), .moveScene(1, .background, .sc4), .startBudget(Self.budget), .stopUndeclaredActivities,
        ] + didEnterBackground(.deliverToScene(.sceneDidEnterBackground, scene: 1, .sc4), thenTheApps: true))
    }

    /// A scene that is not in the foreground (or does not exist) has no screen to leave: no step.
    func test_aSceneLeavesTheScreenOnlyFromTheForeground() {
        for state in AppState.allCases where !state.isForeground {
            let m = machine(sceneBased, in: state)
            XCTAssertEqual(steps(m) { $0.sceneLeavesScreen(1, .sc7, into: &$1) }, [], "\(state)")
        }
    }

    // MARK: SC-9: the system disconnects a background scene

    /// SC-9: a running background app hears sceneDidDisconnect at once, after the scene is
    /// recorded disconnected; then BG-2 decides (the disconnect was the app's code running).
    func test_SC9_aRunningAppHearsTheDisconnectNow() {
        let m = machine(sceneBased, in: .background)
        XCTAssertEqual(steps(m) { $0.disconnectScene(1, into: &$1) }, [
            .systemDisconnects(scene: 1), .deliverToScene(.sceneDidDisconnect, scene: 1, .sc9), .settle(.bg2),
        ])
    }

    /// SC-9: a suspended app runs no code: the scene is recorded disconnected and the callback
    /// is held for its next run (delivered by the resume: `test_MW3_SC9_SC8_…`).
    func test_SC9_aSuspendedAppHoldsTheDisconnect() {
        let m = machine(sceneBased, in: .suspended)
        XCTAssertEqual(steps(m) { $0.disconnectScene(1, into: &$1) }, [
            .systemDisconnects(scene: 1),
        ])
    }

    /// SC-9: only a background scene can be disconnected: nothing in the foreground, nothing for
    /// a scene that does not exist (or a classic app's).
    func test_SC9_onlyABackgroundSceneDisconnects() {
        for state in AppState.allCases where state.isForeground || state == .notRunning {
            XCTAssertEqual(steps(machine(sceneBased, in: state)) { $0.disconnectScene(1, into: &$1) }, [], "\(state)")
        }
        XCTAssertEqual(steps(machine(classic, in: .background)) { $0.disconnectScene(1, into: &$1) }, [])
    }

    /// NT-2 with SC-5, SC-7: an interruption ends (IN-2) over two scenes of one app: with no lag
    /// the app is active once its first scene is, so UIKit's notification follows that scene's
    /// sceneDidBecomeActive, before the second scene activates.
    func test_NT2_theAppIsActiveWithItsFirstActiveScene() {
        var m = AppMachine(traits: sceneBased)
        for _ in 1...2 { _ = m.connectScene(m.scenes.count + 1, to: .foregroundInactive, newSession: false, running: true) }
        _ = m.move(to: .inactive)
        XCTAssertEqual(steps(m) { $0.becomeActive(.in2, entering: false, into: &$1) }, [
            .moveScene(1, .foregroundActive, .sc4), .deliverToScene(.sceneDidBecomeActive, scene: 1, .sc4),
            .notifyApplication(.applicationDidBecomeActive),
            .moveScene(2, .foregroundActive, .sc4), .deliverToScene(.sceneDidBecomeActive, scene: 2, .sc4),
            .setSceneLag(.none),
        ])
    }
}
