/// Strings built from Unicode scalars or from UTF-8 bytes.
///
/// `String.UnicodeScalarView.append(contentsOf:)` goes scalar by scalar through generic code:
/// on a 17-line scenario it was a third of the parser's instructions (W6 in BENCHMARKS.md). Encoding
/// to UTF-8 straight into the new string's storage is the same text for a fraction of the cost,
/// and a short token (up to 15 bytes) then needs no allocation at all (W3 in BENCHMARKS.md).
enum ScalarText {
    /// The string made of `scalars`, in order.
    static func string<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        var count = 0
        for scalar in scalars { count += UTF8.width(scalar) }
        return String(unsafeUninitializedCapacity: count) { storage in
            var index = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    storage[index] = byte
                    index += 1
                }
            }
            return index
        }
    }

    /// The string whose UTF-8 is `bytes` (valid UTF-8, as a `SourceLine`'s bytes always are).
    ///
    /// Built in place rather than with `String(decoding:as:)`: a short ASCII token (up to 15 bytes)
    /// then becomes a small string with no validation pass and no allocation (W3 in BENCHMARKS.md).
    static func string(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { storage in
            _ = storage.initialize(from: bytes)
            return bytes.count
        }
    }
}
