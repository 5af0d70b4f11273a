import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { createBench, createOperation, userIdOf } from './helpers/jobFixtures';

let t: TestApp;
let bench: { id: number; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  bench = await createBench(t, 'CNC Freze 2');
});
afterAll(() => t.close());

type Role = 0 | 1 | 2 | 3 | 4;
const createJob = (role: Role, payload: Record<string, unknown>) =>
  t.injectAs(role, { method: 'POST', url: '/v1/jobs', payload: { description: 'Mil tornalama', workstationId: bench.id, estimatedHours: 1, ...payload } });
const getJob = async (role: Role, id: number) => (await t.injectAs(role, { method: 'GET', url: `/v1/jobs/${id}` })).json().jobs;
const putJob = (role: Role, id: number, payload: Record<string, unknown>) => t.injectAs(role, { method: 'PUT', url: `/v1/jobs/${id}`, payload });

describe('creating a job', () => {
  it('stores the hours the client sends: create sends minutes / 60 rounded up, edit minutes / 60', async () => {
    // 90 minutes on the create form → Math.ceil(90 / 60) = 2 hours.
    const res = await createJob(4, { estimatedHours: Math.ceil(90 / 60), workstationName: 'yok sayılır' });
    expect(res.statusCode).toBe(201);
    const job = res.json().jobs;
    expect(res.json().message).toBe('İş başarıyla eklendi');
    expect(job).toMatchObject({ estimatedHours: 2, status: 'pending', priority: 'medium', quantity: 1, workstationId: bench.id, workstationName: 'CNC Freze 2' });
    expect(job.createdBy).toBe(await userIdOf(t, 4));
    expect(job.createdByName).toBe('Mehmet Usta');
    // 90 minutes on the edit form → 1.5 hours; 1 minute → 1/60 hour, the least allowed.
    expect((await putJob(4, job.id, { estimatedHours: 90 / 60 })).json().jobs.estimatedHours).toBe(1.5);
    expect((await putJob(4, job.id, { estimatedHours: 1 / 60 })).json().jobs.estimatedHours).toBeCloseTo(1 / 60, 12);
    expectValidationError(await putJob(4, job.id, { estimatedHours: 0.5 / 60 }), 'estimatedHours', 'İşlem süresi en az 1 dakika olmalıdır');
  });

  it('starts every new job pending and requires description, bench and time', async () => {
    expect((await createJob(3, { status: 'completed' })).json().jobs.status).toBe('pending');
    expectValidationError(await createJob(3, { description: '  ' }), 'description', 'Açıklama gereklidir');
    expectValidationError(await createJob(3, { workstationId: undefined }), 'workstationId', 'Tezgah seçimi gereklidir');
    expectValidationError(await createJob(3, { estimatedHours: undefined }), 'estimatedHours', 'İşlem süresi en az 1 dakika olmalıdır');
    expectValidationError(await createJob(3, { quantity: 0 }), 'quantity', 'Adet en az 1 olmalıdır');
    const passive = await createBench(t, 'Kaynak 4', 'Pasif');
    expectValidationError(await createJob(3, { workstationId: passive.id }), 'workstationId', 'Yalnızca aktif tezgahlar seçilebilir');
  });

  it('takes the customer from a customer account and refuses other accounts as customer', async () => {
    const customerId = await userIdOf(t, 0);
    const job = (await createJob(3, { customerId, customerName: '' })).json().jobs;
    expect(job).toMatchObject({ customerId, customer: 'Can Müşteri', customerName: 'Can Müşteri' });
    expectValidationError(await createJob(3, { customerId: await userIdOf(t, 2) }), 'customerId', 'Seçilen müşteri bulunamadı');
    expectValidationError(await createJob(3, { assignedTo: customerId }), 'assignedTo', 'Seçilen operatör bulunamadı');
  });
});

