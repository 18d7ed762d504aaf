// swift-tools-version:6.0
import PackageDescription

// A worked example: an app's upload queue, written as production code against LifecycleSim's
// UIApplication- and BGTaskScheduler-shaped protocols, tested under the simulated lifecycle.
// It depends on the repository's root package by path, named explicitly so that the clone's
// folder name does not matter.
let package = Package(
    name: "PhotoUploader",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // The library an app target links (and the scheme xcodebuild builds it by, named after it).
    products: [.library(name: "PhotoUploader", targets: ["PhotoUploader"])],
    dependencies: [.package(name: "LifecycleSim", path: "../..")],
    targets: [
        // What ships in the app: it sees only the protocols.
        .target(name: "PhotoUploader",
                dependencies: [.product(name: "LifecycleApplication", package: "LifecycleSim")]),
        .testTarget(name: "PhotoUploaderTests",
                    dependencies: ["PhotoUploader",
                                   .product(name: "LifecycleSimTesting", package: "LifecycleSim"),
                                   .product(name: "LifecycleSim", package: "LifecycleSim")]),
    ],
    swiftLanguageModes: [.v6]
)
