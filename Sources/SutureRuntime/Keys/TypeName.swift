/// Spells a type the way a reader wrote it: without module prefixes, with `T?`, `[T]` and `[K: V]` sugar.
enum TypeName {
    /// The readable name of `type`, for messages.
    static func describe(_ type: any Any.Type) -> String {
        sugar(stripModules(String(reflecting: type)))
    }

    /// The name with its module, for telling apart two types that read the same.
    static func qualified(_ type: any Any.Type) -> String {
        String(reflecting: type)
    }

    /// Drops the first component of every dotted name (the module) and anonymous local contexts.
    static func stripModules(_ text: String) -> String {
        var result = ""
        var path: [Substring] = []
        var index = text.startIndex
        func flush() {
            if path.count > 1 { path.removeFirst() }
            result += path.joined(separator: ".")
            path.removeAll()
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "(" && text[index...].hasPrefix("(unknown context at") {
                // `Module.(unknown context at $1234).Local` names a local type: keep only what follows.
                guard let close = text[index...].firstIndex(of: ")") else { break }
                index = text.index(after: close)
                if index < text.endIndex && text[index] == "." { index = text.index(after: index) }
                path.removeAll()
                continue
            }
            if character.isLetter || character.isNumber || character == "_" {
                let start = index
                while index < text.endIndex && (text[index].isLetter || text[index].isNumber || text[index] == "_") {
                    index = text.index(after: index)
                }
                path.append(text[start..<index])
                if index < text.endIndex && text[index] == "." {
                    index = text.index(after: index)
                    continue
                }
                flush()
                continue
            }
            flush()
            result.append(character)
            index = text.index(after: index)
        }
        flush()
        return result
    }

    /// Rewrites `Optional<T>`, `Array<T>` and `Dictionary<K, V>` into their sugared forms.
    static func sugar(_ text: String) -> String {
        for (prefix, open, separator, close) in [
            ("Optional<", "", "", "?"), ("Array<", "[", "", "]"), ("Dictionary<", "[", ": ", "]"),
        ] {
            guard let range = standaloneRange(of: prefix, in: text) else { continue }
            let argumentsStart = range.upperBound
            var depth = 1
            var index = argumentsStart
            var commaIndex: String.Index?
            while index < text.endIndex {
                let character = text[index]
                if character == "<" || character == "(" || character == "[" { depth += 1 }
                let isArrow = character == ">" && index > text.startIndex && text[text.index(before: index)] == "-"
                if (character == ">" && !isArrow) || character == ")" || character == "]" { depth -= 1 }
                if character == "," && depth == 1 && commaIndex == nil { commaIndex = index }
                if depth == 0 { break }
                index = text.index(after: index)
            }
            guard index < text.endIndex else { return text }
            let before = String(text[..<range.lowerBound])
            let after = String(text[text.index(after: index)...])
            var inner: String
            if separator.isEmpty {
                inner = sugar(String(text[argumentsStart..<index]))
                if close == "?" && inner.contains(where: { $0 == " " || $0 == "&" }) { inner = "(\(inner))" }
            } else if let commaIndex {
                let key = sugar(String(text[argumentsStart..<commaIndex]))
                let value = sugar(String(text[text.index(after: commaIndex)..<index]).trimmingLeadingSpaces())
                inner = key + separator + value
            } else {
                return text
            }
            return sugar(before + open + inner + close + after)
        }
        return text
    }
}

/// The first occurrence of `name` that is not the tail of a longer name (`Optional<` but not `MyOptional<`).
private func standaloneRange(of name: String, in text: String) -> Range<String.Index>? {
    var searchStart = text.startIndex
    while let range = text[searchStart...].firstRange(of: name) {
        if range.lowerBound == text.startIndex {
            return range
        }
        let before = text[text.index(before: range.lowerBound)]
        if !(before.isLetter || before.isNumber || before == "_" || before == ".") {
            return range
        }
        searchStart = range.upperBound
    }
    return nil
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop(while: { $0 == " " }))
    }
}
