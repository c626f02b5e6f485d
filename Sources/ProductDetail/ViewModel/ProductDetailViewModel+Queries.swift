import Relay
import SectionKit

extension ProductDetailViewModel {
    /// Subscribes to the three repository queries; each feeds its sections or fails them.
    func startQueries() {
        let formatter = formatter
        watch(repository.product(id: productID)) { viewModel, product in
            viewModel.sections.show(product, formatter: formatter)
        } onError: { viewModel, error in
            let failure = ProductDetailFailure(error)
            viewModel.sections.fail([.summary, .memberOffers], reason: failure.shortReason)
            viewModel.fail(failure)
        }
        watch(repository.products(relatedTo: productID, limit: limits.relatedProducts)) {
            viewModel, products in
            viewModel.sections.related.data.accept(products.map(formatter.productCard(for:)))
        } onError: { viewModel, error in
            viewModel.sections.fail([.relatedProducts], reason: ProductDetailFailure(error).shortReason)
        }
        watch(repository.notes(about: productID, limit: limits.recentNotes)) { viewModel, notes in
            viewModel.sections.notes.data.accept(notes.map(formatter.noteCard(for:)))
        } onError: { viewModel, error in
            viewModel.sections.fail([.recentNotes], reason: ProductDetailFailure(error).shortReason)
        }
    }

    /// Delivers `source`'s elements and its error on the scheduler, on the main actor, while
    /// the view model lives.
    private func watch<Value: Sendable>(
        _ source: Observable<Value>,
        onNext: @escaping @MainActor (ProductDetailViewModel, Value) -> Void,
        onError: @escaping @MainActor (ProductDetailViewModel, any Error) -> Void
    ) {
        source
            .map { Result<Value, any Error>.success($0) }
            .catch { error in .just(.failure(error)) }
            .asDriver(onErrorDriveWith: .empty(scheduler: scheduler), scheduler: scheduler)
            .drive(onNext: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let value): onNext(self, value)
                case .failure(let error): onError(self, error)
                }
            })
            .disposed(by: bag)
    }
}
