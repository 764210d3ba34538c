/// The manifest's JSON Schema (draft 2020-12), which `flo-assets schema` prints and `assets.schema.json` holds: edit
/// it here, then run `swift run flo-assets schema --output assets.schema.json` (a test keeps the two equal, and
/// the schema's keys equal to the decoder's).
///
/// Finding your way: the root keys are under `"properties"`; under `"$defs"` come the shared value types (`name`,
/// `length`, the colour forms), each key's states form (`colorStates`, …), then one definition per control type
/// (`pushButton` … `arc`, named as in `ControlRegistry`) and the `outputs` entry (`output`). A new control type is a
/// definition there, its name in `controls.items`' `type` enum and a `$ref` in its `oneOf`.
enum ManifestSchema {
    static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://flo-assets.invalid/assets.schema.json",
          "title": "Flo Assets manifest",
          "description": "Custom control drawings, built in or imported from SVG, that flo-assets turns into SVG, PDF and PNG files, Xcode asset catalogs, Android VectorDrawables, drawing code and a preview page, with a palette of named colors and states.",
          "type": "object",
          "required": [
            "version",
            "controls"
          ],
          "additionalProperties": false,
          "properties": {
            "$schema": {
              "type": "string",
              "description": "This schema, for editors."
            },
            "version": {
              "const": 1,
              "description": "The manifest format version."
            },
            "output": {
              "type": "string",
              "minLength": 1,
              "maxLength": 1000,
              "default": "Assets",
              "pattern": "^(?!/)(?!\\.\\./)(?!\\.\\.$)(?!.*[^/]{256})[^\\u0000-\\u001f\\u007f]*$",
              "description": "Output folder, relative to the manifest and inside its folder (no absolute path, no escaping '..'); each name at most 255 bytes."
            },
            "formats": {
              "type": "array",
              "minItems": 1,
              "uniqueItems": true,
              "default": [
                "svg",
                "pdf"
              ],
              "items": {
                "enum": [
                  "svg",
                  "pdf"
                ]
              },
              "description": "The file formats to write for every control."
            },
            "scales": {
              "type": "array",
              "minItems": 1,
              "uniqueItems": true,
              "default": [
                1,
                2,
                3
              ],
              "items": {
                "type": "integer",
                "minimum": 1,
                "maximum": 10
              },
              "description": "Device scales the art must be crisp at."
            },
            "pixelSnapping": {
              "$ref": "#/$defs/pixelSnapping",
              "default": "grid"
            },
            "colors": {
              "type": "object",
              "propertyNames": {
                "$ref": "#/$defs/paletteName"
              },
              "additionalProperties": {
                "anyOf": [
                  {
                    "$ref": "#/$defs/colorLiteral"
                  },
                  {
                    "$ref": "#/$defs/appearanceColor"
                  }
                ]
              },
              "description": "The palette: names for colors, each a literal or an object with any (required), dark, highContrast and darkHighContrast."
            },
            "outputs": {
              "type": "array",
              "minItems": 1,
              "maxItems": 100,
              "uniqueItems": true,
              "items": {
                "$ref": "#/$defs/output"
              },
              "description": "The general list of outputs, each a format and a path; instead of output and formats."
            },
            "controls": {
              "type": "array",
              "items": {
                "type": "object",
                "required": [
                  "name",
                  "type"
                ],
                "properties": {
                  "type": {
                    "enum": [
                      "pushButton",
                      "counterView",
                      "star",
                      "rating",
                      "triangle",
                      "rectangle",
                      "ellipse",
                      "polyline",
                      "arc",
                      "graphView",
                      "backgroundPattern",
                      "svg"
                    ]
                  }
                },
                "oneOf": [
                  {
                    "$ref": "#/$defs/pushButton"
                  },
                  {
                    "$ref": "#/$defs/counterView"
                  },
                  {
                    "$ref": "#/$defs/star"
                  },
                  {
                    "$ref": "#/$defs/rating"
                  },
                  {
                    "$ref": "#/$defs/triangle"
                  },
                  {
                    "$ref": "#/$defs/rectangle"
                  },
                  {
                    "$ref": "#/$defs/ellipse"
                  },
                  {
                    "$ref": "#/$defs/polyline"
                  },
                  {
                    "$ref": "#/$defs/arc"
                  },
                  {
                    "$ref": "#/$defs/graphView"
                  },
                  {
                    "$ref": "#/$defs/backgroundPattern"
                  },
                  {
                    "$ref": "#/$defs/svg"
                  }
                ]
              }
            }
          },
          "$defs": {
            "name": {
              "type": "string",
              "pattern": "^([A-Za-z0-9]|\\{[^{}]+\\})(\\.?([A-Za-z0-9_-]|\\{[^{}]+\\}))*$",
              "maxLength": 200,
              "description": "The file name without extension; unique, even ignoring case; no '..', no final '.', at most 200 bytes. In an entry with states, a template with {key} for each expanded key."
            },
            "length": {
              "type": "number",
              "minimum": 0.001,
              "maximum": 10000,
              "description": "Points."
            },
            "colorLiteral": {
              "type": "string",
              "pattern": "^(#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?|rgb\\( *(0{0,2}[0-9]|0?[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]) *, *(0{0,2}[0-9]|0?[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]) *, *(0{0,2}[0-9]|0?[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]) *\\)|black|white|red|green|blue|orange|yellow|gray|clear)$",
              "description": "#RRGGBB, #RRGGBBAA, rgb(r, g, b) with 0-255 components, or a UIKit color name."
            },
            "paletteName": {
              "type": "string",
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
              "maxLength": 200,
              "not": {
                "pattern": "^([Bb][Ll][Aa][Cc][Kk]|[Ww][Hh][Ii][Tt][Ee]|[Rr][Ee][Dd]|[Gg][Rr][Ee][Ee][Nn]|[Bb][Ll][Uu][Ee]|[Oo][Rr][Aa][Nn][Gg][Ee]|[Yy][Ee][Ll][Ll][Oo][Ww]|[Gg][Rr][Aa][Yy]|[Cc][Ll][Ee][Aa][Rr])$"
              },
              "description": "A palette color's name: letters, digits, '_' and '-', starting with a letter; not a UIKit color name (in any case)."
            },
            "appearanceColor": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "any"
              ],
              "properties": {
                "any": {
                  "$ref": "#/$defs/colorLiteral",
                  "description": "The light appearance, and the fallback of the others."
                },
                "dark": {
                  "$ref": "#/$defs/colorLiteral",
                  "description": "Dark mode; falls back to any."
                },
                "highContrast": {
                  "$ref": "#/$defs/colorLiteral",
                  "description": "Increased contrast; falls back to any."
                },
                "darkHighContrast": {
                  "$ref": "#/$defs/colorLiteral",
                  "description": "Dark mode with increased contrast; falls back to dark, then any."
                }
              },
              "description": "A color per appearance; missing ones fall back as asset catalogs resolve them."
            },
            "color": {
              "anyOf": [
                {
                  "$ref": "#/$defs/colorLiteral"
                },
                {
                  "$ref": "#/$defs/paletteName"
                },
                {
                  "$ref": "#/$defs/appearanceColor"
                }
              ],
              "description": "A color literal, a UIKit color name, a palette name from \"colors\", or an appearance object."
            },
            "unitPoint": {
              "anyOf": [
                {
                  "enum": [
                    "top",
                    "bottom",
                    "leading",
                    "trailing",
                    "center",
                    "topLeading",
                    "topTrailing",
                    "bottomLeading",
                    "bottomTrailing"
                  ]
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "x",
                    "y"
                  ],
                  "properties": {
                    "x": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    },
                    "y": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    }
                  }
                }
              ],
              "description": "A point of the control's frame, as SwiftUI's UnitPoint: a name, or x and y from 0 (leading, top) to 1."
            },
            "gradientColors": {
              "type": "array",
              "minItems": 2,
              "items": {
                "$ref": "#/$defs/color"
              },
              "description": "Colors spread evenly from the start to the end."
            },
            "gradientStops": {
              "type": "array",
              "minItems": 2,
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "color",
                  "location"
                ],
                "properties": {
                  "color": {
                    "$ref": "#/$defs/color"
                  },
                  "location": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1
                  }
                }
              },
              "description": "Colors at locations from 0 to 1, in order."
            },
            "gradient": {
              "type": "object",
              "minProperties": 1,
              "maxProperties": 1,
              "properties": {
                "linearGradient": {
                  "type": "object",
                  "additionalProperties": false,
                  "oneOf": [
                    {
                      "required": [
                        "colors"
                      ]
                    },
                    {
                      "required": [
                        "stops"
                      ]
                    }
                  ],
                  "properties": {
                    "colors": {
                      "$ref": "#/$defs/gradientColors"
                    },
                    "stops": {
                      "$ref": "#/$defs/gradientStops"
                    },
                    "startPoint": {
                      "$ref": "#/$defs/unitPoint",
                      "default": "top"
                    },
                    "endPoint": {
                      "$ref": "#/$defs/unitPoint",
                      "default": "bottom"
                    }
                  },
                  "description": "SwiftUI's LinearGradient: the colors change along the line from startPoint to endPoint."
                },
                "radialGradient": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "endRadius"
                  ],
                  "oneOf": [
                    {
                      "required": [
                        "colors"
                      ]
                    },
                    {
                      "required": [
                        "stops"
                      ]
                    }
                  ],
                  "properties": {
                    "colors": {
                      "$ref": "#/$defs/gradientColors"
                    },
                    "stops": {
                      "$ref": "#/$defs/gradientStops"
                    },
                    "center": {
                      "$ref": "#/$defs/unitPoint",
                      "default": "center"
                    },
                    "startRadius": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000,
                      "default": 0
                    },
                    "endRadius": {
                      "type": "number",
                      "minimum": 0.001,
                      "maximum": 10000
                    }
                  },
                  "description": "SwiftUI's RadialGradient: the colors change from the circle of startRadius to the circle of endRadius (points) around center."
                }
              },
              "additionalProperties": false,
              "description": "A gradient: linearGradient or radialGradient."
            },
            "paint": {
              "anyOf": [
                {
                  "$ref": "#/$defs/color"
                },
                {
                  "$ref": "#/$defs/gradient"
                }
              ],
              "description": "A color, or a gradient of colors."
            },
            "paintStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/paint"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/paint"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "sourceKeyStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/range"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "type": [
                          "string",
                          "number",
                          "boolean"
                        ]
                      }
                    }
                  }
                }
              ],
              "description": "An svg entry's own key, which only fills {key} placeholders of its source, as states: one control per value (a plain value is better written in the source itself)."
            },
            "range": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "from",
                "through"
              ],
              "properties": {
                "from": {
                  "type": "integer",
                  "minimum": -1000000000,
                  "maximum": 1000000000,
                  "description": "The first value."
                },
                "through": {
                  "type": "integer",
                  "minimum": -1000000000,
                  "maximum": 1000000000,
                  "description": "The last value at most; not less than from."
                },
                "by": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 1000000000,
                  "default": 1,
                  "description": "The step."
                }
              },
              "description": "States: one control per value from, from + by, ... up to through; name the entry with {key}."
            },
            "androidDrawableStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/androidDrawable"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/androidDrawable"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "renderingIntentStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/renderingIntent"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/renderingIntent"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "lengthStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/length"
                },
                {
                  "$ref": "#/$defs/range",
                  "properties": {
                    "from": {
                      "minimum": 1
                    },
                    "through": {
                      "maximum": 10000
                    }
                  }
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/length"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "pixelSnappingStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/pixelSnapping"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/pixelSnapping"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "colorStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/color"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/color"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "lineCapStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/lineCap"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/lineCap"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "lineJoinStates": {
              "anyOf": [
                {
                  "$ref": "#/$defs/lineJoin"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "$ref": "#/$defs/lineJoin"
                      }
                    }
                  },
                  "description": "States: one control per value, in order; name the entry with {key}."
                }
              ]
            },
            "pixelSnapping": {
              "enum": [
                "grid",
                "halfPoint",
                "none"
              ],
              "description": "grid: stroke edges on whole points; halfPoint: the tutorial's +0.5 shift; none: exact geometry."
            },
            "renderingIntent": {
              "enum": [
                "template",
                "original"
              ]
            },
            "androidDrawable": {
              "enum": [
                "vector",
                "png"
              ]
            },
            "pushButton": {
              "type": "object",
              "additionalProperties": false,
              "description": "The Flo tutorial's round plus or minus button.",
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "pushButton"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "pixelSnapping": {
                  "$ref": "#/$defs/pixelSnappingStates"
                },
                "fillColor": {
                  "$ref": "#/$defs/paintStates",
                  "default": "green"
                },
                "isAddButton": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": true
                },
                "strokeColor": {
                  "$ref": "#/$defs/colorStates",
                  "default": "white"
                },
                "plusLineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 3
                },
                "plusButtonScale": {
                  "anyOf": [
                    {
                      "type": "number",
                      "exclusiveMinimum": 0,
                      "maximum": 1
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "exclusiveMinimum": 0,
                            "maximum": 1
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 0.6
                }
              },
              "required": [
                "width",
                "height"
              ]
            },
            "counterView": {
              "type": "object",
              "additionalProperties": false,
              "description": "The Flo tutorial's counter arc with its progress outline.",
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "counterView"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "counter": {
                  "anyOf": [
                    {
                      "type": "integer",
                      "minimum": 0,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "integer",
                            "minimum": 0
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 5,
                  "description": "Glasses drunk, 0 to numberOfGlasses."
                },
                "numberOfGlasses": {
                  "anyOf": [
                    {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 8
                },
                "counterColor": {
                  "$ref": "#/$defs/paintStates",
                  "default": "orange"
                },
                "outlineColor": {
                  "$ref": "#/$defs/colorStates",
                  "default": "blue"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 5
                },
                "arcWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 76
                }
              },
              "required": [
                "width",
                "height"
              ]
            },
            "lineCap": {
              "enum": [
                "butt",
                "round",
                "square"
              ],
              "default": "butt"
            },
            "lineJoin": {
              "enum": [
                "miter",
                "round",
                "bevel"
              ],
              "default": "miter"
            },
            "star": {
              "type": "object",
              "additionalProperties": false,
              "description": "The UIKit guide's ten-point star, 25x25 by default.",
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "star"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "fill": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": false
                },
                "color": {
                  "$ref": "#/$defs/paintStates",
                  "default": "orange"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 1
                }
              }
            },
            "rating": {
              "type": "object",
              "additionalProperties": false,
              "description": "The UIKit guide's star-rating view; spacing x numberOfStars by starSize by default.",
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "rating"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "rating": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 3
                },
                "numberOfStars": {
                  "anyOf": [
                    {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 5
                },
                "starSize": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 25
                },
                "spacing": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 10000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 10000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 30
                },
                "color": {
                  "$ref": "#/$defs/paintStates",
                  "default": "orange"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 1
                }
              }
            },
            "triangle": {
              "type": "object",
              "additionalProperties": false,
              "description": "The SwiftUI guide's Triangle shape.",
              "required": [
                "width",
                "height"
              ],
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "triangle"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "fillColor": {
                  "$ref": "#/$defs/paintStates",
                  "description": "Fill; with neither colour given the shape is filled black."
                },
                "strokeColor": {
                  "$ref": "#/$defs/colorStates"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 1
                },
                "lineCap": {
                  "$ref": "#/$defs/lineCapStates"
                },
                "lineJoin": {
                  "$ref": "#/$defs/lineJoinStates"
                },
                "miterLimit": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 1,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 1,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 10
                },
                "strokeBorder": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": false,
                  "description": "Inset by half the line width so the stroke stays inside the bounds."
                }
              }
            },
            "rectangle": {
              "type": "object",
              "additionalProperties": false,
              "description": "The bounds, optionally with round corners.",
              "required": [
                "width",
                "height"
              ],
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "rectangle"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "fillColor": {
                  "$ref": "#/$defs/paintStates",
                  "description": "Fill; with neither colour given the shape is filled black."
                },
                "strokeColor": {
                  "$ref": "#/$defs/colorStates"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 1
                },
                "lineCap": {
                  "$ref": "#/$defs/lineCapStates"
                },
                "lineJoin": {
                  "$ref": "#/$defs/lineJoinStates"
                },
                "miterLimit": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 1,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 1,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 10
                },
                "strokeBorder": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": false,
                  "description": "Inset by half the line width so the stroke stays inside the bounds."
                },
                "cornerRadius": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 10000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 10000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 0
                }
              }
            },
            "ellipse": {
              "type": "object",
              "additionalProperties": false,
              "description": "An ellipse in rect (default: the bounds).",
              "required": [
                "width",
                "height"
              ],
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "ellipse"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "fillColor": {
                  "$ref": "#/$defs/paintStates",
                  "description": "Fill; with neither colour given the shape is filled black."
                },
                "strokeColor": {
                  "$ref": "#/$defs/colorStates"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 1
                },
                "lineCap": {
                  "$ref": "#/$defs/lineCapStates"
                },
                "lineJoin": {
                  "$ref": "#/$defs/lineJoinStates"
                },
                "miterLimit": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 1,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 1,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 10
                },
                "strokeBorder": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": false,
                  "description": "Inset by half the line width so the stroke stays inside the bounds."
                },
                "rect": {
                  "anyOf": [
                    {
                      "type": "array",
                      "prefixItems": [
                        {
                          "type": "number",
                          "minimum": -100000,
                          "maximum": 100000
                        },
                        {
                          "type": "number",
                          "minimum": -100000,
                          "maximum": 100000
                        },
                        {
                          "type": "number",
                          "exclusiveMinimum": 0,
                          "maximum": 100000
                        },
                        {
                          "type": "number",
                          "exclusiveMinimum": 0,
                          "maximum": 100000
                        }
                      ],
                      "minItems": 4,
                      "maxItems": 4
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "array",
                            "prefixItems": [
                              {
                                "type": "number",
                                "minimum": -100000,
                                "maximum": 100000
                              },
                              {
                                "type": "number",
                                "minimum": -100000,
                                "maximum": 100000
                              },
                              {
                                "type": "number",
                                "exclusiveMinimum": 0,
                                "maximum": 100000
                              },
                              {
                                "type": "number",
                                "exclusiveMinimum": 0,
                                "maximum": 100000
                              }
                            ],
                            "minItems": 4,
                            "maxItems": 4
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}, which writes each value's position, from 1."
                    }
                  ],
                  "description": "[x, y, width, height]"
                }
              }
            },
            "polyline": {
              "type": "object",
              "additionalProperties": false,
              "description": "Straight lines through points.",
              "required": [
                "width",
                "height",
                "points"
              ],
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "polyline"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "fillColor": {
                  "$ref": "#/$defs/paintStates",
                  "description": "Fill; with neither colour given the shape is filled black."
                },
                "strokeColor": {
                  "$ref": "#/$defs/colorStates"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 1
                },
                "lineCap": {
                  "$ref": "#/$defs/lineCapStates"
                },
                "lineJoin": {
                  "$ref": "#/$defs/lineJoinStates"
                },
                "miterLimit": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 1,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 1,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 10
                },
                "strokeBorder": {
                  "anyOf": [
                    {
                      "const": false
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "const": false
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": false,
                  "description": "A polyline has no inside to keep its stroke in: only false."
                },
                "points": {
                  "anyOf": [
                    {
                      "type": "array",
                      "minItems": 2,
                      "maxItems": 10000,
                      "items": {
                        "type": "array",
                        "items": {
                          "type": "number",
                          "minimum": -100000,
                          "maximum": 100000
                        },
                        "minItems": 2,
                        "maxItems": 2
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "array",
                            "minItems": 2,
                            "maxItems": 10000,
                            "items": {
                              "type": "array",
                              "items": {
                                "type": "number",
                                "minimum": -100000,
                                "maximum": 100000
                              },
                              "minItems": 2,
                              "maxItems": 2
                            }
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}, which writes each value's position, from 1."
                    }
                  ]
                },
                "closed": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": false
                }
              }
            },
            "arc": {
              "type": "object",
              "additionalProperties": false,
              "description": "The SwiftUI guide's Arc: degrees from 12 o'clock, clockwise on screen.",
              "required": [
                "width",
                "height"
              ],
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "arc"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "fillColor": {
                  "$ref": "#/$defs/paintStates",
                  "description": "Fill; with neither colour given the shape is filled black."
                },
                "strokeColor": {
                  "$ref": "#/$defs/colorStates"
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 1
                },
                "lineCap": {
                  "$ref": "#/$defs/lineCapStates"
                },
                "lineJoin": {
                  "$ref": "#/$defs/lineJoinStates"
                },
                "miterLimit": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 1,
                      "maximum": 1000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 1
                        },
                        "through": {
                          "maximum": 1000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 1,
                            "maximum": 1000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 10
                },
                "strokeBorder": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": false,
                  "description": "Inset by half the line width so the stroke stays inside the bounds."
                },
                "startAngle": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": -3600,
                      "maximum": 3600
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": -3600
                        },
                        "through": {
                          "maximum": 3600
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": -3600,
                            "maximum": 3600
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 0
                },
                "endAngle": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": -3600,
                      "maximum": 3600
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": -3600
                        },
                        "through": {
                          "maximum": 3600
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": -3600,
                            "maximum": 3600
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 90
                },
                "clockwise": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "boolean"
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": true
                }
              }
            },
            "graphView": {
              "type": "object",
              "additionalProperties": false,
              "description": "The Flo tutorial's weekly graph: a rounded card with a vertical gradient, the line through graphPoints with a dot on each, the area under it fading out, and three guide lines; 300x250 by default.",
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "graphView"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "graphPoints": {
                  "anyOf": [
                    {
                      "type": "array",
                      "minItems": 2,
                      "maxItems": 31,
                      "items": {
                        "type": "number",
                        "minimum": 0,
                        "maximum": 1000000000
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "array",
                            "minItems": 2,
                            "maxItems": 31,
                            "items": {
                              "type": "number",
                              "minimum": 0,
                              "maximum": 1000000000
                            }
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}, which writes each value's position, from 1."
                    }
                  ],
                  "default": [
                    4,
                    2,
                    6,
                    4,
                    5,
                    8,
                    3
                  ],
                  "description": "The values, left to right; the largest touches the top border."
                },
                "startColor": {
                  "$ref": "#/$defs/colorStates",
                  "default": "#FAE9DE",
                  "description": "The background's top."
                },
                "endColor": {
                  "$ref": "#/$defs/colorStates",
                  "default": "#FC4F08",
                  "description": "The background's bottom."
                },
                "lineColor": {
                  "$ref": "#/$defs/colorStates",
                  "default": "white",
                  "description": "The line, the dots, the guides and the area under the line."
                },
                "lineWidth": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 2
                },
                "cornerRadius": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 10000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 10000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 8
                },
                "margin": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 10000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 10000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 20,
                  "description": "Left and right of the line."
                },
                "topBorder": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 10000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 10000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 60,
                  "description": "Above the largest value."
                },
                "bottomBorder": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 10000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 10000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 50,
                  "description": "Below the value 0."
                },
                "circleDiameter": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 10000
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 10000
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 5
                },
                "guideAlpha": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 1
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 1
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 0.3,
                  "description": "The guides' opacity."
                },
                "areaAlpha": {
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    },
                    {
                      "$ref": "#/$defs/range",
                      "properties": {
                        "from": {
                          "minimum": 0
                        },
                        "through": {
                          "maximum": 1
                        }
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 1
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}."
                    }
                  ],
                  "default": 0.5,
                  "description": "The area's opacity at its top, fading to 0 at the bottom."
                },
                "pixelSnapping": {
                  "$ref": "#/$defs/pixelSnappingStates",
                  "description": "This graph's own; under grid the guides lie on whole device pixels."
                }
              }
            },
            "backgroundPattern": {
              "type": "object",
              "additionalProperties": false,
              "description": "The Flo tutorial's patterned background: a square tile, darkColor with three lightColor triangles, repeated from the top-left corner; 300x300 by default.",
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "backgroundPattern"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "tileSize": {
                  "$ref": "#/$defs/lengthStates",
                  "default": 30,
                  "description": "The tile's side, in points; a whole number keeps the tiles on whole device pixels."
                },
                "lightColor": {
                  "$ref": "#/$defs/paintStates",
                  "default": "orange",
                  "description": "The three triangles' colour, or a gradient laid across each tile."
                },
                "darkColor": {
                  "$ref": "#/$defs/paintStates",
                  "default": "yellow",
                  "description": "The tile's colour under the triangles, or a gradient laid across each tile."
                }
              }
            },
            "svg": {
              "type": "object",
              "additionalProperties": {
                "$ref": "#/$defs/sourceKeyStates"
              },
              "required": [
                "source"
              ],
              "description": "A designer's SVG file (icon, illustration), imported into every output: fitted into width x height by its preserveAspectRatio (default: the file's own size).",
              "properties": {
                "name": {
                  "$ref": "#/$defs/name"
                },
                "type": {
                  "const": "svg"
                },
                "width": {
                  "$ref": "#/$defs/lengthStates"
                },
                "height": {
                  "$ref": "#/$defs/lengthStates"
                },
                "renderingIntent": {
                  "$ref": "#/$defs/renderingIntentStates",
                  "description": "How an asset catalog renders the image: as a template tinted by the view, or with its own colours (Xcode's Render As)."
                },
                "androidDrawable": {
                  "$ref": "#/$defs/androidDrawableStates",
                  "default": "vector",
                  "description": "What the vectorDrawable output writes: a vector drawable, or PNGs per density (drawable-mdpi ... drawable-xxxhdpi) for artwork a vector drawable cannot show."
                },
                "source": {
                  "anyOf": [
                    {
                      "type": "string",
                      "minLength": 1
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "string",
                            "minLength": 1
                          }
                        }
                      }
                    }
                  ],
                  "description": "The SVG file, relative to the manifest and inside its folder; {key} placeholders take the entry's values ({name}: the control's name)."
                },
                "color": {
                  "$ref": "#/$defs/colorStates",
                  "default": "black",
                  "description": "What currentColor means in the file."
                },
                "recolor": {
                  "anyOf": [
                    {
                      "type": "object",
                      "additionalProperties": {
                        "$ref": "#/$defs/color"
                      }
                    },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "each"
                      ],
                      "properties": {
                        "each": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "object",
                            "additionalProperties": {
                              "$ref": "#/$defs/color"
                            }
                          }
                        }
                      },
                      "description": "States: one control per value, in order; name the entry with {key}, which writes each value's position, from 1."
                    }
                  ],
                  "description": "Colours of the file (any CSS form, compared as 8-bit sRGB with alpha) to colours of the manifest, usually palette names, so the artwork follows the palette's appearances."
                }
              }
            },
            "codeAccess": {
              "enum": [
                "internal",
                "public"
              ],
              "default": "internal",
              "description": "The access level of the file's declarations: public for a Swift package target whose drawings an app uses."
            },
            "swiftNamespace": {
              "type": "string",
              "pattern": "^[A-Z][A-Za-z0-9_]{0,99}$",
              "not": {
                "enum": [
                  "Any",
                  "AnyView",
                  "Array",
                  "Bool",
                  "Boolean",
                  "Brush",
                  "Bundle",
                  "CFArray",
                  "CGAffineTransform",
                  "CGColor",
                  "CGColorSpace",
                  "CGContext",
                  "CGFloat",
                  "CGGradient",
                  "CGLineCap",
                  "CGLineJoin",
                  "CGMutablePath",
                  "CGPathFillRule",
                  "CGPoint",
                  "CGRect",
                  "CGSize",
                  "Canvas",
                  "Color",
                  "ColorScheme",
                  "ColorSchemeContrast",
                  "Double",
                  "Dp",
                  "EmptyView",
                  "Environment",
                  "EnvironmentValues",
                  "FillStyle",
                  "FloAppearance",
                  "FloFrame",
                  "FloPalette",
                  "Float",
                  "ForEach",
                  "GeometryReader",
                  "Gradient",
                  "Group",
                  "HStack",
                  "Image",
                  "ImageVector",
                  "Int",
                  "LinearGradient",
                  "Never",
                  "Nothing",
                  "Offset",
                  "Pair",
                  "Path",
                  "PathBuilder",
                  "PathData",
                  "PathFillType",
                  "Protocol",
                  "RadialGradient",
                  "Self",
                  "Shape",
                  "SolidColor",
                  "String",
                  "StrokeCap",
                  "StrokeJoin",
                  "StrokeStyle",
                  "Text",
                  "TileMode",
                  "Type",
                  "UIColor",
                  "UITraitCollection",
                  "UIView",
                  "Unit",
                  "UnitPoint",
                  "VStack",
                  "View",
                  "ZStack"
                ]
              },
              "description": "The enum the file declares its drawings in, like Icons: two files of one module need two names. Default: FloViews (swiftui), FloDrawings (coreGraphics)."
            },
            "codeBundle": {
              "enum": [
                "main",
                "module"
              ],
              "description": "The bundle whose asset catalog holds the palette's colours, when the manifest writes one: the app's (main) or a Swift package's resources (module); by default the xcassets output's own bundle, else main."
            },
            "outputPath": {
              "type": "string",
              "minLength": 1,
              "maxLength": 1000,
              "pattern": "^(?!/)(?!\\.\\./)(?!\\.\\.$)(?!.*[^/]{256})[^\\u0000-\\u001f\\u007f]*$",
              "description": "A folder relative to the manifest, inside its folder (or to --output DIR); each name at most 255 bytes (255 characters here: a name of accented letters may pass and still be refused)."
            },
            "output": {
              "type": "object",
              "required": [
                "format",
                "path"
              ],
              "oneOf": [
                {
                  "additionalProperties": false,
                  "properties": {
                    "format": {
                      "enum": [
                        "svg",
                        "pdf",
                        "vectorDrawable"
                      ]
                    },
                    "path": {
                      "$ref": "#/$defs/outputPath"
                    }
                  }
                },
                {
                  "additionalProperties": false,
                  "properties": {
                    "format": {
                      "const": "xcassets"
                    },
                    "path": {
                      "$ref": "#/$defs/outputPath",
                      "pattern": "[^/]\\.xcassets/?$",
                      "description": "The catalog folder, like Sources/App/Media.xcassets."
                    },
                    "vector": {
                      "enum": [
                        "pdf",
                        "svg"
                      ],
                      "default": "pdf",
                      "description": "The vector file in each image set."
                    },
                    "namespace": {
                      "type": "string",
                      "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
                      "description": "A folder for the sets that Xcode turns into a namespace (provides-namespace).",
                      "maxLength": 200
                    },
                    "preserveVectorData": {
                      "type": "boolean",
                      "default": true,
                      "description": "Xcode's Preserve Vector Data on every image set."
                    },
                    "colors": {
                      "type": "boolean",
                      "default": true,
                      "description": "Whether the palette is written as colour sets."
                    },
                    "bundle": {
                      "enum": [
                        "main",
                        "module"
                      ],
                      "default": "main",
                      "description": "The bundle the catalog is built into, which the preview page's Swift snippets name: the app's (main) or a Swift package target's resources (module)."
                    }
                  }
                },
                {
                  "additionalProperties": false,
                  "properties": {
                    "format": {
                      "const": "png"
                    },
                    "path": {
                      "$ref": "#/$defs/outputPath"
                    },
                    "scales": {
                      "type": "array",
                      "minItems": 1,
                      "uniqueItems": true,
                      "items": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 10
                      },
                      "description": "The scales to render, each as <name>[@Nx].png; default: the manifest's scales."
                    }
                  }
                },
                {
                  "additionalProperties": false,
                  "properties": {
                    "format": {
                      "const": "preview"
                    },
                    "path": {
                      "$ref": "#/$defs/outputPath",
                      "pattern": "(^|/)(?![^/]*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]*\\.html$",
                      "description": "The page, like Assets/index.html: one self-contained HTML file showing every control."
                    }
                  }
                },
                {
                  "additionalProperties": false,
                  "properties": {
                    "format": {
                      "const": "swiftui"
                    },
                    "path": {
                      "$ref": "#/$defs/outputPath",
                      "pattern": "(^|/)(?![^/]*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]*\\.swift$",
                      "description": "The Swift file, like Sources/App/FloViews.swift: a SwiftUI view per control."
                    },
                    "bundle": {
                      "$ref": "#/$defs/codeBundle"
                    },
                    "access": {
                      "$ref": "#/$defs/codeAccess"
                    },
                    "namespace": {
                      "$ref": "#/$defs/swiftNamespace"
                    }
                  }
                },
                {
                  "additionalProperties": false,
                  "properties": {
                    "format": {
                      "const": "coreGraphics"
                    },
                    "path": {
                      "$ref": "#/$defs/outputPath",
                      "pattern": "(^|/)(?![^/]*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]*\\.swift$",
                      "description": "The Swift file, like Sources/App/FloDrawings.swift: a Core Graphics drawing function per control."
                    },
                    "bundle": {
                      "$ref": "#/$defs/codeBundle"
                    },
                    "access": {
                      "$ref": "#/$defs/codeAccess"
                    },
                    "namespace": {
                      "$ref": "#/$defs/swiftNamespace"
                    }
                  }
                },
                {
                  "additionalProperties": false,
                  "properties": {
                    "format": {
                      "const": "compose"
                    },
                    "path": {
                      "$ref": "#/$defs/outputPath",
                      "pattern": "(^|/)(?![^/]*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]*\\.kt$",
                      "description": "The Kotlin file, like app/src/main/java/com/example/FloDrawings.kt: a Jetpack Compose ImageVector per control."
                    },
                    "package": {
                      "type": "string",
                      "pattern": "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$",
                      "description": "The file's Kotlin package, like com.example.flo."
                    },
                    "access": {
                      "enum": [
                        "internal",
                        "public"
                      ],
                      "description": "The visibility modifier on each declaration: public for Kotlin's explicit API mode, internal to keep the drawings in their module. None by default (Kotlin's public)."
                    }
                  }
                }
              ],
              "description": "One output: a format and a path, with the format's options."
            }
          },
          "not": {
            "anyOf": [
              {
                "required": [
                  "outputs",
                  "output"
                ]
              },
              {
                "required": [
                  "outputs",
                  "formats"
                ]
              }
            ]
          }
        }
        """#
}
