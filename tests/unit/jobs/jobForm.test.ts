import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobSchema } from '../../../src/domain/resources/jobs.schema';
import { createJobBody, editJobBody, totalPriceOf } from '../../../src/resources/jobs/jobBody';
import { canSaveJob, emptyJobForm, jobFormErrors, jobFormOf, jobFormSchema, type JobFormValues } from '../../../src/resources/jobs/jobForm';
import type { JobRecord } from '../../../src/resources/jobs/jobRecord';
import { jobs } from '../../../src/i18n/tr/jobs';
import { hoursForCreate, hoursForEdit, minutesOf } from '../../../src/resources/jobs/jobHours';
import { validation } from '../../../src/i18n/tr/validation';

const filled = (extra: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobForm(7),
  description: '  Ø40 mil tornalama ',
  workstationId: 2,
  processingMinutes: '90',
  customerId: 5,
  customerName: 'Can Müşteri',
  ...extra,
});

describe('processing time sent as hours (001 section 5)', () => {
  it('rounds up to whole hours on create and keeps the exact fraction on edit', () => {
    expect(hoursForCreate(1)).toBe(1);
    expect(hoursForCreate(60)).toBe(1);
    expect(hoursForCreate(61)).toBe(2);
    expect(hoursForCreate(150)).toBe(3);
    expect(hoursForEdit(90)).toBe(1.5);
    expect(hoursForEdit(1)).toBeCloseTo(1 / 60, 10);
  });

  it('shows stored hours back as whole minutes in the edit form', () => {
    expect(minutesOf(1.5)).toBe(90);
    expect(minutesOf(1 / 60)).toBe(1);
    expect(minutesOf(null)).toBe('');
  });

  it('puts the rounded hours in the create body and the exact ones in the edit body', () => {
    expect(createJobBody(filled(), {}, true, []).estimatedHours).toBe(2);
    expect(editJobBody(filled(), {}, true).estimatedHours).toBe(1.5);
  });
});

describe('the new job form rules', () => {
  it('keeps save disabled until description, bench and time are there, and operator and customer for roles 3 and 4', () => {
    expect(canSaveJob(emptyJobForm(), false)).toBe(false);
    expect(canSaveJob(filled({ description: '   ' }), false)).toBe(false);
    expect(canSaveJob(filled({ workstationId: '' }), false)).toBe(false);
    expect(canSaveJob(filled({ processingMinutes: '' }), false)).toBe(false);
    expect(canSaveJob(filled({ customerId: null, customerName: '' }), false)).toBe(true);
    expect(canSaveJob(filled({ customerId: null, customerName: '' }), true)).toBe(false);
    expect(canSaveJob(filled({ customerId: null, customerName: 'Ege Hidrolik' }), true)).toBe(true);
    expect(canSaveJob(filled({ assignedTo: '' }), true)).toBe(false);
    expect(canSaveJob(filled(), true)).toBe(true);
  });

  it('refuses less than a minute, a quantity under 1 and prices below 0 or finer than kuruş', () => {
    expect(jobFormErrors(filled({ processingMinutes: '0' })).processingMinutes).toBe('İşlem süresi en az 1 dakika olmalıdır');
    expect(jobFormErrors(filled({ quantity: '0' })).quantity).toBe('Adet en az 1 olmalıdır');
    expect(jobFormErrors(filled({ quantity: '1,5' })).quantity).toBe('Adet en az 1 olmalıdır');
    expect(jobFormErrors(filled({ unitPrice: '-1' })).unitPrice).toBe('Fiyat 0 veya daha büyük olmalıdır');
    expect(jobFormErrors(filled({ unitPrice: '1,005' })).unitPrice).toBe('Fiyat en fazla 2 ondalık basamak içerebilir');
    expect(jobFormErrors(filled({ unitPrice: '12,75' }))).toEqual({});
  });

  it('reads numbers the Turkish way and refuses, never guesses, the English way (issue 22)', () => {
    expect(jobFormErrors(filled({ unitPrice: '1.234,5' }))).toEqual({});
    expect(totalPriceOf('2', '1.234,5')).toBe(2469);
    expect(jobFormErrors(filled({ unitPrice: '12.75', quantity: '1,2,3', processingMinutes: '9.5' }))).toEqual({
      unitPrice: validation.numberUnreadable,
      quantity: validation.numberUnreadable,
      processingMinutes: validation.numberUnreadable,
    });
  });

  it('computes the total as quantity × unit price in kuruş', () => {
    expect(totalPriceOf('3', '0,1')).toBe(0.3);
    expect(totalPriceOf('20', '85')).toBe(1700);
    expect(totalPriceOf('2', '')).toBeNull();
  });
});

