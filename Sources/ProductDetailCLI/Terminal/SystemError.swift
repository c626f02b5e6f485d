#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system call that failed, with its `errno`.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed, such as `"write"` or `"tcgetattr"`.
    let operation: String
    /// The `errno` it left.
    public let code: Int32

    /// Creates an error for `operation` with an explicit `errno` value.
    public init(_ operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// Creates an error for `operation` from the current `errno`.
    static func current(_ operation: String) -> SystemError {
        SystemError(operation, code: errno)
    }

    /// For example `write failed: Broken pipe (errno 32)`.
    public var description: String {
        "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}
