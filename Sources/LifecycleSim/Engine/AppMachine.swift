/// One app's place in its lifecycle (ST-1), holding what only that place has: a value the
/// device moves along ST-2's edges.
///
/// A budget exists only for a backgrounding (BG-3 … BG-5, BG-9), so it lives in the background
/// phase and is gone when the app leaves it; what arrives for a suspended process (a memory
/// warning, MW-3; scene disconnects and discards, SC-8, SC-9; timers falling due) lives in the
/// suspended phase, and the one way out of suspension into the background, `resume()`, hands it
/// over, so a wake cannot forget part of it and nothing held outlives the suspension.
struct AppMachine: Hashable {
    /// Where the app is, with what that place holds.
    enum Phase: Hashable {
        /// No process, or one whose code before UIApplicationMain is running (LA-1).
        /// Next: inactive (a user launch, LA-1) or background (a background launch, BR-3, BT-3;
        /// a scene-based app's user launch, which reads background until its scene is up, SC-5);
        /// prewarmed (PW-1).
        case notRunning
        /// A process the system started ahead of a launch and stopped short of UIApplicationMain
        /// (PW-1): not running to UIKit, and none of the app's delegate code has run. Next: not
        /// running, when a launch completes it (`endPrewarm`, then the launch) or it ends.
        case prewarmed
        /// On screen, not receiving events. Next: active, background (FG-2), not running.
        case inactive
        /// On screen, receiving events. Next: inactive, not running.
        case active
        /// Running off screen. Next: suspended (BG-2), inactive (a return, FG-4), not running.
        case background(Backgrounding)
        /// In memory, running no code. Next: background (`resume()`), not running.
        case suspended(Suspension)
    }

    /// What the machine knows of its device and its app, fixed while the app is installed.
    let traits: AppTraits

    init(traits: AppTraits = AppTraits()) { self.traits = traits }

    /// The current phase; the state is derived from it, never stored beside it.
    private(set) var phase: Phase = .notRunning
    /// Counts the budgets started, so that an expiry scheduled for an earlier one is recognised
    /// as stale (BG-5): a budget expiry names the count at its start.
    private(set) var budgetsStarted = 0
    /// Every scene the app has had in this run, by number − 1 (SC-5), each with its activation
    /// state and the phase SwiftUI last reported for it (UI-1); empty for a classic app. A
    /// scene-based app's state is what these give (`derivedState`), held back by `sceneLag`.
    private(set) var scenes: [Scene] = []
    /// How far the app's state trails its scenes while it comes to the foreground (SC-5):
    /// `.none` outside a launch or a return. The app's, not a scene's: it is how far the app's
    /// own state trails, and a launch sets it before its scene exists (the launch callbacks run
    /// first, SC-3).
    private(set) var sceneLag = SceneDerivation.Lag.none
    /// UIKit keeps a scene session for the app (SC-3): made when its first scene connects, it
    /// outlives processes (kills, crashes, reboot) and ends only when the user discards the app's
    /// last scene in the switcher (SC-8, TE-2). A scene that connects to it skips
    /// configurationForConnecting.
    private(set) var hasSceneSession = false
    /// The scene the app shows when it is on screen (the last one shown), if any (SC-6, SC-7).
    private(set) var shownScene: Int?
    /// The App's `scenePhase` (UI-2): the aggregate of its scenes' (`Scene.scenePhase`), nil while
    /// none has reported one.
    var appPhase: ScenePhase? { ScenePhase.aggregate(scenes.compactMap(\.scenePhase)) }

    /// The state of ST-1 the phase stands for.
    @inline(__always)
    var state: AppState {
        switch phase {
        case .notRunning, .prewarmed: return .notRunning
        case .inactive: return .inactive
        case .active: return .active
        case .background: return .background
        case .suspended: return .suspended
        }
    }

    /// Moves to `next` if ST-2 allows it and returns the state left, or nil (and no change).
    /// Entering the background starts a backgrounding with no budget yet; suspended → background
    /// is `resume()`'s alone, and is refused here.
    @inline(__always)
    mutating func move(to next: AppState) -> AppState? {
        let from = state
        guard AppLifecycle.isLegal(from: from, to: next), from != .suspended || next != .background else { return nil }
        // Tests, not a switch: every transition of every app passes here, and a switch becomes
        // one indirect jump whose target changes from one transition to the next.
        if next == .background {
            phase = .background(.unbudgeted)
        } else if next == .suspended {
            phase = .suspended(Suspension())
        } else {
            phase = next == .active ? .active : next == .inactive ? .inactive : .notRunning
        }
        return from
    }

