import { describe, expect, it } from 'vitest';
import { appendItem, moveItem, removeItemAt } from '../../../src/resources/generic/orderedItems';
import { opLabel, orderedFromJob, type OrderedOperation } from '../../../src/resources/jobs/operationOrder';

const op = (id: number, name: string): OrderedOperation => ({ id, name });
const labels = (list: OrderedOperation[]) => list.map((o, i) => `${opLabel(i)} ${o.name}`);
const start = [op(1, 'Tornalama'), op(2, 'Frezeleme'), op(3, 'Delme')];

describe('an ordered list of references (a job’s operations: OP-1, OP-2 ...)', () => {
  it('numbers by position after an add', () => {
    const added = appendItem(start, op(9, 'Taşlama'));
    expect(added.ok && labels(added.list)).toEqual(['OP-1 Tornalama', 'OP-2 Frezeleme', 'OP-3 Delme', 'OP-4 Taşlama']);
  });

  it('refuses a record already in the list', () => {
    expect(appendItem(start, op(2, 'Frezeleme'))).toEqual({ ok: false, reason: 'duplicate' });
  });

  it('renumbers after a removal', () => {
    expect(labels(removeItemAt(start, 0))).toEqual(['OP-1 Frezeleme', 'OP-2 Delme']);
  });

  it('renumbers after a drag or a move up/down, and ignores moves out of range', () => {
    expect(labels(moveItem(start, 2, 0))).toEqual(['OP-1 Delme', 'OP-2 Tornalama', 'OP-3 Frezeleme']);
    expect(labels(moveItem(start, 0, 1))).toEqual(['OP-1 Frezeleme', 'OP-2 Tornalama', 'OP-3 Delme']);
    expect(moveItem(start, 0, -1)).toEqual(start);
    expect(moveItem(start, 2, 3)).toEqual(start);
  });

  it('reads the job answer’s operation objects in their order', () => {
    expect(orderedFromJob([{ _id: 4, operationId: 4, name: 'Kaynak' }, { _id: '2', name: 'Delme' }])).toEqual([op(4, 'Kaynak'), op(2, 'Delme')]);
  });
});
