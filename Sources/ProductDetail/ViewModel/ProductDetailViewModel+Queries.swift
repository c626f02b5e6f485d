import Relay
import SectionKit

extension ProductDetailViewModel {
    /// Subscribes to the three repository queries; each feeds its sections or fails them.
    func startQueries() {
        let formatter = formatter
        let repository = repository
        let productID = productID
        let limits = limits
        start(
            LiveQuery(makeSource: { repository.product(id: productID) }) { viewModel, product in
                viewModel.sections.show(product, formatter: formatter)
            } onError: { viewModel, failure, isFirst in
                if isFirst {
                    viewModel.sections.fail([.summary, .memberOffers], reason: failure.shortReason)
                }
                viewModel.fail(failure)
            })
        start(
            LiveQuery(makeSource: { repository.products(relatedTo: productID, limit: limits.relatedProducts) }
            ) {
                viewModel, products in
                viewModel.sections.related.data.accept(products.map(formatter.productCard(for:)))
            } onError: { viewModel, failure, isFirst in
                if isFirst { viewModel.sections.fail([.relatedProducts], reason: failure.shortReason) }
            })
        start(
            LiveQuery(makeSource: { repository.notes(about: productID, limit: limits.recentNotes) }) {
                viewModel, notes in
                viewModel.sections.notes.data.accept(notes.map(formatter.noteCard(for:)))
            } onError: { viewModel, failure, isFirst in
                if isFirst { viewModel.sections.fail([.recentNotes], reason: failure.shortReason) }
            })
    }

    /// Delivers a query's answers and its failure on the scheduler, on the main actor, while
    /// the view model lives.
    ///
    /// A failure before the page first loaded is final for the query (`isFirst` is `true`: the
    /// sections show it). A failure after that (a reload removed the product) leaves the
    /// sections as they were; the query starts again once the catalog has the product again.
    private func start<Value: Sendable>(_ query: LiveQuery<Value>) {
        query.subscription.disposed(by: bag)
        run(query)
    }

    private func run<Value: Sendable>(_ query: LiveQuery<Value>) {
        query.subscription.disposable = query.makeSource()
            .map { Result<Value, any Error>.success($0) }
            .catch { error in .just(.failure(error)) }
            .asDriver(onErrorDriveWith: .empty(scheduler: scheduler), scheduler: scheduler)
            .drive(onNext: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let value):
                    query.onNext(self, value)
                case .failure(let error):
                    let isFirst = !hasLoaded
                    query.onError(self, ProductDetailFailure(error), isFirst)
                    if !isFirst { waitForProduct(then: query) }
                }
            })
    }

    /// Runs `query` again once the catalog in service has the page's product.
    private func waitForProduct<Value: Sendable>(then query: LiveQuery<Value>) {
        let productID = productID
        query.subscription.disposable = repository.updates
            .filter { $0.catalog.contains(productID: productID) }
            .take(1)
            .asDriver(onErrorDriveWith: .empty(scheduler: scheduler), scheduler: scheduler)
            .drive(onNext: { [weak self] _ in self?.run(query) })
    }
}