describe('prices', () => {
  it('keeps totalPrice = quantity × unitPrice exactly, refusing a body that disagrees', async () => {
    const job = (await createJob(3, { quantity: 3, unitPrice: 0.1, totalPrice: 0.1 + 0.2 })).json().jobs;
    expect(job).toMatchObject({ unitPrice: 0.1, totalPrice: 0.3 });
    const mismatch = await createJob(3, { quantity: 4, unitPrice: 12.5, totalPrice: 49.99 });
    expectValidationError(mismatch, 'totalPrice', 'Toplam fiyat, adet ile birim fiyatın çarpımına eşit olmalıdır');
    // A new quantity moves the total with it; a total sent alone is checked against what is stored.
    expect((await putJob(3, job.id, { quantity: 5 })).json().jobs.totalPrice).toBe(0.5);
    expect((await putJob(3, job.id, { totalPrice: 0.5 })).statusCode).toBe(200);
    expect((await putJob(3, job.id, { totalPrice: 0.6 })).statusCode).toBe(400);
  });

  it('refuses negative prices and more than two decimals', async () => {
    expectValidationError(await createJob(4, { unitPrice: -1 }), 'unitPrice', 'Fiyat 0 veya daha büyük olmalıdır');
    expectValidationError(await createJob(4, { unitPrice: 1.005 }), 'unitPrice', 'Fiyat en fazla 2 ondalık basamak içerebilir');
    // A string that is no number says so, not that the price is below zero.
    expectValidationError(await createJob(4, { unitPrice: '1,005' }), 'unitPrice', 'Fiyat bir sayı olmalıdır');
    expectValidationError(await createJob(4, { totalPrice: -5 }), 'totalPrice', 'Fiyat 0 veya daha büyük olmalıdır');
  });

  // Issue 21: every number a body carries stops at a bound with the shop's own Turkish text.
  it('bounds every number of a job body in Turkish, 1e308 included', async () => {
    expectValidationError(await createJob(4, { estimatedHours: 1e308 }), 'estimatedHours', 'İşlem süresi en fazla 100.000 saat olabilir');
    expectValidationError(await createJob(4, { quantity: '200000' }), 'quantity', 'Adet en fazla 100.000 olabilir');
    expectValidationError(await createJob(4, { unitPrice: 1e308 }), 'unitPrice', 'Fiyat en fazla 9.999.999,99 ₺ olabilir');
    expectValidationError(await createJob(4, { totalPrice: 1e308 }), 'totalPrice', 'Fiyat en fazla 9.999.999,99 ₺ olabilir');
  });

  it('never sends prices to an employee, not even as a sort order', async () => {
    const priced = (await createJob(3, { unitPrice: 999.99, quantity: 2 })).json().jobs;
    const one = await getJob(2, priced.id);
    expect(one.description).toBe('Mil tornalama');
    expect('unitPrice' in one || 'totalPrice' in one).toBe(false);
    const list = (await t.injectAs(2, { method: 'GET', url: '/v1/jobs?sort=unitPrice&order=DESC' })).json();
    expect(list.jobs.length).toBeGreaterThan(0);
    expect(list.jobs.some((j: object) => 'unitPrice' in j || 'totalPrice' in j)).toBe(false);
    const ids = list.jobs.map((j: { id: number }) => j.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const edited = await putJob(2, priced.id, { notes: 'çalışan notu' });
    expect('totalPrice' in edited.json().jobs).toBe(false);
    expect('unitPrice' in (await getJob(4, priced.id))).toBe(true);
  });
});

describe('what an employee may set', () => {
  it('creates with operator and customer empty, and refuses setting them or prices', async () => {
    const job = (await createJob(2, { assignedTo: null, customerName: '', customerId: null, unitPrice: 0 })).json().jobs;
    expect(job).toMatchObject({ assignedTo: null, customer: '', customerId: null });
    const master = await userIdOf(t, 4);
    for (const [payload, text] of [
      [{ assignedTo: master }, 'Operatör bilgisi sadece yönetici ve usta başı tarafından değiştirilebilir.'],
      [{ customerName: 'Gizli Müşteri' }, 'Müşteri bilgisi sadece yönetici ve usta başı tarafından değiştirilebilir.'],
      [{ unitPrice: 10 }, 'Fiyat bilgisi sadece yönetici ve usta başı tarafından değiştirilebilir.'],
      [{ totalPrice: 10 }, 'Fiyat bilgisi sadece yönetici ve usta başı tarafından değiştirilebilir.'],
    ] as const) {
      const res = await createJob(2, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(text);
    }
  });

  it('lets the edit form send the customer back unchanged, but not changed', async () => {
    const job = (await createJob(4, { customerName: 'Akın Makina', unitPrice: 50 })).json().jobs;
    const same = await putJob(2, job.id, { customerName: 'Akın Makina', description: 'Yeni açıklama' });
    expect(same.statusCode).toBe(200);
    expect((await putJob(2, job.id, { customerName: 'Başka Firma' })).statusCode).toBe(403);
    // The stored price is hidden from the employee, so "unchanged" is no answer for it.
    expect((await putJob(2, job.id, { unitPrice: 50 })).statusCode).toBe(403);
    expect((await getJob(3, job.id)).customer).toBe('Akın Makina');
  });
});

describe('editing', () => {
  it('changes only the fields sent (the edit form drops empty ones) and stamps completion', async () => {
    const customerId = await userIdOf(t, 0);
    const full = (await createJob(3, { title: 'Parti 7', customerId, quantity: 7, unitPrice: 20, notes: 'acil değil', deadline: '2026-12-31', priority: 'high' })).json().jobs;
    const res = await putJob(3, full.id, { status: 'completed', description: 'Mil tornalama, 2. parti' });
    expect(res.json().message).toBe('İş başarıyla güncellendi');
    const after = res.json().jobs;
    expect(after).toMatchObject({ title: 'Parti 7', customerId, customer: 'Can Müşteri', quantity: 7, unitPrice: 20, totalPrice: 140, notes: 'acil değil', priority: 'high', status: 'completed' });
    // The day's midnight in Istanbul (UTC+3), kept by an edit that does not send it.
    expect(after.deadline).toBe('2026-12-30T21:00:00.000Z');
    expect(after.completedAt).toEqual(expect.any(String));
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(full.updatedAt).getTime());
    // Any of the four statuses may be picked; leaving completed clears the stamp.
    expect((await putJob(3, full.id, { status: 'in-progress' })).json().jobs.completedAt).toBeNull();
    expect((await putJob(3, full.id, { status: 'cancelled' })).json().jobs.status).toBe('cancelled');
    expect((await putJob(3, full.id, { status: 'done' })).statusCode).toBe(400);
    expect((await putJob(3, 999999, { notes: 'x' })).statusCode).toBe(404);
  });
});

describe("a job's operations", () => {
  it('adds active operations once each, removes them, and saves the order the picker sends', async () => {
    const [turn, mill, drill] = [await createOperation(t, 'Tornalama'), await createOperation(t, 'Frezeleme'), await createOperation(t, 'Delme')];
    const passive = await createOperation(t, 'Boyama', 'inactive');
    const job = (await createJob(4, {})).json().jobs;
    const add = (operationId: unknown, role: Role = 4) => t.injectAs(role, { method: 'POST', url: `/v1/jobs/${job.id}/add-operation`, payload: { operationId } });
    expect((await add(turn)).json().jobs.operations).toEqual([{ _id: turn, operationId: turn, name: 'Tornalama', status: 'active', progress: 'pending' }]);
    expect((await add(String(mill), 2)).statusCode).toBe(200);
    const duplicate = await add(turn);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Bu operasyon zaten eklenmiş');
    expect((await add(passive)).json().message).toBe('Yalnızca aktif operasyonlar eklenebilir');
    expect((await add(987654)).statusCode).toBe(404);

    const saved = await putJob(4, job.id, { operations: [drill, { _id: turn, name: 'Tornalama', operationId: turn }, mill] });
    expect(saved.json().jobs.operations.map((o: { _id: number }) => o._id)).toEqual([drill, turn, mill]);
    expect((await getJob(2, job.id)).operations.map((o: { name: string }) => o.name)).toEqual(['Delme', 'Tornalama', 'Frezeleme']);
    expect((await putJob(4, job.id, { operations: [drill, drill] })).statusCode).toBe(409);

    const removed = await t.injectAs(4, { method: 'DELETE', url: `/v1/jobs/${job.id}/remove-operation`, payload: { operationId: turn } });
    expect(removed.json().jobs.operations.map((o: { _id: number }) => o._id)).toEqual([drill, mill]);
    expect((await t.injectAs(4, { method: 'DELETE', url: `/v1/jobs/${job.id}/remove-operation?operationId=${drill}` })).statusCode).toBe(200);
    expect((await t.injectAs(4, { method: 'DELETE', url: `/v1/jobs/${job.id}/remove-operation`, payload: { operationId: turn } })).statusCode).toBe(404);
    const logged = await t.app.db.selectFrom('activity_logs').select('description').where('resource', '=', 'job').where('resource_id', '=', String(job.id)).execute();
    expect(logged.length).toBeGreaterThanOrEqual(6);
  });
});

describe('who deletes a job', () => {
  it('admins and masters delete any job; an employee only their own pending one', async () => {
    const del = (role: Role, id: number) => t.injectAs(role, { method: 'DELETE', url: `/v1/jobs/${id}` });
    const byMaster = (await createJob(4, {})).json().jobs.id;
    const own = (await createJob(2, {})).json().jobs.id;
    const ownStarted = (await createJob(2, {})).json().jobs.id;
    expect((await putJob(2, ownStarted, { status: 'in-progress' })).statusCode).toBe(200);

    const refused = await del(2, byMaster);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bu işi silemezsiniz: çalışanlar yalnızca kendi açtıkları ve hiç başlanmamış işleri silebilir.');
    expect((await del(2, ownStarted)).statusCode).toBe(403);
    expect(await getJob(3, byMaster)).toMatchObject({ id: byMaster });

    expect((await del(2, own)).statusCode).toBe(200);
    expect((await del(4, ownStarted)).statusCode).toBe(200);
    expect((await del(3, byMaster)).statusCode).toBe(200);
  });

  // Issue 21: set back to pending, a started job looked like a fresh one to the delete rule.
  it('keeps a job that was ever started from its employee, even set back to pending', async () => {
    const del = (role: Role, id: number) => t.injectAs(role, { method: 'DELETE', url: `/v1/jobs/${id}` });
    const started = (await createJob(2, {})).json().jobs.id;
    expect((await getJob(2, started)).startedAt).toBeNull();
    expect((await putJob(2, started, { status: 'in-progress' })).statusCode).toBe(200);
    const back = await putJob(2, started, { status: 'pending' });
    expect(back.statusCode).toBe(200);
    expect(back.json().jobs).toMatchObject({ status: 'pending', startedAt: expect.any(String) });
    const refused = await del(2, started);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bu işi silemezsiniz: çalışanlar yalnızca kendi açtıkları ve hiç başlanmamış işleri silebilir.');
    expect(await getJob(3, started)).toMatchObject({ id: started, status: 'pending' });

    // Finished straight from pending counts as started too; the mark survives any later status.
    const finished = (await createJob(2, {})).json().jobs.id;
    expect((await putJob(2, finished, { status: 'completed' })).statusCode).toBe(200);
    expect((await putJob(2, finished, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await putJob(2, finished, { status: 'pending' })).statusCode).toBe(200);
    expect((await del(2, finished)).statusCode).toBe(403);
    // The mark is the database's: a body cannot send it, a direct write cannot clear it.
    expect((await putJob(2, finished, { startedAt: null })).statusCode).toBe(400);
    await t.app.db.updateTable('jobs').set({ started_at: null } as never).where('id', '=', finished).execute();
    expect((await getJob(3, finished)).startedAt).not.toBeNull();

    // A job never started stays the employee's to delete; the master deletes either.
    const fresh = (await createJob(2, {})).json().jobs.id;
    expect((await putJob(2, fresh, { notes: 'henüz başlamadı', status: 'pending' })).statusCode).toBe(200);
    expect((await del(2, fresh)).statusCode).toBe(200);
    expect((await del(4, started)).statusCode).toBe(200);
  });
});

describe('who may use the job routes', () => {
  it('refuses customers and suppliers (403) and strangers (401) on every job route', async () => {
    const job = (await createJob(3, {})).json().jobs;
    const calls = [
      { method: 'GET', url: '/v1/jobs' },
      { method: 'GET', url: `/v1/jobs/${job.id}` },
      { method: 'POST', url: '/v1/jobs', payload: { description: 'x', workstationId: bench.id, estimatedHours: 1 } },
      { method: 'PUT', url: `/v1/jobs/${job.id}`, payload: { notes: 'x' } },
      { method: 'DELETE', url: `/v1/jobs/${job.id}` },
      { method: 'POST', url: `/v1/jobs/${job.id}/add-operation`, payload: { operationId: 1 } },
      { method: 'DELETE', url: `/v1/jobs/${job.id}/remove-operation`, payload: { operationId: 1 } },
    ];
    for (const call of calls) {
      for (const role of [0, 1] as const) expect((await t.injectAs(role, call)).statusCode, `${call.method} ${call.url} as ${role}`).toBe(403);
      expect((await t.injectAs(null, call)).statusCode).toBe(401);
    }
    // Photos serve projects too: a customer reaches the photo routes, never a job's photo.
    const photo = (await t.app.db.insertInto('images').values({ id: '00000000-0000-4000-8000-00000000000a.jpg', content_type: 'image/jpeg', byte_size: 1, uploaded_by: null }).returning('id').executeTakeFirstOrThrow()).id;
    await t.app.db.insertInto('job_photos').values({ photo_key: photo, job_id: job.id, position: 0 }).execute();
    for (const method of ['GET', 'DELETE']) {
      expect((await t.injectAs(1, { method, url: `/v1/images/${photo}` })).statusCode).toBe(403);
      expect((await t.injectAs(0, { method, url: `/v1/images/${photo}` })).statusCode).toBe(404);
      expect((await t.injectAs(null, { method, url: `/v1/images/${photo}` })).statusCode).toBe(401);
    }
    expect(await getJob(3, job.id)).toMatchObject({ id: job.id });
  });
});
