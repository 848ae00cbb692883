import type { SystemStyleObject } from '@chakra-ui/react'

/**
 * For the blocks of a page that mostly sit below the fold (its sections, the project cards, the
 * footer): the browser skips their style, layout and paint until they come near the viewport, so
 * whatever restyles the whole page costs less on a slow phone. Opening the mobile menu is such a
 * change: its modal dialog makes the rest of the page inert. Skipped content stays in the
 * accessibility tree, in the tab order and in find-in-page. Until a block has been drawn once it
 * counts as `height` tall, then as its last real height. Its content is clipped to it.
 */
export const renderWhenNear = (height: string): SystemStyleObject => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` })
