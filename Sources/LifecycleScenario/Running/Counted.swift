/// `1 expectation`, `2 expectations`: a count and its noun, for the lines people read.
package func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
