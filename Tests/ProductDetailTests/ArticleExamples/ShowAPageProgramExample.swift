// ProductDetail.docc/GettingStarted.md, "Load and show a page": a program (the main.swift of an
// executable), word for word, compiled here as the body of a function that no test calls (it
// reads ./Data and exits the process). ArticleExampleTests checks the text; .ci/readme-package
// builds it as a main.swift.

// example: productdetail-show-a-page
import CatalogKit
import Foundation
import ProductDetail
import Relay
import SectionKit

// end example

@MainActor
func showAPageProgram() {
    // example: productdetail-show-a-page
    let bag = DisposeBag()
    let repository = JSONProductRepository(directory: URL(fileURLWithPath: "Data"))
    let viewModel = ProductDetailViewModel(productID: "p-001", userType: .normal, repository: repository)
    viewModel.firstCompletePage
        .subscribe(onNext: { page in
            print(PlainTextRenderer().render(page))
            exit(0)
        })
        .disposed(by: bag)
    viewModel.failure
        .subscribe(onNext: { failure in
            print(failure)
            exit(1)
        })
        .disposed(by: bag)
    dispatchMain()  // the view model publishes on the main queue
    // end example
}
