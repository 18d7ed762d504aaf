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

    /// The units from the largest, each with the one letter that spells it (`ms` is read as two letters).
    private static let units: [(name: String, letter: UInt8?, milliseconds: Int64)] = [
        ("d", UInt8(ascii: "d"), 86_400_000), ("h", UInt8(ascii: "h"), 3_600_000), ("m", UInt8(ascii: "m"), 60_000),
        ("s", UInt8(ascii: "s"), 1000), ("ms", nil, 1),
    ]

    /// The duration `text` spells, or why it does not spell one.
    package static func parse(_ text: String) -> Result<VirtualDuration, Failure> {
        parse(text, droppingFirst: 0)
    }

    /// The duration spelt by `bytes`, the UTF-8 of a word, indexed from 0.
    ///
    /// Every byte of a duration is ASCII, so the bytes are read as they are: a byte that is not
    /// ASCII fails at the same place its scalar would. `parse(_:droppingFirst:)` hands over the
    /// word's bytes in place (DurationParser+Unsafe.swift); tests hand over a copy, the plain path.
    static func parse<Bytes: RandomAccessCollection<UInt8>>(utf8 bytes: Bytes) -> Result<VirtualDuration, Failure>
    where Bytes.Index == Int {
        guard !bytes.isEmpty else { return .failure(.malformed) }
        var index = 0
        var total: Int64 = 0
        var lastRank = -1
        var sawFraction = false
        while index < bytes.count {
            if sawFraction { return .failure(.fractionNotLast) }
            // Whole part.
            var whole: Int64 = 0
            var wholeTooLarge = false
            let wholeStart = index
            while index < bytes.count, let digit = digitValue(bytes[index]) {
                if whole > maximumMilliseconds { wholeTooLarge = true } else { whole = whole * 10 + Int64(digit) }
                index += 1
            }
            guard index > wholeStart else { return .failure(.malformed) }
            // Fraction.
            var fraction = bytes[index..<index]
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let fractionStart = index
                while index < bytes.count, digitValue(bytes[index]) != nil { index += 1 }
                fraction = bytes[fractionStart..<index]
                guard !fraction.isEmpty else { return .failure(.malformed) }
                sawFraction = true
            }
            // Unit.
            guard index < bytes.count else { return .failure(.missingUnit) }
            let rank: Int
            if bytes[index] == UInt8(ascii: "m"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "s") {
                rank = 4
                index += 2
            } else if let found = units.firstIndex(where: { $0.letter == bytes[index] }) {
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
    private static func exactFraction<Digits: BidirectionalCollection<UInt8>>(_ digits: Digits, unit: Int64) -> Int64? {
        var significant = digits[...]
        while significant.last == UInt8(ascii: "0") { significant.removeLast() }
        if significant.isEmpty { return 0 }
        guard significant.count <= 10 else { return nil }
        var numerator: Int64 = 0
        var denominator: Int64 = 1
        for digit in significant {
            numerator = numerator * 10 + Int64(digit - UInt8(ascii: "0"))
            denominator *= 10
        }
        let scaled = numerator * unit
        guard scaled % denominator == 0 else { return nil }
        return scaled / denominator
    }

    private static func digitValue(_ byte: UInt8) -> UInt8? {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        return byte - 0x30
    }
}
