import LifecycleSim

/// Parses durations such as `250ms`, `2.5s` and `1h30m` exactly, with integer arithmetic only.
///
/// `Double("1.005")! * 1000` is `1004.999…`, so decimals are read digit by digit; every
/// intermediate value is bounded before it is multiplied, so no input can overflow.
package enum DurationParser {
    /// Why a word is not a duration.
    package enum Failure: Error, Equatable {
        /// Not of the form number-unit (`5x`, `s`, `1..5s`).
        case malformed
        /// Digits and no unit (`5`).
        case missingUnit
        /// A unit that repeats or comes after a smaller one (`3s2m`, `1s1s`): the unit at fault.
        case unitOrder(String)
        /// A fraction on a unit other than the last (`1.5m30s`).
        case fractionNotLast
        /// A value finer than one millisecond (`1.0005s`, `0.5ms`).
        case finerThanMillisecond
        /// More than 10 000 days.
        case tooLarge
    }

    /// The largest duration the language accepts: 10 000 days.
    static let maximumMilliseconds: Int64 = 10_000 * 86_400_000

    private static let units: [(name: String, milliseconds: Int64)] = [
        ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000), ("ms", 1),
    ]

    /// The duration `text` spells, or why it does not spell one.
    package static func parse(_ text: String) -> Result<VirtualDuration, Failure> {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return .failure(.malformed) }
        var index = 0
        var total: Int64 = 0
        var lastRank = -1
        var sawFraction = false
        while index < scalars.count {
            if sawFraction { return .failure(.fractionNotLast) }
            // Whole part.
            var whole: Int64 = 0
            var wholeTooLarge = false
            let wholeStart = index
            while index < scalars.count, let digit = digitValue(scalars[index]) {
                if whole > maximumMilliseconds { wholeTooLarge = true } else { whole = whole * 10 + Int64(digit) }
                index += 1
            }
            guard index > wholeStart else { return .failure(.malformed) }
            // Fraction.
            var fraction: [UInt8] = []
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, let digit = digitValue(scalars[index]) {
                    fraction.append(digit)
                    index += 1
                }
                guard !fraction.isEmpty else { return .failure(.malformed) }
                sawFraction = true
            }
            // Unit.
            guard index < scalars.count else { return .failure(.missingUnit) }
            let rank: Int
            if scalars[index] == "m", index + 1 < scalars.count, scalars[index + 1] == "s" {
                rank = 4
                index += 2
            } else if let found = units.firstIndex(where: { $0.name == String(Character(scalars[index])) }) {
                rank = found
                index += 1
            } else {
                return .failure(.malformed)
            }
            guard rank > lastRank else { return .failure(.unitOrder(units[rank].name)) }
            lastRank = rank
            let unit = units[rank].milliseconds
            guard !wholeTooLarge, whole <= maximumMilliseconds / unit else { return .failure(.tooLarge) }
            let wholePart = whole * unit
            guard let fractionPart = exactFraction(fraction, unit: unit) else {
                return .failure(.finerThanMillisecond)
            }
            total = total + wholePart + fractionPart
            guard total <= maximumMilliseconds else { return .failure(.tooLarge) }
        }
        return .success(VirtualDuration(milliseconds: total))
    }

    /// `0.DIGITS` of `unit` in whole milliseconds, or nil when that is not a whole number.
    ///
    /// Without trailing zeros, a fraction of more than 10 digits is never a whole number of
    /// milliseconds of any unit (a day is 2^10·3^3·5^5 ms), so 10 digits bound the arithmetic.
    private static func exactFraction(_ digits: [UInt8], unit: Int64) -> Int64? {
        var digits = digits
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { return 0 }
        guard digits.count <= 10 else { return nil }
        var numerator: Int64 = 0
        var denominator: Int64 = 1
        for digit in digits {
            numerator = numerator * 10 + Int64(digit)
            denominator *= 10
        }
        let scaled = numerator * unit
        guard scaled % denominator == 0 else { return nil }
        return scaled / denominator
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.value >= 0x30, scalar.value <= 0x39 else { return nil }
        return UInt8(scalar.value - 0x30)
    }
}
