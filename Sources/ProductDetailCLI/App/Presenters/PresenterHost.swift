import ProductDetail

/// What a presenter may ask of the app that runs it: the page it shows, and the few things
/// a reader's keys or a failed write can make the app do.
@MainActor
protocol PresenterHost: AnyObject {
    /// The view model of the page shown or loading.
    var viewModel: ProductDetailViewModel? { get }

    /// The user type pages are made for.
    var userType: UserType { get }

    /// Standard output refused a write; the app ends the run as the error says.
    func outputFailed(_ error: SystemError)

    /// Ends the run (see ``ProductDetailApp/finish(_:keepsLastFrame:)``).
    func finish(_ failure: CommandFailure?, keepsLastFrame: Bool)

    /// Opens `productID`'s page in place of the one shown, putting back `state` (focus and
    /// carousel selections) once it has loaded.
    func open(productID: String, restoring state: ProductDetailViewModel.PageState?)

    /// Makes pages for `userType` from now on, the one shown included.
    func setUserType(_ userType: UserType)

    /// Asks the repository to look at its data files again.
    func reload()

    /// The terminal changed size: the app lays the page out again or redraws it.
    func terminalResized()

    /// Suspends the run (Ctrl-Z read as a key), as the terminal's own SIGTSTP would.
    func suspend()
}
