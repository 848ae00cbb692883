import type { Reason } from '../../api.ts'
import { useInterfaceText } from './interface-language.tsx'

/**
 * A check's reason in the interface's language where it carries a code (workspace.json `refusals.*`); a developer's
 * reason, which has none, as the check says it.
 */
export function useReasonWords(): (reason: Reason) => string {
  const t = useInterfaceText()
  return ({ reason, refusal }) => (refusal ? t(`refusals.${refusal.code}`, { ...refusal.values, defaultValue: reason }) : reason)
}
