import { GetCommunicationPreferencesResponse } from '@/api/generated/communication/communication.zod';
import type { MessageKind } from '@/api/generated/communication/model';
import { communicationPreferences } from '../db/communication';
import { PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { clientAs, expectContract } from './api-test-client';

/** For the communication preferences' tests: a practice's preferences, read and written as sysadmin. */
export const sysadmin = clientAs('sysadmin');

export const practiceNamed = (name: string) => PRACTICES.find((practice) => practice.name === name)!;
export const path = (practice: PracticeEntry, suffix = '') =>
  `/practices/${practice.id}/communication/preferences${suffix}`;
export const list = async (practice: PracticeEntry) =>
  expectContract(await sysadmin('GET', path(practice)), GetCommunicationPreferencesResponse);
export const preferenceOf = async (practice: PracticeEntry, kind: MessageKind) =>
  (await list(practice)).find((preference) => preference.kind === kind)!;

/** Every practice with the module has all three kinds: creating one needs a kind removed first. */
export const unconfigure = (practice: PracticeEntry, kind: MessageKind) =>
  communicationPreferences.delete((q) => q.where({ practiceId: practice.id, kind }));
