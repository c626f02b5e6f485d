import Dispatch
import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `product-detail`: parses the command line, runs `ProductDetailApp` on the main queue and
/// exits with its status. All behaviour lives in `ProductDetailCLI`.
@main
enum ProductDetailCommand {
    @MainActor
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        ProductDetailApp.prepareProcess()
        // A standard stream the parent closed (`>&-`) would be taken by the next file opened:
        // hold each closed number with /dev/null (open takes the lowest free one).
        let closed = (STDIN_FILENO...STDERR_FILENO).filter { fcntl($0, F_GETFD) == -1 }
        for _ in closed { _ = open("/dev/null", O_RDWR) }
        let output = OutputWriter(fileDescriptor: STDOUT_FILENO)
        let errorOutput = OutputWriter(fileDescriptor: STDERR_FILENO)
        if closed.contains(STDOUT_FILENO) {
            fail(
                with: CommandFailure(
                    exitCode: .ioError,
                    message: "cannot write to standard output: \(SystemError("write", code: EBADF))"),
                to: errorOutput)
        }
        let options: CommandLineOptions
        let context: AppContext
        do {
            switch try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
            case .help:
                print(Usage.help, to: output, errorOutput: errorOutput)
            case .version:
                print(Usage.version + "\n", to: output, errorOutput: errorOutput)
            case .run(let parsed):
                options = parsed
            }
            // After the arguments, so --help works whatever the environment holds.
            context = try AppContext.process()
        } catch {
            fail(with: CommandFailure(error), to: errorOutput)
        }
        let app = ProductDetailApp(options: options, context: context)
        app.start { failure in
            guard let failure else { exit(ExitCode.success.rawValue) }
            fail(with: failure, to: context.errorOutput)
        }
        dispatchMain()
    }

    /// Writes `text` and exits 0; a reader that went away (a closed pipe) is no failure,
    /// any other write error exits 74.
    private static func print(_ text: String, to output: OutputWriter, errorOutput: OutputWriter) -> Never {
        do {
            try output.write(text)
        } catch  where error.code != EPIPE {
            fail(
                with: CommandFailure(
                    exitCode: .ioError, message: "cannot write to standard output: \(error)"),
                to: errorOutput)
        } catch {}
        exit(ExitCode.success.rawValue)
    }

    private static func fail(with failure: CommandFailure, to errorOutput: OutputWriter) -> Never {
        try? errorOutput.write(failure.stderrText)
        exit(failure.exitCode.rawValue)
    }
}
