/// A `UIViewController` method the system calls (VC, SR): these keep their UIKit names in every style.
public enum ControllerCallback: String, Hashable, Sendable, CaseIterable {
    case loadView
    case viewDidLoad
    case didReceiveMemoryWarning
    case viewWillUnload
    case viewDidUnload
    case encodeRestorableState
    case decodeRestorableState
    case applicationFinishedRestoringState
}

/// The kind of a declared view controller.
public enum ControllerKind: Hashable, Sendable {
    /// A plain view controller.
    case plain
    /// A navigation controller whose first child is `root`.
    case navigation(root: String)
}

/// A view controller an app declares (`controller NAME`, `navigation NAME root CHILD`).
public struct ControllerDefinition: Hashable, Sendable {
    public var name: String
    public var kind: ControllerKind
    /// `restoration-id ID`: only controllers whose ancestors all have one are saved (SR-2, SR-5).
    public var restorationID: String?

    public init(name: String, kind: ControllerKind = .plain, restorationID: String? = nil) {
        self.name = name
        self.kind = kind
        self.restorationID = restorationID
    }
}

/// An exported type declaration: `exports UTI conforms-to UTI [extension EXT]` (DOC-1).
public struct TypeDeclaration: Hashable, Sendable {
    public var identifier: String
    public var conformsTo: String
    public var fileExtension: String?

    public init(identifier: String, conformsTo: String, fileExtension: String? = nil) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.fileExtension = fileExtension
    }
}
