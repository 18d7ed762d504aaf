/// Strings built from Unicode scalars or from UTF-8 bytes.
///
/// Both are the standard library's own conversions: writing the UTF-8 straight into the new
/// string's storage through a pointer saved nothing on W3's parse and, with the lexer's own
/// pointer, under 5% where no line is replayed (BENCHMARKS.md, "Unsafe code: what stays and why").
enum ScalarText {
    /// The string made of `scalars`, in order.
    static func string<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The string whose UTF-8 is `bytes` (valid UTF-8, as a `SourceLine`'s bytes always are).
    static func string(utf8 bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
