import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const refreshAccessToken = vi.hoisted(() => vi.fn());
vi.mock('../../../src/providers/httpClient', () => ({ API_BASE: '/v1', refreshAccessToken }));

import { uploadFile } from '../../../src/providers/multipartUpload';
import { tokenStore } from '../../../src/providers/tokenStore';

/** Answers each send with the next status of the script, after reporting the upload's bytes. */
const fakeXhr = (statuses: number[]) => {
  const sent: { url: string; authorization?: string; field?: string }[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, authorization: this.headers.authorization, field: [...form.keys()][0] });
      this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
      this.upload.onload?.();
      this.status = statuses.shift() ?? 500;
      this.responseText = JSON.stringify({ success: this.status < 400, message: this.status === 401 ? 'expired' : 'ok' });
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

describe('uploadFile', () => {
  beforeEach(() => tokenStore.set('old-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    refreshAccessToken.mockReset();
  });

  it('sends the file as the named field with the token, reporting progress and the end of the upload', async () => {
    const sent = fakeXhr([200]);
    const progress: number[] = [];
    const onSent = vi.fn();
    const res = await uploadFile('/counters/import', 'file', new File(['a;b'], 'x.csv'), { onProgress: (loaded, total) => progress.push(loaded / total), onSent });
    expect(res).toEqual({ status: 200, body: { success: true, message: 'ok' } });
    expect(sent).toEqual([{ url: '/v1/counters/import', authorization: 'Bearer old-token', field: 'file' }]);
    expect(progress).toEqual([0.5]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('refreshes an expired token once and sends again with the new one', async () => {
    const sent = fakeXhr([401, 201]);
    refreshAccessToken.mockImplementation(async () => {
      tokenStore.set('new-token');
      return true;
    });
    const res = await uploadFile('/images/upload', 'image', new File(['x'], 'p.png'));
    expect(res.status).toBe(201);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('answers the 401 when the session cannot be refreshed', async () => {
    const sent = fakeXhr([401]);
    refreshAccessToken.mockResolvedValue(false);
    expect((await uploadFile('/images/upload', 'image', new File(['x'], 'p.png'))).status).toBe(401);
    expect(sent).toHaveLength(1);
  });
});
