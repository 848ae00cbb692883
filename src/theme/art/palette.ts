import { colorScales } from '../palette.ts'

const { brand, accent, gray } = colorScales

/**
 * The colours of the drawings the build makes for projects and people without a photo (drawings.ts),
 * taken from the brand's palette: change the palette, and every drawing is redrawn in it at the next build.
 */
export const artPalette = {
  /** Device bodies, headers, dark blocks. */
  ink: brand[900],
  primary: brand[600],
  primarySoft: brand[300],
  mint: brand[100],
  accent: accent[400],
  accentSoft: accent[100],
  /** Maize and the like, a warmer shade of the accent. */
  harvest: accent[500],
  paper: '#ffffff',
  /** Lines standing for text, on paper. */
  line: gray[200],
  /** The washes behind the devices, light to light; each drawing takes one by its entry's id. */
  washes: [
    [brand[100], accent[100]],
    [brand[50], accent[50]],
    [accent[50], brand[100]],
    [gray[50], brand[50]],
  ],
} as const
