import { HStack, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CheckIcon } from '../../components/ui/icons'
import { SideCard } from './side-card'

const points = ['reassurance.items.reply', 'reassurance.items.free', 'reassurance.items.local', 'reassurance.items.guarantee'] as const

export function ReassuranceCard() {
  const { t } = useTranslation('contact')
  return (
    <SideCard id="reassurance-title" title={t('reassurance.title')} bg="teal.50" borderColor="teal.200">
      <Stack as="ul" gap="2" listStyleType="none">
        {points.map((key) => (
          <HStack as="li" key={key} alignItems="flex-start" gap="2" color="gray.800">
            <CheckIcon boxSize="5" color="teal.700" flexShrink={0} />
            {t(key)}
          </HStack>
        ))}
      </Stack>
    </SideCard>
  )
}
