import { useTranslation } from 'react-i18next'
import { reassurances } from '../../content/beside-forms.ts'
import { CheckList } from '../../components/ui/check-list.tsx'
import { SideSection } from '../../components/ui/side-section.tsx'
import { useHasWords } from '../../i18n/translated.ts'

export function ReassuranceCard() {
  const { t } = useTranslation('contact')
  const translated = useHasWords('contact')
  return (
    <SideSection framed id="reassurance-title" title={t('reassurance.title')} bg="teal.50" borderColor="teal.200">
      <CheckList items={reassurances.filter(translated).map((key) => t(key))} />
    </SideSection>
  )
}
