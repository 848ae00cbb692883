import { useTranslation } from 'react-i18next'
import { reassurances } from '../../content/beside-forms.ts'
import { CheckList } from '../../components/ui/check-list.tsx'
import { SideSection } from '../../components/ui/side-section.tsx'

export function ReassuranceCard() {
  const { t } = useTranslation('contact')
  return (
    <SideSection framed id="reassurance-title" title={t('reassurance.title')} bg="teal.50" borderColor="teal.200">
      <CheckList items={reassurances.map((key) => t(key))} />
    </SideSection>
  )
}
