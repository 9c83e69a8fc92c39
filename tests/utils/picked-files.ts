import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { onTestFinished, vi } from 'vitest';

/** jsdom's File: what a person's file picker gives the page in these tests. */
const PickedFile = globalThis.File;
const PageBlob = globalThis.Blob;

/** A file as the system's picker would give it. */
export const pickedFile = (parts: BlobPart[], name: string, type = ''): File =>
  new PickedFile(parts, name, { type });

/**
 * Lets the offline API read multipart forms under jsdom, for the current test. The page builds
 * its FormData with jsdom's classes and jsdom's XMLHttpRequest writes a correct body; Node's
 * multipart parser (undici, behind msw's Request) then builds each file part with the global
 * File, which jsdom replaced, and rejects its own result. Node's File is put back while the test
 * runs; the test's files are made with jsdom's (pickedFile), as a browser's picker would.
 * A contract that checks a file with `instanceof Blob` (tools.zod.ts) took jsdom's Blob when it
 * loaded: Node's parts count as Blobs too for the test. (mocks/handlers/pricing.test.ts avoids
 * the question by running in the node environment.)
 */
export const readMultipartInTest = (): void => {
  vi.stubGlobal('File', NodeFile);
  const ownCheck = Object.getOwnPropertyDescriptor(PageBlob, Symbol.hasInstance);
  Object.defineProperty(PageBlob, Symbol.hasInstance, {
    configurable: true,
    value: (value: unknown) =>
      value instanceof NodeBlob || Function.prototype[Symbol.hasInstance].call(PageBlob, value),
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (ownCheck) Object.defineProperty(PageBlob, Symbol.hasInstance, ownCheck);
    else Reflect.deleteProperty(PageBlob, Symbol.hasInstance);
  });
};
