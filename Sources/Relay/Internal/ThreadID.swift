#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calling thread's identity as a number, never zero, for telling whether the thread that
/// holds a delivery role is the one asking again (re-entrance) or another one.
@usableFromInline
enum ThreadID {
    /// The calling thread's identity.
    @inlinable
    static var current: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// Stands for "no thread": the role is free or changing hands.
    @inlinable
    static var none: UInt { 0 }
}