    /// PW-1: the system prewarms the app, which has no process yet. False (and no change) otherwise.
    mutating func prewarm() -> Bool {
        guard case .notRunning = phase else { return false }
        phase = .prewarmed
        return true
    }

    /// PW-1: the prewarmed process goes on into a launch (which moves the app on from not
    /// running), or ends. False (and no change) when the app is not prewarmed.
    @discardableResult
    mutating func endPrewarm() -> Bool {
        guard case .prewarmed = phase else { return false }
        phase = .notRunning
        return true
    }

    /// True while the app's process is prewarmed (PW-1).
    var isPrewarmed: Bool { if case .prewarmed = phase { true } else { false } }

    /// A suspended app runs again in the background: what its suspension held, to deliver now.
    /// Nil (and no change) when the app is not suspended.
    mutating func resume() -> Suspension? {
        guard case .suspended(let held) = phase else { return nil }
        phase = .background(.unbudgeted)
        return held
    }

    /// What a suspended app's resume (`resume()`) handed over, as steps: a suspended app runs
    /// again because of `rule` (FG-4 a return, BR-3 a background event, BT-3 a BGTaskScheduler
    /// task), and everything its suspension held is consumed in this order:
    /// 1. suspended → background, recorded with `rule`;
    /// 2. with `budget`, the budget of the resume (BG-7), scheduled before any of the app's code
    ///    runs (docs/EXECUTION_MODEL.md: a deadline is scheduled when its clock starts); nil for a
    ///    return to the foreground, whose budget starts at its next backgrounding (BG-3);
    /// 3. the held memory warning, before any other callback (MW-3);
    /// 4. applicationProtectedDataDidBecomeAvailable, if an unlock brought the keys back meanwhile (LK-4);
    /// 5. sceneDidDisconnect for each scene the system released meanwhile (SC-9), then
    ///    sceneDidDisconnect for each scene the user discarded and one didDiscardSceneSessions (SC-8);
    /// then, from the device (`Device.resume`), the callbacks of what woke the app, and the timers
    /// that fell due while it was suspended, in due order, right after the last callback of what
    /// woke it (docs/EXECUTION_MODEL.md).
    ///
    /// What suspension held is heard before what woke the app: the app missed it first.
    static func resume<Steps: StepSink>(_ held: Suspension, for rule: RuleID, budget: VirtualDuration?,
                                        into steps: inout Steps) {
        steps.recordResume(rule)
        if let budget { steps.startBudget(budget) }
        if held.memoryWarning { steps.deliverMemoryWarning(.mw3) }
        if held.protectedDataAvailable { steps.deliver(.protectedDataDidBecomeAvailable, .lk4) }
        guard held.holdsLists else { return }
        for scene in held.sceneDisconnects { steps.deliverToScene(.sceneDidDisconnect, scene: scene, .sc9) }
        discards(held.sceneDiscards, into: &steps)
    }

    /// The current backgrounding, nil outside the background.
    var backgrounding: Backgrounding? {
        guard case .background(let backgrounding) = phase else { return nil }
        return backgrounding
    }

    /// What the current suspension holds, nil when the app is not suspended.
    var suspension: Suspension? {
        guard case .suspended(let held) = phase else { return nil }
        return held
    }

    /// Moves the current backgrounding to the stage `next` gives for the one it is at; nothing
    /// outside the background (a scene of several leaving the screen runs didEnterBackground while
    /// the app stays in the foreground, SC-4).
    private mutating func moveBackgrounding(_ next: (Backgrounding) -> Backgrounding) {
        guard case .background(let backgrounding) = phase else { return }
        phase = .background(next(backgrounding))
    }

    /// FG-2, BG-4: didEnterBackground starts running: until it returns, backgroundTimeRemaining is
    /// not valid and reads DBL_MAX.
    mutating func didEnterBackgroundStarts() {
        moveBackgrounding { stage in .entering(budgetEnd: stage.budgetEnd) }
    }

