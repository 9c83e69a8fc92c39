import type { MessageKind } from '@/api/generated/communication/model';
import { managesPractice } from '@/domain/practice-roles';
import { useSession } from '@/lib/session/session-provider';
import { KindSettings } from './kind-settings';

/** The settings of a kind for the practice chosen in the switcher; the guards ensure there is one. */
const CurrentPracticeSettings = ({ kind }: { kind: MessageKind }) => {
  const { currentPractice } = useSession();
  if (!currentPractice) return null;
  return (
    <KindSettings
      kind={kind}
      practice={currentPractice.details}
      canManage={managesPractice(currentPractice.role)}
    />
  );
};

export const NotificationSettingsPage = () => <CurrentPracticeSettings kind="REMINDER" />;
export const ConfirmationSettingsPage = () => <CurrentPracticeSettings kind="CONFIRMATION" />;
export const HygieneRecallSettingsPage = () => <CurrentPracticeSettings kind="HYGIENE_RECALL" />;
