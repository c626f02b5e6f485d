import CatalogKit
import Dispatch
import ProductDetail
import Relay

extension ProductDetailApp {
    /// Opens the change feed `--changes` names and starts reading it into `repository`: skipped
    /// lines are reported as they are found, a feed that cannot be read any more ends the run,
    /// and the feed's end ends a replay once the page shows it.
    ///
    /// A regular file is always followed like `tail -F`. A FIFO is opened again for its next
    /// writer when another mode keeps the run going; alone, it is a replay until its writer
    /// closes it, as a pipe is until it closes.
    ///
    /// - Returns: The session to keep, or `nil` without `--changes`.
    /// - Throws: `CommandFailure` (exit 66) when the path cannot be opened as a feed.
    func startChangeFeed(into repository: JSONProductRepository) throws(CommandFailure) -> ChangeFeedSession?
    {
        guard let path = options.changesPath else { return nil }
        let reader: ChangeFeedReader
        do {
            reader = try ChangeFeedReader(path: path)
        } catch {
            throw CommandFailure(exitCode: .noInput, message: error.description)
        }
        let feed = ChangeFeed(name: reader.name, repository: repository)
        feed.problems
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] problem in
                MainActor.assumeIsolated { self?.presenter.reportFeedProblem(problem.description) }
            })
            .disposed(by: bag)
        // The feed says it ended after its last batch is in service, so the page's answers to
        // that batch are already on the main queue, ahead of this.
        feed.progress
            .filter { $0.isFinished }
            .take(1)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in
                MainActor.assumeIsolated { self?.changeFeedEnded() }
            })
            .disposed(by: bag)
        reader.start(into: feed, follows: mode != .replay || reader.isRegularFile) { [weak self] failure in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self?.finish(CommandFailure(exitCode: .ioError, message: failure.description))
                }
            }
        }
        return ChangeFeedSession(feed: feed, reader: reader)
    }

    /// Every change of the feed is in service and the page's answers to them have arrived: a
    /// replay ends once the page shows them; other modes go on.
    private func changeFeedEnded() {
        source?.changes?.hasEnded = true
        finishReplayIfShown()
    }

    /// Ends a replay whose feed ended, once the page shown holds everything: called when the
    /// feed ends and after each page shown.
    func finishReplayIfShown() {
        guard mode == .replay, source?.changes?.hasEnded == true, case .showing(let session) = phase,
            session.viewModel.isSettled
        else { return }
        finish(nil)
    }
}

/// The change feed a run applies (`--changes`).
struct ChangeFeedSession {
    let feed: ChangeFeed
    let reader: ChangeFeedReader
    /// Whether the feed's end (its last change in service) was seen on the main queue.
    var hasEnded = false
}
