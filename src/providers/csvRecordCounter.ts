const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * Counts the records of a CSV from its UTF-8 bytes as they arrive, chunk by chunk: a line end
 * inside quotes (a cell with a line break) is not a record's end, and a blank line is no record
 * (papaparse's skipEmptyLines). Bytes, not text: `"` and LF never occur inside a multi-byte
 * character, so a chunk may end anywhere.
 */
export const csvRecordCounter = () => {
  let quoted = false;
  let lineHasText = false;
  let records = 0;
  return {
    /** Reads one chunk; answers the records ended so far. */
    push(bytes: Uint8Array): number {
      for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (b === QUOTE) {
          quoted = !quoted;
          lineHasText = true;
        } else if (b === LF) {
          if (quoted) continue;
          if (lineHasText) records++;
          lineHasText = false;
        } else if (b !== CR && b !== SPACE && b !== TAB) {
          lineHasText = true;
        }
      }
      return records;
    },
    /** The file has ended: a last line without a line end is a record too. */
    end(): number {
      if (lineHasText) records++;
      lineHasText = false;
      return records;
    },
  };
};
