import { Combobox, makeStyles, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmLeave } from '@/lib/navigation/leave-guard';
import { notify } from '@/components/feedback/snackbar-store';
import { useSession } from '@/lib/session/session-provider';
import { sessionErrorMessages } from '@/lib/session/session-messages';
import { matchesSearch } from '@/utils/search-text';
import { pageMessages } from '../pages/page-messages';
import { layoutMessages } from './layout-messages';

const useStyles = makeStyles({
  // The room the header has: at its own content's width, "Centre dentaire Saint-Laurent" was cut.
  root: { display: 'flex', flexGrow: 1, alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  // The header must never scroll sideways on a phone: the field shrinks, the list keeps its width.
  // 24rem holds the longest names (« Clinique d’orthodontie de Sherbrooke ») on a desktop.
  combobox: { minWidth: 0, width: '100%', maxWidth: '24rem' },
  // A name too long for a phone's field is read whole in the list, on two lines if need be.
  option: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  // One practice, no list to read it in: its name takes two lines rather than being cut.
  single: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
});

/**
 * Chooses the current practice (SPEC §4). Typing filters without regard to case or accents; the
 * field shows the current practice again when closed without a choice.
 */
export const PracticeSwitcher = () => {
  const styles = useStyles();
  const intl = useIntl();
  const { practices, currentPractice, selectPractice, switchingPractice, error } = useSession();
  // A switch that fails leaves the current practice in place: say so, or the choice looks ignored.
  const switching = useRef(false);
  useEffect(() => {
    if (switchingPractice) switching.current = true;
    else if (switching.current) {
      switching.current = false;
      if (error) notify({ intent: 'error', message: sessionErrorMessages[error] });
    }
  }, [switchingPractice, error]);
  const currentName = currentPractice?.name ?? '';
  const [query, setQuery] = useState<string>();
  const label = intl.formatMessage(layoutMessages.practice);

  if (practices.length <= 1) {
    return (
      <Text className={styles.single} weight="semibold">
        {currentName}
      </Text>
    );
  }

  const matches = query ? practices.filter((practice) => matchesSearch(practice.name, query)) : practices;
  return (
    <div className={styles.root}>
      <Combobox
        className={styles.combobox}
        aria-label={label}
        // Fluent names the arrow "Open " and the label, in English whatever the language.
        expandIcon={{ 'aria-label': intl.formatMessage(layoutMessages.practiceListButton) }}
        // The whole name on hover when a phone's field cuts it (the list shows it whole too).
        title={currentName}
        // The list stays inside the header's banner landmark, not after every landmark of the page.
        inlinePopup
        value={query ?? currentName}
        selectedOptions={currentPractice ? [currentPractice.id] : []}
        // Busy rather than disabled: disabling the focused field would drop keyboard focus to <body>.
        aria-busy={switchingPractice}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => {
          if (!data.open) setQuery(undefined);
        }}
        onOptionSelect={(_, data) => {
          // Typing past the selected name clears the selection: that is not a choice yet.
          if (!data.optionValue || switchingPractice) return;
          setQuery(undefined);
          const practiceId = data.optionValue;
          // Another practice's settings replace this one's: unsaved changes ask first.
          void confirmLeave().then((leave) => (leave ? selectPractice(practiceId) : undefined));
        }}
      >
        {matches.map((practice) => (
          <Option key={practice.id} value={practice.id} text={practice.name} className={styles.option}>
            {practice.name}
          </Option>
        ))}
        {matches.length === 0 && (
          <Option value="" text="" disabled>
            {intl.formatMessage(layoutMessages.noPracticeMatch)}
          </Option>
        )}
      </Combobox>
      {switchingPractice && <Spinner size="tiny" aria-label={intl.formatMessage(pageMessages.loading)} />}
    </div>
  );
};
