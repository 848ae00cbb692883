import type { IconName } from '../../content/choices.ts'
import {
  CheckIcon,
  ClockIcon,
  GlobeIcon,
  MapPinIcon,
  MegaphoneIcon,
  PaletteIcon,
  ShieldIcon,
  SmartphoneIcon,
  SparklesIcon,
} from './icons.tsx'

export const contentIcons: Record<IconName, typeof GlobeIcon> = {
  smartphone: SmartphoneIcon,
  globe: GlobeIcon,
  palette: PaletteIcon,
  megaphone: MegaphoneIcon,
  sparkles: SparklesIcon,
  shield: ShieldIcon,
  check: CheckIcon,
  clock: ClockIcon,
  'map-pin': MapPinIcon,
}
