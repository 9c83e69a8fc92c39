import { randomUuid } from '../random';
import { HttpResponse, http } from 'msw';
import {
  CreateCommunicationPreferenceBody,
  UpdateCommunicationPreferenceBody,
} from '@/api/generated/communication/communication.zod';
import type { CommunicationPreference, CommunicationState } from '@/api/generated/communication/model';
import { apiPath } from '../config';
import { communicationPreferences } from '../db/communication';
import { MESSAGE_KINDS } from '../db/communication-seed';
import {
  PREFERENCE_SETTLE_MS,
  bookingNoticeErrors,
  channelErrors,
  isTransitional,
  nextState,
  resolveTiming,
  settledState,
} from './communication-preference-rules';
import { communicationPracticeOf, nowIso } from './communication-practice';
import { conflict, notFound, readJsonBody, validationFailed } from './problem';

const PreferenceUpdate = UpdateCommunicationPreferenceBody.refine((body) => Object.keys(body).length > 0, {
  message: 'Give at least one field to change.',
});

type StoredPreference = CommunicationPreference & { settlesAt?: string };

const toPreference = ({ settlesAt: _settlesAt, ...preference }: StoredPreference): CommunicationPreference =>
  preference;

const settlesAtFor = (state: CommunicationState) =>
  isTransitional(state) ? new Date(Date.now() + PREFERENCE_SETTLE_MS).toISOString() : undefined;

/**
 * Changes whose delay is over have reached the practice: ENABLING becomes ENABLED, DISABLING
 * DISABLED. Every reader of the preferences settles them first (the upcoming messages too).
 */
export const settlePreferences = async (practiceId: string) => {
  const now = new Date().toISOString();
  await communicationPreferences.updateMany(
    (q) => q.where({ practiceId, settlesAt: (settlesAt) => settlesAt !== undefined && settlesAt <= now }),
    {
      data(preference) {
        preference.state = settledState(preference.state);
        delete preference.settlesAt;
      },
    },
  );
};

const byKind = (a: StoredPreference, b: StoredPreference) =>
  MESSAGE_KINDS.indexOf(a.kind) - MESSAGE_KINDS.indexOf(b.kind);

export const communicationPreferenceHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/preferences'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    await settlePreferences(practice.id);
    const preferences = communicationPreferences.findMany((q) => q.where({ practiceId: practice.id }));
    return HttpResponse.json(preferences.sort(byKind).map(toPreference));
  }),

  http.post(apiPath('/practices/:practiceId/communication/preferences'), async ({ request, params }) => {
    const body = await readJsonBody(request, CreateCommunicationPreferenceBody);
    if (body.practiceId !== String(params.practiceId)) {
      return validationFailed([
        { field: 'practiceId', code: 'mismatch', message: 'practiceId must be the practice of the path.' },
      ]);
    }
    const { timing, errors } = resolveTiming(body.kind, body);
    errors.push(...channelErrors(body.channels), ...bookingNoticeErrors(body.kind, body.notifyOnBooking));
    if (errors.length > 0) return validationFailed(errors);
    const practice = await communicationPracticeOf(request, params, { write: true });
    if (communicationPreferences.findFirst((q) => q.where({ practiceId: practice.id, kind: body.kind }))) {
      return conflict(
        `The ${body.kind} communications of this practice are already configured: update them instead.`,
      );
    }

    const state: CommunicationState = body.enabled ? 'ENABLING' : 'DISABLED';
    const settlesAt = settlesAtFor(state);
    const created = await communicationPreferences.create({
      id: randomUuid(),
      practiceId: practice.id,
      kind: body.kind,
      state,
      channels: body.channels,
      ...timing,
      ...(body.notifyOnBooking === undefined ? {} : { notifyOnBooking: body.notifyOnBooking }),
      updatedAt: nowIso(),
      ...(settlesAt ? { settlesAt } : {}),
    });
    return HttpResponse.json(toPreference(created), { status: 201 });
  }),

  http.patch(apiPath('/practices/:practiceId/communication/preferences/:id'), async ({ request, params }) => {
    const body = await readJsonBody(request, PreferenceUpdate);
    const practice = await communicationPracticeOf(request, params, { write: true });
    await settlePreferences(practice.id);
    const id = String(params.id);
    const current = communicationPreferences.findFirst((q) => q.where({ id, practiceId: practice.id }));
    if (!current) return notFound(`Communication preference ${id} does not exist in this practice.`);

    // What the body may hold depends on the kind and the current timing: judged once they are known.
    const { timing, errors } = resolveTiming(
      current.kind,
      { ...body, sendTiming: body.sendTiming ?? current.sendTiming },
      current,
    );
    errors.push(...channelErrors(body.channels), ...bookingNoticeErrors(current.kind, body.notifyOnBooking));
    if (errors.length > 0) return validationFailed(errors);
    const state = nextState(current.state, body.enabled);
    if (state === 'conflict') {
      return conflict(
        `The ${current.kind} communications are ${current.state === 'ENABLING' ? 'being enabled' : 'being disabled'}: wait until the practice has applied the change.`,
        'PREFERENCE_TRANSITIONING',
      );
    }

    const settlesAt = state === current.state ? current.settlesAt : settlesAtFor(state);
    const updated = await communicationPreferences.update(current, {
      data(preference) {
        preference.state = state;
        if (body.channels) preference.channels = body.channels;
        if (body.notifyOnBooking !== undefined) preference.notifyOnBooking = body.notifyOnBooking;
        preference.sendTiming = timing.sendTiming;
        if (timing.days === undefined) delete preference.days;
        else preference.days = timing.days;
        if (timing.sendHour === undefined) delete preference.sendHour;
        else preference.sendHour = timing.sendHour;
        if (settlesAt === undefined) delete preference.settlesAt;
        else preference.settlesAt = settlesAt;
        preference.updatedAt = nowIso();
      },
    });
    return HttpResponse.json(toPreference(updated ?? current));
  }),
];
