import { applyEdits, getNodeValue, parseTree, type Edit, type Node } from 'jsonc-parser'

/**
 * The JSON document `text` holding `next` instead: every part whose value did not change keeps its bytes, whatever
 * its layout, and what changed is written as compact JSON for Prettier to lay out. A list's items are matched by
 * their whole value, so an entry added, removed or moved leaves the others as they were written.
 */
export function editedJson(text: string, next: unknown): string {
  const root = parseTree(text)
  return root ? applyEdits(text, editsOf(root, next)) : json(next)
}

const json = (value: unknown) => JSON.stringify(value)
const same = (node: Node, value: unknown) => json(getNodeValue(node)) === json(value)
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function editsOf(node: Node, next: unknown): Edit[] {
  if (same(node, next)) return []
  if (node.type === 'array' && Array.isArray(next))
    return childEdits(node, next, {
      matches: same,
      changed: editsOf,
      textOf: json,
    })
  if (node.type === 'object' && isRecord(next))
    return childEdits(node, Object.entries(next), {
      matches: (property, [key]) => property.children![0]!.value === key,
      kept: (property, [, value]) => editsOf(property.children![1]!, value),
      textOf: ([key, value]) => `${json(key)}: ${json(value)}`,
    })
  return [{ offset: node.offset, length: node.length, content: json(next) }]
}

interface ChildRules<Item> {
  /** Whether a child of the text is this item: an array's by value, an object's by key. */
  matches: (child: Node, item: Item) => boolean
  /** The edits inside a child matched (an object's property whose value changed). */
  kept?: (child: Node, item: Item) => Edit[]
  /** The edits of a child changed in its place, among as many children gone as come; without it, they are written anew. */
  changed?: (child: Node, item: Item) => Edit[]
  textOf: (item: Item) => string
}

/** The children of an array or object turned into `items`: the longest run of them in the text stays, the rest is edited. */
function childEdits<Item>(parent: Node, items: readonly Item[], rules: ChildRules<Item>): Edit[] {
  const children = parent.children ?? []
  const edits: Edit[] = []
  let [from, itemFrom] = [0, 0]
  for (const [at, itemAt] of [...commonRun(children, items, rules.matches), [children.length, items.length] as const]) {
    const gone = children.slice(from, at)
    const come = items.slice(itemFrom, itemAt)
    if (rules.changed && gone.length === come.length) gone.forEach((child, index) => edits.push(...rules.changed!(child, come[index]!)))
    else if (gone.length || come.length) edits.push(spliced(parent, from, at, come.map(rules.textOf).join(', ')))
    if (at < children.length) edits.push(...(rules.kept?.(children[at]!, items[itemAt]!) ?? []))
    ;[from, itemFrom] = [at + 1, itemAt + 1]
  }
  return edits
}

/** The pairs [child, item] of the longest run of children that the items keep in order. */
function commonRun<Item>(children: readonly Node[], items: readonly Item[], matches: ChildRules<Item>['matches']) {
  const longest = Array.from({ length: children.length + 1 }, () => new Array<number>(items.length + 1).fill(0))
  for (let at = children.length - 1; at >= 0; at--)
    for (let itemAt = items.length - 1; itemAt >= 0; itemAt--)
      longest[at]![itemAt] = matches(children[at]!, items[itemAt]!)
        ? longest[at + 1]![itemAt + 1]! + 1
        : Math.max(longest[at + 1]![itemAt]!, longest[at]![itemAt + 1]!)
  const pairs: (readonly [number, number])[] = []
  for (let at = 0, itemAt = 0; at < children.length && itemAt < items.length;)
    if (matches(children[at]!, items[itemAt]!)) pairs.push([at++, itemAt++])
    else if (longest[at + 1]![itemAt]! >= longest[at]![itemAt + 1]!) at++
    else itemAt++
  return pairs
}

const end = (node: Node) => node.offset + node.length

/** The edit that puts `content` (children joined by commas, or nothing) where the children from `from` to `to` are. */
function spliced(parent: Node, from: number, to: number, content: string): Edit {
  const children = parent.children ?? []
  const [first, last, before, after] = [children[from], children[to - 1], children[from - 1], children[to]]
  if (first && last) {
    if (content) return { offset: first.offset, length: end(last) - first.offset, content }
    if (after) return { offset: first.offset, length: after.offset - first.offset, content }
    if (before) return { offset: end(before), length: end(last) - end(before), content }
    return { offset: parent.offset + 1, length: parent.length - 2, content }
  }
  if (before) return { offset: end(before), length: 0, content: `, ${content}` }
  if (after) return { offset: after.offset, length: 0, content: `${content}, ` }
  return { offset: parent.offset + 1, length: 0, content }
}
