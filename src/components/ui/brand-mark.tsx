import { Box, type BoxProps } from '@chakra-ui/react'
import mark from '../../theme/mark.svg?raw'
import { markColors } from '../../theme/palette.ts'

const markCss = {
  '& svg': { display: 'block', width: '100%', height: '100%' },
  '& .tile': { fill: markColors.tile },
  '& .line': { stroke: markColors.line },
  '& .dot': { fill: markColors.dot },
}

/** The mark from its one source file, its parts coloured by class from the palette; the link or text beside it names it. */
export function BrandMark(props: BoxProps) {
  return (
    <Box
      as="span"
      display="block"
      flexShrink="0"
      aria-hidden="true"
      css={markCss}
      dangerouslySetInnerHTML={{ __html: mark.trim() }}
      {...props}
    />
  )
}
