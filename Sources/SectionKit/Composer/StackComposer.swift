import CellKit
import Relay

/// Stacks sections vertically into a page, like a stack view of horizontal collection views.
///
/// The caller decides which sections show and in what order with a list of its own section
/// identifiers (usually an enum, chosen per user type); the composer creates each section once
/// through `makeSection`, frames it from its height and the page width with `spacing` lines
/// between sections, and keeps it (its state, its items and its scroll position) for as long as
/// its identifier stays in the list.
///
/// Section changes are coalesced: whatever changes within one turn of `scheduler` (several
/// sections' items, states, headers, a resize), the composer builds the page once, at the end
/// of the turn, and publishes it with the changes on ``updates``.
///
/// ```swift
/// enum SectionID: Hashable, Sendable { case related, notes, specs }
/// let composer = StackComposer<SectionID>(width: 80, sections: [.related, .notes]) { id in
///     switch id {
///     case .related: AnySectionController(related)
///     case .notes: AnySectionController(notes)
///     case .specs: AnySectionController(specs)
///     }
/// }
/// composer.setSections([.specs, .related])   // notes removed, specs inserted, related kept
/// print(PlainTextRenderer().render(composer.page()))
/// ```
@MainActor
public final class StackComposer<SectionID: Hashable & Sendable> {
    /// Creates the section for an identifier the first time it is listed.
    public typealias SectionFactory = @MainActor (SectionID) -> AnySectionController

    /// The sections shown, top to bottom.
    public private(set) var sectionIDs: [SectionID] = []
    /// The page width in columns; every section is as wide.
    public private(set) var width: Int
    /// Blank lines between sections.
    public let spacing: Int
    /// How the page measures text: the width model of the terminal it is shown on.
    public let widthModel: WidthModel
    /// The section whose header row is highlighted (bold, reverse video), if any: the focused
    /// one in an interactive page.
    public var highlightedSection: SectionID? {
        didSet { if highlightedSection != oldValue { setNeedsUpdate() } }
    }
    private let makeSection: SectionFactory
    private let scheduler: any Scheduler
    private var controllers: [SectionID: AnySectionController] = [:]
    private let changeRelay = PublishRelay<PageChange>()
    private let updateRelay = PublishRelay<PageUpdate>()
    private var pendingChanges: [PageChange] = []
    private var isUpdateScheduled = false

    /// Creates a composer showing `sections`.
    ///
    /// - Parameters:
    ///   - width: The page width in columns.
    ///   - spacing: Blank lines between sections.
    ///   - sections: The initial section identifiers, top to bottom, without repeats.
    ///   - widthModel: How text is measured: `.grapheme` (the default) or the model of the
    ///     terminal the page is shown on.
    ///   - scheduler: Where the coalesced page is built, at the end of the turn in which the
    ///     page changed (`schedule(after: .zero)`); the main queue by default, a
    ///     `TestScheduler` in tests.
    ///   - makeSection: Creates a section for an identifier; called once per identifier while
    ///     it stays listed.
    public init(
        width: Int, spacing: Int = 1, sections: [SectionID] = [], widthModel: WidthModel = .grapheme,
        scheduler: any Scheduler = MainScheduler.instance, makeSection: @escaping SectionFactory
    ) {
        precondition(width >= 1, "page width must be at least 1, got \(width)")
        precondition(spacing >= 0, "spacing must not be negative, got \(spacing)")
        self.width = width
        self.spacing = spacing
        self.widthModel = widthModel
        self.scheduler = scheduler
        self.makeSection = makeSection
        setSections(sections)
    }

    /// Every change to the page from now on, as it happens: sections inserted, removed or
    /// moved, and items or states changing within sections.
    public var changes: Observable<PageChange> { changeRelay.asObservable() }

    /// One update per scheduler turn in which the page changed: the page, built once, with the
    /// changes of that turn.
    public var updates: Observable<PageUpdate> { updateRelay.asObservable() }

    /// Whether the last page published holds everything the sections were given: no section
    /// has a list it has not applied yet, and no update is scheduled. A caller that knows its
    /// data reached the sections (say, after the repository put its last change in service)
    /// waits for this to know the page shows it.
    ///
    /// ```swift
    /// composer.updates.subscribe(onNext: { _ in
    ///     if composer.isSettled { print("the page is final") }
    /// })
    /// ```
    public var isSettled: Bool {
        !isUpdateScheduled && sectionIDs.allSatisfy { controllers[$0]?.core.hasPendingItems() != true }
    }

