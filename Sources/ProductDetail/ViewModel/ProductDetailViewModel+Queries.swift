import CatalogKit
import Relay
import SectionKit

extension ProductDetailViewModel {
    /// Subscribes to the page's parts; each part feeds its sections or fails them.
    ///
    /// A part's failure before the page first loaded fails its sections (with a short reason
    /// under the header). After that (a reload removed the product), the sections stay as they
    /// were and the failure is published; the page follows the product again once it is back.
    func startQueries() {
        pageSubscription.disposed(by: bag)
        runPageQuery()
    }

    private func runPageQuery() {
        let parts = repository.pageParts(
            productID: productID, relatedLimit: limits.relatedProducts, noteLimit: limits.recentNotes)
        // The end of the stream (with its error, if any) arrives on the same hop as the parts.
        let partsThenEnd = Observable<PageStreamEvent>.create { observer in
            parts.subscribe(
                onNext: { observer.onNext(.parts($0)) },
                onError: { error in
                    observer.onNext(.ended(error))
                    observer.onCompleted()
                },
                onCompleted: {
                    observer.onNext(.ended(nil))
                    observer.onCompleted()
                })
        }
        pageSubscription.disposable =
            partsThenEnd
            .asDriver(onErrorDriveWith: .empty(scheduler: scheduler), scheduler: scheduler)
            .drive(onNext: { [weak self] event in
                guard let self else { return }
                switch event {
                case .parts(let parts): show(parts)
                case .ended(let error): pageQueryEnded(with: error)
                }
            })
    }

    private func show(_ parts: [PagePart]) {
        let formatter = formatter
        for part in parts {
            switch part {
            case .product(.success(let product)):
                sections.show(product, formatter: formatter)
            case .related(.success(let products)):
                sections.showRelated(products, formatter: formatter)
            case .notes(.success(let notes)):
                sections.notes.data.accept(notes.map(formatter.noteCard(for:)))
            case .product(.failure(let error)):
                let failure = ProductDetailFailure(error)
                if !hasLoaded { sections.fail([.summary, .memberOffers], reason: failure.shortReason) }
                fail(failure)
            case .related(.failure(let error)):
                if !hasLoaded {
                    sections.fail([.relatedProducts], reason: ProductDetailFailure(error).shortReason)
                }
            case .notes(.failure(let error)):
                if !hasLoaded {
                    sections.fail([.recentNotes], reason: ProductDetailFailure(error).shortReason)
                }
            }
        }
    }

    /// The page stream ended: with the load error of a catalog that never loaded (every part
    /// fails with it), or because a repository's queries failed (the default `pageParts`),
    /// in which case, once the page has loaded, it starts over when the catalog has the
    /// product again.
    private func pageQueryEnded(with error: (any Error)?) {
        guard hasLoaded else {
            if let error {
                let catalogError =
                    error as? CatalogError
                    ?? .unreadableFile(path: "the catalog", reason: String(describing: error))
                show([
                    .product(.failure(catalogError)), .related(.failure(catalogError)),
                    .notes(.failure(catalogError)),
                ])
            }
            return
        }
        let productID = productID
        pageSubscription.disposable = repository.updates
            .filter { $0.catalog.contains(productID: productID) }
            .take(1)
            .asDriver(onErrorDriveWith: .empty(scheduler: scheduler), scheduler: scheduler)
            .drive(onNext: { [weak self] _ in self?.runPageQuery() })
    }
}

/// What the page stream delivers to the view model: parts, then its end.
enum PageStreamEvent: Sendable {
    case parts([PagePart])
    case ended((any Error)?)
}
