@testable import LifecycleSim
import XCTest

/// Situations compare their words as bytes (SituationWords+Unsafe.swift). Here that comparison
/// must answer as `==` on the arrays does, for words drawn from a seeded generator: equal runs,
/// runs one word apart anywhere (first, last, inside), runs of other lengths, empty runs, and
/// words whose bytes differ in one byte only (high or low).
final class SituationWordComparisonTests: XCTestCase {
    private func assertAgrees(_ lhs: ContiguousArray<UInt64>, _ rhs: ContiguousArray<UInt64>,
                              file: StaticString = #filePath, line: UInt = #line) {
        let left = SituationWords(lhs), right = SituationWords(rhs)
        XCTAssertEqual(SituationWords.equal(left, right), lhs == rhs, "\(Array(lhs)) against \(Array(rhs))",
                       file: file, line: line)
        XCTAssertEqual(SituationWords.equal(right, left), lhs == rhs, file: file, line: line)
        XCTAssertEqual(left.withWords(Array.init), Array(lhs), file: file, line: line)
    }

    func testByteComparisonAgreesWithWordComparison() {
        var random = SplitMix64(state: 11)
        var unequal = 0
        for _ in 0..<500 {
            let count = random.below(40)
            let words = ContiguousArray((0..<count).map { _ in random.next() % 4 == 0 ? random.next() : UInt64(random.below(3)) })
            assertAgrees(words, words)
            assertAgrees(words, ContiguousArray(Array(words)))  // equal words from another array
            if count > 0 {
                var changed = words
                let place = random.below(count)
                let byte = UInt64(random.below(8)) * 8
                changed[place] ^= 1 << byte
                assertAgrees(words, changed)
                unequal += 1
                assertAgrees(words, ContiguousArray(words.dropLast()))
            }
            var longer = words
            longer.append(UInt64(random.below(3)))
            assertAgrees(words, longer)
        }
        XCTAssertGreaterThan(unequal, 400)
    }

    /// Words written again from a numbering's buffer, shorter and longer than their room, are
    /// the buffer's, and compare as the buffer's words do.
    func testReplacedWordsAreTheBuffers() {
        var random = SplitMix64(state: 23)
        let words = SituationWords(capacity: 2)
        for round in 0..<60 {
            var buffer = SituationBuffer<UInt64>(capacity: 1)
            var plain: [UInt64] = []
            for _ in 0..<random.below(round + 1) {
                let word = random.next()
                buffer.append(word)
                plain.append(word)
            }
            words.replace(with: buffer)
            XCTAssertEqual(words.count, plain.count)
            XCTAssertEqual(words.withWords(Array.init), plain, "round \(round)")
            XCTAssertTrue(SituationWords.equal(words, SituationWords(plain)))
        }
    }

    func testEmptyRunsAreEqual() {
        assertAgrees([], [])
        assertAgrees([], [0])
        assertAgrees([1, 2], [1, 3])
        assertAgrees([1, 2], [1, 2])
        XCTAssertTrue(SituationWords.equal(SituationWords(capacity: 8), SituationWords([])))
    }
}
