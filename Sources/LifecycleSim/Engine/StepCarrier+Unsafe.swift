/// The carrier of a run holds the device and the app without retaining them: the two strong
/// references of `StrongReferences`, retained and released by every `Device.perform`, cost
/// about a twentieth of W1's time in BENCHMARKS.md.
///
/// Safe because `Device.perform` makes the carrier and ends it inside its own call, with the
/// device (`self`) and the app (a parameter) held by its caller throughout, and because no plan
/// keeps a copy of the carrier it is lent (`inout`) beyond its call: a plan only appends steps.
/// A plan that stored the carrier in a closure or a property would hold dangling references.
/// `StepCarrierReferencesTests` carries the same inputs out both ways and compares the traces.
struct UnretainedReferences: CarrierReferences {
    private let device: Unmanaged<Device>
    private let app: Unmanaged<InstalledApp>

    init(device: Device, app: InstalledApp) {
        self.device = .passUnretained(device)
        self.app = .passUnretained(app)
    }

    @inline(__always)
    func with(_ body: (Device, InstalledApp) -> Void) {
        device._withUnsafeGuaranteedRef { device in
            app._withUnsafeGuaranteedRef { app in body(device, app) }
        }
    }
}
