import { UserMessages } from '@portico/contracts'
import { useShownMessage } from '../i18n/useMessages'

/** What a view shows when its code failed to load or threw: the modal itself stays. */
export function SomethingWentWrong() {
  const shown = useShownMessage()
  return (
    <p className="muted" role="alert">
      {shown(UserMessages.SOMETHING_WENT_WRONG)}
    </p>
  )
}
