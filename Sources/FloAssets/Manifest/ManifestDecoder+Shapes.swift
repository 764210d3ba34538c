/// The keys and ranges of the guide shapes.
extension ManifestDecoder {
    static let shapePaintKeys = ["fillColor", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit", "strokeBorder"]
    static let starKeys = commonControlKeys + ["fill", "color", "lineWidth"]
    static let ratingKeys = commonControlKeys + ["rating", "numberOfStars", "starSize", "spacing", "color", "lineWidth"]
    static let triangleKeys = commonControlKeys + shapePaintKeys
    static let rectangleKeys = commonControlKeys + shapePaintKeys + ["cornerRadius"]
    static let ellipseKeys = commonControlKeys + shapePaintKeys + ["rect"]
    static let polylineKeys = commonControlKeys + shapePaintKeys + ["points", "closed"]
    static let arcKeys = commonControlKeys + shapePaintKeys + ["startAngle", "endAngle", "clockwise"]
    static let coordinateLimit = 100_000.0

    /// The keys each control type accepts, by type name, for the schema test and documentation.
    static let keysByType: [(type: String, keys: [String])] = [
        ("pushButton", pushButtonKeys), ("counterView", counterViewKeys), ("star", starKeys), ("rating", ratingKeys),
        ("triangle", triangleKeys), ("rectangle", rectangleKeys), ("ellipse", ellipseKeys), ("polyline", polylineKeys),
        ("arc", arcKeys),
    ]

    mutating func decodeStar(_ fields: ObjectReader) -> Star? {
        reportUnexpected(fields, known: Self.starKeys)
        let before = diagnostics.count
        var star = Star()
        if let value = bool(fields, "fill") { star.fill = value }
        if let value = color(fields, "color") { star.color = value }
        if let value = number(fields, "lineWidth", in: .positive(max: Self.maximumLength)) { star.lineWidth = value }
        return hasNewErrors(since: before) ? nil : star
    }

    mutating func decodeRating(_ fields: ObjectReader) -> Rating? {
        reportUnexpected(fields, known: Self.ratingKeys)
        let before = diagnostics.count
        var rating = Rating()
        if let value = number(fields, "rating", in: NumberRule(minimum: 0, minimumIsExclusive: false, maximum: 1000)) { rating.rating = value }
        if let value = number(fields, "numberOfStars", in: .integer(1...1000)) { rating.numberOfStars = Int(value) }
        if let value = number(fields, "starSize", in: .positive(max: Self.maximumLength)) { rating.starSize = value }
        if let value = number(fields, "spacing", in: NumberRule(minimum: 0, minimumIsExclusive: false, maximum: Self.maximumLength)) {
            rating.spacing = value
        }
        if let value = color(fields, "color") { rating.color = value }
        if let value = number(fields, "lineWidth", in: .positive(max: Self.maximumLength)) { rating.lineWidth = value }
        return hasNewErrors(since: before) ? nil : rating
    }

    /// The common paint keys; reports keys outside `shapePaintKeys + extraKeys`.
    mutating func decodeShapePaint(_ fields: ObjectReader, extraKeys: [String]) -> ShapePaint? {
        reportUnexpected(fields, known: Self.commonControlKeys + Self.shapePaintKeys + extraKeys)
        let before = diagnostics.count
        var paint = ShapePaint()
        paint.fillColor = color(fields, "fillColor")
        paint.strokeColor = color(fields, "strokeColor")
        if let value = number(fields, "lineWidth", in: .positive(max: Self.maximumLength)) { paint.lineWidth = value }
        if let value = choice(fields, "lineCap", as: LineCap.self) { paint.lineCap = value }
        if let value = choice(fields, "lineJoin", as: LineJoin.self) { paint.lineJoin = value }
        if let value = number(fields, "miterLimit", in: NumberRule(minimum: 1, minimumIsExclusive: false, maximum: 1000)) {
            paint.miterLimit = value
        }
        if let value = bool(fields, "strokeBorder") { paint.strokeBorder = value }
        return hasNewErrors(since: before) ? nil : paint
    }

    mutating func decodeRectangle(_ fields: ObjectReader) -> Rectangle? {
        let paint = decodeShapePaint(fields, extraKeys: ["cornerRadius"])
        let radius = number(fields, "cornerRadius", in: NumberRule(minimum: 0, minimumIsExclusive: false, maximum: Self.maximumLength))
        guard let paint else { return nil }
        var rectangle = Rectangle()
        rectangle.paint = paint
        if let radius { rectangle.cornerRadius = radius } else if fields.member("cornerRadius") != nil { return nil }
        return rectangle
    }

    mutating func decodeEllipse(_ fields: ObjectReader) -> Ellipse? {
        let paint = decodeShapePaint(fields, extraKeys: ["rect"])
        var ellipse = Ellipse()
        if let member = fields.member("rect") {
            let path = fields.path(of: "rect")
            guard let values = numbers(member.value, path: path, count: 4), values[2] > 0, values[3] > 0 else {
                if case .array(let items) = member.value.value, items.count == 4 {
                    report(.emptyRect, at: member.value.location, path: path)
                }
                return nil
            }
            ellipse.rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        guard let paint else { return nil }
        ellipse.paint = paint
        return ellipse
    }

    mutating func decodePolyline(_ fields: ObjectReader) -> Polyline? {
        let paint = decodeShapePaint(fields, extraKeys: ["points", "closed"])
        var polyline = Polyline()
        if let value = bool(fields, "closed") { polyline.closed = value }
        guard let member = fields.member("points") else {
            report(.missingKey("points", hint: "add [[x, y], [x, y], …]"), at: fields.location, path: fields.path(of: "points"))
            return nil
        }
        let path = fields.path(of: "points")
        guard case .array(let items) = member.value.value, items.count >= 2 else {
            typeMismatch(member.value, path: path, expected: "an array of at least 2 [x, y] points")
            return nil
        }
        var points: [Point] = []
        for (index, item) in items.enumerated() {
            if let pair = numbers(item, path: "\(path)[\(index)]", count: 2) { points.append(Point(x: pair[0], y: pair[1])) }
        }
        if paint?.strokeBorder == true, let location = fields.member("strokeBorder")?.value.location {
            report(.strokeBorderWithoutInside, at: location, path: fields.path(of: "strokeBorder"))
            return nil
        }
        guard let paint, points.count == items.count else { return nil }
        polyline.paint = paint
        polyline.points = points
        return polyline
    }

    mutating func decodeArc(_ fields: ObjectReader) -> ArcShape? {
        let paint = decodeShapePaint(fields, extraKeys: ["startAngle", "endAngle", "clockwise"])
        let before = diagnostics.count
        var arc = ArcShape()
        let degrees = NumberRule(minimum: -3600, minimumIsExclusive: false, maximum: 3600)
        if let value = number(fields, "startAngle", in: degrees) { arc.startAngle = value }
        if let value = number(fields, "endAngle", in: degrees) { arc.endAngle = value }
        if let value = bool(fields, "clockwise") { arc.clockwise = value }
        guard let paint, !hasNewErrors(since: before) else { return nil }
        arc.paint = paint
        return arc
    }

    /// An array of exactly `count` finite numbers within the coordinate limit.
    mutating func numbers(_ node: JSONNode, path: String, count: Int) -> [Double]? {
        guard case .array(let items) = node.value, items.count == count else {
            typeMismatch(node, path: path, expected: "an array of \(count) numbers")
            return nil
        }
        var values: [Double] = []
        for (index, item) in items.enumerated() {
            guard let value = number(item, path: "\(path)[\(index)]") else { continue }
            guard abs(value) <= Self.coordinateLimit else {
                report(.outOfRange(value, expected: "expected -100000 to 100000"), at: item.location, path: "\(path)[\(index)]")
                continue
            }
            values.append(value)
        }
        return values.count == count ? values : nil
    }
}
