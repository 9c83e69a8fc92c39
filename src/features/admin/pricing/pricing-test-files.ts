import { File as NodeFile } from 'node:buffer';
import { onTestFinished, vi } from 'vitest';

/** jsdom's File: what a person's file picker gives the page in these tests. */
const PickedFile = globalThis.File;

/** A file as the system's picker would give it. */
export const pickedFile = (parts: BlobPart[], name: string, type = ''): File =>
  new PickedFile(parts, name, { type });

/**
 * Lets the offline API read multipart uploads under jsdom, for the current test. The page builds
 * its FormData with jsdom's classes, and jsdom's XMLHttpRequest writes a correct body; Node's
 * multipart parser (undici, behind msw's Request) then builds each file part with the *global*
 * File, which jsdom replaced, and rejects its own result. Node's File is put back while the test
 * runs; the test's files are made with jsdom's (pickedFile), as a browser's picker would.
 * mocks/handlers/pricing.test.ts avoids the question by running in the node environment.
 */
export const readMultipartInTest = (): void => {
  vi.stubGlobal('File', NodeFile);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
};
