/// A length of virtual time in whole milliseconds.
///
/// The simulator never uses floating point for time: budgets such as 180 s must
/// read exactly, and two runs of the same scenario must agree to the byte.
public struct VirtualDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in milliseconds.
    public var milliseconds: Int64

    /// A duration of `milliseconds` milliseconds.
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// No time at all.
    public static let zero = VirtualDuration(milliseconds: 0)

    /// `n` milliseconds.
    public static func milliseconds(_ n: Int64) -> VirtualDuration { VirtualDuration(milliseconds: n) }
    /// `n` seconds.
    public static func seconds(_ n: Int64) -> VirtualDuration { VirtualDuration(milliseconds: n * 1000) }
    /// `n` minutes.
    public static func minutes(_ n: Int64) -> VirtualDuration { VirtualDuration(milliseconds: n * 60_000) }
    /// `n` hours.
    public static func hours(_ n: Int64) -> VirtualDuration { VirtualDuration(milliseconds: n * 3_600_000) }
    /// `n` days.
    public static func days(_ n: Int64) -> VirtualDuration { VirtualDuration(milliseconds: n * 86_400_000) }

    public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool { lhs.milliseconds < rhs.milliseconds }
    public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
        VirtualDuration(milliseconds: lhs.milliseconds &+ rhs.milliseconds)
    }

    /// The duration in seconds, as `backgroundTimeRemaining` reports it.
    public var seconds: Double { Double(milliseconds) / 1000 }

    /// Swift's `Duration` in whole milliseconds, a part of one counting as one (the device's
    /// clock moves in milliseconds, and a wait never ends early); past `Int64`'s range (a wait
    /// "for ever", `.seconds(.max)`) it saturates rather than trap.
    public init(roundingUp duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        let (whole, part) = attoseconds.quotientAndRemainder(dividingBy: perMillisecond)
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else {
            self.init(milliseconds: seconds < 0 ? .min : .max)
            return
        }
        let (sum, sumOverflow) = milliseconds.addingReportingOverflow(whole + (part > 0 ? 1 : 0))
        self.init(milliseconds: sumOverflow ? (milliseconds < 0 ? .min : .max) : sum)
    }

    /// The same length as Swift's `Duration`.
    public var duration: Duration { .milliseconds(milliseconds) }

    /// The shortest exact spelling in the scenario language (`1h30m`, `2.5s`, `250ms`, `0s`).
    public var description: String { TimeFormat.duration(milliseconds) }
}

/// A moment on the device's virtual clock, in milliseconds since the scenario started.
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since the start of the run.
    public var milliseconds: Int64

    /// The moment `milliseconds` after the start.
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// The start of every run.
    public static let zero = VirtualTime(milliseconds: 0)

    public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// The moment `duration` later, saturating instead of trapping on overflow.
    public static func + (lhs: VirtualTime, rhs: VirtualDuration) -> VirtualTime {
        let (sum, overflow) = lhs.milliseconds.addingReportingOverflow(rhs.milliseconds)
        return VirtualTime(milliseconds: overflow ? Int64.max : sum)
    }

    /// The duration from `rhs` to `lhs` (negative when `lhs` is earlier).
    public static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualDuration {
        VirtualDuration(milliseconds: lhs.milliseconds &- rhs.milliseconds)
    }

    /// Seconds with up to three decimals and no trailing zeros (`185.25`), as the JSON trace prints time.
    public var description: String { TimeFormat.seconds(milliseconds) }
}

/// Exact decimal renderings of millisecond counts.
package enum TimeFormat {
    /// `185250` → `185.25`; `5000` → `5`.
    package static func seconds(_ ms: Int64) -> String {
        let negative = ms < 0
        let magnitude = ms.magnitude
        var text = String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            while digits.count < 3 { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return negative ? "-" + text : text
    }

    /// `5400000` → `1h30m`; `2500` → `2.5s`; `250` → `250ms`.
    package static func duration(_ ms: Int64) -> String {
        if ms == 0 { return "0s" }
        if ms < 0 { return "-" + duration(0 &- ms) }
        let units: [(String, Int64)] = [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000)]
        var rest = ms
        var text = ""
        for (unit, size) in units where rest >= size {
            text += "\(rest / size)\(unit)"
            rest %= size
        }
        if rest == 0 { return text }
        if rest < 1000 && text.isEmpty { return "\(rest)ms" }
        return text + seconds(rest) + "s"
    }
}
