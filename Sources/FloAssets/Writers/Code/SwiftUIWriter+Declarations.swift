/// What a SwiftUI file declares beside its views.
extension SwiftUIWriter {
    /// `FloViews.CounterCounter(counter: 3)`.
    func usages(in artwork: Artwork) -> [EntryState: String] {
        CodeControl.usages(in: artwork) { declaration in
            { "\(namespace).\(declaration.typeName)(\($0.joined(separator: ", ")))" }
        }
    }

    /// Lays a drawing out at its own size, or scales it to the frame it is given. The ideal size stays the
    /// drawing's, which `.aspectRatio(contentMode: .fit)` reads for the proportions to keep.
    static let frameType = """

        /// A drawing of `width` × `height` points at that size or, resizable, scaled to fill the frame it is given.
        private struct FloFrame<Content: View>: View {
            var width: CGFloat
            var height: CGFloat
            var isResizable: Bool
            var content: Content

            var body: some View {
                if isResizable {
                    GeometryReader { proxy in
                        content
                            .frame(width: width, height: height)
                            .scaleEffect(x: proxy.size.width / width, y: proxy.size.height / height, anchor: .topLeading)
                    }
                    .frame(idealWidth: width, idealHeight: height)
                } else {
                    content.frame(width: width, height: height)
                }
            }
        }

        extension View {
            fileprivate func floFrame(width: CGFloat, height: CGFloat, isResizable: Bool) -> some View {
                FloFrame(width: width, height: height, isResizable: isResizable, content: self)
            }
        }

        """

    static let appearanceType = """

        /// Which of the manifest's appearances a view shows, to pick the colours written for it.
        private struct FloAppearance {
            var isDark: Bool
            var isHighContrast: Bool

            func pick(_ any: Color, dark: Color, highContrast: Color, darkHighContrast: Color) -> Color {
                switch (isDark, isHighContrast) {
                case (false, false): any
                case (true, false): dark
                case (false, true): highContrast
                case (true, true): darkHighContrast
                }
            }
        }

        """
}
