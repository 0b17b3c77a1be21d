import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PluginDescriptionSource } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { discoverPlugins } from '../plugins/discoverPlugins'

const root = fileURLToPath(new URL('../..', import.meta.url))
const shellSrc = join(root, 'shell/src')

/** The shell's product files: tests, type tests and test helpers may name the plugins they exercise. */
const productFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })

/**
 * Plugin ids that are also words of the contract or of AppKit's API, which the shell uses in that
 * sense: their view names are still checked.
 */
const SHARED_WORDS: Readonly<Record<string, string>> = {
  email: "the connect field kind (input: 'email'), AppKit's wallet-button name and auth provider",
  names: "the hosted /getWallets query's list of installed wallets' names (`names=`), which the catalogue mock reads",
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where the shell names a plugin: its id as a string ('send'), or one of its view names anywhere
 * (WalletSend). The shell learns about plugins from their descriptions only.
 */
async function namings(): Promise<string[]> {
  const patterns = await Promise.all(
    discoverPlugins().map(async (plugin) => {
      const { description } = (await import(join(plugin.dir, 'src/description.ts'))) as { description: PluginDescriptionSource }
      const id = plugin.id in SHARED_WORDS ? [] : [new RegExp(`(['"\`])${escape(plugin.id)}\\1`)]
      return [...id, ...Object.keys(description.views).map((view) => new RegExp(`\\b${escape(view)}\\b`))]
    }),
  )
  return productFiles(shellSrc).flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n')
    return lines.flatMap((line, index) => patterns.flat().filter((pattern) => pattern.test(line)).map((pattern) => `${relative(root, file)}:${index + 1} ${pattern.source}: ${line.trim()}`))
  })
}

describe('the shell knows no plugin by name', () => {
  it('names no plugin id and no plugin view in shell/src (outside tests)', async () => {
    expect(await namings()).toEqual([])
  })
}, 60_000)
