import { GetAuditLogResponse } from '@/api/generated/audit/audit.zod';
import { findUserByUsername } from '../db/users';
import { practiceIdsOf } from './practice-access';
import { expectContract, type clientAs } from './api-test-client';

/** For the audit log's tests: a page of the log as a seeded user reads it, checked against the contract. */
export const logAs = async (client: ReturnType<typeof clientAs>, query = '') =>
  expectContract(await client('GET', `/audit-log${query}`), GetAuditLogResponse);

/** The practices the demo account `clinic` manages: the only ones whose entries it sees. */
export const clinicPractices = () => practiceIdsOf(findUserByUsername('clinic')!, { managing: true });
