import type { PosthogEvent, SentryItem } from './telemetry-inbox';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** A Sentry envelope: a header line, then a header line and a payload line per item. */
export const readSentryEnvelope = (text: string): SentryItem[] => {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const items: SentryItem[] = [];
  for (let index = 1; index < lines.length; index += 2) {
    const header = parseJson(lines[index] ?? '') as { type?: unknown };
    items.push({
      type: typeof header.type === 'string' ? header.type : 'unknown',
      payload: parseJson(lines[index + 1] ?? ''),
    });
  }
  return items;
};

const fromBase64 = (base64: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

const readText = async (request: Request): Promise<string> => {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  const stream = new Response(bytes).body;
  if (!stream) return '';
  return new Response(stream.pipeThrough(new DecompressionStream('gzip'))).text();
};

const asEvent = (item: unknown): PosthogEvent[] => {
  if (typeof item !== 'object' || item === null) return [];
  const { event, distinct_id, properties, $set } = item as Record<string, unknown>;
  if (typeof event !== 'string') return [];
  const props =
    typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {};
  // The browser SDK puts the distinct id among the properties.
  const distinctId = typeof distinct_id === 'string' ? distinct_id : props.distinct_id;
  const set = $set ?? props.$set;
  return [
    {
      event,
      properties: props,
      ...(typeof distinctId === 'string' ? { distinct_id: distinctId } : {}),
      ...(typeof set === 'object' && set !== null ? { $set: set as Record<string, unknown> } : {}),
    },
  ];
};

/** PostHog's capture body: JSON, `data=<base64>` or gzip; one event, a list, or `{ batch }`. */
export const readPosthogEvents = async (request: Request): Promise<PosthogEvent[]> => {
  let text = await readText(request);
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    const data = new URLSearchParams(text).get('data');
    if (data !== null)
      text = data.trimStart().startsWith('{') || data.trimStart().startsWith('[') ? data : fromBase64(data);
  }
  const parsed = parseJson(text);
  const batch =
    typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { batch?: unknown }).batch)
      ? (parsed as { batch: unknown[] }).batch
      : Array.isArray(parsed)
        ? (parsed as unknown[])
        : [parsed];
  return batch.flatMap(asEvent);
};
