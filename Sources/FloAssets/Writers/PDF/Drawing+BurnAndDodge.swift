import FloDrawing

extension Drawing {
    /// The drawing with the channels of what a colour burn or dodge blends that sit at the end where PDF's formulas
    /// part from CSS's moved a step inside: a channel of 0 burned onto a white backdrop channel is white by CSS and
    /// black by PDF 1.7 (poppler, PDFium, MuPDF); one of 1 dodged onto a black one is black by CSS and white by PDF.
    /// A step of 1/255 away, both formulas give CSS's result but within a step.
    var burnAndDodgeInsideTheirEnds: Drawing {
        var drawing = self
        drawing.nodes = Self.moved(nodes, burns: false, dodges: false)
        return drawing
    }

    private static func moved(_ nodes: [Node], burns: Bool, dodges: Bool) -> [Node] {
        nodes.map { node in
            switch node {
            case .group(var group):
                let (burns, dodges) = (burns || group.blendMode == .colorBurn, dodges || group.blendMode == .colorDodge)
                group.children = moved(group.children, burns: burns, dodges: dodges)
                return .group(group)
            case .path(var path):
                guard burns || dodges else { return node }
                path.fill = path.fill.map { moved($0, burns: burns, dodges: dodges) }
                if let paint = path.stroke?.paint { path.stroke?.paint = moved(paint, burns: burns, dodges: dodges) }
                return .path(path)
            }
        }
    }

    private static func moved(_ paint: Paint, burns: Bool, dodges: Bool) -> Paint {
        func moved(_ channel: Double) -> Double {
            burns && channel <= 0 ? 1 / 255 : dodges && channel >= 1 ? 254 / 255 : channel
        }
        return paint.mappingColors(
            { Color(red: moved($0.red), green: moved($0.green), blue: moved($0.blue), alpha: $0.alpha) },
            tile: { Self.moved($0, burns: burns, dodges: dodges) })
    }
}
