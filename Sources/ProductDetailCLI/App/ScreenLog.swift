import CellKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Records every screen a live mode draws on a terminal, so a test driving the program in a
/// real terminal (tmux) can compare what the terminal shows with what the program meant to
/// draw.
///
/// Set `PRODUCT_DETAIL_SCREEN_LOG` to a file path; each screen is appended as one JSON line,
/// before its bytes go to the terminal:
///
/// ```json
/// {"columns":80,"lines":["商品詳細 · Product details …", …],"rows":24,"widthModel":"codepointJoinedByZWJ"}
/// ```
///
/// `lines` are the screen's rows as plain text (styles left out), top to bottom; rows below
/// them are blank. A file that cannot be opened or written is ignored: the log never changes
/// what the program does.
final class ScreenLog {
    /// The environment variable naming the file.
    static let variable = EnvironmentVariable.screenLog.rawValue

    private let output: OutputWriter

    /// Opens the file `environment` names for appending, or returns `nil` when it names none
    /// or the file cannot be opened.
    init?(environment: [String: String]) {
        guard let path = EnvironmentVariable.screenLog.value(in: environment) else { return nil }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        output = OutputWriter(fileDescriptor: descriptor)
    }

    /// Appends `screen` as drawn on a terminal of `rows` × `columns` measured in `widthModel`.
    func record(_ screen: [StyledLine], rows: Int, columns: Int, widthModel: WidthModel) {
        let object: [String: Any] = [
            "rows": rows, "columns": columns, "widthModel": widthModel.rawValue, "lines": screen.map(\.text),
        ]
        guard
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            let line = String(data: data, encoding: .utf8)
        else { return }
        try? output.write(line + "\n")
    }

    deinit {
        close(output.fileDescriptor)
    }
}
