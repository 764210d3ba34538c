// Compiled into each Swift stand-in module: what Core Graphics gives SwiftUI and UIKit on Apple's platforms and
// Foundation lacks on Linux, and the recorder that writes every drawing call as one line of the scene log.
@_exported import Foundation

public struct CGAffineTransform: Sendable, Equatable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// `self` then `other`, as Core Graphics' `concatenating`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c,
            d: c * other.b + d * other.d, tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

public enum CGLineCap: String, Sendable { case butt, round, square }
public enum CGLineJoin: String, Sendable { case miter, round, bevel }

/// One element of a recorded path.
public enum RecordedElement: Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    func applying(_ t: CGAffineTransform) -> RecordedElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .curve(let c1, let c2, let p): .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }
}

/// The scene log: a line per group, path and paint, as the tests read it back.
public enum Recorder {
    nonisolated(unsafe) public static var lines: [String] = []

    public static func number(_ value: CGFloat) -> String { "\(Double(value))" }

    public static func path(_ elements: [RecordedElement]) {
        for element in elements {
            switch element {
            case .move(let p): lines.append("M \(number(p.x)) \(number(p.y))")
            case .line(let p): lines.append("L \(number(p.x)) \(number(p.y))")
            case .curve(let c1, let c2, let p):
                lines.append(
                    "C \(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))")
            case .close: lines.append("Z")
            }
        }
        lines.append("end")
    }

    /// `group a b c d tx ty opacity`, then `clip rule` and its path when clipped.
    public static func beginGroup(
        _ t: CGAffineTransform, opacity: Double, clip: (path: [RecordedElement], evenOdd: Bool)?
    ) {
        lines.append(
            "group \([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")) \(number(opacity))")
        if let clip {
            lines.append("clip \(clip.evenOdd ? "evenodd" : "nonzero")")
            path(clip.path)
        }
    }

    public static func endGroup() { lines.append("endgroup") }

    public static func fill(_ path: [RecordedElement], evenOdd: Bool, paint: String) {
        lines.append("fill \(evenOdd ? "evenodd" : "nonzero") \(paint)")
        self.path(path)
    }

    public static func stroke(
        _ path: [RecordedElement], width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat,
        dashes: [CGFloat], phase: CGFloat, paint: String
    ) {
        let dashText = dashes.isEmpty ? "-" : dashes.map(number).joined(separator: ",")
        lines.append(
            "stroke \(number(width)) \(cap.rawValue) \(join.rawValue) \(number(miterLimit)) \(dashText) \(number(phase)) \(paint)"
        )
        self.path(path)
    }

    /// A colour token: `rgba(r,g,b,a)` or `named(name)`.
    public static func rgba(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> String {
        "rgba(\(number(r)),\(number(g)),\(number(b)),\(number(a)))"
    }

    public static func linear(start: CGPoint, end: CGPoint, stops: [(CGFloat, String)]) -> String {
        "linear \(number(start.x)) \(number(start.y)) \(number(end.x)) \(number(end.y)) "
            + stops.map { "\(number($0.0)):\($0.1)" }.joined(separator: " ")
    }

    public static func radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, stops: [(CGFloat, String)])
        -> String
    {
        "radial \(number(center.x)) \(number(center.y)) \(number(startRadius)) \(number(endRadius)) "
            + stops.map { "\(number($0.0)):\($0.1)" }.joined(separator: " ")
    }

    /// A radial gradient from the circle at `focus` to the circle at `center`.
    public static func conical(
        focus: CGPoint, startRadius: CGFloat, center: CGPoint, endRadius: CGFloat, stops: [(CGFloat, String)]
    ) -> String {
        "conical \(number(focus.x)) \(number(focus.y)) \(number(startRadius)) \(number(center.x)) "
            + "\(number(center.y)) \(number(endRadius)) "
            + stops.map { "\(number($0.0)):\($0.1)" }.joined(separator: " ")
    }
}
