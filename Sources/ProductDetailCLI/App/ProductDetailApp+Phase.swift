import CatalogKit
import ProductDetail
import Relay
import SectionKit

extension ProductDetailApp {
    /// Where the run is. Each case holds what only it needs; a product opened (⏎, ⌫, or the
    /// first product when `p-001` is missing) starts loading again, and job control (Ctrl-Z,
    /// SIGTSTP) suspends either:
    ///
    /// ```
    ///           first complete page
    ///  loading ─────────────────────▶ showing
    ///     ▲  ▲                         │  ▲
    ///     │  └─ open another product ──┘  │
    ///     │ suspend     ┌──────────┐      │
    ///     └── resume ───┤suspended ├─ resume
    ///                   └──────────┘
    ///  any ─── finish ───▶ finishing
    /// ```
    enum Phase {
        /// A product's page is on its way and nothing of it is shown yet; `nil` until the
        /// repository exists.
        case loading(LoadingPage?)
        /// The product's page is shown and follows every update.
        case showing(PageSession)
        /// The process is stopped by job control, the terminal given back; `resuming` is where
        /// the run goes on once it is continued.
        indirect case suspended(resuming: Phase)
        /// The run ended: the presenter gave the terminal back and the completion was called.
        case finishing

        /// The page loading or shown.
        var session: PageSession? {
            switch self {
            case .loading(let loading): loading?.session
            case .showing(let session): session
            case .suspended(let resuming): resuming.session
            case .finishing: nil
            }
        }
    }

    /// The view model of the page loading or shown.
    var viewModel: ProductDetailViewModel? { phase.session?.viewModel }

    /// Opens `productID`'s page in place of the one shown: the run is loading again until its
    /// first complete page, which then puts back `state` (after ⌫).
    func show(productID: String, restoring state: ProductDetailViewModel.PageState? = nil) {
        guard let repository, completion != nil else { return }
        presenter.pageWillLoad()
        let viewModel = ProductDetailViewModel(
            productID: productID, userType: layout.userType, repository: repository, now: context.now,
            width: layout.width, widthModel: layout.widthModel)
        viewModel.showsFocus = mode.isInteractive
        let session = PageSession(viewModel: viewModel)
        phase = .loading(LoadingPage(session: session, restoring: state))
        viewModel.failure
            .subscribe(onNext: { [weak self, weak viewModel] failure in
                MainActor.assumeIsolated {
                    guard let self, let viewModel, self.viewModel === viewModel else { return }
                    self.productFailed(failure)
                }
            })
            .disposed(by: session.bag)
        // One update per turn in which the page changed, its page built once.
        viewModel.updates
            .subscribe(onNext: { [weak self, weak viewModel] update in
                MainActor.assumeIsolated {
                    guard let self, let viewModel, self.viewModel === viewModel else { return }
                    self.pageUpdated(update)
                }
            })
            .disposed(by: session.bag)
        viewModel.firstCompletePage
            .subscribe(onNext: { [weak self, weak viewModel] page in
                MainActor.assumeIsolated {
                    guard let self, let viewModel, self.viewModel === viewModel else { return }
                    self.pageCompleted(page)
                }
            })
            .disposed(by: session.bag)
    }

    /// The view model's first complete page: shown, unless ⌫ saved a state to put back
    /// first (its page then comes with the next update).
    private func pageCompleted(_ page: DetailPage) {
        guard case .loading(var loading?) = phase else { return }
        if let state = loading.restoring {
            loading.restoring = nil
            loading.awaitsRestoredPage = true
            phase = .loading(loading)
            loading.session.viewModel.restore(state)
            return
        }
        showFirst(page, of: loading.session)
    }

    /// An update of the page: shown once the page has been, or the restored first page.
    private func pageUpdated(_ update: PageUpdate) {
        switch phase {
        case .loading(let loading?) where loading.awaitsRestoredPage:
            showFirst(update.page, of: loading.session)
        case .showing(let session):
            presenter.show(update)
            if simulation?.changeInFlight.map(session.viewModel.shows) == true {
                simulatedChangeFinished(shown: true)
            }
            finishReplayIfShown()
        case .loading, .suspended, .finishing:
            return
        }
    }

    private func showFirst(_ page: DetailPage, of session: PageSession) {
        phase = .showing(session)
        presenter.showFirst(page)
        guard completion != nil else { return }
        guard mode.keepsRunning else { return finish(nil) }
        finishReplayIfShown()
        if let simulation, simulation.shown == 0, simulation.changeInFlight == nil {
            scheduleSimulatedChange()
        }
    }

    /// The product cannot be shown: the run ends, or (a reload took it away, an opened
    /// product is gone) the last page stays with a report.
    private func productFailed(_ failure: ProductDetailFailure) {
        let isShowing = if case .showing = phase { true } else { false }
        switch failure {
        case .unknownProduct(let id, let suggestions):
            let error = CatalogError.unknownProduct(id: id, suggestions: suggestions)
            if isShowing {
                // A reload took the product away: the last good page stays until it is back.
                return presenter.report("\(error) (keeping the last page until it is back)")
            }
            if !presenter.canGoBack, let source, let catalog = source.repository.currentCatalog {
                // No product to fall back on: say so, not that the default one is missing.
                guard let first = catalog.products.first?.id else {
                    return finish(.noProducts(in: source.directory))
                }
                // Without --product, a catalog that has no p-001 (a generated one, say) opens
                // at its first product instead of failing.
                if options.productID == nil, id == Self.defaultProductID { return show(productID: first) }
            }
            guard presenter.canGoBack else { return finish(commandFailure(for: error)) }
            presenter.report("\(error)")
            _ = presenter.goBack()
        case .catalog(let error):
            if isShowing { return reloadFailed(error) }
            finish(commandFailure(for: error))
        case .unavailable(let message):
            finish(CommandFailure(exitCode: .software, message: message.terminalSafe))
        }
    }

    /// A reload found bad data: the last good page stays; the error is reported, naming the
    /// file by its path as the user gave the data directory.
    func reloadFailed(_ error: CatalogError) {
        guard case .showing = phase else { return }
        let named = source.map { error.naming(filesIn: $0.directory) } ?? error
        presenter.reportReloadFailure("\(named) (keeping the last good data)")
    }

    /// The failure a catalog error ends the run with, naming the data directory as the user
    /// gave it.
    private func commandFailure(for error: CatalogError) -> CommandFailure {
        guard let source else { return CommandFailure(error) }
        return CommandFailure(error, in: source.directory)
    }
}

/// A product's page as the app holds it: its view model and the subscriptions that feed the
/// app, which end with it.
struct PageSession {
    let viewModel: ProductDetailViewModel
    let bag = DisposeBag()
}

/// A page loading: its session and the state ⌫ saved for it.
struct LoadingPage {
    var session: PageSession
    /// The focus and carousel selections to put back once the page has loaded.
    var restoring: ProductDetailViewModel.PageState?
    /// Whether the state was put back and the page that shows it is awaited.
    var awaitsRestoredPage = false
}

extension ProductDetailApp: PresenterHost {
    var userType: UserType { layout.userType }

    func open(productID: String, restoring state: ProductDetailViewModel.PageState?) {
        show(productID: productID, restoring: state)
    }

    func setUserType(_ userType: UserType) {
        layout.userType = userType
        viewModel?.setUserType(userType)
    }

    func reload() {
        viewModel?.reload()
    }

    func suspend() {
        suspend(stopsGroup: true)
    }
}
