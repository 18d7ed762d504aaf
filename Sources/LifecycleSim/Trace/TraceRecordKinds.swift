/// A set of the kinds of trace record: those a sink reads (`TraceSink.kindsRead`). The warning
/// of a refused event is a kind of its own here (`refusal`): a reader of the steps an event
/// changed (`lifesim explore`'s) reads the other warnings, never the one an event refused writes.
public struct TraceRecordKinds: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The set of `kind` alone.
    public init(_ kind: TraceRecordKind) { rawValue = 1 &<< UInt16(kind.rawValue) }

    public static let event = TraceRecordKinds(.event)
    public static let transition = TraceRecordKinds(.transition)
    public static let callback = TraceRecordKinds(.callback)
    public static let sceneTransition = TraceRecordKinds(.sceneTransition)
    public static let task = TraceRecordKinds(.task)
    /// Warnings, but for those of refused events (`refusal`).
    public static let warning = TraceRecordKinds(.warning)
    /// The warning a refused event writes (a `.warning` record), which changes nothing else.
    public static let refusal = TraceRecordKinds(rawValue: 1 &<< UInt16(TraceRecordKind.allCases.count))
    public static let expect = TraceRecordKinds(.expect)
    public static let log = TraceRecordKinds(.log)
    public static let bgTask = TraceRecordKinds(.bgTask)
    public static let activity = TraceRecordKinds(.activity)

    /// Every kind, refusals included.
    public static let all = TraceRecordKinds(TraceRecordKind.allCases.map(TraceRecordKinds.init)).union(.refusal)

    /// True when `kind` is in the set.
    public func contains(kind: TraceRecordKind) -> Bool { rawValue & (1 &<< UInt16(kind.rawValue)) != 0 }
}
