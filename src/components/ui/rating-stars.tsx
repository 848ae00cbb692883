import { HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { StarIcon } from './icons'

/** Five stars, announced to assistive technology as one image: "Rated 5 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation()
  return (
    <HStack role="img" aria-label={t('rating', { count: rating })} gap="0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} boxSize="4" color={star <= rating ? 'yellow.500' : 'gray.300'} />
      ))}
    </HStack>
  )
}
