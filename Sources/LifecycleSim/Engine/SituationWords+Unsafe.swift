/// How two situations' words are compared (`Device.Situation.==`): through pointers to their
/// storage, eight words at a time, each eight folded into one by `^` and `|` before the one
/// branch that tells whether they differ.
///
/// An array's own `==` compares word by word, a branch and a bounds check each; a set of
/// situations compares the words of every situation it finds again, a few hundred words each.
/// Safe because the pointers are read only inside the calls that lend them, each below its
/// buffer's count. `SituationWordsEqualTests` compares it with the arrays' `==`.
extension ContiguousArray where Element == UInt64 {
    /// True when the two hold the same words in the same order (`==`).
    func holdsSameWords(as other: ContiguousArray<UInt64>) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { lhs in
            other.withUnsafeBufferPointer { rhs in
                guard lhs.baseAddress != rhs.baseAddress else { return true }
                let count = lhs.count
                var index = 0
                while index + 8 <= count {
                    var differ: UInt64 = 0
                    for offset in 0..<8 { differ |= lhs[index + offset] ^ rhs[index + offset] }
                    if differ != 0 { return false }
                    index += 8
                }
                while index < count {
                    if lhs[index] != rhs[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }
}
