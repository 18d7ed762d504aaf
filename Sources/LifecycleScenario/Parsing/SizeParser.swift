import LifecycleSim

/// Parses memory sizes such as `512KB`, `20MB` and `1GB`: a whole number and a unit (powers of 1024).
///
/// Digits are read one by one and bounded before each multiplication, so no input can overflow.
enum SizeParser {
    /// Why a word is not a size.
    enum Failure: Error, Equatable {
        /// Not of the form number-unit (`MB`, `20XB`, `1..5GB`).
        case malformed
        /// Digits and no unit (`20`).
        case missingUnit
        /// A unit spelt in the wrong case (`20mb`): the unit as it should be written.
        case unitCase(String)
        /// A fraction (`1.5GB`): the same size in a smaller unit when it is a whole number of one (`1536MB`).
        case fraction(exactly: String?)
        /// More than `maximum`.
        case tooLarge
    }

    /// The largest size the language accepts: 1024GB (it keeps every sum of sizes far from overflowing).
    static let maximum = MemorySize.gigabytes(1024)

    /// The units, largest first, with their size in bytes.
    static let units: [(name: String, bytes: Int64)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)]

    /// The size `text` spells, or why it does not spell one.
    static func parse(_ text: String) -> Result<MemorySize, Failure> {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var whole: Int64 = 0
        var tooLarge = false
        while index < scalars.count, let digit = digitValue(scalars[index]) {
            if whole > maximum.bytes { tooLarge = true } else { whole = whole * 10 + Int64(digit) }
            index += 1
        }
        guard index > 0 else { return .failure(.malformed) }
        var fraction: [Int64] = []
        if index < scalars.count, scalars[index] == "." {
            index += 1
            while index < scalars.count, let digit = digitValue(scalars[index]) {
                fraction.append(Int64(digit))
                index += 1
            }
            guard !fraction.isEmpty else { return .failure(.malformed) }
        }
        guard index < scalars.count else { return .failure(.missingUnit) }
        let unitText = ScalarText.string(scalars[index...])
        guard let unit = units.first(where: { $0.name == unitText }) else {
            if let unit = units.first(where: { $0.name == unitText.uppercased() }) {
                return .failure(.unitCase(unit.name))
            }
            return .failure(.malformed)
        }
        guard !tooLarge, whole <= maximum.bytes / unit.bytes else { return .failure(.tooLarge) }
        guard !fraction.isEmpty else { return .success(MemorySize(bytes: whole * unit.bytes)) }
        return .failure(.fraction(exactly: smallerUnitSpelling(whole: whole, fraction: fraction, unit: unit)))
    }

    /// `WHOLE.FRACTION UNIT` written as a whole number of a smaller unit (`1.5GB` is `1536MB`), when it is one.
    private static func smallerUnitSpelling(whole: Int64, fraction: [Int64],
                                            unit: (name: String, bytes: Int64)) -> String? {
        var digits = fraction
        while digits.last == 0 { digits.removeLast() }
        // Longer fractions get no suggestion (18 digits keep the numerator within Int64).
        guard digits.count <= 18 else { return nil }
        var numerator: Int64 = 0
        var denominator: Int64 = 1
        for digit in digits {
            numerator = numerator * 10 + digit
            denominator *= 10
        }
        // whole ≤ maximum / unit here, so only this product can overflow.
        let (scaled, overflow) = numerator.multipliedReportingOverflow(by: unit.bytes)
        guard !overflow, scaled % denominator == 0 else { return nil }
        let bytes = whole * unit.bytes + scaled / denominator
        for smaller in units where smaller.bytes < unit.bytes && bytes % smaller.bytes == 0 {
            return "\(bytes / smaller.bytes)\(smaller.name)"
        }
        return nil
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.value >= 0x30, scalar.value <= 0x39 else { return nil }
        return UInt8(scalar.value - 0x30)
    }
}
