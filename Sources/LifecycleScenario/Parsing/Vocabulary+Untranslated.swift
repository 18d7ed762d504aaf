import LifecycleSim

/// The words of the scenario language a translation keeps as the scenario file writes them
/// (keywords, callbacks, built-in apps and app states are never translated).
///
/// `package` access: the no-English checks of the package's tests (LocalizationTestSupport) read
/// it; it is not public API of LifecycleScenario.
package enum ScenarioNames {
    /// The keywords, the callbacks the language lists, the built-in apps and the app states.
    package static let untranslated: Set<String> = Vocabulary.keywords.union(Vocabulary.listedCallbacks)
        .union(Vocabulary.builtinApps).union(AppState.allCases.map(\.rawValue))
}
