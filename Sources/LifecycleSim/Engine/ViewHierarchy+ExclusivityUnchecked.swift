/// The view controllers of one process: the window's root, navigation stacks, presentations,
/// and the creation order that memory warnings follow (VC-2). Written only by the hierarchy's own
/// methods (ViewHierarchy.swift).
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives: whether a
/// process holds view controllers is read for every app of every situation, restore and
/// snapshot an exploration makes, most of them holding none.
final class ViewHierarchy {
    /// Live controllers in creation order.
    @exclusivity(unchecked) var live: [LiveController] = []
    @exclusivity(unchecked) var root: LiveController?
}
