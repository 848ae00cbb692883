/** The values a field of src/content/data/ may take where the code draws or computes each one (schemas.ts checks them). */

/** The icons the site can draw beside a service, value or offering. */
export const iconNames = ['smartphone', 'globe', 'palette', 'megaphone', 'sparkles', 'shield', 'check', 'clock', 'map-pin'] as const

/** In JavaScript's order: 0 is Sunday. */
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** The networks the footer has an icon for. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'x'] as const
