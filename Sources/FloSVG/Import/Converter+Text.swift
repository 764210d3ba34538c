/// Text, refused where it is drawn and shows a character.
extension Converter {
    /// Refuses `element` when it is a `<text>` that shows a character (found when the file is read) and is displayed:
    /// text that is hidden or never drawn (Illustrator's hidden layers) changes nothing, nor does empty text.
    func refuseIfShownText(_ element: XMLElement?) throws(SVGError) {
        guard let element, element.isSVG, element.name == "text", document.shownTexts.contains(element.location),
            try !self.declared(element).isUndisplayed
        else { return }
        throw SVGError(Refusals.textRefusal, at: element.location)
    }
}
