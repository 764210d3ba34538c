/// How drawing code names a control: `plus-button` is `PlusButton`, `counter-{counter}` is `CounterCounter`, a name
/// that starts with a digit gets a leading `_`, and a name that is a keyword of the language is escaped with
/// backticks where it is written.
enum CodeName {
    /// The UpperCamelCase name of the entry named (or templated) `name`.
    static func typeName(_ name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Control" }
        return first.isNumber ? "_" + joined : joined
    }

    /// The lowerCamelCase name of a key or an entry: `fillColor`, `plusButton`; a leading acronym is lowered whole,
    /// as Kotlin and Swift style have it: `URL-button` is `urlButton`, `HTTPStatus` is `httpStatus`.
    static func memberName(_ name: String) -> String {
        let type = typeName(name)
        guard type.first != "_" else { return type }
        let capitals = type.prefix { $0.isUppercase }.count
        // The last capital of a run begins the next word when a lower-case letter follows it.
        let next = type.dropFirst(capitals).first
        let lowered = capitals > 1 && next?.isLowercase == true ? capitals - 1 : max(capitals, 1)
        return type.prefix(lowered).lowercased() + type.dropFirst(lowered)
    }

    /// Why `name` cannot name the enum a Swift file declares its drawings in; nil when it can. A type's name, as
    /// Swift writes them (so no helper function of the file's shares it), hiding no name the file uses.
    static func namespaceProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else { return "it must be a Swift type name: an upper-case letter, then letters, digits and '_'" }
        // FloDrawings is reserved for a control's name, as the Core Graphics file's own namespace.
        guard !reserved.contains(name) || name == "FloDrawings", name != "FloFrame" else {
            return "the generated code uses \(name) for a type of its own or a framework's, which the enum would hide"
        }
        return name.utf8.count > 100 ? "it is longer than 100 characters" : nil
    }

    /// Names a generated file declares or uses: a control named so would hide one of them.
    static let reserved: Set<String> = [
        "Any", "AnyView", "Array", "Bool", "Boolean", "Brush", "Bundle", "CFArray", "CGAffineTransform", "CGColor",
        "CGColorSpace", "CGContext", "CGFloat", "CGGradient", "CGLineCap", "CGLineJoin", "CGMutablePath",
        "CGPathFillRule", "CGPoint", "CGRect", "CGSize", "Canvas", "Color", "ColorScheme", "ColorSchemeContrast",
        "Double", "Dp", "EmptyView", "Environment", "EnvironmentValues", "FillStyle", "FloAppearance", "FloDrawings",
        "FloPalette", "Float", "ForEach", "GeometryReader", "Gradient", "Group", "HStack", "Image", "ImageVector",
        "Int", "LinearGradient", "Never", "Nothing", "Offset", "Pair", "Path", "PathBuilder", "PathData",
        "PathFillType", "Protocol", "RadialGradient", "Self", "Shape", "SolidColor", "String", "StrokeCap",
        "StrokeJoin", "StrokeStyle", "Text", "TileMode", "Type", "UIColor", "UITraitCollection", "UIView", "Unit",
        "UnitPoint", "VStack", "View", "ZStack",
    ]

    /// Swift's keywords that cannot name a variable or function without backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "nil", "operator", "private", "protocol", "public", "repeat",
        "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ]

    /// Kotlin's hard keywords.
    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// `name`, in backticks when it is one of `keywords`.
    static func escaped(_ name: String, _ keywords: Set<String>) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }
}
