import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, getFeatureFlags, resetFeatureFlags, setFeatureFlags } from './feature-flags';
import { useFeatureFlag } from './use-feature-flag';

const Probe = () => <p>{useFeatureFlag('new_apt_notifications') ? 'on' : 'off'}</p>;

afterEach(() => resetFeatureFlags());

describe('useFeatureFlag', () => {
  it('starts from the default (new_apt_notifications off) and follows the flag service', () => {
    expect(FEATURE_FLAG_DEFAULTS.new_apt_notifications).toBe(false);
    render(<Probe />);
    expect(screen.getByText('off')).toBeInTheDocument();
    act(() => setFeatureFlags({ new_apt_notifications: true, unknown_flag: true }));
    expect(screen.getByText('on')).toBeInTheDocument();
    expect(getFeatureFlags()).toEqual({ new_apt_notifications: true });
    act(() => resetFeatureFlags());
    expect(screen.getByText('off')).toBeInTheDocument();
  });
});
