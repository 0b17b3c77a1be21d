import { ActionButtonList } from '@/components/ActionButtonList'
import { Accounts } from '@/components/Accounts'
import { InfoList } from '@/components/InfoList'

export default function Home() {
  return (
    <main>
      <h1>Portico + Next.js + wagmi</h1>
      <appkit-button />
      <ActionButtonList />
      <Accounts />
      <InfoList />
    </main>
  )
}
