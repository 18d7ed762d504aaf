/// An amount of memory in bytes (sizes in scenarios are whole KB, MB or GB, powers of 1024).
public struct MemorySize: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var bytes: Int64

    public init(bytes: Int64) { self.bytes = bytes }

    public static func kilobytes(_ n: Int64) -> MemorySize { MemorySize(bytes: n &* 1024) }
    public static func megabytes(_ n: Int64) -> MemorySize { MemorySize(bytes: n &* 1024 &* 1024) }
    public static func gigabytes(_ n: Int64) -> MemorySize { MemorySize(bytes: n &* 1024 &* 1024 &* 1024) }
    public static let zero = MemorySize(bytes: 0)

    public static func < (lhs: MemorySize, rhs: MemorySize) -> Bool { lhs.bytes < rhs.bytes }
    public static func + (lhs: MemorySize, rhs: MemorySize) -> MemorySize { MemorySize(bytes: lhs.bytes &+ rhs.bytes) }
    public static func - (lhs: MemorySize, rhs: MemorySize) -> MemorySize { MemorySize(bytes: lhs.bytes &- rhs.bytes) }

    /// The largest unit that states the size exactly: `1GB`, `20MB`, `512KB`, `100B`; negative sizes keep their sign.
    public var description: String {
        if bytes < 0 { return "-" + MemorySize(bytes: 0 &- bytes).description }
        for (unit, size) in [("GB", Int64(1) << 30), ("MB", Int64(1) << 20), ("KB", Int64(1) << 10)]
        where bytes != 0 && bytes % size == 0 {
            return "\(bytes / size)\(unit)"
        }
        return bytes == 0 ? "0MB" : "\(bytes)B"
    }
}

/// The level a memory warning reports (MW-4): the callbacks are the same at every level.
public enum MemoryWarningLevel: String, Hashable, Sendable, CaseIterable {
    case normal, warning, urgent, critical

    /// `normal` 0, `warning` 1, `urgent` 2, `critical` 3.
    public var value: Int {
        switch self {
        case .normal: return 0
        case .warning: return 1
        case .urgent: return 2
        case .critical: return 3
        }
    }
}
