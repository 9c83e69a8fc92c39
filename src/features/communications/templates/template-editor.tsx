import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { CommunicationTemplate } from '@/api/generated/communication/model';
import { notify } from '@/components/feedback/snackbar-store';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import {
  requiredPlaceholders,
  type TemplateField,
  type TemplatePlaceholder,
} from '@/domain/template-placeholders';
import { errorMessage, type ErrorMessage } from '@/lib/errors/error-message';
import { generalErrorMessages } from '@/lib/errors/general-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { toPlainText } from '../shared/sms-counter/gsm-characters';
import { PlaceholderPicker } from './placeholder-picker';
import { tokenOf } from './preview-text';
import type { SampleValues } from './sample-values';
import { languageTag } from './template-combos';
import {
  newTemplateValues,
  TEMPLATE_FIELDS,
  templateFormSchema,
  toFormValues,
  type TemplateFormValues,
  type TemplateTarget,
} from './template-form';
import { namedPlaceholder } from './template-issue-text';
import { TemplatePreview } from './template-preview';
import { TemplateTextField, type TextElement } from './template-text-field';
import { templatesMessages as messages } from './templates-messages';
import { useSaveTemplate } from './use-save-template';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    // Side by side when there is room, the preview under the editor on a phone.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** Kinds of failure that the general snackbar does not cover: the editor says them in full. */
const EXPLAINED = new Set(['validation', 'contract', 'forbidden', 'conflict']);

interface SaveProblem {
  title?: MessageDescriptor;
  text: MessageDescriptor;
  detail?: ErrorMessage;
}

interface TemplateEditorProps {
  target: TemplateTarget;
  /** Undefined while creating it, or when it was deleted during the editing. */
  template: CommunicationTemplate | undefined;
  /** The user asked to create it (the practice had none): no 'deleted meanwhile' then. */
  creating: boolean;
  samples: SampleValues;
  readOnly: boolean;
  label: string;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One template: subject (email) and text with the placeholder picker, SPEC §5's rules at the
 * fields, and the preview beside. A failed save keeps what was typed; a 400 puts the server's
 * messages at the fields.
 */
export const TemplateEditor = (props: TemplateEditorProps) => {
  const { target, template, creating, samples, readOnly, label, onDirtyChange } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { save, refresh } = useSaveTemplate(target.practiceId);
  const [problem, setProblem] = useState<SaveProblem>();
  const elements = useRef<Record<TemplateField, TextElement | null>>({ subject: null, body: null });
  const lastFocused = useRef<TemplateField>('body');

  const form = useForm<TemplateFormValues>({
    resolver: zodResolver(
      templateFormSchema(
        target,
        template === undefined,
        samples.fallbacks.name ? undefined : samples.values.practiceName,
      ),
    ),
    defaultValues: template ? toFormValues(template) : newTemplateValues(target.kind, target.channel),
    // Checked on the press of Save, then as the text changes: checked on leaving the text, the
    // reason appeared above the button as the pointer went down on it and moved the button from
    // under the pointer, so the press was lost and the focus stayed on the button.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, setError, setValue, formState } = form;
  const { isDirty, isSubmitting } = formState;
  useLeaveGuard(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // A template saved elsewhere (or read again after a save) refreshes the form unless it is being edited.
  useEffect(() => {
    if (template && !isDirty) reset(toFormValues(template));
  }, [template, isDirty, reset]);

  // The create button that opened this editor is gone: the first field takes the focus.
  useEffect(() => {
    if (creating) (elements.current.subject ?? elements.current.body)?.focus();
  }, [creating]);

  const { subject, body } = useWatch({ control });

  /** Puts `{{name}}` where the cursor of the last field used was, and the cursor after it. */
  const insert = (placeholder: TemplatePlaceholder) => {
    const field = target.channel === 'EMAIL' ? lastFocused.current : 'body';
    const element = elements.current[field];
    if (!element) return;
    element.focus();
    const end = element.value.length;
    element.setRangeText(
      tokenOf(placeholder),
      element.selectionStart ?? end,
      element.selectionEnd ?? end,
      'end',
    );
    setValue(field, element.value, { shouldDirty: true, shouldValidate: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const saved = await save(target, template, values);
      reset(toFormValues(saved));
      notify({ intent: 'success', message: successMessages.saved });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, TEMPLATE_FIELDS)) return;
      const kind = isApiError(error) ? error.kind : undefined;
      if (kind === 'not-found' || kind === 'conflict') void refresh();
      if (kind === 'not-found') {
        setProblem({ title: generalErrorMessages.templateNotFound, text: messages.deletedMeanwhile });
      } else if (kind === 'conflict' && !template) {
        setProblem({ text: messages.createdMeanwhile });
      } else {
        setProblem({
          text: messages.notSaved,
          ...(kind === undefined || EXPLAINED.has(kind) ? { detail: errorMessage(error) } : {}),
        });
      }
    }
  });

  const fieldProps = {
    control,
    lang: languageTag(target.language),
    language: target.language,
    readOnly: readOnly || isSubmitting,
    onFocus: (name: TemplateField) => {
      lastFocused.current = name;
    },
  };
  const required = requiredPlaceholders(target.kind, target.channel).map((name) =>
    namedPlaceholder(intl, name),
  );
  const gone = !template && !creating && !problem;

  return (
    <div className={styles.layout}>
      <form className={styles.form} aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
        {gone && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{intl.formatMessage(generalErrorMessages.templateNotFound)}</MessageBarTitle>
              {intl.formatMessage(messages.deletedMeanwhile)}
            </MessageBarBody>
          </MessageBar>
        )}
        {target.channel === 'EMAIL' && (
          <TemplateTextField
            {...fieldProps}
            name="subject"
            label={intl.formatMessage(messages.subject, { language: target.language })}
            elementRef={(element) => {
              elements.current.subject = element;
            }}
          />
        )}
        <TemplateTextField
          {...fieldProps}
          name="body"
          label={intl.formatMessage(messages.body, { channel: target.channel, language: target.language })}
          hint={intl.formatMessage(messages.mustContain, {
            placeholders: intl.formatList(required, { type: 'conjunction' }),
          })}
          elementRef={(element) => {
            elements.current.body = element;
          }}
        />
        {/* Announced at once (role alert): the answer to the save the user just asked for. */}
        {problem && (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>
              {problem.title && <MessageBarTitle>{intl.formatMessage(problem.title)}</MessageBarTitle>}
              {intl.formatMessage(problem.text)}
              {problem.detail && <> {intl.formatMessage(problem.detail.descriptor, problem.detail.values)}</>}
            </MessageBarBody>
          </MessageBar>
        )}
        {!readOnly && (
          <div className={styles.actions}>
            <PlaceholderPicker
              kind={target.kind}
              channel={target.channel}
              disabled={isSubmitting}
              onInsert={insert}
            />
            <Button type="submit" appearance="primary" disabled={isSubmitting}>
              {intl.formatMessage(isSubmitting ? messages.saving : messages.save)}
            </Button>
            {isSubmitting && <Spinner size="tiny" />}
            {isDirty && !isSubmitting && (
              <Button onClick={() => reset()}>{intl.formatMessage(messages.discard)}</Button>
            )}
          </div>
        )}
      </form>
      <TemplatePreview
        channel={target.channel}
        language={target.language}
        subject={subject ?? ''}
        body={body ?? ''}
        samples={samples}
        onPlainText={
          readOnly
            ? undefined
            : () => setValue('body', toPlainText(body ?? ''), { shouldDirty: true, shouldValidate: true })
        }
      />
    </div>
  );
};
