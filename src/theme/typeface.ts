/**
 * The site's face and the local fonts standing in for it where it has not arrived in time. The build
 * (scripts/postbuild/fonts.ts) writes each language's cut and the @font-face rules under these names; each
 * stand-in is resized to the face's metrics, so a page drawn in it looks and breaks its lines nearly as the face does.
 */
export const siteFace = 'Source Sans 3'

/** Windows and macOS have Arial, Debian Liberation Sans (or only DejaVu Sans), Android Roboto. */
export const localStandIns = [
  { font: 'Arial', regular: ['Arial', 'ArialMT'], bold: ['Arial Bold', 'Arial-BoldMT'] },
  { font: 'Liberation Sans', regular: ['Liberation Sans', 'LiberationSans'], bold: ['Liberation Sans Bold', 'LiberationSans-Bold'] },
  { font: 'Roboto', regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
  { font: 'DejaVu Sans', regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
] as const

export type LocalStandIn = (typeof localStandIns)[number]['font']

/**
 * A stand-in's regular draws weights up to medium, sized against the face's regular; its bold draws semibold
 * and up, sized against the face's semibold, the headings' weight.
 */
export const standInWeights = {
  regular: { range: '100 500', faceWeight: 400 },
  bold: { range: '600 900', faceWeight: 600 },
} as const

export const standInFamily = (font: LocalStandIn) => `${siteFace} on ${font}`

export const siteFontStack = [siteFace, ...localStandIns.map(({ font }) => standInFamily(font))]
  .map((family) => `"${family}"`)
  .concat('sans-serif')
  .join(', ')
