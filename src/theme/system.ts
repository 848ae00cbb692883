import { createSystem, defaultBaseConfig, defineConfig, type SystemStyleObject } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { colorRoles, colorScales, paletteRoles, type ScaleColor } from './palette.ts'
import { siteFontStack } from './typeface.ts'

/** Palettes, token groups and keyframes no page uses would only cost bytes and start-up time. */
const unusedPalettes = ['blue', 'cyan', 'purple', 'pink', 'whiteAlpha', 'blackAlpha']
const scaleOnlyPalettes = ['yellow']

function without<T extends object>(colors: T, names: string[]): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !names.includes(name))) as T
}

/** The 600 shade gives white text less than WCAG AA's 4.5:1 on green; 700 passes. */
function withAccessibleSolids<T extends object>(colors: T): T {
  const darker = (palette: string) => ({ value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } })
  return Object.fromEntries(
    Object.entries(colors).map(([name, tokens]) => (name === 'green' ? [name, { ...tokens, solid: darker(name) }] : [name, tokens])),
  ) as T
}

const scaleTokens = (scale: Record<string, string>) => Object.fromEntries(Object.entries(scale).map(([shade, value]) => [shade, { value }]))
const roleTokens = (roles: Record<string, ScaleColor>) =>
  Object.fromEntries(Object.entries(roles).map(([role, color]) => [role, { value: `{colors.${color}}` }]))

/** teal and orange are the brand's and the accent's former names: pages not yet moved to the brand's names draw in its colours. */
const paletteColors = {
  ...Object.fromEntries(Object.entries(colorScales).map(([name, scale]) => [name, scaleTokens(scale)])),
  teal: scaleTokens(colorScales.brand),
  orange: scaleTokens(colorScales.accent),
}
const paletteSemanticColors = {
  ...Object.fromEntries(Object.entries(colorRoles).map(([group, roles]) => [group, roleTokens(roles)])),
  teal: roleTokens(paletteRoles('brand')),
  orange: roleTokens(colorRoles.accent),
}

/** A label wraps between words inside its button: a longer French label would push a 320 px page sideways. */
const wrappingButtonRecipe = {
  ...buttonRecipe,
  base: { ...buttonRecipe.base, whiteSpace: 'normal', textAlign: 'center', flexShrink: '1', maxWidth: 'full' },
  variants: {
    ...buttonRecipe.variants,
    size: Object.fromEntries(
      Object.entries(buttonRecipe.variants?.size ?? {}).map(([size, style]) => [
        size,
        { ...style, h: 'auto', minH: style.h, py: ['2xs', 'xs'].includes(size) ? '1' : '2' },
      ]),
    ),
  },
}

const wrappingBadgeRecipe = { ...badgeRecipe, base: { ...badgeRecipe.base, whiteSpace: 'normal', maxWidth: 'full' } }

const usedKeyframes = ['spin', 'slide-from-right-full', 'slide-from-left-full']

function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens
  if ('_light' in tokens) return (tokens as { _light: unknown })._light as T
  return Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, lightOnly(value)])) as T
}

/** Custom properties on `*` are copied to every element and restyled with it: the three read are set once on <html>. */
const pageWideVariables = {
  '--global-font-mono': 'fonts.mono',
  '--global-font-body': 'fonts.body',
  '--global-color-border': 'colors.border',
}

/** Type: the face, its stand-ins (./typeface.ts), and line heights as ratios of their size, so a line box never depends on the font drawing it. */
function unitlessLineHeights(styles: typeof textStyles): typeof textStyles {
  const fontSizes: Record<string, { value?: unknown } | undefined> = tokens.fontSizes ?? {}
  const rem = (length: unknown) => Number(/^([\d.]+)rem$/.exec(String(length))?.[1])
  return Object.fromEntries(
    Object.entries(styles).map(([name, style]) => {
      const value = (style as { value?: Record<string, unknown> }).value ?? {}
      const ratio = rem(value.lineHeight) / rem(fontSizes[String(value.fontSize)]?.value)
      return [name, Number.isFinite(ratio) ? { ...style, value: { ...value, lineHeight: String(Math.round(ratio * 1000) / 1000) } } : style]
    }),
  ) as typeof textStyles
}

const siteFonts = {
  heading: { value: siteFontStack },
  body: { value: siteFontStack },
  mono: tokens.fonts?.mono ?? { value: 'monospace' },
}

const siteTheme = defineConfig({
  preflight: true,
  // Every style names its tokens' variables hundreds of times a page: a short prefix keeps pages small.
  cssVarsPrefix: 'ck',
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    '*': { fontFeatureSettings: globalCss['*']?.fontFeatureSettings },
    // Room for the fixed header above what Tab or a link scrolls to, and for a focus ring below it.
    // The brand's palette by default: a button or badge needs no colorPalette of its own, and its class no copy of it.
    html: { ...globalCss.html, ...pageWideVariables, colorPalette: 'brand', scrollPaddingTop: '5rem', scrollPaddingBottom: '1rem' },
    // Translations run longer than English: a word too long for its column breaks instead of pushing the page sideways.
    body: { overflowWrap: 'break-word' },
    '@view-transition': { navigation: 'auto' } as SystemStyleObject,
    '[data-island]': { display: 'contents' },
    '[data-press-status]': { srOnly: true },
  },
  theme: {
    breakpoints,
    keyframes: Object.fromEntries(Object.entries(keyframes).filter(([name]) => usedKeyframes.includes(name))),
    tokens: {
      ...Object.fromEntries(Object.entries(tokens).filter(([group]) => !['blurs', 'aspectRatios', 'borders'].includes(group))),
      colors: { ...without(tokens.colors, [...unusedPalettes, 'gray', 'teal', 'orange']), ...paletteColors },
      fonts: siteFonts,
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...withAccessibleSolids(without(semanticTokens.colors, [...unusedPalettes, ...scaleOnlyPalettes, 'teal', 'orange'])),
        ...paletteSemanticColors,
      },
    }),
    textStyles: unitlessLineHeights(textStyles),
    layerStyles,
    animationStyles,
    recipes: {
      badge: wrappingBadgeRecipe,
      button: wrappingButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
})

let system: ReturnType<typeof createSystem> | undefined

/** Built on first use: in the browser that is a task of its own, so input comes in between. */
export function siteSystem() {
  system ??= createSystem(defaultBaseConfig, siteTheme)
  return system
}
