/// Sends one photo to the server; throws when it could not (no network, a server error).
///
/// In the app: a `URLSession` upload. In the tests: a fake whose uploads take time on the
/// device's clock and fail when told to.
@MainActor
public protocol PhotoService: AnyObject {
    func upload(_ photo: String) async throws
}
