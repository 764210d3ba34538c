extension FlatSubpath {
    /// The dashes of this subpath: `pattern` (dash, gap, dash, …, in the polyline's units; an even count with a
    /// positive sum) laid along it from `offset` into the pattern, each dash an open subpath of its own.
    func dashed(_ pattern: [Double], offset: Double) -> [FlatSubpath] {
        let total = pattern.reduce(0, +)
        guard total > 0, pattern.count.isMultiple(of: 2), let first = points.first else { return [self] }
        var vertices = Array(zip(points, isSmooth))
        if isClosed { vertices.append((first, false)) }
        // Where in the pattern the subpath starts.
        let phase = DashPhase(pattern: pattern, offset: offset, total: total)
        var (index, left) = (phase.index, phase.left)
        var dashes: [FlatSubpath] = []
        var dash = FlatSubpath(points: [], isSmooth: [], isClosed: false)
        if index.isMultiple(of: 2) {
            dash.points = [first]
            dash.isSmooth = [false]
            dash.leaving[0] = leaving[0]
        }
        /// The unit vector along `vector`; nil for none.
        func unit(_ x: Double, _ y: Double) -> Point? {
            let length = (x * x + y * y).squareRoot()
            return length > 0 ? Point(x: x / length, y: y / length) : nil
        }
        /// The curve's direction where `cut` lies on `segment`, when the segment is a chord of a curve: the
        /// directions at its ends blended (at a point that only cuts the curve, the mean of the chords meeting
        /// there; at a corner, the curve's own), so that a dash's end is square to the curve, not to the chord (on a
        /// circle 12 wide, a quarter of a pixel at its corners).
        func direction(on segment: Int, at cut: Point) -> Point? {
            let (a, b) = (vertices[segment], vertices[segment + 1])
            let (leavingA, arrivingB) = (leaving[segment], arriving[segment + 1])
            guard a.1 || b.1 || leavingA != nil || arrivingB != nil, let chord = unit(b.0.x - a.0.x, b.0.y - a.0.y)
            else { return nil }
            func along(_ index: Int, meeting neighbour: Int, corner: Point?) -> Point {
                guard vertices[index].1, vertices.indices.contains(neighbour), vertices.indices.contains(neighbour + 1),
                    let other = unit(
                        vertices[neighbour + 1].0.x - vertices[neighbour].0.x,
                        vertices[neighbour + 1].0.y - vertices[neighbour].0.y)
                else { return corner ?? chord }
                return unit(chord.x + other.x, chord.y + other.y) ?? chord
            }
            let start = along(segment, meeting: segment - 1, corner: leavingA)
            let end = along(segment + 1, meeting: segment + 1, corner: arrivingB)
            let u = a.0.distance(to: cut) / max(a.0.distance(to: b.0), 1e-300)
            return unit(start.x + (end.x - start.x) * u, start.y + (end.y - start.y) * u) ?? chord
        }
        for (segment, (previous, vertex)) in zip(vertices, vertices.dropFirst()).enumerated() {
            var from = previous.0
            var length = curveLengths[segment + 1] ?? from.distance(to: vertex.0)
            // A dash that ends exactly at the subpath's end is still under way there, to be joined to the first.
            let isLast = segment == vertices.count - 2
            while length > left || length == left && !isLast {
                // The pattern changes inside this segment.
                let t = left / max(length, 1e-300)
                let cut = Point(x: from.x + (vertex.0.x - from.x) * t, y: from.y + (vertex.0.y - from.y) * t)
                if index.isMultiple(of: 2) {
                    dash.points.append(cut)
                    dash.isSmooth.append(false)
                    dash.arriving[dash.points.count - 1] = direction(on: segment, at: cut)
                    dashes.append(dash)
                    dash = FlatSubpath(points: [], isSmooth: [], isClosed: false)
                } else {
                    dash.points = [cut]
                    dash.isSmooth = [false]
                    // A dash that starts at the segment's end goes on from there in the next segment's direction.
                    dash.leaving[0] =
                        t < 1 ? direction(on: segment, at: cut) : leaving[(segment + 1) % points.count]
                }
                length -= left
                from = cut
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            left -= length
            if index.isMultiple(of: 2) {
                dash.points.append(vertex.0)
                dash.isSmooth.append(vertex.1)
                // At a corner the dash goes on, and is joined there along the curves' own directions.
                let (at, vertexIndex) = (dash.points.count - 1, (segment + 1) % points.count)
                (dash.arriving[at], dash.leaving[at]) = (arriving[segment + 1], leaving[vertexIndex])
            }
        }
        guard index.isMultiple(of: 2), dash.points.count > 1 else { return dashes }
        // On a closed subpath a dash across its start is one dash, joined there, as browsers draw it.
        if isClosed, phase.index.isMultiple(of: 2), let firstDash = dashes.first {
            let seam = dash.points.count - 1
            dash.isSmooth[seam] = isSmooth[0]
            dash.leaving[seam] = firstDash.leaving[0]
            dash.points += firstDash.points.dropFirst()
            dash.isSmooth += firstDash.isSmooth.dropFirst()
            for (at, direction) in firstDash.leaving where at > 0 { dash.leaving[seam + at] = direction }
            for (at, direction) in firstDash.arriving where at > 0 { dash.arriving[seam + at] = direction }
            return Array(dashes.dropFirst()) + [dash]
        }
        dash.isSmooth[dash.isSmooth.count - 1] = false
        dash.leaving[dash.points.count - 1] = nil
        dashes.append(dash)
        return dashes
    }
}

extension FlatSubpath {
    /// The length of its segments, its closing one left out.
    var length: Double {
        zip(points.indices, points.dropFirst()).reduce(0) { total, pair in
            total + (curveLengths[pair.0 + 1] ?? points[pair.0].distance(to: pair.1))
        }
    }
}
