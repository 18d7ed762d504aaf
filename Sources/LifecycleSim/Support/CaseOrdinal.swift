/// An enum without payloads whose cases index small tables: an app's handlers by delegate method,
/// its declared background modes as bits (issue #14: resolved once per app, read on every event).
protocol CaseOrdinal: CaseIterable {}

extension CaseOrdinal {
    /// The case's position in `allCases`, read without a comparison or a hash: Swift stores a
    /// case without a payload as its position in the declaration, which is also the order of a
    /// synthesised `allCases` (CaseOrdinalTests checks every case of every conforming enum).
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

extension DelegateCallback: CaseOrdinal {}
extension BackgroundMode: CaseOrdinal {}
