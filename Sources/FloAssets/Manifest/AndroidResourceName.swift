/// How control and palette names become Android resource names.
enum AndroidResourceName {
    /// A drawable's file name: the control name lower-cased, `-` and `.` as `_`.
    static func drawable(_ controlName: String) -> String {
        String(controlName.lowercased().map { $0 == "-" || $0 == "." ? "_" : $0 })
    }

    /// A colour resource's name: the palette name with `-` as `_` (value resources may mix case, as
    /// `colorPrimary` does).
    static func color(_ paletteName: String) -> String {
        String(paletteName.map { $0 == "-" ? "_" : $0 })
    }

    /// The field a resource named `name` (as written in a values file) gets in `R`: `.` and `-` become `_`, so
    /// `water.dark` and `water_dark` are one.
    static func field(_ name: String) -> String {
        String(name.map { $0 == "." || $0 == "-" ? "_" : $0 })
    }

    /// Why `name` cannot be a resource name: it must be a Java identifier of ASCII letters, digits and `_`
    /// starting with a letter (`[a-z][a-z0-9_]*` for files), and not a Java keyword; nil when it can.
    static func problem(_ name: String, isFileName: Bool) -> String? {
        let bytes = Array(name.utf8)
        let isLetter = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (!isFileName && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte))
        }
        // A file's letters are lower-case ones: `Big_one` starts with a letter, yet not with one Android takes.
        let letters = isFileName ? "lower-case letter" : "letter"
        guard let first = bytes.first, isLetter(first) else {
            return "it must start with a \(letters)"
        }
        guard bytes.allSatisfy({ isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == 95 })
        else { return "it may hold only \(letters)s, digits and '_'" }
        if javaKeywords.contains(name) { return "it is a Java keyword, which R.java cannot hold" }
        return nil
    }

    /// Java's reserved words and literals: `R.drawable.<name>` must compile.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
        "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while", "_",
    ]
}
