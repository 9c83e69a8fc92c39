/**
 * orval's input transformer: the examples of binary bodies (a pricing file's bytes, shown as text
 * in the contract for people) are left out of generation, where `useExamples` would put that text
 * in the mocks of an operation typed as returning a Blob.
 */
type Node = Record<string, unknown>;

const isBinary = (media: Node) => (media.schema as Node | undefined)?.format === 'binary';

const stripMedia = (content: unknown) => {
  for (const media of Object.values((content ?? {}) as Record<string, Node>)) {
    if (!isBinary(media)) continue;
    delete media.example;
    delete media.examples;
  }
};

export const withoutBinaryExamples = <Spec extends object>(spec: Spec): Spec => {
  const copy = structuredClone(spec) as Spec & { paths?: Record<string, Record<string, Node>> };
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object') continue;
      stripMedia((operation.requestBody as Node | undefined)?.content);
      for (const response of Object.values((operation.responses ?? {}) as Record<string, Node>))
        stripMedia(response.content);
    }
  }
  return copy;
};
