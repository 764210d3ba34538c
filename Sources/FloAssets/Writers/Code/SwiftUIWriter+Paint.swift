import FloDrawing

/// How a path's fill and stroke are written: `.fill` and `.stroke` modifiers with SwiftUI's colours and gradients.
extension SwiftUIWriter {
    /// The shape `shape` writes filled, then stroked, as `node` says.
    func paint(
        _ node: PathNode, size: Size, colors: inout IndexingIterator<[CodeColor]>, functions: inout ViewFunctions,
        in source: inout CodeSource, shape: (inout CodeSource) -> Void
    ) {
        if let fill = node.fill {
            shape(&source)
            source.modifier(
                ".fill(\(style(fill, size: size, colors: &colors, functions: &functions)), style: FillStyle(eoFill: \(node.fillRule == .evenOdd)))"
            )
        }
        if let stroke = node.stroke {
            shape(&source)
            var arguments =
                "lineWidth: \(CodeNumber.text(stroke.width)), lineCap: .\(stroke.cap.rawValue), lineJoin: .\(stroke.join.rawValue), miterLimit: \(CodeNumber.text(stroke.miterLimit))"
            if !stroke.dashes.isEmpty {
                arguments +=
                    ", dash: [\(stroke.dashes.map(CodeNumber.text).joined(separator: ", "))], dashPhase: \(CodeNumber.text(stroke.dashOffset))"
            }
            source.modifier(
                ".stroke(\(style(stroke.paint, size: size, colors: &colors, functions: &functions)), style: StrokeStyle(\(arguments)))"
            )
        }
    }

    /// The `ShapeStyle` of `paint`: a colour, or a gradient whose points are fractions of the frame. A gradient of
    /// more stops than `SwiftPathCode.inlineStops` takes them from a function of its own (`stops2()`, added to
    /// `functions`).
    func style(
        _ paint: Paint, size: Size, colors: inout IndexingIterator<[CodeColor]>, functions: inout ViewFunctions
    ) -> String {
        func unitPoint(_ point: Point) -> String {
            "UnitPoint(x: \(CodeNumber.text(CodeNumber.fraction(point.x, of: size.width))), y: \(CodeNumber.text(CodeNumber.fraction(point.y, of: size.height))))"
        }
        func stops(_ stops: [GradientStop]) -> String {
            let list = stops.map { stop in
                "Gradient.Stop(color: \(color(colors.next())), location: \(CodeNumber.text(stop.offset)))"
            }
            guard list.count > SwiftPathCode.inlineStops else { return "[" + list.joined(separator: ", ") + "]" }
            functions.stopLists.append(list)
            return "stops\(functions.stopLists.count - 1)()"
        }
        switch paint {
        case .color: return color(colors.next())
        case .linearGradient(let gradient):
            return
                "LinearGradient(stops: \(stops(gradient.stops)), startPoint: \(unitPoint(gradient.start)), endPoint: \(unitPoint(gradient.end)))"
        case .radialGradient(let gradient):
            return
                "RadialGradient(stops: \(stops(gradient.stops)), center: \(unitPoint(gradient.center)), startRadius: \(CodeNumber.text(gradient.startRadius)), endRadius: \(CodeNumber.text(gradient.endRadius)))"
        case .pattern: return "Color.clear"
        }
    }

    func color(_ color: CodeColor?) -> String {
        guard let color else { return "Color.clear" }
        return color.code(
            named: { name in
                colors.catalog.map { "Color(\"\($0.prefix)\(name)\", bundle: \(colors.bundle.swiftExpression))" }
            },
            literal: { color in
                "Color(.sRGB, red: \(CodeNumber.text(color.red)), green: \(CodeNumber.text(color.green)), blue: \(CodeNumber.text(color.blue)), opacity: \(CodeNumber.text(color.alpha)))"
            },
            pick: { "appearance.pick(\($0[0]), dark: \($0[1]), highContrast: \($0[2]), darkHighContrast: \($0[3]))" })
    }
}
