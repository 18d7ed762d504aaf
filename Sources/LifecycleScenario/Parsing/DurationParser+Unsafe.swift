import LifecycleSim

extension DurationParser {
    /// The duration spelt by `text` after its first `count` bytes (the `+` of a relative time).
    ///
    /// Reads the string's own UTF-8 storage through a pointer: no copy, and no index arithmetic
    /// on a `String.UTF8View` for each byte. Walking the view instead made the parse of a
    /// timeline with a different time on every line run 11% more instructions (W3's file with
    /// absolute times, BENCHMARKS.md, "Unsafe code: what stays and why"). The buffer is read only
    /// inside `withUTF8`, and the rebased buffer after the dropped bytes is indexed from 0, as
    /// `parse(utf8:)` requires.
    static func parse(_ text: String, droppingFirst count: Int) -> Result<VirtualDuration, Failure> {
        var text = text
        return text.withUTF8 { utf8 in parse(utf8: UnsafeBufferPointer(rebasing: utf8.dropFirst(count))) }
    }
}
