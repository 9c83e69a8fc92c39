import { makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useCallback, useId, useMemo, useState } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import { useGetCommunicationTemplates } from '@/api/generated/communication/communication';
import type { MessageKind } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import { sampleValues } from './sample-values';
import { comboKey, findTemplate, TEMPLATE_COMBOS } from './template-combos';
import { TemplatePanel } from './template-panel';
import { templatesMessages as messages } from './templates-messages';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  heading: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  // Four tabs do not fit a phone's width on one line.
  tabs: { flexWrap: 'wrap' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

interface MessageTemplatesProps {
  kind: MessageKind;
  practice: Practice;
  /** A user who may not change the practice (SPEC §6) reads the templates without editing them. */
  readOnly?: boolean;
}

const Templates = ({ kind, practice, readOnly }: Required<MessageTemplatesProps>) => {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const templates = useGetCommunicationTemplates(practice.id);
  const first = comboKey(TEMPLATE_COMBOS[0] ?? { channel: 'SMS', language: 'FR' });
  const [selected, setSelected] = useState(first);
  // Panels stay mounted once opened, so a template's unsaved text survives a switch to another.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([first]));
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [now] = useState(() => new Date());
  const samples = useMemo(
    () => ({ FR: sampleValues(practice, 'FR', now), EN: sampleValues(practice, 'EN', now) }),
    [practice, now],
  );
  const dirtyChange = useCallback((key: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const dirtyHandlers = useMemo(
    () =>
      Object.fromEntries(
        TEMPLATE_COMBOS.map((combo) => [
          comboKey(combo),
          (isDirty: boolean) => dirtyChange(comboKey(combo), isDirty),
        ]),
      ),
    [dirtyChange],
  );

  const select = (key: string) => {
    setSelected(key);
    setOpened((current) => (current.has(key) ? current : new Set([...current, key])));
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <Text>{intl.formatMessage(messages.intro, { example: '{{date}}' })}</Text>
      {templates.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {templates.isError && (
        <LoadError message={messages.loadError} onRetry={templates.refetch} retrying={templates.isFetching} />
      )}
      {templates.isSuccess && (
        <>
          <TabList
            className={styles.tabs}
            selectedValue={selected}
            onTabSelect={(_, data) => select(String(data.value))}
            aria-label={intl.formatMessage(messages.tabs)}
          >
            {TEMPLATE_COMBOS.map((combo) => {
              const key = comboKey(combo);
              return (
                <Tab
                  key={key}
                  value={key}
                  id={`${id}-tab-${key}`}
                  {...(opened.has(key) ? { 'aria-controls': `${id}-panel-${key}` } : {})}
                >
                  {intl.formatMessage(messages.tab, combo)}
                  {dirty.has(key) && (
                    <>
                      <span aria-hidden="true">{' •'}</span>
                      <span className={styles.hidden}>{intl.formatMessage(messages.unsaved)}</span>
                    </>
                  )}
                </Tab>
              );
            })}
          </TabList>
          {TEMPLATE_COMBOS.filter((combo) => opened.has(comboKey(combo))).map((combo) => {
            const key = comboKey(combo);
            return (
              <div
                key={key}
                role="tabpanel"
                id={`${id}-panel-${key}`}
                aria-labelledby={`${id}-tab-${key}`}
                hidden={key !== selected}
              >
                <TemplatePanel
                  target={{ ...combo, practiceId: practice.id, kind }}
                  template={findTemplate(templates.data, kind, combo)}
                  samples={samples[combo.language]}
                  readOnly={readOnly}
                  label={intl.formatMessage(messages.tab, combo)}
                  onDirtyChange={dirtyHandlers[key] ?? (() => undefined)}
                />
              </div>
            );
          })}
        </>
      )}
    </section>
  );
};

/**
 * The four templates of a kind (SMS and email, French and English) for a practice: pick one,
 * edit it with its preview, create a missing one. Another practice starts afresh.
 */
export const MessageTemplates = ({ kind, practice, readOnly = false }: MessageTemplatesProps) => (
  <Templates key={`${practice.id}/${kind}`} kind={kind} practice={practice} readOnly={readOnly} />
);
