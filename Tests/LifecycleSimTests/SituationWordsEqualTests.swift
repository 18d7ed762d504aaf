@testable import LifecycleSim
import XCTest

/// Two situations' words are compared through pointers, eight at a time
/// (SituationWords+Unsafe.swift). Here the comparison is held to the arrays' own `==`: words of
/// every length around the eight a time takes, equal, of other lengths, and differing in one word
/// at each place, and one array against itself.
final class SituationWordsEqualTests: XCTestCase {
    func testAgreesWithTheArraysEquality() {
        var random = SplitMix64(state: 7)
        for count in 0..<40 {
            let words = ContiguousArray((0..<count).map { _ in random.next() % 4 })
            let copy = ContiguousArray(Array(words))
            XCTAssertTrue(words.holdsSameWords(as: copy), "\(count) words")
            XCTAssertTrue(words.holdsSameWords(as: words), "\(count) words, the same storage")
            for place in 0..<count {
                var changed = copy
                changed[place] &+= 1 + random.next() % 3
                XCTAssertEqual(words.holdsSameWords(as: changed), words == changed, "\(count) words, at \(place)")
                XCTAssertFalse(changed.holdsSameWords(as: words), "\(count) words, at \(place)")
            }
            var longer = copy
            longer.append(0)
            XCTAssertFalse(words.holdsSameWords(as: longer), "\(count) words and one more")
            XCTAssertFalse(longer.holdsSameWords(as: words), "\(count) words and one more")
        }
    }
}
