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

/** Colour palettes no page uses: their tokens would only cost bytes and start-up time. */
const unusedPalettes = ['blue', 'cyan', 'purple', 'pink', 'whiteAlpha', 'blackAlpha']
/** Palettes used only for a shade of their scale (the rating stars), never as a colorPalette. */
const scaleOnlyPalettes = ['yellow']

function without<T extends object>(colors: T, names: string[]): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !names.includes(name))) as T
}

/**
 * Chakra's solid buttons and badges use the 600 shade, which gives white text less than the 4.5:1
 * contrast WCAG AA asks for on teal, orange and green; the 700 shade passes.
 */
function withAccessibleSolids<T extends object>(colors: T): T {
  const darker = (palette: string) => ({ value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } })
  return Object.fromEntries(
    Object.entries(colors).map(([name, tokens]) =>
      ['teal', 'orange', 'green'].includes(name) ? [name, { ...tokens, solid: darker(name) }] : [name, tokens],
    ),
  ) as T
}

/**
 * Chakra keeps a button's label on one line: no wrapping, a fixed height, and the button never shrinks.
 * A French label is about a third longer than the English one, so on a 320 px phone it pushed the
 * page sideways. Here a label wraps between words inside its button, which keeps its size as a
 * minimum height, grows with the second line and is never wider than its container.
 */
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

/** A badge's label may wrap too, rather than run out of a narrow card. */
const wrappingBadgeRecipe = { ...badgeRecipe, base: { ...badgeRecipe.base, whiteSpace: 'normal', maxWidth: 'full' } }

/** Only the animations the site plays: the button spinner and the mobile menu sliding in from its side. */
const usedKeyframes = ['spin', 'slide-from-right-full', 'slide-from-left-full']

/**
 * The site has no dark mode: semantic tokens keep their light value only, so pages don't carry
 * the dark theme's variables.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens
  if ('_light' in tokens) return (tokens as { _light: unknown })._light as T
  return Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, lightOnly(value)])) as T
}

/**
 * Chakra's global styles set 26 custom properties on every element (`*`): rings, filters and
 * backdrop filters no style of ours reads, and three page-wide values. Custom properties set on
 * every element make each one carry its own copy, which the browser restyles whenever the page
 * changes as a whole (opening the menu's modal dialog makes the rest of the page inert). The three
 * values that are read are the same everywhere: set once on <html>, they are inherited.
 */
const pageWideVariables = {
  '--global-font-mono': 'fonts.mono',
  '--global-font-body': 'fonts.body',
  '--global-color-border': 'colors.border',
}

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif'

/**
 * Chakra's default theme minus the recipes this site does not render: defaultSystem ships every
 * component's styles to the browser. Add a recipe here when a page starts using its component.
 */
const siteTheme = defineConfig({
  preflight: true,
  // Every style names its tokens' variables hundreds of times a page: a short prefix keeps pages small.
  cssVarsPrefix: 'ck',
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    '*': { fontFeatureSettings: globalCss['*']?.fontFeatureSettings },
    // Room for the fixed header above what Tab or a link scrolls to, and for a focus ring below it.
    html: { ...globalCss.html, ...pageWideVariables, scrollPaddingTop: '5rem', scrollPaddingBottom: '1rem' },
    // Translations run longer than English: a word too long for its column breaks instead of pushing the page sideways.
    body: { overflowWrap: 'break-word' },
    // Cross-document view transitions: moving between prerendered pages cross-fades where browsers can.
    '@view-transition': { navigation: 'auto' } as SystemStyleObject,
    // Island wrappers only mark where an island is; they take no part in the layout.
    '[data-island]': { display: 'contents' },
    // What a form's button is doing, said to screen readers only.
    '[data-press-status]': { srOnly: true },
  },
  theme: {
    breakpoints,
    keyframes: Object.fromEntries(Object.entries(keyframes).filter(([name]) => usedKeyframes.includes(name))),
    tokens: {
      // Token groups no style of ours names (blurs, named aspect ratios, border shorthands) only cost bytes.
      ...Object.fromEntries(Object.entries(tokens).filter(([group]) => !['blurs', 'aspectRatios', 'borders'].includes(group))),
      colors: without(tokens.colors, unusedPalettes),
      fonts: {
        heading: { value: systemFonts },
        body: { value: systemFonts },
        mono: tokens.fonts?.mono ?? { value: 'monospace' },
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withAccessibleSolids(without(semanticTokens.colors, [...unusedPalettes, ...scaleOnlyPalettes])),
    }),
    textStyles,
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

/**
 * The site's Chakra system, built on first use: in the browser building it is a task of its own
 * (src/islands/hydrate-island.tsx), not part of loading an island's code, so input comes in between.
 */
export function siteSystem() {
  system ??= createSystem(defaultBaseConfig, siteTheme)
  return system
}
