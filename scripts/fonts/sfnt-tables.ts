/**
 * Two tables of a TrueType font rewritten after HarfBuzz's subsetter, which keeps a font's own: the character
 * map, so a character the face lacks (U+202F, the narrow no-break space French sets before ; ! ? and %) is drawn
 * by a glyph it has; and the family name, which in the variable file names its lightest instance. No npm library
 * writes either into a variable font.
 */

/** Code point → glyph id, every entry drawn (never glyph 0). */
export type CharacterMap = Map<number, number>

export function withTables(font: Buffer, { map, family }: { map: CharacterMap; family: string }): Buffer {
  const tables = readTables(font)
  tables.set('cmap', cmapTable(map))
  tables.set('name', withFamily(tables.get('name')!, family))
  return writeFont(font.readUInt32BE(0), tables)
}

/** Name ids 1 and 16 (family, typographic family) say `family`, in each record's own encoding. */
function withFamily(name: Buffer, family: string): Buffer {
  const count = name.readUInt16BE(2)
  const storage = name.readUInt16BE(4)
  const strings: Buffer[] = []
  let offset = 0
  const records = Buffer.alloc(6 + count * 12)
  name.copy(records, 0, 0, 6)
  for (let index = 0; index < count; index++) {
    const at = 6 + index * 12
    name.copy(records, at, at, at + 8)
    const platform = name.readUInt16BE(at)
    const id = name.readUInt16BE(at + 6)
    const own = name.subarray(storage + name.readUInt16BE(at + 10), storage + name.readUInt16BE(at + 10) + name.readUInt16BE(at + 8))
    const text = [1, 16].includes(id) ? (platform === 1 ? Buffer.from(family, 'latin1') : Buffer.from(family, 'utf16le').swap16()) : own
    records.writeUInt16BE(text.length, at + 8)
    records.writeUInt16BE(offset, at + 10)
    strings.push(text)
    offset += text.length
  }
  records.writeUInt16BE(0, 0)
  records.writeUInt16BE(records.length, 4)
  return Buffer.concat([records, ...strings])
}

function readTables(font: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>()
  const count = font.readUInt16BE(4)
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16
    const offset = font.readUInt32BE(record + 8)
    tables.set(font.toString('latin1', record, record + 4), font.subarray(offset, offset + font.readUInt32BE(record + 12)))
  }
  return tables
}

/** Format 4 for the Basic Multilingual Plane, and format 12 beside it once any character lies beyond. */
function cmapTable(map: CharacterMap): Buffer {
  const entries = [...map].sort(([a], [b]) => a - b)
  const subtables = [format4(entries.filter(([codePoint]) => codePoint <= 0xffff))]
  const beyond = entries.some(([codePoint]) => codePoint > 0xffff)
  if (beyond) subtables.push(format12(entries))
  // Unicode BMP (0, 3) and Windows BMP (3, 1) share format 4; Unicode full (0, 4) and Windows full (3, 10) format 12.
  const records = beyond
    ? [
        [0, 3, 0],
        [0, 4, 1],
        [3, 1, 0],
        [3, 10, 1],
      ]
    : [
        [0, 3, 0],
        [3, 1, 0],
      ]
  const header = Buffer.alloc(4 + records.length * 8)
  header.writeUInt16BE(records.length, 2)
  const offsets = [header.length, header.length + subtables[0]!.length]
  records.forEach(([platform, encoding, subtable], index) => {
    header.writeUInt16BE(platform!, 4 + index * 8)
    header.writeUInt16BE(encoding!, 6 + index * 8)
    header.writeUInt32BE(offsets[subtable!]!, 8 + index * 8)
  })
  return Buffer.concat([header, ...subtables])
}

/** Runs of consecutive characters with consecutive glyphs, each one segment. */
function runs(entries: [number, number][]): { start: number; end: number; glyph: number }[] {
  const result: { start: number; end: number; glyph: number }[] = []
  for (const [codePoint, glyph] of entries) {
    const last = result.at(-1)
    if (last && codePoint === last.end + 1 && glyph === last.glyph + (codePoint - last.start)) last.end = codePoint
    else result.push({ start: codePoint, end: codePoint, glyph })
  }
  return result
}

function format4(entries: [number, number][]): Buffer {
  const segments = [...runs(entries), { start: 0xffff, end: 0xffff, glyph: 0 }]
  const count = segments.length
  const table = Buffer.alloc(16 + count * 8)
  const power = 2 ** Math.floor(Math.log2(count))
  table.writeUInt16BE(4, 0)
  table.writeUInt16BE(table.length, 2)
  table.writeUInt16BE(count * 2, 6)
  table.writeUInt16BE(power * 2, 8)
  table.writeUInt16BE(Math.log2(power), 10)
  table.writeUInt16BE((count - power) * 2, 12)
  segments.forEach(({ start, end, glyph }, index) => {
    table.writeUInt16BE(end, 14 + index * 2)
    table.writeUInt16BE(start, 16 + count * 2 + index * 2)
    table.writeUInt16BE((glyph - start + 0x10000) % 0x10000, 16 + count * 4 + index * 2)
    // idRangeOffset stays 0: every segment maps by its delta.
  })
  return table
}

function format12(entries: [number, number][]): Buffer {
  const groups = runs(entries)
  const table = Buffer.alloc(16 + groups.length * 12)
  table.writeUInt16BE(12, 0)
  table.writeUInt32BE(table.length, 4)
  table.writeUInt32BE(groups.length, 12)
  groups.forEach(({ start, end, glyph }, index) => {
    table.writeUInt32BE(start, 16 + index * 12)
    table.writeUInt32BE(end, 20 + index * 12)
    table.writeUInt32BE(glyph, 24 + index * 12)
  })
  return table
}

const padded = (length: number) => (length + 3) & ~3

function checksum(data: Buffer): number {
  const words = Buffer.concat([data, Buffer.alloc(padded(data.length) - data.length)])
  let sum = 0
  for (let offset = 0; offset < words.length; offset += 4) sum = (sum + words.readUInt32BE(offset)) >>> 0
  return sum
}

function writeFont(version: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort()
  const power = 2 ** Math.floor(Math.log2(tags.length))
  const directory = Buffer.alloc(12 + tags.length * 16)
  directory.writeUInt32BE(version, 0)
  directory.writeUInt16BE(tags.length, 4)
  directory.writeUInt16BE(power * 16, 6)
  directory.writeUInt16BE(Math.log2(power), 8)
  directory.writeUInt16BE((tags.length - power) * 16, 10)
  const bodies: Buffer[] = []
  let offset = directory.length
  let headOffset = 0
  tags.forEach((tag, index) => {
    const data = Buffer.from(tables.get(tag)!)
    // The font's checksum is worked out below, over the font with this field zero.
    if (tag === 'head') {
      data.writeUInt32BE(0, 8)
      headOffset = offset
    }
    const record = 12 + index * 16
    directory.write(tag, record, 'latin1')
    directory.writeUInt32BE(checksum(data), record + 4)
    directory.writeUInt32BE(offset, record + 8)
    directory.writeUInt32BE(data.length, record + 12)
    bodies.push(data, Buffer.alloc(padded(data.length) - data.length))
    offset += padded(data.length)
  })
  const font = Buffer.concat([directory, ...bodies])
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8)
  return font
}
