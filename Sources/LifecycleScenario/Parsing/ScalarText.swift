/// Strings built from Unicode scalars.
///
/// `String.UnicodeScalarView.append(contentsOf:)` goes scalar by scalar through generic code:
/// on a 17-line scenario it was a third of the parser's instructions (issue #5, W6). Encoding
/// to UTF-8 first and decoding once is the same text for a fraction of the cost.
enum ScalarText {
    /// The string made of `scalars`, in order.
    static func string<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            UTF8.encode(scalar) { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