    /// FG-2, BG-4: didEnterBackground has returned: the backgrounding runs on its budget, if one
    /// has started.
    mutating func didEnterBackgroundReturns() {
        moveBackgrounding { stage in
            guard case .entering(let end) = stage else { return stage }
            return end.map { .running(budgetEnd: $0) } ?? .unbudgeted
        }
    }

    /// BG-5: the budget whose expiry names `epoch` is about to run out (its last seconds,
    /// `Backgrounding.expirationLead`): BG-9 refuses new tasks from now on, and the expiration
    /// handlers run (`expirations(of:into:)`). False, and no change, for a budget that is not
    /// the app's current one (a stale expiry) or an app no longer in the background.
    mutating func expireBudget(epoch: Int) -> Bool { moveCurrentBudget(epoch) { .expired(budgetEnd: $0) } }

    /// BG-5: the budget whose expiry names `epoch` has run out: tasks no longer keep the app
    /// running (BG-2), and one still outstanding gets it killed (`budgetEndSteps`). False, and no
    /// change, for a stale budget or an app no longer in the background (one its handlers let
    /// suspend is no longer running either).
    mutating func endBudget(epoch: Int) -> Bool { moveCurrentBudget(epoch) { .ended(budgetEnd: $0) } }

    /// BG-5's two moves: the budget whose expiry names `epoch`, if it is the current one of an app
    /// in the background, goes to the stage `stage` makes of its end. False, and no change, otherwise.
    private mutating func moveCurrentBudget(_ epoch: Int, to stage: (VirtualTime) -> Backgrounding) -> Bool {
        guard isCurrentBudget(epoch), state == .background else { return false }
        moveBackgrounding { current in current.budgetEnd.map(stage) ?? current }
        return true
    }

    /// FG-4: the return to the foreground starts, before any of its callbacks: BG-9's refusal
    /// ends with the backgrounding (BG-4), and willEnterForeground still reads the budget's end.
    /// Nothing for an app not in the background.
    mutating func returnStarts() {
        moveBackgrounding { .returning(budgetEnd: $0.budgetEnd) }
    }

    /// BG-4: the app is back on the foreground's time; the budget is gone.
    mutating func backgroundingEnds() {
        moveBackgrounding { _ in .foregroundTime }
    }

    /// MW-3: a memory warning arrives for the suspended app, heard when it next runs; nothing
    /// when it is not suspended.
    mutating func holdMemoryWarning() { hold { $0.memoryWarning = true } }

    /// LK-4: an unlock makes protected data available again (`available`), or a lock takes it
    /// away again, while the app is suspended: what it hears when it next runs replaces what it
    /// held. Nothing when it is not suspended.
    mutating func holdProtectedData(_ available: Bool) { hold { $0.protectedDataAvailable = available } }

    /// A timer of the suspended app falls due: it fires when the app next runs, in due order.
    mutating func holdTimer(_ id: Int) { hold { $0.holdTimer(id) } }

    /// SC-8: the user discards scene `scene` of the suspended app: heard when it next runs.
    mutating func holdSceneDiscard(_ scene: Int) { hold { $0.holdSceneDiscard(scene) } }

    /// Holds something for the suspended app's next run; nothing when it is not suspended.
    private mutating func hold(_ change: (inout Suspension) -> Void) {
        guard case .suspended(var held) = phase else { return }
        change(&held)
        phase = .suspended(held)
    }

    /// Starts the budget of the current backgrounding, ending at `end` (BG-3, BG-7): the count
    /// its expiry must name to be current, or nil outside the background.
    mutating func startBudget(until end: VirtualTime) -> Int? {
        guard backgrounding != nil else { return nil }
        budgetsStarted += 1
        moveBackgrounding { stage in stage.enteringBackground ? .entering(budgetEnd: end) : .running(budgetEnd: end) }
        return budgetsStarted
    }

}

/// Scenes (SC-3 … SC-9) and the app state they give (SC-5).
extension AppMachine {
    /// One scene of the app (SC-3): where it is, and, for a `swiftui` app, the phase SwiftUI's
    /// `scenePhase` last reported for it (UI-1), which follows its state by the callbacks that
    /// report it (`reportPhase`), so it may lead the state by one callback.
    struct Scene: Hashable {
        var state: SceneActivationState
        var scenePhase: ScenePhase? = nil
    }

    /// A scene's move: the state it left, and the app's transition that follows (SC-5), if any.
    typealias SceneMove = (left: SceneActivationState, app: AppState?)

