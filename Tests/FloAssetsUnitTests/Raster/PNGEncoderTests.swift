import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// PNG files: chunk structure and CRCs, the zlib stream read back by Python's zlib, every filter
/// undone to the same pixels, names and sizes per scale.
@Suite struct PNGEncoderTests {
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8], crc: UInt32)] {
        var chunks: [(String, [UInt8], UInt32)] = []
        var offset = 8
        func word(_ at: Int) -> UInt32 { png[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        while offset + 12 <= png.count {
            let length = Int(word(offset))
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            chunks.append((type, data, word(offset + 8 + length)))
            offset += 12 + length
        }
        return chunks
    }

    static let drawing: Drawing = {
        var button = PushButton()
        button.fillColor = .color(AppearanceColor(any: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)))
        return button.drawing(title: "b", size: Size(width: 33.3, height: 20), snapping: .grid)
    }()

    @Test func chunksAreInOrderWithTheirCRCs() {
        let canvas = Canvas.render(Self.drawing, scale: 2)
        #expect(canvas.width == 67 && canvas.height == 40)
        let png = PNGEncoder.encode(rgba: canvas.rgba, width: canvas.width, height: canvas.height)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(chunks[0].data == [0, 0, 0, 67, 0, 0, 0, 40, 8, 6, 0, 0, 0])
        for chunk in chunks {
            #expect(CRC32.checksum(Array(chunk.type.utf8) + chunk.data) == chunk.crc, "\(chunk.type)")
        }
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(png == PNGEncoder.encode(rgba: canvas.rgba, width: canvas.width, height: canvas.height))
    }

    /// Python's zlib inflates the stream and checks its Adler-32; undoing each row's filter gives our pixels back.
    @Test func pythonReadsThePixelsBack() throws {
        let probe = try ExternalTools.run("python3", ["-c", "import zlib"])
        guard probe.status == 0 else {
            if ExternalTools.required { Issue.record("python3 is missing") }
            return
        }
        let canvas = Canvas.render(Self.drawing, scale: 3)
        let png = PNGEncoder.encode(rgba: canvas.rgba, width: canvas.width, height: canvas.height)
        let folder = try TemporaryFolder()
        let path = folder.url.appending(path: "b.png").path
        try Data(png).write(to: URL(fileURLWithPath: path))
        let script = """
            import sys, zlib, struct
            data = open(sys.argv[1], "rb").read()
            pos, idat, filters = 8, b"", set()
            while pos < len(data):
                length, kind = struct.unpack(">I4s", data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                assert struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0] == zlib.crc32(kind + body)
                if kind == b"IHDR": width, height = struct.unpack(">II", body[:8])
                if kind == b"IDAT": idat += body
                pos += 12 + length
            raw, stride, out, prior = zlib.decompress(idat), width * 4, bytearray(), bytearray(width * 4)
            for row in range(height):
                kind, line = raw[row * (stride + 1)], bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
                filters.add(kind)
                for i in range(stride):
                    a = line[i - 4] if i >= 4 else 0
                    b, c = prior[i], prior[i - 4] if i >= 4 else 0
                    p = a + b - c
                    pred = [0, a, b, (a + b) // 2, a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else (b if abs(p - b) <= abs(p - c) else c)][kind]
                    line[i] = (line[i] + pred) & 255
                out += line
                prior = line
            sys.stdout.buffer.write(bytes(out))
            sys.stderr.write(",".join(str(f) for f in sorted(filters)))
            """
        let result = try ExternalTools.run("python3", ["-c", script, path])
        #expect(result.status == 0, "\(result.errors)")
        #expect([UInt8](result.output) == canvas.rgba)
        // More than one filter is chosen: the rows really are filtered one by one.
        #expect(result.errors.split(separator: ",").count > 1, "filters: \(result.errors)")
    }

    @Test func namesAndSizesFollowTheScales() throws {
        let manifest = try decodeManifest(
            ##"{"version": 1, "scales": [1, 3], "colors": {"ink": {"any": "#000000", "dark": "#FFFFFF"}}, "outputs": [{"format": "png", "path": "a"}, {"format": "png", "path": "b", "scales": [2]}], "controls": [{"name": "s", "type": "star", "color": "ink", "width": 10.2, "height": 7}]}"##
        )
        let groups = manifest.outputGroups
        #expect(
            AssetRenderer(manifest: manifest, group: groups[0]).allPaths == [
                "s.png", "s@3x.png", "s~dark.png", "s~dark@3x.png",
            ])
        #expect(AssetRenderer(manifest: manifest, group: groups[1]).allPaths == ["s@2x.png", "s~dark@2x.png"])
        let files = AssetRenderer(manifest: manifest, group: groups[0]).files(forGroup: 0)
        let header = Self.chunks(files[1].bytes)[0].data
        #expect(Array(header.prefix(8)) == [0, 0, 0, 31, 0, 0, 0, 21])
        #expect(PNGWriter().couldHaveWritten("s~dark@3x.png") && PNGWriter().couldHaveWritten("s.png"))
        #expect(!PNGWriter().couldHaveWritten("s@1x.png") && !PNGWriter().couldHaveWritten("../s.png"))
    }
}
