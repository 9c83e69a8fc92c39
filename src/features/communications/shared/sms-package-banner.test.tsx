import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRACTICES } from '../../../../mocks/db/practice-directory';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { SmsPackageBanner } from './sms-package-banner';

const practiceWith = (sms: 'low' | 'near-limit' | 'over-limit') => {
  const practice = PRACTICES.find((entry) => entry.sms === sms && entry.automatedCommunications);
  if (!practice) throw new Error(`No seeded practice with an SMS package ${sms}`);
  return practice;
};

describe('SmsPackageBanner', () => {
  it('warns with the used percentage once usage passes the server’s threshold', async () => {
    signInAs('sysadmin');
    renderWithProviders(<SmsPackageBanner practiceId={practiceWith('near-limit').id} />);
    expect(await screen.findByText(/^Your SMS package is at \d+(\.\d)?% this month/)).toBeInTheDocument();
  });

  it('says sending is suspended, with the support contact, in French', async () => {
    signInAs('sysadmin');
    renderWithProviders(<SmsPackageBanner practiceId={practiceWith('over-limit').id} />, { locale: 'fr' });
    expect(
      await screen.findByText(
        /l’envoi des SMS est suspendu\. Communiquez avec le soutien technique au .+ ou à .+@.+\./,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing while the package is far from its limit', async () => {
    signInAs('sysadmin');
    // Beside one near its limit: once that one has answered, the low one has too.
    renderWithProviders(
      <>
        <SmsPackageBanner practiceId={practiceWith('low').id} />
        <SmsPackageBanner practiceId={practiceWith('near-limit').id} />
      </>,
    );
    expect(await screen.findByText(/^Your SMS package is at/)).toBeInTheDocument();
    expect(screen.getAllByText('SMS package')).toHaveLength(1);
  });
});
