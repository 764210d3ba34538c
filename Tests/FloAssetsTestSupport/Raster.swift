import Foundation

/// An RGB raster read from a binary PPM (P6).
public struct Raster: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(ppm data: Data) throws {
        let bytes = [UInt8](data)
        var index = 0
        func token() throws -> String {
            while index < bytes.count, bytes[index] == 35 || (bytes[index] as UInt8).isWhitespace {
                if bytes[index] == 35 {
                    while index < bytes.count, bytes[index] != 10 { index += 1 }
                } else {
                    index += 1
                }
            }
            let start = index
            while index < bytes.count, !(bytes[index] as UInt8).isWhitespace { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        guard try token() == "P6", let width = Int(try token()), let height = Int(try token()), try token() == "255"
        else {
            throw RasterError.notPPM
        }
        index += 1
        guard bytes.count - index >= width * height * 3 else { throw RasterError.notPPM }
        self.width = width
        self.height = height
        pixels = Array(bytes[index..<index + width * height * 3])
    }

    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The part `width` × `height` pixels from `x`, `y`; what lies outside the raster is white.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> Raster {
        var part = self
        (part.width, part.height) = (width, height)
        part.pixels = [UInt8](repeating: 255, count: width * height * 3)
        for row in 0..<height where y + row < self.height {
            let columns = max(0, min(width, self.width - x))
            let from = ((y + row) * self.width + x) * 3
            part.pixels.replaceSubrange(
                row * width * 3..<(row * width + columns) * 3, with: pixels[from..<from + columns * 3])
        }
        return part
    }

    /// The mean absolute difference per channel, in 0…255. Through buffers, without generic helpers: the tests run
    /// in a debug build, where the generic loop over these large renders took most of a conformance suite's time.
    public func meanDifference(to other: Raster) -> Double {
        guard width == other.width, height == other.height else { return .infinity }
        var total = 0
        pixels.withUnsafeBufferPointer { ours in
            other.pixels.withUnsafeBufferPointer { theirs in
                var index = 0
                while index < ours.count {
                    let difference = Int(ours[index]) - Int(theirs[index])
                    total += difference < 0 ? -difference : difference
                    index += 1
                }
            }
        }
        return Double(total) / Double(pixels.count)
    }

    /// Straight-alpha RGBA bytes composited over white, as the renders are.
    public init(rgbaOverWhite rgba: [UInt8], width: Int, height: Int) {
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 255, count: width * height * 3)
        pixels.withUnsafeMutableBufferPointer { pixels in
            rgba.withUnsafeBufferPointer { rgba in
                for pixel in 0..<(width * height) {
                    let alpha = Int(rgba[pixel * 4 + 3])
                    for channel in 0..<3 {
                        let value = Int(rgba[pixel * 4 + channel])
                        pixels[pixel * 3 + channel] = UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
                    }
                }
            }
        }
        self.pixels = pixels
    }

    /// Each `factor` × `factor` block averaged into one pixel: a render at `factor` times the scale read as a
    /// supersampled render at the scale. One pass over the pixels through buffers, since the tests run in a debug
    /// build and these renders are large.
    public func averaged(by factor: Int) -> Raster {
        guard factor > 1 else { return self }
        var result = self
        result.width = width / factor
        result.height = height / factor
        var sums = [Int](repeating: 0, count: result.width * result.height * 3)
        sums.withUnsafeMutableBufferPointer { sums in
            pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<(result.height * factor) {
                    let row = (y / factor) * result.width * 3
                    let source = y * width * 3
                    for x in 0..<(result.width * factor) {
                        let target = row + (x / factor) * 3
                        sums[target] += Int(pixels[source + x * 3])
                        sums[target + 1] += Int(pixels[source + x * 3 + 1])
                        sums[target + 2] += Int(pixels[source + x * 3 + 2])
                    }
                }
            }
        }
        let count = factor * factor
        result.pixels = sums.map { UInt8(($0 + count / 2) / count) }
        return result
    }

    /// The fraction of pixels where some channel differs by more than `threshold`.
    public func fractionDiffering(from other: Raster, byMoreThan threshold: Int) -> Double {
        guard width == other.width, height == other.height, width * height > 0 else { return 1 }
        var count = 0
        pixels.withUnsafeBufferPointer { ours in
            other.pixels.withUnsafeBufferPointer { theirs in
                var index = 0
                while index < ours.count {
                    let red = Int(ours[index]) - Int(theirs[index])
                    let green = Int(ours[index + 1]) - Int(theirs[index + 1])
                    let blue = Int(ours[index + 2]) - Int(theirs[index + 2])
                    if red > threshold || -red > threshold || green > threshold || -green > threshold
                        || blue > threshold || -blue > threshold
                    {
                        count += 1
                    }
                    index += 3
                }
            }
        }
        return Double(count) / Double(width * height)
    }

    public enum RasterError: Error { case notPPM }
}

extension UInt8 {
    var isWhitespace: Bool { self == 32 || self == 10 || self == 13 || self == 9 }
}
