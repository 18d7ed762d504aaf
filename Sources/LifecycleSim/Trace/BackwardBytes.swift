/// Up to 64 bytes written right to left on the stack, then appended to a buffer in one copy.
///
/// A number's digits come out last digit first, and a JSON line's start (its kind, the time's key,
/// the time) is short and bounded. Each append to the output checks that its buffer is uniquely
/// held: a line written a byte at a time paid that check for every byte (W3 in BENCHMARKS.md).
struct BackwardBytes {
    static let capacity = 64
    private let base: UnsafeMutablePointer<UInt8>
    private var start = capacity

    private init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

    /// Runs `body` with an empty writer on the stack, then appends what it wrote to `out`.
    static func append(to out: inout [UInt8], _ body: (inout BackwardBytes) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = BackwardBytes(base: buffer.baseAddress!)
            body(&writer)
            out.append(contentsOf: UnsafeBufferPointer(start: writer.base + writer.start, count: capacity - writer.start))
        }
    }

    /// Writes `byte` in front of what is written.
    mutating func prepend(_ byte: UInt8) {
        precondition(start > 0, "more than \(Self.capacity) bytes")
        start -= 1
        (base + start).initialize(to: byte)
    }

    /// Writes `bytes` in front of what is written.
    mutating func prepend(_ bytes: StaticString) {
        bytes.withUTF8Buffer { text in
            precondition(text.count <= start, "more than \(Self.capacity) bytes")
            start -= text.count
            (base + start).initialize(from: text.baseAddress!, count: text.count)
        }
    }

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
