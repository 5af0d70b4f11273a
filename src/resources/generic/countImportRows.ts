import { csvRecordCounter } from '../../providers/csvRecordCounter';

/**
 * The data rows of a CSV file (records less the heading), counted in the browser over its bytes
 * without parsing the cells: a few milliseconds for a file at the upload limit.
 */
export const countImportRows = async (file: Blob): Promise<number> => {
  const counter = csvRecordCounter();
  if (typeof file.stream === 'function') {
    const reader = file.stream().getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) counter.push(chunk.value);
  } else {
    counter.push(new Uint8Array(await file.arrayBuffer()));
  }
  return Math.max(0, counter.end() - 1);
};
