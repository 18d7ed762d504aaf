/// Whole numbers mixed into one, in the order they are added (FNV-1a over whole numbers): equal
/// runs give equal mixes. The explorers hash a situation or a step by it, as one number the
/// hasher mixes again, instead of feeding the hasher every number (`ExplorationSignature`,
/// `ProbeStep`).
package struct NumberMix: Hashable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Mixes `number` in, after those added before.
    package mutating func add(_ number: Int) {
        value = (value ^ UInt64(bitPattern: Int64(number))) &* 0x100_0000_01b3
    }
}
