import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react'

type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>

const { withContext } = createRecipeContext({ key: 'button' })

/** Not Button `asChild`, which would give the `<a>` a `type="button"`: invalid HTML. */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a')
