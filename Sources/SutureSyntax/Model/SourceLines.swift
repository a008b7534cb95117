import SwiftSyntax

/// Where each line of a file starts, for turning positions into lines and columns.
///
/// It reads the same lines and columns as SwiftSyntax's `SourceLocationConverter` (columns count UTF-8 bytes;
/// `\n`, `\r\n` and a lone `\r` each end a line), from the file's bytes in one pass instead of a walk over
/// every token of its tree.
package struct SourceLines: Sendable {
    /// The file as messages name it (a path or a `#fileID`).
    package let fileName: String
    /// The UTF-8 offset at which each line starts; the first is 0.
    private let lineStarts: [Int]

    /// Finds the lines of `text`, the source of the file called `fileName`.
    package init(fileName: String, text: String) {
        self.fileName = fileName
        var text = text
        lineStarts = text.withUTF8 { bytes in
            var starts = [0]
            var afterCarriageReturn = false
            for offset in bytes.indices {
                let byte = bytes[offset]
                if afterCarriageReturn, byte != UInt8(ascii: "\n") { starts.append(offset) }
                afterCarriageReturn = byte == UInt8(ascii: "\r")
                if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            }
            if afterCarriageReturn { starts.append(bytes.count) }
            return starts
        }
    }

    /// The 1-based line and column of `position`.
    package func location(of position: AbsolutePosition) -> SyntaxLocation {
        let offset = position.utf8Offset
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SyntaxLocation(file: fileName, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
