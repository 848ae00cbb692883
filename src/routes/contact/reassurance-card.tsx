import { useTranslation } from 'react-i18next'
import { CheckList } from '../../components/ui/check-list.tsx'
import { SideSection } from '../../components/ui/side-section.tsx'

/** The reassuring points beside the contact form, as full keys of the `contact` namespace. */
export const reassurances = [
  'reassurance.items.reply',
  'reassurance.items.free',
  'reassurance.items.local',
  'reassurance.items.guarantee',
] as const

export function ReassuranceCard() {
  const { t } = useTranslation('contact')
  return (
    <SideSection framed id="reassurance-title" title={t('reassurance.title')} bg="teal.50" borderColor="teal.200">
      <CheckList items={reassurances.map((key) => t(key))} />
    </SideSection>
  )
}
