import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/** The first `length` bytes of a file (fewer when it is shorter). */
export const readPrefix = async (path: string, length: number): Promise<Buffer> => {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

/**
 * Whether the pattern matches somewhere in the file, read as latin1 text in chunks; a match
 * across two chunks counts when it is no longer than `overlap` characters.
 */
export const fileMatches = async (path: string, pattern: RegExp, overlap = 256): Promise<boolean> => {
  let carry = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    const window = carry + chunk.toString('latin1');
    if (pattern.test(window)) return true;
    carry = window.slice(-overlap);
  }
  return false;
};

/** Whether the whole file is valid UTF-8, decoded in chunks; `check` sees each decoded piece. */
export const fileIsUtf8 = async (path: string, check: (text: string) => boolean): Promise<boolean> => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
      if (!check(decoder.decode(chunk, { stream: true }))) return false;
    }
    return check(decoder.decode());
  } catch {
    return false;
  }
};
