// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LifecycleSim",
    // Linux needs no declaration; on Apple platforms the package builds for these and later.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "LifecycleSim", targets: ["LifecycleSim"]),
        .library(name: "LifecycleScenario", targets: ["LifecycleScenario"]),
        .library(name: "LifecycleSimTesting", targets: ["LifecycleSimTesting"]),
        // For an app's own code: the UIApplication-shaped protocol it is written against.
        .library(name: "LifecycleApplication", targets: ["LifecycleApplication"]),
        // For an app's debug build on a device: logs its lifecycle as lines `lifesim verify` reads.
        .library(name: "LifecycleRecorder", targets: ["LifecycleRecorder"]),
        .executable(name: "lifesim", targets: ["lifesim"]),
        .executable(name: "lifesim-bench", targets: ["lifesim-bench"]),
    ],
    targets: [
        .target(name: "LifecycleSim"),
        .target(name: "LifecycleScenario", dependencies: ["LifecycleSim"]),
        .target(name: "LifecycleApplication"),
        .target(name: "LifecycleSimTesting", dependencies: ["LifecycleSim", "LifecycleScenario", "LifecycleApplication"]),
        .target(name: "LifecycleRecorder"),
        // Help/ holds the help pages as text, one file per page and language; the HelpPages plugin
        // (with its tool, help-pages) builds them into the binary.
        .executableTarget(name: "lifesim", dependencies: ["LifecycleSim", "LifecycleScenario"], exclude: ["Help"],
                          plugins: ["HelpPages"]),
        .executableTarget(name: "help-pages"),
        .plugin(name: "HelpPages", capability: .buildTool(), dependencies: ["help-pages"]),
        // The no-English check of the Japanese texts, shared by the test targets only (not a product).
        .target(name: "LocalizationTestSupport", dependencies: ["LifecycleScenario", "LifecycleSim"]),
        .executableTarget(name: "lifesim-bench", dependencies: ["LifecycleSim", "LifecycleScenario"],
                          path: "Benchmarks/Sources/lifesim-bench"),
        .testTarget(name: "LifecycleSimTests", dependencies: ["LifecycleSim", "LocalizationTestSupport"]),
        .testTarget(name: "LifecycleScenarioTests", dependencies: ["LifecycleScenario", "LifecycleSim", "LocalizationTestSupport"]),
        .testTarget(name: "LifecycleSimTestingTests",
                    dependencies: ["LifecycleSimTesting", "LifecycleSim", "LifecycleScenario", "LifecycleRecorder",
                                   "LifecycleApplication"]),
        // Golden/ holds the trace digests TraceGoldenTests reads by path (not a bundled resource).
        .testTarget(name: "LifesimCLITests", dependencies: ["lifesim", "LocalizationTestSupport"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
