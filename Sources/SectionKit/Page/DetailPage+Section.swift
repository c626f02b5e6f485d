import CellKit

extension DetailPage {
    /// One section of a page as it was drawn.
    public struct Section: Sendable, Hashable, Codable {
        /// The section's identity on the page, from the caller's section identifier.
        public var id: String
        /// The section's kind: the name of its item type.
        public var type: String
        /// The section's title.
        public var header: String
        /// Loading, loaded, empty or failed.
        public var state: SectionState
        /// Where the section sits on the page.
        public var frame: Frame
        /// The scroll position and visible items.
        public var viewport: SectionViewport
        /// The section's drawn lines with the styles its cells drew them in, header first,
        /// trailing spaces removed; as many as the frame is tall.
        public var lines: [StyledLine]

        /// Creates a section.
        public init(
            id: String, type: String, header: String, state: SectionState, frame: Frame,
            viewport: SectionViewport, lines: [StyledLine]
        ) {
            self.id = id
            self.type = type
            self.header = header
            self.state = state
            self.frame = frame
            self.viewport = viewport
            self.lines = lines
        }

        /// The text of ``lines``, without styles.
        public var text: [String] { lines.map(\.text) }

        /// The scroll position along the section's axis.
        public var contentOffset: Int { viewport.contentOffset }
    }
}