    /// SC-3: scene `number`, new, connects to the app in `state` (the foreground's inactive, or
    /// the background for SC-2's launch) and is the one the app shows; with `newSession`, UIKit
    /// made a scene session for it (configurationForConnecting has run), which the app keeps from
    /// now on. Returns the scene's move from unattached and the app's transition that follows
    /// (SC-5, as `moveScene`); nil, and no change, when `number` is not the app's next scene.
    mutating func connectScene(_ number: Int, to state: SceneActivationState, newSession: Bool,
                               running: Bool) -> SceneMove? {
        guard number == scenes.count + 1 else { return nil }
        scenes.append(Scene(state: .unattached))
        if newSession { hasSceneSession = true }
        shownScene = number
        return moveScene(number, to: state, running: running)
    }

    /// SC-9: the system disconnects background scene `number`; a suspended app holds its
    /// sceneDidDisconnect for its next run. The scene's move and the app's transition (SC-5).
    mutating func systemDisconnects(_ number: Int, running: Bool) -> SceneMove {
        hold { $0.holdSceneDisconnect(number) }
        return moveScene(number, to: .disconnected, running: running)
    }

    /// SC-8, TE-2: the user discards the app's last scene in the switcher: UIKit keeps no scene
    /// session for it any more, and its next scene makes a new one (configurationForConnecting).
    mutating func endSceneSession() { hasSceneSession = false }

    /// The process ends (TE-5): SwiftUI's phases go with it (UI-1), the app shows no scene and
    /// trails none (its transition is to not-running, not what its scenes give, SC-5), and every
    /// connected scene is disconnected, its session kept for the next launch (SC-3). The moves,
    /// in number order, for the device to record.
    mutating func endScenes() -> [(scene: Int, left: SceneActivationState)] {
        shownScene = nil
        sceneLag = .none
        var ended: [(scene: Int, left: SceneActivationState)] = []
        for index in scenes.indices {
            scenes[index].scenePhase = nil
            guard scenes[index].state.isConnected else { continue }
            ended.append((index + 1, scenes[index].state))
            scenes[index].state = .disconnected
        }
        return ended
    }

    /// SC-5: moves scene `number` to `state`, and the app's state follows its scenes: the state
    /// the scene left, and the state the scenes now give the app when it differs from the app's
    /// own (for a process that has run UIApplicationMain, `running`): the app's transition, which
    /// the device records right after the scene's.
    mutating func moveScene(_ number: Int, to state: SceneActivationState, running: Bool) -> SceneMove {
        let from = scenes[number - 1].state
        scenes[number - 1].state = state
        return (from, stateFollowingScenes(from: self.state, running: running))
    }

    /// SC-5: holds the app's state back by `lag` while it comes to the foreground, and the app's
    /// state follows: the state its scenes now give it, when that differs from its own.
    mutating func setSceneLag(_ lag: SceneDerivation.Lag, running: Bool) -> AppState? {
        sceneLag = lag
        return stateFollowingScenes(from: state, running: running)
    }

    /// The state the scenes give the app (`derivedState`) when it is not `current`.
    private func stateFollowingScenes(from current: AppState, running: Bool) -> AppState? {
        let derived = derivedState(running: running)
        return derived != current ? derived : nil
    }

    /// UI-1 … UI-3: the phase scene `number` reports after `callback`, and what changes with it:
    /// the scene's phase and the App's aggregate, each as from → to, nil for no change (the phase a
    /// scene connects in is none, UI-3; a disconnected scene reports none). Nil for a callback that
    /// reports no phase.
    mutating func reportPhase(after callback: DelegateCallback, scene number: Int)
        -> (scene: (from: ScenePhase, to: ScenePhase)?, app: (from: ScenePhase, to: ScenePhase)?)? {
        let phase: ScenePhase?
        switch callback {
        case .willConnect: phase = ScenePhase(scenes[number - 1].state)
        case .sceneWillEnterForeground, .sceneWillResignActive: phase = .inactive
        case .sceneDidBecomeActive: phase = .active
        case .sceneDidEnterBackground: phase = .background
        case .sceneDidDisconnect: phase = nil
        default: return nil
        }
        // Both phases change now: if the scene's phase handler ends the process, the phases go
        // with it (`endScenes`), so the App's is never heard stale.
        let previous = scenes[number - 1].scenePhase
        let before = appPhase
        scenes[number - 1].scenePhase = phase
        let aggregate = appPhase
        let sceneChange = phase.flatMap { now in previous.flatMap { now != $0 ? ($0, now) : nil } }
        let appChange = aggregate.flatMap { now in before.flatMap { now != $0 ? ($0, now) : nil } }
        return (sceneChange, appChange)
    }

