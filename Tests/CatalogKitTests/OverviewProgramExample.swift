// CatalogKit.docc/CatalogKit.md: a program (the main.swift of an executable), word for word,
// compiled here as the body of a function that no test calls (it runs until stopped).
// ProductDetailTests' ArticleExampleTests checks the text; .ci/readme-package builds it as a
// main.swift.

// example: catalogkit-overview
import CatalogKit
import Foundation
import Relay

// end example

@MainActor
func catalogKitOverviewProgram() {
    // example: catalogkit-overview
    let repository = JSONProductRepository(directory: URL(fileURLWithPath: "Data"))
    repository.startWatching()
    let bag = DisposeBag()
    repository.product(id: "p-001")
        .subscribe(
            onNext: { product in print(product.name, product.price.minorUnits) },
            onError: { error in
                print(error)
                exit(1)
            }
        )
        .disposed(by: bag)
    dispatchMain()  // runs until the process is stopped
    // end example
}
