import { describe, expect, it } from 'vitest'
import { announced } from '../../../catalogue/testing'
import { allWalletsEntries, searchEntries } from './allWalletsEntries'

const record = (id: string, name: string, rdns?: string) => ({ id, name, rdns: rdns ?? null })
const sandbox = announced('Portico Sandbox Wallet', 'dev.portico.sandbox')
const names = (entries: ReturnType<typeof allWalletsEntries>) => entries.map((e) => `${e.kind}:${e.name}`)

describe('allWalletsEntries', () => {
  it('lists installed wallets first, then featured and pages, each once, installed never twice', () => {
    const entries = allWalletsEntries({
      installed: [sandbox],
      featured: [record('z', 'Zerion')],
      wallets: [record('m', 'MetaMask'), record('s', 'Portico Sandbox Wallet', 'dev.portico.sandbox'), record('z', 'Zerion'), record('r', 'Rainbow')],
    })
    expect(names(entries)).toEqual(['installed:Portico Sandbox Wallet', 'catalogue:Zerion', 'catalogue:MetaMask', 'catalogue:Rainbow'])
  })
})

describe('searchEntries', () => {
  it('puts matching installed wallets before the catalogue results', () => {
    const results = [record('s', 'Portico Sandbox Wallet', 'dev.portico.sandbox'), record('p', 'Portico Pay')]
    expect(names(searchEntries({ installed: [sandbox], results, query: ' portico ' }))).toEqual(['installed:Portico Sandbox Wallet', 'catalogue:Portico Pay'])
    expect(names(searchEntries({ installed: [sandbox], results: [], query: 'rain' }))).toEqual([])
  })
})
