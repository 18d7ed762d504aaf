@testable import LifecycleSim
import XCTest

/// A situation's lists are written into buffers that hold their elements in memory of their own
/// (SituationBuffer+Unsafe.swift). Here the same appends, runs appended, writes, cuts, sorts and emptyings run
/// on a buffer and on an array, many times over from seeded random choices, past the buffer's
/// first room, and with strings (elements the buffer must retain and release) as well as words:
/// after each step the two must hold the same elements.
final class SituationBufferTests: XCTestCase {
    /// The buffer's elements, read through its subscript.
    private func elements<Element>(_ buffer: borrowing SituationBuffer<Element>) -> [Element] {
        (0..<buffer.count).map { buffer[$0] }
    }

    /// `steps` random operations on a buffer of room 2 and on an array, compared after each.
    private func assertAgrees<Element: Equatable>(_ make: (UInt64) -> Element, seed: UInt64, steps: Int,
                                                  by areInIncreasingOrder: (Element, Element) -> Bool,
                                                  file: StaticString = #filePath, line: UInt = #line) {
        var random = SplitMix64(state: seed)
        var buffer = SituationBuffer<Element>(capacity: 2)
        var plain: [Element] = []
        for step in 0..<steps {
            switch random.below(10) {
            case 0..<5:
                let element = make(random.next() % 50)
                buffer.append(element)
                plain.append(element)
            case 5, 6:
                guard !plain.isEmpty else { continue }
                let index = random.below(plain.count), element = make(random.next() % 50)
                buffer[index] = element
                plain[index] = element
            case 7:
                let kept = random.below(plain.count + 1)
                buffer.removeLast(from: kept)
                plain.removeLast(plain.count - kept)
            case 9 where random.below(2) == 0:
                // A run of another buffer's elements, from some place on.
                var other = SituationBuffer<Element>(capacity: 1)
                let run = (0..<random.below(12)).map { _ in make(random.next() % 50) }
                for element in run { other.append(element) }
                let start = random.below(run.count + 1)
                buffer.append(contentsOf: other, from: start)
                plain += run[start...]
            case 8:
                buffer.sort(by: areInIncreasingOrder)
                // The array's own sort, which keeps the order of equal elements too.
                plain.sort(by: areInIncreasingOrder)
            default:
                if random.below(4) == 0 {
                    buffer.removeAll()
                    plain.removeAll()
                }
            }
            XCTAssertEqual(elements(buffer), plain, "step \(step)", file: file, line: line)
            XCTAssertEqual(buffer.last, plain.last, file: file, line: line)
            XCTAssertEqual(Array(buffer.copied()), plain, file: file, line: line)
        }
    }

    func testWordsAgreeWithAnArray() {
        for seed: UInt64 in 1...20 {
            assertAgrees({ $0 }, seed: seed, steps: 300, by: <)
        }
    }

    func testStringsAgreeWithAnArray() {
        for seed: UInt64 in 1...20 {
            // Long enough not to fit in a string's own bytes: each is held in storage of its own.
            assertAgrees({ "a string long enough to be allocated, number \($0)" }, seed: seed, steps: 300, by: <)
        }
    }

    /// Equal keys keep their order in the sort, as the scheduler's places need (`seal()`).
    func testTheSortKeepsTheOrderOfEqualElements() {
        var buffer = SituationBuffer<(key: Int, order: Int)>(capacity: 4)
        let pairs = [(3, 0), (1, 1), (3, 2), (2, 3), (1, 4), (3, 5), (0, 6)]
        for (key, order) in pairs { buffer.append((key, order)) }
        buffer.sort { $0.key < $1.key }
        XCTAssertEqual((0..<buffer.count).map { buffer[$0].order }, [6, 1, 4, 3, 0, 2, 5])
    }
}
