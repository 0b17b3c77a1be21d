import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { ContextProvider } from '@/context'

export const metadata: Metadata = {
  title: 'Portico + Next.js + wagmi',
  description: 'An AppKit Next.js dapp on Portico',
}

// Reading the request's cookies renders every request on the server, with wagmi's stored connection.
export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  const cookies = (await headers()).get('cookie')

  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
