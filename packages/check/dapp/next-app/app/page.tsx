import { Wallet } from './Wallet'

export default function Page() {
  return <Wallet />
}
