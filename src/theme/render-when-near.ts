import type { SystemStyleObject } from '@chakra-ui/react'

/**
 * Below-the-fold blocks skip style, layout and paint until near, so a whole-page restyle (the menu's modal)
 * costs less; they stay in the accessibility tree and tab order. Until drawn once they count as `height` tall.
 */
export const renderWhenNear = (height: string): SystemStyleObject => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` })
