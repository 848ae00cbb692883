// The parts of these packages' APIs the build uses; neither ships types of its own.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    keepFeatures?: string[]
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}

declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>
}
