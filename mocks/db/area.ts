import type { Collection } from '@msw/data';

/**
 * One area of the offline database: its collections and how to seed them. Areas are seeded in
 * the order database.ts lists them, so an area may read the collections of those before it.
 */
export interface DatabaseArea {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- areas hold collections of any schema
  collections: Record<string, Collection<any>>;
  seed: () => Promise<void>;
  /**
   * Collections kept in memory only, never saved in localStorage: they hold secrets (password
   * verifiers, TOTP secrets) that a script of the page could otherwise read.
   */
  memoryOnly?: string[];
  /** Forgets state the area keeps outside its collections; runs before every seed or snapshot load. */
  clearMemory?: () => void;
}
