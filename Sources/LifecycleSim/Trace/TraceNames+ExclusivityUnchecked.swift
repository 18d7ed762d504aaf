/// The names a run's trace entries refer to by number: apps, callbacks that are not delegate
/// methods, and background-task names, each interned once per run.
///
/// The table only grows, so an entry written at any time in the run reads the same later; a
/// kept trace (`TraceLog`) holds the table of the device that wrote it.
///
/// Its stored properties are `@exclusivity(unchecked)` for the reason `Device` gives: the engine
/// numbers a task's name at every begin, and a restore of an explorer reads a process's task
/// names after every step.
public final class TraceNames {
    /// The apps in installation order: `TraceEntry.app` indexes this.
    @exclusivity(unchecked) public private(set) var apps: [String] = []
    @exclusivity(unchecked) private var callbackTable = InternTable<Callback>()
    @exclusivity(unchecked) private var taskNameTable = InternTable<String>()

    /// Callbacks other than delegate methods (expiration handlers, view controllers, BGTask handlers).
    public var callbacks: [Callback] { callbackTable.values }
    /// Background-task names.
    public var taskNames: [String] { taskNameTable.values }

    init() {}

    /// Adds the next installed app's name.
    func addApp(_ name: String) { apps.append(name) }

    /// The number of `callback` in `callbacks`, adding it the first time.
    func code(for callback: Callback) -> Int32 { callbackTable.code(for: callback) }

    /// The number of the task name `name` in `taskNames`, adding it the first time.
    func code(forTaskName name: String) -> Int32 { taskNameTable.code(for: name) }

    /// The task name numbered `code`.
    func taskName(_ code: Int32) -> String { taskNameTable.values[Int(code)] }
}
