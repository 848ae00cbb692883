import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeFileAtomic } from '../../scripts/i18n/atomic-write.ts'
import { repoRoot } from '../support/project-copy.ts'

/** The one way the commands and the workspace write a project file (locales, content data, photos' cache). */

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'atomic-write-'))
  mkdirSync(join(root, 'locales/fr'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('writing a project file', () => {
  it('replaces the file whole and leaves no temporary file', () => {
    writeFileSync(join(root, 'locales/fr/home.json'), '{}\n')
    writeFileAtomic(join(root, 'locales/fr/home.json'), '{ "a": "b" }\n')
    expect(readFileSync(join(root, 'locales/fr/home.json'), 'utf8')).toBe('{ "a": "b" }\n')
    expect(readdirSync(join(root, 'locales/fr'))).toEqual(['home.json'])
  })

  it('removes the temporary files a stopped write left, and keeps those of a write still running', () => {
    // The id of a process that has ended: its temporary file can never be renamed.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout
    const stale = `.home.json.${ended}.m1k2x3.tmp`
    const running = `.about.json.${process.ppid}.m1k2x4.tmp`
    for (const name of [stale, running]) writeFileSync(join(root, 'locales/fr', name), '{')
    writeFileAtomic(join(root, 'locales/fr/home.json'), '{}\n')
    expect(readdirSync(join(root, 'locales/fr')).sort()).toEqual([running, 'home.json'].sort())
  })

  it('writes nothing through a locale folder that is a link to elsewhere', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'atomic-write-elsewhere-'))
    try {
      symlinkSync(elsewhere, join(root, 'locales/de'))
      expect(() => writeFileAtomic(join(root, 'locales/de/home.json'), '{}\n')).toThrow(
        /locales\/de leads to .*, outside the project, through a symbolic link\. Nothing was written/,
      )
      expect(readdirSync(elsewhere)).toEqual([])
      // A project that itself lies behind a link (a home folder on another disk) is written as usual.
      symlinkSync(root, `${root}-linked`)
      writeFileAtomic(join(`${root}-linked`, 'locales/fr/home.json'), '{}\n')
      expect(existsSync(join(root, 'locales/fr/home.json'))).toBe(true)
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
      rmSync(`${root}-linked`, { force: true })
    }
  })

  it('keeps git from committing a temporary file', () => {
    const ignored = spawnSync('git', ['check-ignore', '--no-index', '--quiet', 'locales/fr/.home.json.4242.m1k2x3.tmp'], { cwd: repoRoot })
    expect(ignored.status).toBe(0)
  })
})
