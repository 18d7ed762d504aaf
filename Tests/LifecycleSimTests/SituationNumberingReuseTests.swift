@testable import LifecycleSim
import XCTest

/// A device writes its situations one after another in one numbering (`Device.situation`),
/// emptied before each, which keeps the ranks of lists noted before (a table picked by their
/// fingerprint) for the next state that notes the same numbers in the same order. Here one
/// numbering, used again and again for numbers drawn from a seeded generator (new lists, a list
/// with one number changed, the same list again), must rename every number as a fresh numbering
/// does.
final class SituationNumberingReuseTests: XCTestCase {
    private typealias Noted = [(kind: SituationNumbering.Kind, number: Int)]

    /// The names `numbering` gives `noted`, noted in that order, then sealed.
    private func names(_ noted: Noted, in numbering: SituationNumbering) -> [Int] {
        numbering.start(now: .zero)
        for (kind, number) in noted { _ = numbering(kind, number) }
        numbering.seal()
        return noted.map { numbering($0.kind, $0.number) }
    }

    func testAReusedNumberingRenamesAsAFreshOne() {
        let kinds = SituationNumbering.Kind.allCases
        var random = SplitMix64(state: 7)
        let reused = SituationNumbering()
        var noted: Noted = []
        var kept = 0
        for round in 0..<400 {
            switch random.below(3) {
            case 0:
                noted = (0..<random.below(12)).map { _ in (kinds[random.below(kinds.count)], random.below(6)) }
            case 1:
                guard !noted.isEmpty else { continue }
                noted[random.below(noted.count)].number = random.below(6)
            default:
                kept += 1
            }
            XCTAssertEqual(names(noted, in: reused), names(noted, in: SituationNumbering()), "round \(round)")
        }
        XCTAssertGreaterThan(kept, 100, "the same numbers were noted again often")
    }

    /// A numbering keeps the ranks of at most `SituationNumbering.rankingsKept` lists, one per slot
    /// of its table: lists taken in turn, fewer of them than it keeps and more (some sharing a
    /// slot), each noted again after others, must be renamed as a fresh numbering renames them,
    /// whichever ranking is kept or replaced.
    func testListsTakenInTurnAreRenamedAsAFreshNumberingDoes() {
        let kinds = SituationNumbering.Kind.allCases
        var random = SplitMix64(state: 19)
        for lists in [2, SituationNumbering.rankingsKept - 1, SituationNumbering.rankingsKept,
                      SituationNumbering.rankingsKept + 3] {
            let noted: [Noted] = (0..<lists).map { _ in
                (0..<1 + random.below(10)).map { _ in (kinds[random.below(kinds.count)], random.below(8)) }
            }
            let reused = SituationNumbering()
            for round in 0..<(3 * lists + 200) {
                let list = round < 3 * lists ? round % lists : random.below(lists)
                XCTAssertEqual(names(noted[list], in: reused), names(noted[list], in: SituationNumbering()),
                               "\(lists) lists, round \(round)")
            }
        }
    }

    /// The fingerprint of `noted`, as a numbering noting it takes it.
    private func fingerprint(of noted: Noted) -> UInt64 {
        let numbering = SituationNumbering()
        numbering.start(now: .zero)
        for (kind, number) in noted { _ = numbering(kind, number) }
        return numbering.numbers.fingerprint
    }

    /// Two lists whose fingerprints pick one slot of the table replace each other's ranking there,
    /// the one in use replaced by the next: taken in turn, each must be renamed as a fresh
    /// numbering renames it.
    func testListsSharingASlotAreRenamedAsAFreshNumberingDoes() {
        let kinds = SituationNumbering.Kind.allCases
        var random = SplitMix64(state: 23)
        var bySlot: [Int: Noted] = [:]
        var pair: (Noted, Noted)?
        while pair == nil {
            let noted: Noted = (0..<1 + random.below(8)).map { _ in
                (kinds[random.below(kinds.count)], random.below(9))
            }
            let slot = SituationNumbering.slot(of: fingerprint(of: noted))
            let words = { (list: Noted) in list.map { [$0.kind.rawValue, $0.number] } }
            if let other = bySlot[slot], words(other) != words(noted) {
                pair = (other, noted)
            } else {
                bySlot[slot] = noted
            }
        }
        guard let (first, second) = pair else { return }
        XCTAssertEqual(SituationNumbering.slot(of: fingerprint(of: first)),
                       SituationNumbering.slot(of: fingerprint(of: second)))
        let reused = SituationNumbering()
        for round in 0..<12 {
            let list = round % 2 == 0 ? first : second
            XCTAssertEqual(names(list, in: reused), names(list, in: SituationNumbering()), "round \(round)")
        }
    }

    /// A list with one number changed, the count and kinds the same, is ranked again.
    func testOneNumberChangedIsRankedAgain() {
        let numbering = SituationNumbering()
        XCTAssertEqual(names([(.task, 3), (.task, 5), (.generation, 2)], in: numbering), [0, 1, 0])
        XCTAssertEqual(names([(.task, 7), (.task, 5), (.generation, 2)], in: numbering), [1, 0, 0])
        XCTAssertEqual(names([(.task, 7), (.task, 5), (.generation, 2)], in: numbering), [1, 0, 0])
    }

    /// Numbers that do not pack into a word (a timer's identifier holds its serial above 24 bits
    /// of slot, past 2^36 after 4 096 timers; a negative number) are ranked as the others: by
    /// their order among the numbers of their kind, whatever the others are.
    func testNumbersPastThePackedRangeAreRankedInOrder() {
        let numbering = SituationNumbering()
        let huge = 6_031 << 24 | 3
        XCTAssertEqual(names([(.timer, huge), (.timer, 5), (.task, -1), (.task, 2), (.timer, huge)], in: numbering),
                       [1, 0, 0, 1, 1])
        XCTAssertEqual(names([(.timer, 5), (.timer, 9)], in: numbering), [0, 1], "packed again afterwards")
    }

    /// A number that does not pack, added last of its own kind, ranks every other number as the
    /// packed ranking does: random lists ranked both ways.
    func testTheRankingOfNumbersThatDoNotPackIsThePackedOne() {
        let kinds = SituationNumbering.Kind.allCases.filter { $0 != .bgTaskSerial }
        var random = SplitMix64(state: 11)
        for round in 0..<200 {
            let noted: Noted = (0..<random.below(12)).map { _ in (kinds[random.below(kinds.count)], random.below(6)) }
            let packed = names(noted, in: SituationNumbering())
            let unpacked = names(noted + [(.bgTaskSerial, 1 << 40)], in: SituationNumbering())
            XCTAssertEqual(Array(unpacked.dropLast()), packed, "round \(round)")
            XCTAssertEqual(unpacked.last, 0)
        }
    }
}
