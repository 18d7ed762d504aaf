/// What an installed app answers and how it moves; its stored state is in
/// InstalledApp+ExclusivityUnchecked.swift.
extension InstalledApp {
    /// The handlers of delegate method `callback`, in the order added.
    func handlers(for callback: DelegateCallback) -> [AppHandler] { handlerTable.handlers(for: callback) }

    /// True when delegate method `callback` has a handler.
    @inline(__always)
    func hasHandlers(for callback: DelegateCallback) -> Bool { handlerTable.hasHandlers(for: callback) }

    /// The handlers of `callback`, in the order added.
    func handlers(for callback: Callback) -> [AppHandler] { handlerTable.handlers(for: callback) }

    /// The context for code of process `generation` holding completion handler `completion`:
    /// the last one when it is for the same process and handler, else a new one.
    ///
    /// A context holds nothing but these values (and the device), so reusing one is the same as
    /// making a new one; reusing saves an allocation per delivery and per timer.
    func context(on device: Device, generation: Int, completion: Int?, scene: Int? = nil) -> AppContext {
        if let last = lastContext, last.generation == generation, last.completion == completion, last.scene == scene {
            return last
        }
        let context = AppContext(device: device, app: index, generation: generation, completion: completion, scene: scene)
        lastContext = context
        return context
    }

    var name: String { config.name }
    var state: AppState { machine.state }
    /// Its scenes, by number − 1 (SC-5), and how far its state trails them: the machine's.
    var scenes: [AppMachine.Scene] { machine.scenes }
    var sceneLag: SceneDerivation.Lag { machine.sceneLag }
    var hasSceneSession: Bool { machine.hasSceneSession }

    /// Moves to `state` if ST-2 allows it: the state it left, or nil (and no change) if not
    /// (suspended → background is `AppMachine.resume()`'s alone).
    @inline(__always)
    func move(to state: AppState) -> AppState? { machine.move(to: state) }

    /// True when the app declared `mode`.
    func declares(_ mode: BackgroundMode) -> Bool { declaredModes & 1 << mode.ordinal != 0 }
}
