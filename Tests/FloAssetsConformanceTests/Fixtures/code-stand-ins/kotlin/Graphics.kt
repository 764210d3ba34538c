// A stand-in for Jetpack Compose's graphics types, with the signatures the generated vectors use; each paint
// writes itself as the scene log does.
package androidx.compose.ui.graphics

import androidx.compose.ui.geometry.Offset

class Color(val red: Float, val green: Float, val blue: Float, val alpha: Float = 1f) {
    val token: String get() = "rgba($red,$green,$blue,$alpha)"

    companion object {
        val Transparent = Color(0f, 0f, 0f, 0f)
    }
}

abstract class Brush {
    abstract val recorded: String

    companion object {
        fun linearGradient(
            vararg colorStops: Pair<Float, Color>, start: Offset, end: Offset, tileMode: TileMode = TileMode.Clamp
        ): Brush = Gradient("linear ${start.x} ${start.y} ${end.x} ${end.y} " + stops(colorStops) + tileMode.logged)

        fun radialGradient(
            vararg colorStops: Pair<Float, Color>, center: Offset, radius: Float, tileMode: TileMode = TileMode.Clamp
        ): Brush = Gradient("radial ${center.x} ${center.y} 0.0 $radius " + stops(colorStops) + tileMode.logged)

        private fun stops(colorStops: Array<out Pair<Float, Color>>): String =
            colorStops.joinToString(" ") { "${it.first}:${it.second.token}" }
    }
}

private class Gradient(override val recorded: String) : Brush()

class SolidColor(val value: Color) : Brush() {
    override val recorded: String get() = "color " + value.token
}

enum class PathFillType { NonZero, EvenOdd }

/** How a gradient continues past its ends: the scene log's spread methods. */
enum class TileMode(val logged: String) { Clamp(""), Repeated(" spread repeat"), Mirror(" spread reflect") }

enum class StrokeCap { Butt, Round, Square }

enum class StrokeJoin { Miter, Round, Bevel }
