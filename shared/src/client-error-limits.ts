/**
 * How long each field of a browser's error report (POST /log/clientError) may be. The app cuts each field to its
 * bound before sending, and the server's schema (schemas/client-log.ts) holds a report to the same bounds. Kept
 * apart from the schema: every page reports errors, and none needs the schema's builders to do so.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 1_000,
  stack: 8_000,
  url: 2_000,
  userAgent: 500,
} as const;

/** What a report's body may weigh in all (the fields' bounds and the JSON around them). */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 16 * 1024;
