import { useParams } from 'wouter';
import { useSession } from '@/lib/session/session-provider';
import { InboxScreen } from './inbox-screen';

/** The inbox of the practice chosen in the switcher; the guards ensure there is one. */
export const InboxPage = () => {
  const { currentPractice } = useSession();
  const { conversationId } = useParams<{ conversationId?: string }>();
  if (!currentPractice) return null;
  const { id, name, phone, timezone } = currentPractice.details;
  return (
    <InboxScreen
      key={id}
      practice={{ id, name, phone, timezone }}
      {...(conversationId ? { conversationId } : {})}
    />
  );
};
