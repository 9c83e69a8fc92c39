import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';
import { generalErrorMessages } from '@/lib/errors/general-messages';

/**
 * What a crashed screen leaves: the default error dialog of SPEC §2, and behind it a page that
 * says the same, in case the dialog itself cannot open. Closing the dialog tries the screen again.
 */
export const AppErrorFallback = ({ reset }: { reset: () => void }) => {
  const intl = useIntl();
  useEffect(() => {
    let live = true;
    void import('@/components/feedback/dialog-kinds')
      .then(({ openDefaultErrorDialog }) => openDefaultErrorDialog())
      .then(() => live && reset());
    return () => {
      live = false;
    };
  }, [reset]);
  return (
    <PageContainer>
      <h1>{intl.formatMessage(generalErrorMessages.somethingWentWrong)}</h1>
      <p>{intl.formatMessage(generalErrorMessages.somethingWentWrongLater)}</p>
    </PageContainer>
  );
};
