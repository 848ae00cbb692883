import type { SystemStyleObject } from '@chakra-ui/react'

/** A whole-page restyle (the menu's modal) costs less; the blocks stay in the accessibility tree and tab order. */
export const renderWhenNear = (height: string): SystemStyleObject => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` })
