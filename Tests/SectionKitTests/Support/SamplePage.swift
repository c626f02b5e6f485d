import CellKit
import Relay
import RelayTesting
import SectionKit

/// A page of four sections of three item types (products, notes, spec rows), on virtual time.
@MainActor
final class SamplePage {
    let scheduler = TestScheduler()
    let products: ItemsSectionController<ProductCard, ProductCell>
    let recommended: ItemsSectionController<ProductCard, ProductCell>
    let notes: ItemsSectionController<NoteCard, NoteCell>
    let specs: MixedRowsSectionController<SpecRow>
    let composer: StackComposer<PageSection>

    static let productCards = [
        ProductCard(id: 1, name: "Linen shirt", price: "¥12,800"),
        ProductCard(id: 2, name: "麻のシャツ 白", price: "¥9,800"),
        ProductCard(id: 3, name: "Canvas tote 👜", price: "¥4,200"),
        ProductCard(id: 4, name: "Wool scarf", price: "¥6,500"),
        ProductCard(id: 5, name: "Rain boots ☔️", price: "¥8,900"),
        ProductCard(id: 6, name: "帽子 🎩", price: "¥3,300"),
    ]

    static let noteCards = [
        NoteCard(id: "a", text: "Runs small; take one size up."),
        NoteCard(id: "b", text: "色がとてもきれいです 👍"),
        NoteCard(id: "c", text: "Washes well."),
    ]

    static let specRows: [SpecRow] = [
        .title("Details"),
        .spec(name: "Material", value: "Linen 100%"),
        .spec(name: "サイズ", value: "M / L"),
        .notice("Sign in for member prices"),
    ]

    init(width: Int = 40, user: UserType = .premium) {
        let scheduler = scheduler
        products = ItemsSectionController(
            header: "Related products", data: BehaviorRelay(value: Self.productCards), height: 3,
            width: width,
            estimatedItemSize: Size(width: 16, height: 2), scheduler: scheduler,
            registration: ProductCell.registration())
        recommended = ItemsSectionController(
            header: "Recommended for you", height: 3, width: width,
            estimatedItemSize: Size(width: 16, height: 2),
            scheduler: scheduler, registration: ProductCell.registration())
        notes = ItemsSectionController(
            header: "Recent notes", data: BehaviorRelay(value: Self.noteCards), height: 2, width: width,
            estimatedItemSize: Size(width: 24, height: 1), scheduler: scheduler,
            registration: NoteCell.registration())
        let title = RowRegistration<TitleCell, String> { cell, text in cell.title = text }
        let spec = RowRegistration<ListCell, (name: String, value: String)> { cell, spec in
            cell.contentConfiguration = ListContentConfiguration(text: spec.name, secondaryText: spec.value)
        }
        let notice = RowRegistration<ListCell, String> { cell, text in
            cell.contentConfiguration = ListContentConfiguration(text: "ⓘ \(text)")
        }
        specs = MixedRowsSectionController(
            header: "Specifications", data: BehaviorRelay(value: Self.specRows), height: 7, width: width,
            scheduler: scheduler, arrangement: user.arrange,
            rowHeight: { $0.isSpec ? 2 : 1 },
            cell: { row, cells in
                switch row {
                case .title(let text): cells.cell(using: title, for: text)
                case .spec(let name, let value): cells.cell(using: spec, for: (name, value))
                case .notice(let text): cells.cell(using: notice, for: text)
                }
            })
        let (products, recommended, notes, specs) = (products, recommended, notes, specs)
        composer = StackComposer(width: width, spacing: 1, sections: user.sections, scheduler: scheduler) {
            id in
            switch id {
            case .products: AnySectionController(products)
            case .recommended: AnySectionController(recommended)
            case .notes: AnySectionController(notes)
            case .specs: AnySectionController(specs)
            }
        }
    }
}
