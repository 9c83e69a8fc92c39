import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { CommunicationState } from '@/api/generated/communication/model';
import { stateNames } from './state-names';

const COLOURS: Record<CommunicationState, BadgeProps['color']> = {
  ENABLED: 'success',
  DISABLED: 'subtle',
  ENABLING: 'warning',
  DISABLING: 'warning',
};

/** A kind's state as a badge, the same colours and words on the home and on its settings. */
export const StateBadge = ({
  state,
  appearance,
}: {
  /** Undefined: the kind was never set up. */
  state: CommunicationState | undefined;
  appearance: BadgeProps['appearance'];
}) => {
  const intl = useIntl();
  return (
    <Badge appearance={appearance} color={state ? COLOURS[state] : 'informative'}>
      {intl.formatMessage(state ? stateNames[state] : stateNames.notSetUp)}
    </Badge>
  );
};
