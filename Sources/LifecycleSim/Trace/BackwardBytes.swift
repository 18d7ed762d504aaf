/// Numbers written digit by digit from the right, onto the stack buffer of BackwardBytes+Unsafe.swift.
extension BackwardBytes {
    /// Writes `value` in decimal, at least `width` digits (zeros in front), in front of what is written.
    mutating func prepend(digitsOf value: UInt64, width: Int = 1) {
        var rest = value
        var count = 0
        // Two digits a step (`prepend(digitPair:)`): half the divisions.
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100)
            rest /= 100
            prepend(digitPair: pair)
            count += 2
        }
        repeat {
            prepend(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
            count += 1
        } while rest > 0 || count < width
    }

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
