import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import { areaOfMessage, CATALOGUE_AREAS } from './catalogue-areas';

describe('catalogue areas', () => {
  it('give each feature its own messages, and the sign-in form and the errors to core', () => {
    expect(areaOfMessage('communications.settings.save')).toBe('communicationsSettings');
    expect(areaOfMessage('communications.templates.title')).toBe('communicationsSettings');
    expect(areaOfMessage('communications.history.title')).toBe('communicationsHistory');
    expect(areaOfMessage('communications.state.active')).toBe('communications');
    expect(areaOfMessage('errors.preferences.notifications')).toBe('communications');
    expect(areaOfMessage('configuration.title')).toBe('configuration');
    expect(areaOfMessage('errors.tools.create')).toBe('admin');
    expect(areaOfMessage('auth.mfa.choose.label')).toBe('signInSteps');
    expect(areaOfMessage('layout.navigation')).toBe('shell');
    expect(areaOfMessage('auth.login.submit')).toBe('core');
    expect(areaOfMessage('auth.error.notAuthorized')).toBe('core');
    expect(areaOfMessage('errors.server')).toBe('core');
    expect(areaOfMessage('route.login')).toBe('core');
  });

  it('leave no area empty, and keep core the smaller part of the catalogue', () => {
    const ids = Object.keys(en);
    for (const area of CATALOGUE_AREAS) {
      expect(
        ids.some((id) => areaOfMessage(id) === area),
        area,
      ).toBe(true);
    }
    expect(ids.filter((id) => areaOfMessage(id) === 'core').length).toBeLessThan(ids.length / 2);
  });
});
