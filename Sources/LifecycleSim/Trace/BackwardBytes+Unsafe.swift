/// Up to 64 bytes written right to left on the stack, then appended to a buffer in one copy.
///
/// A number's digits come out last digit first, and a JSON line's start (its kind, the time's key,
/// the time) is short and bounded. Each append to the output checks that its buffer is uniquely
/// held: a line written a byte at a time paid that check for every byte (W3 in BENCHMARKS.md).
/// Appending the same bytes to the output one at a time and reversing them there, with no
/// pointer, made W5's JSON run take 48% more instructions and W3's 29% (BENCHMARKS.md, "Unsafe
/// code: what stays and why").
///
/// The buffer is a temporary allocation that lives only while `append(to:_:)` runs; a writer is
/// made only there (its initialiser is private) and its callers, JSONBytes and TraceJSONFormatter,
/// use it only inside the body they hand over. Every write checks that it stays inside the 64 bytes. JSONBytesTests compares what it writes with the plain
/// `String(_:)` and `TimeFormat.seconds(_:)` on many numbers.
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

    /// Writes the two digits of `pair` (0 ... 99) in front of what is written, read from a table
    /// of the pairs: half the divisions of writing one digit at a time. `pair` below 100 keeps
    /// the read inside the table's 200 bytes (an index into a static string's buffer is not checked).
    mutating func prepend(digitPair pair: Int) {
        precondition((0..<100).contains(pair), "a pair of digits")
        Self.digitPairs.withUTF8Buffer { pairs in
            prepend(pairs[2 * pair + 1])
            prepend(pairs[2 * pair])
        }
    }

    /// "00" through "99", one after the other.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
