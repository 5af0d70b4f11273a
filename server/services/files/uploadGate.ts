/**
 * How many uploads the process receives and checks at once. Each one streams to disk, so
 * memory does not grow with its size, but every upload still costs sockets, file handles, disk
 * bandwidth and a turn of the image queue: past the cap the next one is told to try again (503)
 * rather than piling up behind the others.
 */
export interface UploadGate {
  /** A slot for one upload, released by the function returned (idempotent); undefined when full. */
  enter(): (() => void) | undefined;
  readonly inFlight: number;
}

export const createUploadGate = (cap: number): UploadGate => {
  let inFlight = 0;
  return {
    enter: () => {
      if (inFlight >= cap) return undefined;
      inFlight += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      };
    },
    get inFlight() {
      return inFlight;
    },
  };
};
