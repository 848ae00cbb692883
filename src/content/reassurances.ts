/** The reassuring points beside the contact form, as full keys of the `contact` namespace. */
export const reassurances = [
  'reassurance.items.reply',
  'reassurance.items.free',
  'reassurance.items.local',
  'reassurance.items.guarantee',
] as const
