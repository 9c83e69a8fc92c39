import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmLeave } from '@/lib/navigation/leave-guard';
import { notify } from '@/components/feedback/snackbar-store';
import { useSession } from '@/lib/session/session-provider';
import { sessionErrorMessages } from '@/lib/session/session-messages';
import { pageMessages } from '../pages/page-messages';
import { layoutMessages } from './layout-messages';
import type { PracticeCombobox } from './practice-combobox';
import { PracticeField, type PracticeFieldHandoff } from './practice-field';

const useStyles = makeStyles({
  // The room the header has: at its own content's width, "Centre dentaire Saint-Laurent" was cut.
  root: { display: 'flex', flexGrow: 1, alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  // The header must never scroll sideways on a phone: the field shrinks, the list keeps its width.
  // 24rem holds the longest names (« Clinique d’orthodontie de Sherbrooke ») on a desktop.
  combobox: { minWidth: 0, width: '100%', maxWidth: '24rem' },
  // One practice, no list to read it in: its name takes two lines rather than being cut.
  single: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
});

let loadedCombobox: typeof PracticeCombobox | undefined;
let comboboxRequest: Promise<typeof PracticeCombobox> | undefined;

/**
 * Fluent's Combobox and its list (13 KB gzip) wait for a person to come to the field: every
 * signed-in screen shows the switcher, few visits change practice (decision 030). A failed
 * download leaves the plain field, and the next approach tries again.
 */
const loadCombobox = (): Promise<typeof PracticeCombobox> =>
  (comboboxRequest ??= import('./practice-combobox').then(
    (module) => (loadedCombobox = module.PracticeCombobox),
    (error: unknown) => {
      comboboxRequest = undefined;
      throw error;
    },
  ));

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
  // What is typed lives here, not in the field: the plain field and the combobox share it.
  const [query, setQuery] = useState<string>();
  const [Combobox, setCombobox] = useState(() => loadedCombobox);
  const [listWanted, setListWanted] = useState(false);
  const handoffRef = useRef<PracticeFieldHandoff>({});

  if (practices.length <= 1) {
    return (
      <Text className={styles.single} weight="semibold">
        {currentPractice?.name ?? ''}
      </Text>
    );
  }

  const currentName = currentPractice?.name ?? '';
  const field = {
    label: intl.formatMessage(layoutMessages.practice),
    listButtonLabel: intl.formatMessage(layoutMessages.practiceListButton),
    value: query ?? currentName,
    title: currentName,
    busy: switchingPractice,
    className: styles.combobox,
    onQueryChange: setQuery,
    handoffRef,
  };
  return (
    <div className={styles.root}>
      {Combobox ? (
        <Combobox
          {...field}
          openAtFirst={listWanted}
          practices={practices}
          currentPracticeId={currentPractice?.id}
          filter={query}
          noMatchLabel={intl.formatMessage(layoutMessages.noPracticeMatch)}
          onClose={() => setQuery(undefined)}
          onSelect={(practiceId) => {
            if (switchingPractice) return;
            setQuery(undefined);
            // Another practice's settings replace this one's: unsaved changes ask first.
            void confirmLeave().then((leave) => (leave ? selectPractice(practiceId) : undefined));
          }}
        />
      ) : (
        <PracticeField
          {...field}
          onNeeded={() => {
            loadCombobox().then(
              (component) => setCombobox(() => component),
              () => undefined,
            );
          }}
          onListWanted={() => setListWanted(true)}
        />
      )}
      {switchingPractice && <Spinner size="tiny" aria-label={intl.formatMessage(pageMessages.loading)} />}
    </div>
  );
};
