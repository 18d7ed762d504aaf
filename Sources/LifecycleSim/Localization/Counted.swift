/// `1 expectation`, `2 expectations`: a count and its noun, for the lines people read.
package func counted(_ count: Int, _ noun: String) -> String {
    counted("\(count)", noun)
}

/// A count already written as text (a message's value) and its noun: `1 state`, `12 states`.
package func counted(_ count: String, _ noun: String) -> String {
    "\(count) \(noun)\(count == "1" ? "" : "s")"
}