    /// The app shows scene `scene` when it is on screen, or none (SC-6, SC-7).
    mutating func show(_ scene: Int?) { shownScene = scene }

    /// SC-5: the state the scenes give a process that has run UIApplicationMain (`running`).
    func derivedState(running: Bool) -> AppState {
        SceneDerivation.appState(scenes: scenes.lazy.map(\.state), running: running, suspended: state == .suspended, lag: sceneLag)
    }

    /// SC-8: what a running app hears of `scenes` the user discarded: sceneDidDisconnect for
    /// each, in order, then one didDiscardSceneSessions; nothing for none.
    static func discards<Steps: StepSink>(_ scenes: [Int], into steps: inout Steps) {
        guard !scenes.isEmpty else { return }
        for scene in scenes { steps.deliverToScene(.sceneDidDisconnect, scene: scene, .sc8) }
        steps.deliver(.didDiscardSceneSessions, .sc8)
    }
}

/// What a machine's inputs read of it (docs/ENGINE.md, "Inputs and steps"): its state, its traits,
/// its scenes and how the app stands with them, and which budget is current. The inputs are written once, for any reading:
/// `AppMachine` is one (the tests ask it), and `AppMachine.Reading` is the copy of these facts
/// the device asks, taken when the input is asked. Copying the machine itself would copy its
/// phase's payload too, which no input reads (the resume's is handed over by `resume()`): about
/// a twentieth of W1's time in BENCHMARKS.md.
protocol AppMachineReading {
    var state: AppState { get }
    var traits: AppTraits { get }
    var scenes: [AppMachine.Scene] { get }
    var sceneLag: SceneDerivation.Lag { get }
    var hasSceneSession: Bool { get }
    var shownScene: Int? { get }
    var budgetsStarted: Int { get }
}

extension AppMachineReading {
    /// True while the budget whose expiry names `count` is the app's current one (BG-5).
    func isCurrentBudget(_ count: Int) -> Bool { budgetsStarted == count }

    /// The numbers of the scenes in the foreground (on screen), in number order (SC-6, SC-7).
    var foregroundScenes: [Int] {
        scenes.indices.filter { scenes[$0].state == .foregroundActive || scenes[$0].state == .foregroundInactive }.map { $0 + 1 }
    }

    /// The numbers of the scenes in `state`, in number order.
    func scenes(in state: SceneActivationState) -> [Int] {
        scenes.indices.filter { scenes[$0].state == state }.map { $0 + 1 }
    }

    /// The connected scene the app shows on screen (or last showed), else its most recently
    /// connected one, if any (on one window there is at most one).
    var connectedScene: Int? {
        if let shown = shownScene, shown <= scenes.count, scenes[shown - 1].state.isConnected { return shown }
        return scenes.lastIndex(where: \.state.isConnected).map { $0 + 1 }
    }
}

extension AppMachine: AppMachineReading {
    /// The facts an input reads, copied out of a machine (`AppMachineReading`).
    struct Reading: AppMachineReading {
        let state: AppState
        let traits: AppTraits
        /// The scenes of a scene-based app; nil for a classic app, which has none, so that its
        /// reading holds no reference to count.
        let sceneList: [AppMachine.Scene]?
        let sceneLag: SceneDerivation.Lag
        let hasSceneSession: Bool
        let shownScene: Int?
        let budgetsStarted: Int

        var scenes: [AppMachine.Scene] { sceneList ?? [] }
    }

    /// What an input asked now reads.
    @inline(__always)
    var reading: Reading {
        Reading(state: state, traits: traits, sceneList: traits.sceneBased ? scenes : nil, sceneLag: sceneLag,
                hasSceneSession: hasSceneSession, shownScene: shownScene, budgetsStarted: budgetsStarted)
    }
}

