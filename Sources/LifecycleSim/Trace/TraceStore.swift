/// Packed entries and the full records of the detail entries among them, in trace order: the
/// storage of a kept trace.
struct TraceStore {
    private(set) var entries: [TraceEntry] = []
    /// The full records of the detail entries, in order: a detail entry's `code` indexes this.
    private(set) var details: [TraceRecord] = []

    mutating func append(_ entry: TraceEntry) { entries.append(entry) }

    /// Appends a record kept whole.
    mutating func appendDetail(_ record: TraceRecord) {
        entries.append(.detail(record, at: details.count))
        details.append(record)
    }

    /// Appends a batch, renumbering its details after the ones already here.
    mutating func append(_ batch: TraceBatch) {
        let start = entries.count
        entries.append(contentsOf: batch.entries)
        guard !batch.details.isEmpty else { return }
        let offset = details.count
        details.append(contentsOf: batch.details)
        guard offset > 0 else { return }
        for index in start..<entries.count where entries[index].isDetail {
            entries[index] = entries[index].detailMoved(by: offset)
        }
    }

    /// The record of entry `index`.
    func record(at index: Int, names: TraceNames) -> TraceRecord {
        names.record(entries[index]) { details[$0] }
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        details.removeAll(keepingCapacity: true)
    }
}
