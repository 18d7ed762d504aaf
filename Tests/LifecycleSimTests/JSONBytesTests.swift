import Foundation
@testable import LifecycleSim
import XCTest

/// The JSON writer's fast paths read and write bytes through pointers (BackwardBytes+Unsafe.swift,
/// JSONLineCache+Unsafe.swift). Each is compared here with plain code on many values: the
/// standard library's decimal, `TimeFormat.seconds`, and `TraceEntry`'s own equality.
final class JSONBytesTests: XCTestCase {
    /// Numbers at every width, at the edges of 64 bits, and random ones of every size.
    private static func generatedNumbers() -> [Int64] {
        var numbers: [Int64] = [0, 1, -1, Int64.max, Int64.min, Int64.max - 1, Int64.min + 1]
        var power: Int64 = 1
        for _ in 0..<18 {
            power *= 10
            numbers += [power - 1, power, power + 1, -power, -(power - 1), power / 2 + 5]
        }
        var rng = SplitMix64(state: 1000)
        for _ in 0..<500 {
            let value = Int64(bitPattern: rng.next())
            numbers.append(value >> rng.below(64))
        }
        return numbers
    }

    func testIntegersMatchTheStandardLibrary() {
        for value in Self.generatedNumbers() {
            var out = Array("x:".utf8)
            JSONBytes.appendInt(value, to: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), "x:" + String(value))
        }
    }

    func testSecondsMatchTimeFormat() {
        let extra: [Int64] = [1, 10, 100, 999, 1000, 1001, 1010, 1100, 12_345, 185_250, 86_400_000, -1500, -1]
        for value in Self.generatedNumbers() + extra {
            var out = Array("x:".utf8)
            JSONBytes.appendSeconds(value, to: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), "x:" + TimeFormat.seconds(value), "\(value)")
        }
    }

    /// Two entries share a cache key exactly when they are equal once their times are set alike.
    func testLineCacheKeysMatchEntryEquality() {
        var rng = SplitMix64(state: 32)
        func maybe<T>(_ values: [T]) -> T? { rng.below(3) == 0 ? nil : rng.pick(values) }
        func entry() -> TraceEntry {
            TraceEntry(kind: rng.pick(TraceRecordKind.allCases), time: VirtualTime(milliseconds: Int64(rng.below(10_000))),
                       app: Int32(rng.below(4)) - 1, rule: maybe(RuleID.allCases), state: maybe(AppState.allCases),
                       previous: maybe(AppState.allCases), sceneFrom: maybe(SceneActivationState.allCases),
                       sceneTo: maybe(SceneActivationState.allCases), delegate: maybe(DelegateCallback.allCases),
                       action: maybe([TaskAction.begin, .end, .expire, .invalidEnd]), code: Int32(rng.below(3)),
                       count: Int32(rng.below(3)), extra: Int32(rng.below(3)) - 1)
        }
        func timeless(_ entry: TraceEntry) -> TraceEntry { retimed(entry, 0) }
        func retimed(_ entry: TraceEntry, _ ms: Int64) -> TraceEntry {
            TraceEntry(kind: entry.kind, time: VirtualTime(milliseconds: ms), app: entry.app, rule: entry.rule,
                       state: entry.state, previous: entry.previous, sceneFrom: entry.sceneFrom, sceneTo: entry.sceneTo,
                       delegate: entry.delegate, action: entry.action, code: entry.code, count: entry.count,
                       extra: entry.extra)
        }
        let entries = (0..<400).map { _ in entry() }
        for first in entries {
            let later = retimed(first, first.time.milliseconds + Int64(rng.below(1_000_000)) + 1)
            XCTAssertEqual(JSONLineCache.Key(first), JSONLineCache.Key(later), "\(first)")
            XCTAssertEqual(JSONLineCache.Key(first).slot, JSONLineCache.Key(later).slot)
            for _ in 0..<20 {
                let second = rng.below(2) == 0 ? rng.pick(entries) : entry()
                XCTAssertEqual(JSONLineCache.Key(first) == JSONLineCache.Key(second), timeless(first) == timeless(second),
                               "\(first) \(second)")
            }
        }
    }
}
