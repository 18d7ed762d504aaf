/// The view controllers of one process: the window's root, navigation stacks, presentations,
/// and the creation order that memory warnings follow (VC-2).
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives: a situation's
/// walk asks every process whether it holds view controllers. They are written only by the
/// hierarchy's own methods (ViewHierarchy.swift).
final class ViewHierarchy {
    /// Live controllers in creation order.
    @exclusivity(unchecked) var live: [LiveController] = []
    @exclusivity(unchecked) var root: LiveController?
}
