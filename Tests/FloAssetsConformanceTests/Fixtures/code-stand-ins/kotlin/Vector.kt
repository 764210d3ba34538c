// A stand-in for Jetpack Compose's ImageVector and its builders, with the signatures the generated vectors use:
// a built vector holds its paths and groups, and `Recorder` writes them as the scene log.
package androidx.compose.ui.graphics.vector

import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.unit.Dp

sealed class PathNode {
    data class MoveTo(val x: Float, val y: Float) : PathNode()
    data class LineTo(val x: Float, val y: Float) : PathNode()
    data class CurveTo(val x1: Float, val y1: Float, val x2: Float, val y2: Float, val x3: Float, val y3: Float) : PathNode()
    object Close : PathNode()
}

class PathBuilder {
    val nodes = mutableListOf<PathNode>()
    fun moveTo(x: Float, y: Float): PathBuilder { nodes.add(PathNode.MoveTo(x, y)); return this }
    fun lineTo(x: Float, y: Float): PathBuilder { nodes.add(PathNode.LineTo(x, y)); return this }
    fun curveTo(x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float): PathBuilder {
        nodes.add(PathNode.CurveTo(x1, y1, x2, y2, x3, y3)); return this
    }
    fun close(): PathBuilder { nodes.add(PathNode.Close); return this }
}

inline fun PathData(block: PathBuilder.() -> Unit): List<PathNode> = with(PathBuilder()) { block(); nodes }

sealed class VectorNode
class VectorPath(
    val data: List<PathNode>, val fill: Brush?, val fillAlpha: Float, val stroke: Brush?, val strokeAlpha: Float,
    val strokeLineWidth: Float, val strokeLineCap: StrokeCap, val strokeLineJoin: StrokeJoin,
    val strokeLineMiter: Float, val pathFillType: PathFillType
) : VectorNode()
class VectorGroup(
    val rotate: Float, val scaleY: Float, val translationX: Float, val translationY: Float,
    val clipPathData: List<PathNode>, val children: List<VectorNode>
) : VectorNode()

class ImageVector(
    val name: String, val root: List<VectorNode>, val defaultWidth: Dp, val defaultHeight: Dp, val viewportWidth: Float,
    val viewportHeight: Float
) {
    class Builder(
        val name: String, val defaultWidth: Dp, val defaultHeight: Dp, val viewportWidth: Float,
        val viewportHeight: Float
    ) {
        private val stack = mutableListOf(mutableListOf<VectorNode>())
        fun addPath(path: VectorPath): Builder { stack.last().add(path); return this }
        fun addGroup(): Builder { stack.add(mutableListOf()); return this }
        fun clearGroup(
            rotate: Float, scaleY: Float, translationX: Float, translationY: Float, clipPathData: List<PathNode>
        ): Builder {
            val children = stack.removeAt(stack.size - 1)
            stack.last().add(VectorGroup(rotate, scaleY, translationX, translationY, clipPathData, children))
            return this
        }
        fun build(): ImageVector =
            ImageVector(name, stack[0], defaultWidth, defaultHeight, viewportWidth, viewportHeight)
    }
}

// Inline, as Compose's are: a drawing's commands all land in the method that builds it.
@Suppress("UNUSED_PARAMETER")
inline fun ImageVector.Builder.path(
    name: String = "", fill: Brush? = null, fillAlpha: Float = 1f, stroke: Brush? = null, strokeAlpha: Float = 1f,
    strokeLineWidth: Float = 0f, strokeLineCap: StrokeCap = StrokeCap.Butt, strokeLineJoin: StrokeJoin = StrokeJoin.Miter,
    strokeLineMiter: Float = 4f, pathFillType: PathFillType = PathFillType.NonZero, pathBuilder: PathBuilder.() -> Unit
): ImageVector.Builder = addPath(
    VectorPath(
        PathData(pathBuilder), fill, fillAlpha, stroke, strokeAlpha, strokeLineWidth, strokeLineCap, strokeLineJoin,
        strokeLineMiter, pathFillType))

@Suppress("UNUSED_PARAMETER")
inline fun ImageVector.Builder.group(
    name: String = "", rotate: Float = 0f, pivotX: Float = 0f, pivotY: Float = 0f, scaleX: Float = 1f,
    scaleY: Float = 1f, translationX: Float = 0f, translationY: Float = 0f, clipPathData: List<PathNode> = emptyList(),
    block: ImageVector.Builder.() -> Unit
): ImageVector.Builder {
    require(pivotX == 0f && pivotY == 0f && scaleX == 1f) { "a group turns, squashes along y and moves" }
    addGroup()
    block()
    return clearGroup(rotate, scaleY, translationX, translationY, clipPathData)
}

object Recorder {
    val lines = mutableListOf<String>()

    /** Records `vector`, drawn at `width` × `height`: a vector of another size is recorded as one. */
    fun record(vector: ImageVector, width: Float, height: Float) {
        val sizes = listOf(vector.defaultWidth.value, vector.defaultHeight.value, vector.viewportWidth, vector.viewportHeight)
        if (sizes != listOf(width, height, width, height)) lines.add("size $sizes, not $width x $height")
        vector.root.forEach { record(it) }
    }

    private fun record(node: VectorNode) {
        when (node) {
            is VectorPath -> {
                val rule = if (node.pathFillType == PathFillType.EvenOdd) "evenodd" else "nonzero"
                node.fill?.let {
                    lines.add("fill $rule ${it.recorded}" + alpha(node.fillAlpha))
                    path(node.data)
                }
                node.stroke?.let {
                    // Spelled out: the case conversions' names differ between Kotlin versions.
                    val cap = when (node.strokeLineCap) {
                        StrokeCap.Butt -> "butt"
                        StrokeCap.Round -> "round"
                        StrokeCap.Square -> "square"
                    }
                    val join = when (node.strokeLineJoin) {
                        StrokeJoin.Miter -> "miter"
                        StrokeJoin.Round -> "round"
                        StrokeJoin.Bevel -> "bevel"
                    }
                    lines.add(
                        "stroke ${node.strokeLineWidth} $cap $join ${node.strokeLineMiter} - 0.0 ${it.recorded}" +
                            alpha(node.strokeAlpha))
                    path(node.data)
                }
            }
            is VectorGroup -> {
                // As Compose places a group: scaled, turned about its pivot (here the origin), then moved.
                val turn = node.rotate.toDouble() * Math.PI / 180.0
                val (cosine, sine, scale) = Triple(Math.cos(turn), Math.sin(turn), node.scaleY.toDouble())
                val matrix = listOf(
                    cosine, sine, -sine * scale, cosine * scale, node.translationX.toDouble(),
                    node.translationY.toDouble())
                lines.add("group " + matrix.joinToString(" ") + " 1.0")
                if (node.clipPathData.isNotEmpty()) {
                    lines.add("clip nonzero")
                    path(node.clipPathData)
                }
                node.children.forEach { record(it) }
                lines.add("endgroup")
            }
        }
    }

    private fun alpha(value: Float) = if (value < 1f) " alpha $value" else ""

    private fun path(nodes: List<PathNode>) {
        for (node in nodes) {
            when (node) {
                is PathNode.MoveTo -> lines.add("M ${node.x} ${node.y}")
                is PathNode.LineTo -> lines.add("L ${node.x} ${node.y}")
                is PathNode.CurveTo -> lines.add("C ${node.x1} ${node.y1} ${node.x2} ${node.y2} ${node.x3} ${node.y3}")
                is PathNode.Close -> lines.add("Z")
            }
        }
        lines.add("end")
    }
}
