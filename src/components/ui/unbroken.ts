/** Marks a link set on one line (white-space: nowrap), so a number it dials never wraps: the HTML check knows it. */
export const unbrokenClass = 'unbroken'
