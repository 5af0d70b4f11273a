import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobSchema } from '../../../src/domain/resources/jobs.schema';
import { createJobBody, editJobBody, totalPriceOf, type JobFormValues } from '../../../src/resources/jobs/jobBody';
import { customerNamed } from '../../../src/resources/jobs/JobCustomerInput';
import { jobs } from '../../../src/i18n/tr/jobs';
import { hoursForCreate, hoursForEdit, minutesOf } from '../../../src/resources/jobs/jobHours';

// The job form is the generated form over jobSchema (its inputs hold what the schema reads: the
// minutes as hours, numbers parsed); these are its rules and the bodies its scope sends.

const filled = (extra: Partial<JobFormValues> = {}): JobFormValues => ({
  description: 'Ø40 mil tornalama',
  workstationId: 2,
  estimatedHours: hoursForEdit(90),
  quantity: 1,
  priority: 'medium',
  assignedTo: 7,
  customerId: 5,
  customerName: 'Can Müşteri',
  projectId: null,
  ...extra,
});

/** The first refusal of each field, as the form shows it under the field. */
const errors = (values: Record<string, unknown>, schema: z.ZodObject = jobSchema) => {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
};

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
    expect(createJobBody(filled({ estimatedHours: hoursForEdit(61) }), {}, true, []).estimatedHours).toBe(2);
    expect(editJobBody(filled(), {}, true).estimatedHours).toBe(1.5);
  });
});

describe('the new job form rules', () => {
  it('refuses the form until description, bench and time are there', () => {
    expect(errors({})).toMatchObject({ description: jobs.validation.descriptionRequired, workstationId: jobs.validation.workstationRequired, estimatedHours: jobs.validation.processingTimeMin });
    expect(errors(filled({ description: '   ' })).description).toBe(jobs.validation.descriptionRequired);
    expect(errors(filled({ customerId: null, customerName: '' }))).toEqual({});
  });

  it('asks roles 3 and 4 for a customer, picked or typed', () => {
    expect(customerNamed('', { customerId: null })).toBe(jobs.requiredFields);
    expect(customerNamed('Ege Hidrolik', { customerId: null })).toBeUndefined();
    expect(customerNamed('Can Müşteri', { customerId: 5 })).toBeUndefined();
  });

  it('refuses less than a minute, a quantity under 1 and prices below 0 or finer than kuruş', () => {
    expect(errors(filled({ estimatedHours: hoursForEdit(0) })).estimatedHours).toBe('İşlem süresi en az 1 dakika olmalıdır');
    expect(errors(filled({ quantity: 0 })).quantity).toBe('Adet en az 1 olmalıdır');
    expect(errors(filled({ quantity: 1.5 })).quantity).toBe('Adet en az 1 olmalıdır');
    expect(errors(filled({ unitPrice: -1 })).unitPrice).toBe('Fiyat 0 veya daha büyük olmalıdır');
    expect(errors(filled({ unitPrice: 1.005 })).unitPrice).toBe('Fiyat en fazla 2 ondalık basamak içerebilir');
    expect(errors(filled({ unitPrice: 12.75 }))).toEqual({});
  });

  it('refuses, never guesses, a number that could not be read (the input holds NaN)', () => {
    const refused = errors(filled({ unitPrice: Number.NaN, quantity: Number.NaN, estimatedHours: Number.NaN }));
    expect(Object.keys(refused).sort()).toEqual(['estimatedHours', 'quantity', 'unitPrice']);
  });

  it('computes the total as quantity × unit price in kuruş', () => {
    expect(totalPriceOf(3, 0.1)).toBe(0.3);
    expect(totalPriceOf(20, 85)).toBe(1700);
    expect(totalPriceOf(2, 1234.5)).toBe(2469);
    expect(totalPriceOf(2, null)).toBeNull();
  });
});

describe('the form follows the declared job schema (jobs.schema.ts)', () => {
  it('keeps the declared quantity limit and price ceiling', () => {
    expect(errors(filled({ quantity: 100_000 }))).toEqual({});
    expect(errors(filled({ quantity: 100_001 })).quantity).toBe('Adet en fazla 100.000 olabilir');
    expect(errors(filled({ unitPrice: 10_000_000 })).unitPrice).toBe('Fiyat en fazla 9.999.999,99 ₺ olabilir');
  });

  it('checks the minutes as the hours they are sent as, with a changed bound\'s own message', () => {
    const longer = jobSchema.extend({ estimatedHours: z.coerce.number().min(1, 'En az bir saat') });
    expect(errors(filled({ estimatedHours: hoursForEdit(30) }))).toEqual({});
    expect(errors(filled({ estimatedHours: hoursForEdit(30) }), longer).estimatedHours).toBe('En az bir saat');
  });
});

describe('the bodies sent', () => {
  it('lets an employee create with no operator, an empty customer and no prices', () => {
    const body = createJobBody(filled({ unitPrice: 10 }), { workstationName: 'CNC Torna 1' }, false, ['a.png']);
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
    const body = createJobBody(filled({ quantity: 4, unitPrice: 12.5 }), { assignedToName: 'Mehmet Usta' }, true, []);
    expect(body).toMatchObject({ assignedTo: 7, assignedToName: 'Mehmet Usta', customerId: 5, customerName: 'Can Müşteri', unitPrice: 12.5, totalPrice: 50 });
    expect(body).not.toHaveProperty('attachments');
  });

  it('leaves empty fields out of an edit, and any status may be picked', () => {
    const body = editJobBody(filled({ status: 'cancelled', customerId: null, customerName: '', unitPrice: null }), {}, true);
    expect(body).toMatchObject({ status: 'cancelled', assignedTo: 7 });
    for (const key of ['customerId', 'customerName', 'unitPrice', 'totalPrice', 'workstationName']) expect(body).not.toHaveProperty(key);
  });

  it('never sends customer, project or prices in an employee edit', () => {
    const body = editJobBody(filled({ unitPrice: 5, projectId: 9 }), {}, false);
    for (const key of ['assignedTo', 'customerId', 'customerName', 'projectId', 'unitPrice', 'totalPrice']) expect(body).not.toHaveProperty(key);
  });

  it('sends only the form’s fields on an edit: the photos and operations have their own dialogs', () => {
    const body = editJobBody({ ...filled(), attachments: ['a.png'], operations: [{ _id: 1 }] } as JobFormValues, {}, true);
    expect(body).not.toHaveProperty('attachments');
    expect(body).not.toHaveProperty('operations');
  });
});

describe("the job's project (issue 22)", () => {
  it('goes into a new job only when picked', () => {
    expect(createJobBody(filled({ projectId: 4 }), {}, true, []).projectId).toBe(4);
    expect(createJobBody(filled(), {}, true, [])).not.toHaveProperty('projectId');
    expect(createJobBody(filled({ projectId: 4 }), {}, false, [])).not.toHaveProperty('projectId');
  });

  it('is sent on every edit by those who may set it, null when emptied: that takes the job out of it', () => {
    expect(editJobBody(filled({ projectId: 4 }), {}, true).projectId).toBe(4);
    expect(editJobBody(filled({ projectId: null }), {}, true)).toHaveProperty('projectId', null);
  });

  it('is checked by the declared rule: a project id, or none', () => {
    expect(errors(filled({ projectId: null })).projectId).toBeUndefined();
    expect(errors(filled({ projectId: -1 })).projectId).toBe(jobs.validation.projectInvalid);
  });
});
