// ProductDetail.docc/ProductDetail.md: a program (the main.swift of an executable), word for
// word, compiled here as the body of a function that no test calls (it runs until stopped).
// ArticleExampleTests checks the text; .ci/readme-package builds it as a main.swift.

// example: productdetail-overview
import CatalogKit
import Foundation
import ProductDetail
import Relay
import SectionKit

// end example

@MainActor
func productDetailOverviewProgram() {
    // example: productdetail-overview
    let bag = DisposeBag()
    let repository = JSONProductRepository(directory: URL(fileURLWithPath: "Data"))
    repository.startWatching()
    let viewModel = ProductDetailViewModel(productID: "p-001", userType: .premium, repository: repository)
    viewModel.updates
        .subscribe(onNext: { update in print(PlainTextRenderer().render(update.page)) })
        .disposed(by: bag)
    dispatchMain()  // the view model publishes on the main queue
    // end example
}
