/// An enum without payloads whose cases index small tables: an app's handlers by delegate method,
/// its declared background modes as bits (resolved once per app, read on every event), or whose
/// position stands for it in a hash or a signature.
///
/// The case's position, `ordinal`, is read from the case's stored byte (CaseOrdinal+Unsafe.swift);
/// CaseOrdinalTests compares it with the plain position in `allCases` for every case.
protocol CaseOrdinal: CaseIterable {}

extension DelegateCallback: CaseOrdinal {}
extension BackgroundMode: CaseOrdinal {}

// A raw-value enum hashes its raw string unless it says otherwise (the standard library's
// `RawRepresentable` default). These three are dictionary and set keys on every rule look-up,
// callback name and background mode: each hashes its case's position instead, which equal
// cases share and no two cases do.

extension DelegateCallback {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension BackgroundMode {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension RuleID: CaseOrdinal {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

// The app's and a scene's states are in every trace entry and in the explorers' signatures,
// which the explorers hash for every step they try.

extension AppState: CaseOrdinal {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension SceneActivationState: CaseOrdinal {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
