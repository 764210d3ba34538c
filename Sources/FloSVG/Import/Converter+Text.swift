/// Text, refused where it is drawn and shows a character.
extension Converter {
    /// Refuses `element`, a `<text>` being drawn, when it shows a character: text that is hidden or never drawn
    /// (Illustrator's hidden layers) changes nothing, nor does empty text.
    func refuseShownText(_ element: XMLElement) throws(SVGError) {
        if document.shownTexts.contains(element.location) { throw SVGError(Refusals.textRefusal, at: element.location) }
    }

    /// Refuses the text `use`, a child of a clip path, draws.
    func refuseShownText(usedBy use: XMLElement) throws(SVGError) {
        guard let text = target(of: use), text.isSVG, text.name == "text",
            !Declared(text, sheet: document.styleSheet).isUndisplayed
        else { return }
        try refuseShownText(text)
    }
}
