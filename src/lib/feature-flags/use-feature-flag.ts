import { useSyncExternalStore } from 'react';
import { getFeatureFlags, subscribeFeatureFlags, type FeatureFlagName } from './feature-flags';

/** Whether a feature flag is on; re-renders when the flag service changes it. */
export const useFeatureFlag = (name: FeatureFlagName): boolean =>
  useSyncExternalStore(subscribeFeatureFlags, () => getFeatureFlags()[name]);
