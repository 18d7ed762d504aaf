@testable import LifecycleSim
import XCTest

/// The breadth-first search keeps the keys it has met in a table of its own (`SearchKeyTable`).
/// Here the same keys, many times over from seeded random choices, go into a table and into a
/// set, past the table's first room and after emptyings, some keys sharing a hash with others
/// (so that keys are told apart by `==`, not by their hash alone): the two must agree on every
/// insertion and look-up, and the table must hold its keys in the order added.
final class SearchKeyTableTests: XCTestCase {
    /// A key whose hash is chosen: `bucket` is all that the table hashes, `name` tells keys of
    /// one bucket apart.
    private struct Key: Hashable {
        var bucket: Int
        var name: String

        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    }

    /// `steps` random insertions, look-ups and emptyings on a table and on a set, compared.
    private func assertAgrees(seed: UInt64, steps: Int, buckets: Int, names: Int,
                              file: StaticString = #filePath, line: UInt = #line) {
        var random = SplitMix64(state: seed)
        var table = SearchKeyTable<Key>(capacity: 1)
        var plain: Set<Key> = []
        var order: [Key] = []
        for step in 0..<steps {
            let key = Key(bucket: random.below(buckets), name: "key \(random.below(names))")
            switch random.below(10) {
            case 0..<5:
                let inserted = plain.insert(key).inserted
                if inserted { order.append(key) }
                XCTAssertEqual(table.insert(key, hash: key.hashValue), inserted, "step \(step)", file: file, line: line)
            case 5..<9:
                XCTAssertEqual(table.contains(key, hash: key.hashValue), plain.contains(key), "step \(step)",
                               file: file, line: line)
            default:
                guard random.below(8) == 0 else { continue }
                table.removeAll()
                plain.removeAll()
                order.removeAll()
            }
            XCTAssertEqual(table.count, plain.count, file: file, line: line)
            XCTAssertEqual(table.keys, order, file: file, line: line)
        }
        for key in order { XCTAssertTrue(table.contains(key, hash: key.hashValue), file: file, line: line) }
    }

    func testAgreesWithASet() {
        for seed: UInt64 in 1...20 {
            assertAgrees(seed: seed, steps: 600, buckets: 1000, names: 4)
        }
    }

    /// Few hashes for many keys: long runs of slots, keys found past others of the same hash.
    func testAgreesWithASetWhenHashesAreShared() {
        for seed: UInt64 in 1...20 {
            assertAgrees(seed: seed, steps: 600, buckets: 3, names: 40)
        }
    }

    /// A key handed with another key's hash is not that key, and a table that grew finds every
    /// key it holds.
    func testEqualHashesAreNotEqualKeys() {
        var table = SearchKeyTable<Key>()
        let first = Key(bucket: 1, name: "first"), second = Key(bucket: 1, name: "second")
        XCTAssertTrue(table.insert(first, hash: 7))
        XCTAssertFalse(table.contains(second, hash: 7))
        XCTAssertTrue(table.insert(second, hash: 7))
        XCTAssertFalse(table.insert(first, hash: 7))
        for number in 0..<100 { table.insert(Key(bucket: number, name: "\(number)"), hash: number) }
        XCTAssertEqual(table.count, 102)
        XCTAssertTrue(table.contains(first, hash: 7) && table.contains(second, hash: 7))
        XCTAssertTrue((0..<100).allSatisfy { table.contains(Key(bucket: $0, name: "\($0)"), hash: $0) })
    }
}