/// What an app's machine is told once, at install, of its device and its configuration: the
/// facts its inputs' steps depend on (PR-1), none of which changes while the app is installed.
struct AppTraits: Hashable {
    /// The app runs the scene-based life cycle (SC-1: it declares scenes, on iOS 13+).
    var sceneBased = false
    /// The device multitasks (PR-1): without, leaving the foreground terminates (FG-5).
    var multitasking = true
    /// The app opts out of the background with exits-on-suspend, honoured on iOS 4-12 (FG-5).
    var optsOutOfBackground = false
    /// The budget a backgrounding starts (BG-3), nil where the version gives none.
    var backgroundBudget: VirtualDuration?
    /// The budget a launch or resume in the background starts (BG-7).
    var backgroundLaunchBudget = OSProfile.backgroundEventWindow
    /// The scene delegate implements stateRestorationActivity, which UIKit asks only then (SC-4).
    var asksForRestorationActivity = false
    /// willFinishLaunching exists (LA-1, iOS 6+).
    var hasWillFinishLaunching = true
    /// A scene-based user launch reads inactive once its scene is in the foreground (SC-5, iOS 13),
    /// not only once it is active (iOS 14+).
    var sceneLaunchReadsInactiveOnceForeground = false
    /// The user's swipe of the running app disconnects its scenes and discards their sessions
    /// before willTerminate, with no sceneDidEnterBackground (TE-2: iPad, and iPhone from iOS 14).
    var swipeDisconnectsScenes = false
}

extension AppTraits {
    /// What the machine of an app configured as `config`, with `handlers`, knows on a device
    /// running `profile`: SC-1's scene-based life cycle (scenes declared, iOS 13+; before, the
    /// option is ignored), FG-5's exits-on-suspend (honoured on iOS 4-12), BG-3's budget, SC-4's
    /// restoration activity (asked only of a delegate that implements it), LA-1's
    /// willFinishLaunching, SC-5's launch lag, TE-2's swipe of a scene-based app on `model`.
    init(_ config: AppConfiguration, on profile: OSProfile, model: DeviceModel, handlers: AppHandlerTable) {
        let sceneBased = config.scenes && profile.hasScenes
        self.init(sceneBased: sceneBased, multitasking: profile.multitasking,
                  optsOutOfBackground: config.exitsOnSuspend && profile.honoursExitsOnSuspend,
                  backgroundBudget: profile.backgroundBudget, backgroundLaunchBudget: profile.backgroundLaunchBudget,
                  asksForRestorationActivity: !handlers.handlers(for: .stateRestorationActivity).isEmpty,
                  hasWillFinishLaunching: profile.hasWillFinishLaunching,
                  sceneLaunchReadsInactiveOnceForeground: profile.sceneLaunchReadsInactiveOnceForeground,
                  swipeDisconnectsScenes: sceneBased && profile.swipeAwayDisconnectsScenes(on: model))
    }
}

/// One stay in the background, by the stage its budget is at (BG-3 … BG-5, BG-9): each stage
/// holds what only it has, and the machine's budget transitions (`startBudget`,
/// `didEnterBackgroundStarts`, `didEnterBackgroundReturns`, `expireBudget`, `endBudget`,
/// `returnStarts`, `backgroundingEnds`) are the only way between them.
enum Backgrounding: Hashable {
    /// No budget has started: the move into the background before its budget's step, a scene-based
    /// user launch that reads background until its scene is up (SC-5), or a version that gives none.
    case unbudgeted
    /// didEnterBackground is running: backgroundTimeRemaining is not valid yet and reads DBL_MAX
    /// (BG-4); the budget, if one has started, ends at `budgetEnd`.
    case entering(budgetEnd: VirtualTime?)
    /// On a budget that ends at `budgetEnd` (BG-3, BG-7).
    case running(budgetEnd: VirtualTime)
    /// BG-5's expiration handlers have run, `expirationLead` before `budgetEnd`: BG-9 refuses new
    /// tasks until the app returns or a new budget starts.
    case expired(budgetEnd: VirtualTime)
    /// BG-5's end has come: tasks no longer keep the app running (BG-2); BG-9 still refuses.
    case ended(budgetEnd: VirtualTime)
    /// The return to the foreground has started (FG-4): a task begun now is an ordinary one, dormant
    /// until the next backgrounding (BG-4), and willEnterForeground still reads the budget's end.
    case returning(budgetEnd: VirtualTime?)
    /// Back on the foreground's time (BG-4): the budget is gone.
    case foregroundTime

