// A stand-in for Jetpack Compose's geometry, with the signatures the generated vectors use.
package androidx.compose.ui.geometry

data class Offset(val x: Float, val y: Float)
