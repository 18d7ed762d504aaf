/// An enum without payloads whose cases index small tables: an app's handlers by delegate method,
/// its declared background modes as bits (resolved once per app, read on every event).
protocol CaseOrdinal: CaseIterable {}

extension CaseOrdinal {
    /// The case's position in `allCases`, read without a comparison or a hash: Swift stores a
    /// case without a payload as its position in the declaration, which is also the order of a
    /// synthesised `allCases` (CaseOrdinalTests checks every case of every conforming enum).
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

extension DelegateCallback: CaseOrdinal {}
extension BackgroundMode: CaseOrdinal {}

// A raw-value enum hashes its raw string unless it says otherwise (the standard library's
// `RawRepresentable` default). These four are dictionary and set keys on every warning,
// refusal, rule look-up and callback name: each hashes its case's position instead, which
// equal cases share and no two cases do.

extension DelegateCallback {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension BackgroundMode {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension WarningKey: CaseOrdinal {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension RuleID: CaseOrdinal {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
