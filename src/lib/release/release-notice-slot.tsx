import { useSyncExternalStore } from 'react';
import { confirmLeave } from '@/lib/navigation/leave-guard';
import { onDemand } from '@/utils/on-demand-component';
import { newRelease } from './new-release';

// The notice's code (a Fluent message bar, its texts) stays off the signed-in screens' first load;
// the release watcher downloads it a few seconds in, before any release could remove it.
const ReleaseNotice = onDemand(async () => (await import('./release-notice')).ReleaseNotice);

/** Where the signed-in frame shows that a newer release is deployed (release-notice.tsx). */
export const ReleaseNoticeSlot = () =>
  useSyncExternalStore(newRelease.subscribe, newRelease.get) ? (
    <ReleaseNotice confirmLeave={confirmLeave} />
  ) : null;
