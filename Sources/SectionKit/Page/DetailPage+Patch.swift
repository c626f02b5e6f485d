extension DetailPage {
    /// What a copy of one page needs to become another: the new width, the section order, and
    /// every section that is new or differs (its frame, header, state, viewport or lines).
    /// Sections left out are unchanged.
    ///
    /// `Codable`, so a stream of pages can be sent as the first page and then patches:
    ///
    /// ```swift
    /// let patch = newPage.patch(from: oldPage)
    /// let rebuilt = try oldPage.applying(patch)   // == newPage
    /// ```
    public struct Patch: Sendable, Hashable, Codable {
        /// The page width in columns.
        public var width: Int
        /// Every section's id, top to bottom.
        public var order: [String]
        /// The sections that are new or changed.
        public var sections: [Section]

        /// Creates a patch.
        public init(width: Int, order: [String], sections: [Section]) {
            self.width = width
            self.order = order
            self.sections = sections
        }
    }

    /// Why a patch cannot be applied.
    public struct PatchError: Error, Sendable, Hashable, CustomStringConvertible {
        /// A section id in the patch's order that neither the page nor the patch has.
        public var missingSectionID: String

        /// A one-line message.
        public var description: String {
            "the patch lists section \"\(missingSectionID)\", which neither the page nor the patch has"
        }
    }

    /// The patch that turns `old` into this page.
    ///
    /// - Complexity: O(*s* × *l*) for *s* sections of *l* lines.
    public func patch(from old: DetailPage) -> Patch {
        var oldSections: [String: Section] = [:]
        for section in old.sections { oldSections[section.id] = section }
        return Patch(
            width: width, order: sections.map(\.id),
            sections: sections.filter { oldSections[$0.id] != $0 })
    }

    /// This page with `patch` applied.
    ///
    /// - Throws: ``PatchError`` when the patch orders a section that is nowhere to be found.
    public func applying(_ patch: Patch) throws(PatchError) -> DetailPage {
        var known: [String: Section] = [:]
        for section in sections { known[section.id] = section }
        for section in patch.sections { known[section.id] = section }
        var result: [Section] = []
        for id in patch.order {
            guard let section = known[id] else { throw PatchError(missingSectionID: id) }
            result.append(section)
        }
        return DetailPage(width: patch.width, sections: result, widthModel: widthModel)
    }
}
