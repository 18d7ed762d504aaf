/// Keeps a run's trace as packed entries: the whole trace at a fraction of the memory and time
/// of `TraceCollector`'s records, each record made only when read.
///
/// Add one as a sink, or ask the device for the log it writes directly (`Device.keepTrace()`),
/// which saves handing batches over.
public final class TraceLog: TraceSink {
    /// The device whose own kept trace this log shows; nil for a log used as a sink.
    private let device: Device?
    /// A sink's entries (unused when `device` is set).
    private var own = TraceStore()
    /// A sink's names: those of the device that wrote the entries (nil until the first record).
    private var ownNames: TraceNames?

    /// A log to add as a sink.
    public init() { device = nil }

    /// The log of the trace `device` keeps.
    init(device: Device) { self.device = device }

    private var store: TraceStore { device?.keptTrace ?? own }

    /// Every entry received since the last `removeAll`, in order.
    public var entries: [TraceEntry] { store.entries }

    /// The names the entries refer to (nil before the first record of a sink).
    public var names: TraceNames? { device?.traceNames ?? ownNames }

    public func receive(_ batch: TraceBatch) {
        if ownNames == nil { ownNames = batch.names }
        guard ownNames === batch.names else {
            // Another device's entries (or records handed over alone first): their numbers mean
            // nothing under these names, so they are kept whole.
            for record in batch { own.appendDetail(record) }
            return
        }
        own.append(batch)
    }

    /// A record handed over alone (not by a device) is kept whole, as a detail.
    public func receive(_ record: TraceRecord) {
        if ownNames == nil { ownNames = TraceNames() }
        own.appendDetail(record)
    }

    /// The number of entries of `kind`.
    public func count(of kind: TraceRecordKind) -> Int {
        var count = 0
        for entry in store.entries where entry.kind == kind { count += 1 }
        return count
    }

    /// The record of entry `index`.
    public subscript(index: Int) -> TraceRecord {
        guard let names else { preconditionFailure("TraceLog: index \(index) of an empty log") }
        return store.record(at: index, names: names)
    }

    /// Every record, made from the entries.
    public var records: [TraceRecord] {
        let store = self.store
        guard let names else { return [] }
        return store.entries.indices.map { store.record(at: $0, names: names) }
    }

    /// Forgets every entry (keeping the memory for the next ones).
    public func removeAll() {
        if let device { device.keptTrace?.removeAll() } else { own.removeAll() }
    }
}
