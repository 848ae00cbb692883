import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react'

type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>

const { withContext } = createRecipeContext({ key: 'button' })

/**
 * A link drawn as a button, Chakra's pattern for it: the button recipe on an `<a>` (or, with
 * `asChild`, on the router's Link). Chakra's Button with `asChild` would give the link its own
 * `type="button"`, which on `<a>` names a MIME type: invalid HTML.
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a')
