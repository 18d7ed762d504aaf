extension CaseOrdinal {
    /// The case's position in `allCases`, read without a comparison or a hash.
    ///
    /// Swift stores a case without a payload as its position in the declaration, in one byte up to
    /// 256 cases, and a synthesised `allCases` lists the cases in that order. Looking the position
    /// up in a table instead (built once, keyed by the case, hashed by its raw string) made W5's
    /// JSON run take 15% more instructions and W3's 7% (BENCHMARKS.md, "Unsafe code: what stays
    /// and why").
    /// `unsafeBitCast` traps when the sizes differ, so an enum grown past one byte fails at once
    /// rather than reading a wrong position.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
