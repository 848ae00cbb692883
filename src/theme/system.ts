import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
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
const unusedPalettes = ['blue', 'cyan', 'purple', 'pink']

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.includes(name))) as T
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

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif'

/**
 * Chakra's default theme minus the recipes this site does not render: defaultSystem ships every
 * component's styles to the browser. Add a recipe here when a page starts using its component.
 */
const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, scrollPaddingTop: '5rem' },
    // Translations run longer than English: a word too long for its column breaks instead of pushing the page sideways.
    body: { overflowWrap: 'break-word' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: withoutUnusedPalettes(tokens.colors),
      fonts: {
        heading: { value: systemFonts },
        body: { value: systemFonts },
        mono: tokens.fonts?.mono ?? { value: 'monospace' },
      },
    },
    semanticTokens: { ...semanticTokens, colors: withAccessibleSolids(withoutUnusedPalettes(semanticTokens.colors)) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
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
      drawer: drawerSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
})

export const system = createSystem(defaultBaseConfig, siteConfig)