    /// Asks for an update at the end of this turn even if no section changed (the caller
    /// scrolled a section or changed what the page shows around it).
    public func setNeedsUpdate() {
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        scheduler.schedule(after: .zero) { [weak self] in
            MainActor.assumeIsolated { self?.publishUpdate() }
        }
    }

    /// Builds the page once and publishes it with the changes gathered since the last update.
    private func publishUpdate() {
        isUpdateScheduled = false
        let changes = pendingChanges
        pendingChanges = []
        updateRelay.accept(PageUpdate(page: page(), changes: changes))
    }

    private func record(_ change: PageChange) {
        pendingChanges.append(change)
        changeRelay.accept(change)
        setNeedsUpdate()
    }

    /// The section shown for `id`, if it is listed.
    public func section(_ id: SectionID) -> AnySectionController? { controllers[id] }

    /// The sections shown, top to bottom.
    public var sections: [AnySectionController] { sectionIDs.map { controllers[$0]! } }

    /// Shows `ids`, top to bottom: creates the sections that are new, drops those no longer
    /// listed, and keeps the others as they are, scroll position included. Publishes one
    /// ``PageChange`` per removed, inserted and moved section (minimal moves).
    ///
    /// - Precondition: `ids` has no repeats.
    /// - Complexity: O(*n* log *n*) in the number of sections, plus creating the new ones.
    public func setSections(_ ids: [SectionID]) {
        precondition(Set(ids).count == ids.count, "section identifiers must not repeat: \(ids)")
        let old = sectionIDs
        let changes = Changeset(from: old, to: ids, identifiedBy: { $0 }, contentEquals: { _, _ in true })
        for index in changes.deletes {
            let removed = controllers.removeValue(forKey: old[index])
            removed?.core.onItemsChange = nil
            removed?.core.onStateChange = nil
            removed?.core.onHeaderChange = nil
        }
        for index in changes.inserts {
            let id = ids[index]
            let controller = makeSection(id)
            precondition(
                !controllers.values.contains { $0.isSame(as: controller) },
                "makeSection returned a section already shown for another identifier (\(id))")
            controllers[id] = controller
            controller.core.widthModel = widthModel
            controller.core.resize(width: width)
            observe(controller, as: id)
        }
        sectionIDs = ids
        for index in changes.deletes {
            record(.sectionRemoved(id: name(of: old[index]), index: index))
        }
        for index in changes.inserts {
            record(.sectionInserted(id: name(of: ids[index]), index: index))
        }
        for move in changes.moves {
            record(.sectionMoved(id: name(of: ids[move.to]), from: move.from, to: move.to))
        }
    }

    /// Makes the page `width` columns wide, resizing every section.
    public func resize(width: Int) {
        precondition(width >= 1, "page width must be at least 1, got \(width)")
        guard width != self.width else { return }
        self.width = width
        for controller in controllers.values { controller.core.resize(width: width) }
        setNeedsUpdate()
    }

    /// Each listed section's frame on the page, top to bottom.
    public var frames: [DetailPage.Frame] {
        var y = 0
        return sectionIDs.map { id in
            let height = controllers[id]!.height
            defer { y += height + spacing }
            return DetailPage.Frame(x: 0, y: y, width: width, height: height)
        }
    }

    /// The page as it is now: every section drawn at its frame.
    ///
    /// - Complexity: O(*w* × *h*) in the page's width and height, plus the visible cells.
    public func page() -> DetailPage {
        let sections = zip(sectionIDs, frames).map { id, frame in
            let controller = controllers[id]!
            var lines = controller.core.renderedLines { controller.render() }
            if id == highlightedSection, let header = lines.first, !header.text.isEmpty {
                let style = TextStyle(isBold: true, isReverse: true)
                lines[0] = StyledLine(
                    text: header.text, runs: [StyleRun(start: 0, count: header.text.count, style: style)])
            }
            return DetailPage.Section(
                id: name(of: id), type: controller.typeName, header: controller.header,
                state: controller.state, frame: frame, viewport: controller.viewport, lines: lines)
        }
        return DetailPage(width: width, sections: sections, widthModel: widthModel)
    }

    /// A section's identity on the page.
    func name(of id: SectionID) -> String { String(describing: id) }

    private func observe(_ controller: AnySectionController, as id: SectionID) {
        let name = name(of: id)
        controller.core.onItemsChange = { [weak self] changes in
            self?.record(.itemsChanged(id: name, summary: ChangeSummary(changes)))
        }
        controller.core.onStateChange = { [weak self] state in
            self?.record(.stateChanged(id: name, state: state))
        }
        controller.core.onHeaderChange = { [weak self] header in
            self?.record(.headerChanged(id: name, header: header))
        }
    }
}
