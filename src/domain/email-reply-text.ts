/**
 * The new text of an email reply, without the message it quotes or the phone's signature: our
 * own email holds "unsubscribe" and "confirm", so a reply read with its quote would be an opt-out
 * (docs/decisions/045-reading-patient-replies.md). Mail providers give a stripped text too; this
 * is the rule when they do not, for the offline API and as the backend's reference.
 *
 * The reply ends at the first line that starts a quote or a signature: a line quoted with ">",
 * an attribution ("On Mon, Nov 16, 2026, Clinique … wrote:", « Le lun. 16 nov. 2026, … a écrit : »,
 * which mail programs may wrap over two lines), a forwarded or original message header, Outlook's
 * rule of underscores, the signature delimiter "-- ", or "Sent from my iPhone" and the like.
 */
const ENDS_THE_REPLY: readonly RegExp[] = [
  /^>/,
  /^(on|le)\s.*(wrote|a écrit)\s*:\s*$/i,
  /^-{2,}\s*(original message|message d'origine|forwarded message|message transféré)/i,
  /^(from|de|sent|envoyé)\s*:\s/i,
  /^_{10,}\s*$/,
  /^--\s*$/,
  /^(sent from|envoyé de|envoyé à partir de|get outlook for|obtenir outlook pour)\s/i,
];

/** Mail programs wrap a long attribution: "On Mon, Nov 16, 2026 at 9:00 AM Clinique" / "<x@y.ca> wrote:". */
const WRAPPED_ATTRIBUTION_END = /(wrote|a écrit)\s*:\s*$/i;
const ATTRIBUTION_START = /^(on|le)\s/i;

export const emailReplyText = (body: string): string => {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const end = lines.findIndex((line, index) => {
    const trimmed = line.trim();
    if (ENDS_THE_REPLY.some((pattern) => pattern.test(trimmed))) return true;
    const next = lines[index + 1]?.trim() ?? '';
    return ATTRIBUTION_START.test(trimmed) && WRAPPED_ATTRIBUTION_END.test(next);
  });
  return (end === -1 ? lines : lines.slice(0, end)).join('\n').trim();
};