describe('the form follows the declared job schema (jobs.schema.ts)', () => {
  it('keeps the declared quantity limit and price ceiling', () => {
    expect(jobFormErrors(filled({ quantity: '100.000' }))).toEqual({});
    expect(jobFormErrors(filled({ quantity: '100.001' })).quantity).toBe('Adet en fazla 100.000 olabilir');
    expect(jobFormErrors(filled({ unitPrice: '10.000.000' })).unitPrice).toBe('Fiyat en fazla 9.999.999,99 ₺ olabilir');
  });

  it('refuses what a changed bound refuses, with the schema\'s own message', () => {
    const narrower = jobSchema.extend({ quantity: z.coerce.number().int('Tam sayı').min(1, 'En az 1').max(10, 'En fazla 10 adet').optional() });
    const values = filled({ quantity: '11' });
    expect(jobFormSchema(false).safeParse(values).success).toBe(true);
    const issues = jobFormSchema(false, narrower as unknown as typeof jobSchema).safeParse(values).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([['quantity', 'En fazla 10 adet']]);
  });

  it('checks the minutes as the hours they are sent as', () => {
    const longer = jobSchema.extend({ estimatedHours: z.coerce.number().min(1, 'En az bir saat') });
    expect(jobFormSchema(false).safeParse(filled({ processingMinutes: '30' })).success).toBe(true);
    expect(jobFormSchema(false, longer as unknown as typeof jobSchema).safeParse(filled({ processingMinutes: '30' })).error?.issues[0]?.message).toBe('En az bir saat');
  });
});

describe('the bodies sent', () => {
  it('lets an employee create with no operator, an empty customer and no prices', () => {
    const body = createJobBody(filled({ unitPrice: '10' }), { workstationName: 'CNC Torna 1' }, false, ['a.png']);
    expect(body).toEqual({
      description: 'Ø40 mil tornalama',
      workstationId: 2,
      workstationName: 'CNC Torna 1',
      quantity: 1,
      priority: 'medium',
      estimatedHours: 2,
      assignedTo: null,
      customerName: '',
      attachments: ['a.png'],
    });
  });

  it('sends the operator, customer and prices of a master, with the total', () => {
    const body = createJobBody(filled({ quantity: '4', unitPrice: '12,5' }), { assignedToName: 'Mehmet Usta' }, true, []);
    expect(body).toMatchObject({ assignedTo: 7, assignedToName: 'Mehmet Usta', customerId: 5, customerName: 'Can Müşteri', unitPrice: 12.5, totalPrice: 50 });
    expect(body).not.toHaveProperty('attachments');
  });

  it('leaves empty fields out of an edit, and any status may be picked', () => {
    const body = editJobBody(filled({ status: 'cancelled', customerId: null, customerName: '', unitPrice: '' }), {}, true);
    expect(body).toMatchObject({ status: 'cancelled', assignedTo: 7 });
    for (const key of ['customerId', 'customerName', 'unitPrice', 'totalPrice', 'workstationName']) expect(body).not.toHaveProperty(key);
  });

  it('never sends customer, project or prices in an employee edit', () => {
    const body = editJobBody(filled({ unitPrice: '5', projectId: 9 }), {}, false);
    for (const key of ['assignedTo', 'customerId', 'customerName', 'projectId', 'unitPrice', 'totalPrice']) expect(body).not.toHaveProperty(key);
  });
});

describe("the job's project (issue 22)", () => {
  it('is read from the job, null when it has none', () => {
    const job = { description: 'Mil', workstationId: 2, estimatedHours: 1, quantity: 1, priority: 'medium', status: 'pending', customerId: null, customerName: '', unitPrice: null } as const;
    expect(jobFormOf({ ...job, projectId: 4 } as unknown as JobRecord).projectId).toBe(4);
    expect(jobFormOf({ ...job, projectId: null } as unknown as JobRecord).projectId).toBeNull();
    expect(emptyJobForm().projectId).toBeNull();
  });

  it('goes into a new job only when picked', () => {
    expect(createJobBody(filled({ projectId: 4 }), {}, true, []).projectId).toBe(4);
    expect(createJobBody(filled(), {}, true, [])).not.toHaveProperty('projectId');
    expect(createJobBody(filled({ projectId: 4 }), {}, false, [])).not.toHaveProperty('projectId');
  });

  it('is sent on every edit by those who may set it, null when emptied: that takes the job out of it', () => {
    expect(editJobBody(filled({ projectId: 4 }), {}, true).projectId).toBe(4);
    const cleared = editJobBody(filled({ projectId: null }), {}, true);
    expect(cleared).toHaveProperty('projectId', null);
  });

  it('is checked by the declared rule: a project id, or none', () => {
    expect(jobFormErrors(filled({ projectId: null }), true).projectId).toBeUndefined();
    expect(jobFormErrors(filled({ projectId: -1 as number }), true).projectId).toBe(jobs.validation.projectInvalid);
  });
});
