/**
 * What a screen may report to the activity log itself (POST /v1/logs): events that make no
 * server call of their own. Every change (create, update, delete, sign-in ...) is logged by the
 * server that makes it, so a client can never write a row that looks like one.
 */
export const CLIENT_LOG_ACTIONS = ['view', 'download', 'print'] as const;
export type ClientLogAction = (typeof CLIENT_LOG_ACTIONS)[number];
