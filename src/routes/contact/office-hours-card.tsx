import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { capitalize, formatOpeningTimes, formatWeekday } from '../../i18n/format.ts'
import { SideSection } from '../../components/ui/side-section.tsx'
import { officeHours } from '../../content/office-hours.ts'

export function OfficeHoursCard() {
  const { t, i18n } = useTranslation('contact')
  const language = i18n.language
  return (
    <SideSection framed id="office-hours-title" title={t('hours.title')}>
      <Box as="dl" display="grid" gap="3">
        {officeHours.map((hours) => {
          const days =
            hours.firstDay === hours.lastDay
              ? formatWeekday(language, hours.firstDay)
              : t('hours.weekdays', { from: formatWeekday(language, hours.firstDay), to: formatWeekday(language, hours.lastDay) })
          const times = formatOpeningTimes(language, hours)
          return (
            <div key={hours.firstDay}>
              <Text as="dt" fontWeight="medium" color="gray.900">
                {capitalize(days, language)}
              </Text>
              <Text as="dd" color="gray.700">
                {times ? t('hours.times', times) : t('hours.closed')}
              </Text>
            </div>
          )
        })}
      </Box>
      <Text marginTop="3" fontSize="sm" color="gray.600">
        {t('hours.timeZone')}
      </Text>
    </SideSection>
  )
}
