/**
 * The studio's colours, the one place to change them: the theme's tokens, the mark's colours in the header, the
 * footer, the icons and the share images all come from here. docs/brand.md shows them with their contrast.
 */
const scales = {
  /** Indigo: the brand's own colour, for solids, links and the deep fields. */
  brand: {
    50: '#f1f7ff',
    100: '#e1ebff',
    200: '#c6d7ff',
    300: '#a1b9f8',
    400: '#7895e3',
    500: '#5874c5',
    600: '#425ba6',
    700: '#334889',
    800: '#27386c',
    900: '#1c294e',
    950: '#12192b',
  },
  /** Marigold: the one accent, for the mark's dot, highlights and a bright field; as text only in its dark shades. */
  accent: {
    50: '#fff6e5',
    100: '#fde9c2',
    200: '#fad38a',
    300: '#f6bc55',
    400: '#f0a630',
    500: '#d98a12',
    600: '#b36c0a',
    700: '#8c530b',
    800: '#6b3f0d',
    900: '#4b2c0b',
    950: '#2e1a06',
  },
  /** Warm neutrals, shea to ink; named gray so that Chakra's own text, border and surface tokens take them too. */
  gray: {
    50: '#faf6f2',
    100: '#efeae5',
    200: '#dcd6d0',
    300: '#c1b9b1',
    400: '#9f978d',
    500: '#80776e',
    600: '#675f56',
    700: '#534c44',
    800: '#413b34',
    900: '#2f2a25',
    950: '#1c1915',
  },
} as const

type ScaleName = keyof typeof scales
type Shade = keyof (typeof scales)['brand']
export type ScaleColor = `${ScaleName}.${Shade}` | 'white'

export const colorScales: Record<ScaleName, Record<Shade, string>> = scales

/** A Chakra colour palette's roles, so `colorPalette="brand"` (buttons, badges) draws in the brand's colours. */
export const paletteRoles = (scale: 'brand' | 'accent') =>
  ({
    solid: scale === 'brand' ? 'brand.700' : 'accent.400',
    contrast: scale === 'brand' ? 'white' : 'gray.950',
    fg: `${scale}.700`,
    subtle: `${scale}.50`,
    muted: `${scale}.100`,
    emphasized: `${scale}.200`,
    focusRing: `${scale}.500`,
    border: `${scale}.300`,
  }) as const satisfies Record<string, ScaleColor>

/** The names pages use. Each is a shade of a scale above, so a change of scale reaches every use. */
export const colorRoles = {
  brand: { ...paletteRoles('brand'), ink: 'gray.950', accent: 'accent.400' },
  accent: paletteRoles('accent'),
  surface: {
    page: 'white',
    raised: 'white',
    muted: 'gray.50',
    sunken: 'gray.100',
    brand: 'brand.700',
    accent: 'accent.400',
    deep: 'brand.900',
  },
  text: {
    primary: 'gray.950',
    body: 'gray.800',
    muted: 'gray.600',
    link: 'brand.700',
    accent: 'accent.700',
    onBrand: 'white',
    onBrandMuted: 'brand.100',
    onAccent: 'gray.950',
    onDeep: 'gray.50',
    onDeepMuted: 'gray.300',
    onDeepAccent: 'accent.400',
  },
} as const satisfies Record<string, Record<string, ScaleColor>>

type Roles = typeof colorRoles
export type ColorRole = { [Group in keyof Roles]: `${Group & string}.${keyof Roles[Group] & string}` }[keyof Roles]

/** Every text and background the site pairs, checked against WCAG AA by tests/unit/palette.test.ts. */
export const contrastPairs: { text: ColorRole; background: ColorRole; large?: true }[] = [
  ...(['text.primary', 'text.body', 'text.muted', 'text.link', 'text.accent'] as const).flatMap((text) =>
    (['surface.page', 'surface.muted', 'surface.sunken'] as const).map((background) => ({ text, background })),
  ),
  { text: 'brand.fg', background: 'brand.subtle' },
  { text: 'brand.fg', background: 'brand.muted' },
  { text: 'accent.fg', background: 'accent.subtle' },
  { text: 'accent.fg', background: 'accent.muted' },
  { text: 'brand.contrast', background: 'brand.solid' },
  { text: 'accent.contrast', background: 'accent.solid' },
  { text: 'text.onBrand', background: 'surface.brand' },
  { text: 'text.onBrandMuted', background: 'surface.brand' },
  { text: 'text.onAccent', background: 'surface.accent' },
  { text: 'text.onDeep', background: 'surface.deep' },
  { text: 'text.onDeepMuted', background: 'surface.deep' },
  { text: 'text.onDeepAccent', background: 'surface.deep' },
  { text: 'brand.contrast', background: 'surface.deep' },
]

function scaleColor(color: ScaleColor): string {
  if (color === 'white') return '#ffffff'
  const [scale, shade] = color.split('.') as [ScaleName, `${Shade}`]
  return colorScales[scale][Number(shade) as Shade]
}

export function roleColor(role: ColorRole): string {
  const [group, name] = role.split('.') as [keyof Roles, string]
  return scaleColor((colorRoles[group] as Record<string, ScaleColor>)[name]!)
}

/** The mark's three parts (src/theme/mark.svg), by class. */
export const markColors = { tile: 'brand.solid', line: 'brand.contrast', dot: 'brand.accent' } as const satisfies Record<string, ColorRole>
