import { useTranslation } from 'react-i18next'
import { CheckList } from '../../components/ui/check-list'
import { SideCard } from './side-card'

const points = ['reassurance.items.reply', 'reassurance.items.free', 'reassurance.items.local', 'reassurance.items.guarantee'] as const

export function ReassuranceCard() {
  const { t } = useTranslation('contact')
  return (
    <SideCard id="reassurance-title" title={t('reassurance.title')} bg="teal.50" borderColor="teal.200">
      <CheckList items={points.map((key) => t(key))} />
    </SideCard>
  )
}
