/// The names a run's trace entries refer to by number: apps, callbacks that are not delegate
/// methods, and background-task names, each interned once per run (TraceNames.swift).
///
/// The table only grows, so an entry written at any time in the run reads the same later; a
/// kept trace (`TraceLog`) holds the table of the device that wrote it.
///
/// Its tables are `@exclusivity(unchecked)` for the reason `Device` gives: a task's name is
/// looked up by every restore of a process holding tasks and every situation of one, and the
/// run-time check of exclusive access would be made each time. Only this class's own methods
/// change a table, and none calls out while it does; `.ci/exclusivity-checked` runs every test
/// with the checks on.
public final class TraceNames {
    /// The apps in installation order: `TraceEntry.app` indexes this.
    @exclusivity(unchecked) public internal(set) var apps: [String] = []
    @exclusivity(unchecked) var callbackTable = InternTable<Callback>()
    @exclusivity(unchecked) var taskNameTable = InternTable<String>()

    init() {}
}
