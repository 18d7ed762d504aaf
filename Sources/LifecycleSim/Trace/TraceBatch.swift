/// Records a device hands its sinks at once, in trace order: packed entries, the full records
/// of the detail kinds, and the names the entries refer to.
///
/// Read it as a collection of `TraceRecord` (each made when read), or read `entries` and
/// `names` directly where speed matters. A batch is only valid during the `receive` call that
/// hands it over: keep what you need (`TraceLog` keeps the entries).
public struct TraceBatch: RandomAccessCollection {
    /// The packed records, in trace order.
    public let entries: [TraceEntry]
    /// The full records of the detail entries, in order: a detail entry's `code` indexes this.
    public let details: [TraceRecord]
    /// The names the entries refer to.
    public let names: TraceNames

    init(entries: [TraceEntry], details: [TraceRecord], names: TraceNames) {
        self.entries = entries
        self.details = details
        self.names = names
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    /// The record at `index`, made from its entry.
    public subscript(index: Int) -> TraceRecord {
        names.record(entries[index]) { details[$0] }
    }

    /// The full record of a detail entry of this batch.
    public func detail(of entry: TraceEntry) -> TraceRecord { details[Int(entry.code)] }
}