    /// BG-5: the expiration handlers run this long before the budget's end ("shortly before the
    /// app's remaining background time reaches 0"; UIKit's own log has them 26 s after a task
    /// begun on entering a 30 s background, docs/RULES.md BG-5), on every version.
    static let expirationLead = VirtualDuration.seconds(4)

    /// When the budget runs out (BG-3, BG-7); nil before one starts and once the app is back on the
    /// foreground's time (BG-4).
    var budgetEnd: VirtualTime? {
        switch self {
        case .unbudgeted, .foregroundTime: return nil
        case .entering(let end), .returning(let end): return end
        case .running(let end), .expired(let end), .ended(let end): return end
        }
    }

    /// BG-5's expiration handlers have run: BG-9 refuses new tasks.
    var budgetExpired: Bool {
        switch self {
        case .expired, .ended: return true
        default: return false
        }
    }

    /// BG-5's end has come: tasks no longer keep the app running (BG-2).
    var budgetEnded: Bool { if case .ended = self { true } else { false } }

    /// didEnterBackground is running (BG-4).
    var enteringBackground: Bool { if case .entering = self { true } else { false } }
}

/// What arrived for a suspended app, delivered when it next runs, in this order (MW-3, LK-4,
/// SC-9, SC-8), then its timers.
struct Suspension: Hashable {
    /// An unlock made protected data available again while the app was suspended (LK-4).
    var protectedDataAvailable = false
    /// A memory warning (MW-3).
    var memoryWarning = false
    /// What arrived one at a time, in arrival order; nil while nothing has. Most suspensions end
    /// holding nothing, and a phase holding such a suspension is made, copied and ended touching
    /// no reference count; kept as one list, a phase is two words, whose state reads in few
    /// instructions.
    private var held: [Held]?

    /// One thing that arrived for the suspended app.
    private enum Held: Hashable {
        case sceneDisconnect(Int), sceneDiscard(Int), timer(Int)
    }

    /// Scenes the system disconnected (SC-9): sceneDidDisconnect each.
    var sceneDisconnects: [Int] { held?.compactMap { if case .sceneDisconnect(let scene) = $0 { scene } else { nil } } ?? [] }
    /// Scenes the user discarded in the switcher (SC-8): sceneDidDisconnect each, then one
    /// didDiscardSceneSessions; if the process ends first, heard at the next launch.
    var sceneDiscards: [Int] { held?.compactMap { if case .sceneDiscard(let scene) = $0 { scene } else { nil } } ?? [] }
    /// Timers that fell due, in due order.
    var timers: [Int] { held?.compactMap { if case .timer(let id) = $0 { id } else { nil } } ?? [] }

    /// True when the user discarded a scene meanwhile (`sceneDiscards` is not empty).
    var holdsSceneDiscards: Bool {
        held?.contains { if case .sceneDiscard = $0 { true } else { false } } == true
    }
    /// True when something arrived one at a time (a scene disconnected or discarded, a timer fell due).
    var holdsLists: Bool { held != nil }

    /// SC-9: the system disconnected scene `scene`.
    mutating func holdSceneDisconnect(_ scene: Int) { hold(.sceneDisconnect(scene)) }
    /// SC-8: the user discarded scene `scene`.
    mutating func holdSceneDiscard(_ scene: Int) { hold(.sceneDiscard(scene)) }
    /// Timer `id` fell due.
    mutating func holdTimer(_ id: Int) { hold(.timer(id)) }

    private mutating func hold(_ item: Held) {
        if held == nil { held = [item] } else { held?.append(item) }
    }

    // Two suspensions are equal when they hold the same of each kind, in the same order, whatever
    // the order between kinds.

    static func == (lhs: Suspension, rhs: Suspension) -> Bool {
        lhs.protectedDataAvailable == rhs.protectedDataAvailable && lhs.memoryWarning == rhs.memoryWarning
            && lhs.sceneDisconnects == rhs.sceneDisconnects && lhs.sceneDiscards == rhs.sceneDiscards
            && lhs.timers == rhs.timers
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(protectedDataAvailable)
        hasher.combine(memoryWarning)
        hasher.combine(sceneDisconnects)
        hasher.combine(sceneDiscards)
        hasher.combine(timers)
    }
}
