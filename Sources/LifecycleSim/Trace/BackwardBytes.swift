/// Numbers written digit by digit from the right, onto the stack buffer of BackwardBytes+Unsafe.swift.
extension BackwardBytes {
    /// Writes `value` in decimal, at least `width` digits (zeros in front), in front of what is written.
    mutating func prepend(digitsOf value: UInt64, width: Int = 1) {
        var rest = value
        var count = 0
        // Two digits a step, from a table of the pairs 00 ... 99: half the divisions.
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100)
            rest /= 100
            Self.digitPairs.withUTF8Buffer { pairs in
                prepend(pairs[2 * pair + 1])
                prepend(pairs[2 * pair])
            }
            count += 2
        }
        repeat {
            prepend(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
            count += 1
        } while rest > 0 || count < width
    }

    /// "00" through "99", one after the other.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Writes `value` in decimal (`-12`) in front of what is written.
    mutating func prepend(int value: Int64) {
        prepend(digitsOf: value.magnitude)
        if value < 0 { prepend(UInt8(ascii: "-")) }
    }

    /// Writes `ms` milliseconds as seconds with up to three decimals and no trailing zeros
    /// (`185250` → `185.25`), byte for byte what `TimeFormat.seconds` spells, in front of what is written.
    mutating func prepend(seconds ms: Int64) {
        let magnitude = ms.magnitude
        var fraction = magnitude % 1000
        if fraction != 0 {
            var width = 3
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            prepend(digitsOf: fraction, width: width)
            prepend(UInt8(ascii: "."))
        }
        prepend(digitsOf: magnitude / 1000)
        if ms < 0 { prepend(UInt8(ascii: "-")) }
    }
}
