import type { UnreadableProblem } from '../sceneData';

/** A model past what a browser tab is asked to hold (modelLimits.ts): refused before it is read. */
export class TooLargeError extends Error {}

/** A file the reader could not make a model of, and what was wrong with it (shown to the user). */
export class UnreadableError extends Error {
  constructor(readonly problem: UnreadableProblem) {
    super(problem);
  }
}

/** The reader's own download was refused or broke off: the page downloads the file and says why. */
export class NotDownloadedError extends Error {}
