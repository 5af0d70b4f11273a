/**
 * The forms ask for processing time in minutes; jobs store estimatedHours. 001 section 5 fixes
 * the two conversions: create rounds up to whole hours, edit keeps the exact fraction.
 */
export const hoursForCreate = (minutes: number): number => Math.ceil(minutes / 60);

export const hoursForEdit = (minutes: number): number => minutes / 60;

/** What the edit form shows for stored hours (whole minutes). */
export const minutesOf = (hours: number | null | undefined): number | '' => (hours == null ? '' : Math.round(Number(hours) * 60));
