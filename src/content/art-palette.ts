/**
 * The colours of the drawings the build makes for projects and people without a photo (scripts/content/drawn-art.ts),
 * the ClinicBook drawing's: deep teal, mint and orange on a pale wash. Change them here to redraw every one.
 */
export const artPalette = {
  /** Device bodies, headers, dark blocks. */
  ink: '#134e4a',
  primary: '#0f766e',
  primarySoft: '#5eead4',
  mint: '#ccfbf1',
  accent: '#f97316',
  accentSoft: '#ffedd5',
  /** Maize and the like, where orange would read as alarm. */
  harvest: '#f59e0b',
  paper: '#ffffff',
  /** Lines standing for text, on paper. */
  line: '#d4e4e1',
  /** The washes behind the devices, light to light; each drawing takes one by its entry's id. */
  washes: [
    ['#ccfbf1', '#ffedd5'],
    ['#e6f7f3', '#fde7cf'],
    ['#fff4e6', '#d5f5ee'],
    ['#dff3ef', '#f4efe4'],
  ],
} as const
