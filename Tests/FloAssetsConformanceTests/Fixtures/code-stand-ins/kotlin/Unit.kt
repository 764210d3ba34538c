// A stand-in for Jetpack Compose's units, with the signatures the generated vectors use.
package androidx.compose.ui.unit

data class Dp(val value: Float)
