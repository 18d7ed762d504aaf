/// What a trace's names do (TraceNames+ExclusivityUnchecked.swift holds the tables).
extension TraceNames {
    /// Callbacks other than delegate methods (expiration handlers, view controllers, BGTask handlers).
    public var callbacks: [Callback] { callbackTable.values }
    /// Background-task names.
    public var taskNames: [String] { taskNameTable.values }

    /// Adds the next installed app's name.
    func addApp(_ name: String) { apps.append(name) }

    /// The number of `callback` in `callbacks`, adding it the first time.
    func code(for callback: Callback) -> Int32 { callbackTable.code(for: callback) }

    /// The number of the task name `name` in `taskNames`, adding it the first time.
    func code(forTaskName name: String) -> Int32 { taskNameTable.code(for: name) }

    /// The task name numbered `code`.
    func taskName(_ code: Int32) -> String { taskNameTable.values[Int(code)] }
}

/// Reading a trace entry's names.
extension TraceNames {
    /// The app an entry names, nil for none.
    public func app(of entry: TraceEntry) -> String? { entry.app < 0 ? nil : apps[Int(entry.app)] }

    /// The callback of a callback entry.
    public func callback(of entry: TraceEntry) -> Callback {
        entry.delegate.map(Callback.delegate) ?? callbacks[Int(entry.code)]
    }

    /// The full record `entry` stands for; `detail` gives a detail kind's record by its number.
    func record(_ entry: TraceEntry, detail: (Int) -> TraceRecord) -> TraceRecord {
        if entry.isDetail { return detail(Int(entry.code)) }
        let app = self.app(of: entry) ?? ""
        switch entry.kind {
        case .transition:
            return .transition(TransitionRecord(time: entry.time, app: app, from: entry.previous!, to: entry.state!,
                                                rule: entry.rule!))
        case .callback:
            return .callback(CallbackRecord(time: entry.time, app: app, callback: callback(of: entry),
                                            state: entry.state!, depth: Int(entry.count), rule: entry.rule!,
                                            scene: entry.extra == 0 ? nil : Int(entry.extra)))
        case .sceneTransition:
            return .sceneTransition(SceneTransitionRecord(time: entry.time, app: app, scene: Int(entry.extra),
                                                          from: entry.sceneFrom!, to: entry.sceneTo!, rule: entry.rule!))
        case .task:
            return .task(TaskRecord(time: entry.time, app: app, action: entry.action!, id: Int(entry.code),
                                    name: taskName(entry.extra), outstanding: Int(entry.count), rule: entry.rule!))
        case .event, .warning, .expect, .log, .bgTask, .activity:
            preconditionFailure("a \(entry.kind) entry is always a detail")
        }
    }
}

/// Values numbered in the order first seen: each value once, its number found by hashing.
///
/// The value asked for last is compared before anything is hashed: an app's code names the same
/// task (and the engine records the same expiration handler) again and again, and hashing a
/// name for each was a twentieth of W2 in BENCHMARKS.md.
struct InternTable<Value: Hashable> {
    private(set) var values: [Value] = []
    private var codes: [Value: Int32] = [:]
    /// The number handed out last, or -1 before the first.
    private var lastCode: Int32 = -1

    /// The number of `value`, adding it the first time.
    mutating func code(for value: Value) -> Int32 {
        if lastCode >= 0, values[Int(lastCode)] == value { return lastCode }
        let code: Int32
        if let known = codes[value] {
            code = known
        } else {
            code = Int32(values.count)
            values.append(value)
            codes[value] = code
        }
        lastCode = code
        return code
    }
}
