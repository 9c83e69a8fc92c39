/** Texts of SPEC §8, kept verbatim: error reports are searched by them. */
export const MULTIPLE_ERRORS = 'Multiple errors occurred';
export const UNKNOWN_ARGUMENT = 'Unknown argument type';
export const PARSE_FAILURE = '*Error while parsing error message*';
export const NON_ERROR_NAME = 'Check content for details, exception not Error type';

/** A value thrown or logged that is not an Error, wrapped so the reporter gets a stack; `content` keeps it. */
export class NonErrorException extends Error {
  override readonly name = NON_ERROR_NAME;
  constructor(
    message: string,
    readonly content: unknown,
  ) {
    super(message);
  }
}

const describe = (content: unknown): string => {
  if (typeof content === 'string') return content;
  if (content instanceof Error) return content.message;
  if (Array.isArray(content)) {
    if (content.length === 1) return describe(content[0]);
    if (content.length > 1) return MULTIPLE_ERRORS;
  }
  return UNKNOWN_ARGUMENT;
};

/** '[origin] message': the origin says where, the message what (an error's, a string, or a stand-in). */
export const formatLogMessage = (origin: string, content: unknown): string => {
  let message: string;
  try {
    message = describe(content);
  } catch {
    // A getter that throws, a revoked proxy: the log line must still be written.
    message = PARSE_FAILURE;
  }
  return `[${origin}] ${message}`;
};

/** The errors to report for what was logged: each Error as is, anything else wrapped. */
export const reportableErrors = (content: unknown, message: string): Error[] => {
  const items = Array.isArray(content) && content.length > 0 ? (content as unknown[]) : [content];
  return items.map((item) => (item instanceof Error ? item : new NonErrorException(message, item)));
};
