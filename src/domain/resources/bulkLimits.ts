/**
 * The most records one bulk change (PATCH or DELETE on a resource's path) may touch: the server
 * refuses more with a 400, and the list offers "all matching" only up to it.
 */
export const BULK_MAX = 5000;
